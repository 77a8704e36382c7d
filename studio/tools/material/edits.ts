// The Design Lab's edit rule shared by every control: a stored sequence timeline must match the document
// (the contract refuses one that does not), so an edit that changes what the timeline was resolved for —
// the bottom shader layer's material, the frame rate, the cuts' duration, the sequence settings — drops it,
// and the shader-sequence export resolves the new one.
import type { DesignLabDocument } from "../../../src/contract/index.js";

/** What a resolved timeline depends on. */
const timelineKey = (doc: DesignLabDocument): string => {
  const bottom = doc.layers.find((layer) => layer.type === "shader");
  const { fps, durationMs } = doc.export;
  const { cutCount, finalHoldMs, pace } = doc.sequence;
  return JSON.stringify([bottom?.materialId, fps, durationMs, cutCount, finalHoldMs, pace]);
};

/** `next`, without its stored timeline when the edit from `before` made that timeline stale. */
export function reconciled(before: DesignLabDocument, next: DesignLabDocument): DesignLabDocument {
  if (next.sequence.timeline === undefined || timelineKey(before) === timelineKey(next)) return next;
  const { timeline: _stale, ...sequence } = next.sequence;
  return { ...next, sequence };
}

/** What the Design Lab's control modules need from the tool: the document and a validated commit. */
export interface LabHost {
  doc(): DesignLabDocument;
  /** Validates and applies `next` (its stale timeline dropped); resolves once committed. */
  commit(next: DesignLabDocument): Promise<void>;
}
