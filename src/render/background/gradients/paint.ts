// Serializing stops and gradient-filled canvas rectangles.

import { toHex } from "../../../color/rgb.js";
import { el, fmt, type Markup } from "../../svg/index.js";
import type { GradientStop } from "../bands.js";

/** `<stop>` elements; offsets as percentages so three decimals still resolve sub-pixel edges. */
export const stopElements = (stops: readonly GradientStop[]): Markup[] =>
  stops.map(({ offset, color, opacity }) =>
    el("stop", {
      offset: `${fmt(Math.min(1, Math.max(0, offset)) * 100)}%`,
      "stop-color": toHex(color),
      "stop-opacity": opacity < 1 ? Math.max(0, opacity) : undefined,
    }),
  );

/** A rectangle covering the canvas. */
export const canvasRect = (
  width: number,
  height: number,
  fill: string,
  extra: Record<string, string | number> = {},
) => el("rect", { width, height, fill, ...extra });
