// Serializing stops and gradient-filled canvas rectangles.

import { type AttrValue, el, type Markup, StopList } from "../../../svg/index.js";
import type { GradientStop } from "../bands.js";

/** `<stop>` elements; offsets as percentages so three decimals still resolve sub-pixel edges. */
export function stopElements(stops: readonly GradientStop[]): Markup {
  const list = new StopList();
  for (const { offset, color, opacity } of stops) {
    list.add(Math.min(1, Math.max(0, offset)) * 100, color, opacity < 1 ? Math.max(0, opacity) : undefined);
  }
  return list.markup;
}

/** A rectangle covering the canvas. */
export const canvasRect = (width: number, height: number, fill: AttrValue) =>
  el("rect", { width, height, fill });
