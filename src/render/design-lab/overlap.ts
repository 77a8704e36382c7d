// Which text layers of a Design Lab composition sit on a brand mark: measured with the same placement the
// overlay renderer draws with (the mark's logo box, the text's laid-out ink bounds), so a warning means the
// pixels really collide on every frame.
import type { BrandMarkLayer, DesignLabLayer, DesignLabTextLayer } from "../../contract/index.js";
import { markPlacement, type OverlayContext, textPlacement } from "./overlay.js";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes that share area (touching edges do not count). */
const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The ink bounds of a text layer on the frame. */
export function textBounds(layer: DesignLabTextLayer, context: OverlayContext): Box {
  const { block, shift } = textPlacement(layer, context);
  return { ...block.bounds, y: block.bounds.y + shift };
}

/** Every visible text layer that overlaps a visible brand mark, as [text layer id, mark layer id] pairs. */
export function textsOverMarks(
  layers: readonly DesignLabLayer[],
  context: OverlayContext,
): [text: string, mark: string][] {
  const visible = layers.filter((layer) => !("visible" in layer) || layer.visible);
  const marks = visible
    .filter((layer): layer is BrandMarkLayer => layer.type === "brand-mark" && layer.opacity > 0)
    .map((layer) => ({ id: layer.id, box: markPlacement(layer, context).box }));
  if (marks.length === 0) return [];
  const pairs: [string, string][] = [];
  for (const layer of visible) {
    if (layer.type !== "text" || layer.opacity === 0) continue;
    const bounds = textBounds(layer, context);
    for (const mark of marks) if (intersects(bounds, mark.box)) pairs.push([layer.id, mark.id]);
  }
  return pairs;
}
