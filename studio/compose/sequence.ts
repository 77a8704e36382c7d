// The shader sequence as a frame source: the bottom shader layer shows each cut's material (in that
// material's own look) for the cut's frames, then holds the layer's own material and settings; before 0 (a
// seamless loop's pre-roll) it shows the first cut's. The timeline is the document's own when it has one,
// else the one POST /api/generate would resolve for it.
import { materialById } from "../../src/catalog/materials/index.js";
import type { DesignLabDocument, PartialMaterialSettings, Timeline } from "../../src/contract/index.js";
import { pickCutMaterials } from "../../src/documents/design-sequence.js";
import { buildTimeline } from "../../src/documents/timeline.js";
import { resolveSettings } from "../engines/index.js";
import { type MaterialAt, ownMaterial } from "./frame.js";

/** The document's timeline, or the one resolved for its bottom shader layer, export and sequence settings. */
export function timelineOf(document: DesignLabDocument, seed: string): Timeline {
  if (document.sequence.timeline) return document.sequence.timeline;
  const shader = document.layers.find((layer) => layer.type === "shader");
  if (!shader) throw new Error("a Design Lab document has a shader layer");
  const ids = pickCutMaterials(shader.materialId, document.sequence.cutCount, seed);
  return buildTimeline(ids, document.export, document.sequence);
}

/** Which material the bottom shader layer shows at `timeMs` of the sequence; other layers keep their own. */
export function sequenceMaterials(document: DesignLabDocument, timeline: Timeline): MaterialAt {
  const bottom = document.layers.find((layer) => layer.type === "shader");
  return (layer, timeMs) => {
    if (layer !== bottom || timeMs >= timeline.holdStartMs) return ownMaterial(layer, timeMs);
    const frame = Math.round((timeMs * timeline.fps) / 1000);
    // Before 0 is a seamless loop's pre-roll, the time just before the sequence starts again: the hold's
    // tail crossfades into the first cut, so the file wraps from the hold to the first cut in one step.
    const cut =
      frame < 0
        ? timeline.cuts[0]
        : (timeline.cuts.find((c) => frame >= c.startFrame && frame < c.startFrame + c.frameCount) ??
          timeline.cuts.at(-1));
    const material = cut ? materialById(cut.materialId) : undefined;
    if (!material) return ownMaterial(layer, timeMs);
    return { material, settings: resolveSettings(material) as PartialMaterialSettings };
  };
}
