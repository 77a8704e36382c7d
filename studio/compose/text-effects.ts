// A text layer's ink effect, applied to its prepared raster once per document and size: a dither thinning
// the ink along the angle, a halftone dot screen, scan lines, or a gradient to a second colour. Each is a mask
// over the glyphs' alpha (or, for the gradient, a blend of their colour), laid out in the direction of the
// angle across the block's drawn pixels. Pure over the pixels, so a frame is reproducible.
import { parseHex } from "../../src/color/rgb.js";
import type { TextEffect } from "../../src/contract/index.js";
import { alphaBox, finishedRaster, referenceScale } from "./appearance.js";
import { bayerMatrix } from "./effects.js";

const BAYER = bayerMatrix(8);

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const fract = (value: number) => value - Math.floor(value);

/** How much of a glyph pixel's alpha stays at (u, v) — pixels along and across the angle — and t (0…1 along). */
type Mask = (u: number, v: number, t: number) => number;

function maskOf(effect: TextEffect, cell: number): Mask | undefined {
  const amount = effect.amount / 100;
  switch (effect.kind) {
    case "dither-sweep":
      // Solid where the sweep starts, thinned through the Bayer levels to (1 − amount) where it ends.
      return (u, v, t) => {
        const i = Math.floor(u / cell) & 7;
        const j = Math.floor(v / cell) & 7;
        return ((BAYER[j * 8 + i] ?? 0) + 0.5) / 64 < 1 - amount * t ? 1 : 0;
      };
    case "halftone": {
      // Dots on a grid turned by the angle: touching at amount 0, a quarter cell across at 100.
      const radius = cell * (0.75 - 0.5 * amount);
      return (u, v) => {
        const du = (fract(u / cell) - 0.5) * cell;
        const dv = (fract(v / cell) - 0.5) * cell;
        return clamp01(radius - Math.hypot(du, dv) + 0.5);
      };
    }
    case "scan-lines": {
      // A gap across the middle of each period, up to half of it at amount 100.
      const gap = 0.5 * amount * cell;
      if (gap === 0) return undefined;
      return (_u, v) => {
        const fromMiddle = Math.abs(fract(v / cell) - 0.5) * cell;
        const kept = clamp01(fromMiddle - gap / 2 + 0.5);
        return 1 - (1 - kept) * Math.min(1, gap);
      };
    }
    default:
      return undefined;
  }
}

/** Applies `effect` to a text layer's RGBA (drawn at full opacity), in place. */
export function textEffectPixels(image: ImageData, effect: TextEffect, pixelsPerReference: number): void {
  if (effect.kind === "solid") return;
  const box = alphaBox(image, 1);
  if (!box) return;
  const { data, width } = image;
  const angle = (effect.angle * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // t runs 0…1 along the angle across the block's drawn pixels.
  const cx = (box.left + box.right + 1) / 2;
  const cy = (box.top + box.bottom + 1) / 2;
  const extent = Math.abs((box.right + 1 - box.left) * cos) + Math.abs((box.bottom + 1 - box.top) * sin) || 1;
  const cell = Math.max(1, effect.scale * pixelsPerReference);
  const mask = maskOf(effect, cell);
  const amount = effect.amount / 100;
  const to = parseHex(effect.color);
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++) {
      const i = (y * width + x) * 4;
      const alpha = data[i + 3] ?? 0;
      if (alpha === 0) continue;
      const px = x + 0.5;
      const py = y + 0.5;
      const u = px * cos + py * sin;
      const v = py * cos - px * sin;
      const t = clamp01(0.5 + ((px - cx) * cos + (py - cy) * sin) / extent);
      if (effect.kind === "gradient-ink") {
        const k = amount * t;
        data[i] = Math.round((data[i] ?? 0) + (to.r - (data[i] ?? 0)) * k);
        data[i + 1] = Math.round((data[i + 1] ?? 0) + (to.g - (data[i + 1] ?? 0)) * k);
        data[i + 2] = Math.round((data[i + 2] ?? 0) + (to.b - (data[i + 2] ?? 0)) * k);
      } else if (mask) data[i + 3] = Math.round(alpha * mask(u, v, t));
    }
}

/** A text layer's raster with its ink effect, at `opacity` percent. */
export function withTextEffect(
  raster: CanvasImageSource,
  effect: TextEffect,
  opacity: number,
  width: number,
  height: number,
): ImageBitmap {
  const scale = referenceScale(width, height);
  return finishedRaster(raster, width, height, opacity, (image) => textEffectPixels(image, effect, scale));
}
