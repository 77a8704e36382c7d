// The Design Lab's edit rule shared by every control: a stored sequence timeline must match the document
// (the contract refuses one that does not), so an edit that changes what the timeline was resolved for —
// the bottom shader layer's material, the frame rate, the cuts' duration, the sequence settings — resolves
// it again, and the source keeps saying which cuts the shader-sequence export renders.
import type { DesignLabDocument, Timeline } from "../../../src/contract/index.js";

/** What a resolved timeline depends on. */
const timelineKey = (doc: DesignLabDocument): string => {
  const bottom = doc.layers.find((layer) => layer.type === "shader");
  const { fps, durationMs } = doc.export;
  const { cutCount, finalHoldMs, pace } = doc.sequence;
  return JSON.stringify([bottom?.materialId, fps, durationMs, cutCount, finalHoldMs, pace]);
};

/** `doc` without its stored timeline (what resolving a timeline starts from). */
export function withoutTimeline(doc: DesignLabDocument): DesignLabDocument {
  const { timeline: _derived, ...sequence } = doc.sequence;
  return { ...doc, sequence };
}

/**
 * `next`, its stored timeline resolved again (by `resolve`, from a document without one) when the edit from
 * `before` made that timeline stale; a document without a timeline stays without one.
 */
export function reconciled(
  before: DesignLabDocument,
  next: DesignLabDocument,
  resolve: (doc: DesignLabDocument) => Timeline,
): DesignLabDocument {
  if (next.sequence.timeline === undefined || timelineKey(before) === timelineKey(next)) return next;
  const bare = withoutTimeline(next);
  return { ...bare, sequence: { ...bare.sequence, timeline: resolve(bare) } };
}

/** What the Design Lab's control modules need from the tool: the document and a validated commit. */
export interface LabHost {
  doc(): DesignLabDocument;
  /** Validates and applies `next` (a stale timeline resolved again); resolves once committed. */
  commit(next: DesignLabDocument): Promise<void>;
}
