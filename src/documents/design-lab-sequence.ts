// The resolved shader sequence of a v4 document: the same cuts the server's version 3 source names, so a
// document whose timeline was dropped (or edited away) renders what POST design-sequence would have said.
import { resolveIdentity } from "../catalog/identities/index.js";
import type { DesignLabDocument, Timeline } from "../contract/index.js";
import { pickCutMaterials } from "./design-sequence.js";
import { buildTimeline } from "./timeline.js";

/**
 * The document's timeline: its own when it has one (the contract checked that it matches), otherwise the
 * cuts through `sequence.cutCount` distinct materials ending on the bottom shader layer's, seeded by the
 * identity as the server seeds them, paced and timed by the document's sequence and export settings.
 */
export function designLabTimeline(document: DesignLabDocument): Timeline {
  if (document.sequence.timeline) return document.sequence.timeline;
  const shader = document.layers.find((layer) => layer.type === "shader");
  if (!shader) throw new Error("a Design Lab document has a shader layer"); // the contract guarantees it
  const seed = resolveIdentity(document.identity).id;
  const cuts = pickCutMaterials(shader.materialId, document.sequence.cutCount, seed);
  return buildTimeline(cuts, document.export, document.sequence);
}
