// A brand-mark or image layer's appearance, applied to its prepared raster once per document and size:
// inverted colours, an ordered dither, an outline along its alpha (an exact distance transform, so thin
// strokes get a full line) and a drop shadow, then the layer's opacity over all of it. Pure over the pixels
// but for the shadow's blur, which is the canvas's own (the same browser always draws it the same).
import { parseHex } from "../../src/color/rgb.js";
import {
  EFFECT_REFERENCE_SHORT_SIDE,
  type LayerAppearance,
  type LayerDither,
  type LayerOutline,
  type LayerShadow,
} from "../../src/contract/index.js";
import { bayerMatrix } from "./effects.js";

const BAYER = bayerMatrix(8);
/** A pixel counts as inside the layer, for its outline, from this alpha up (half covered). */
const INSIDE_ALPHA = 128;
const FAR = 1e20;

/** Pixels per reference pixel at width×height. */
export const referenceScale = (width: number, height: number) =>
  Math.min(width, height) / EFFECT_REFERENCE_SHORT_SIDE;

export function invertPixels(image: ImageData): void {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = 255 - (data[i] ?? 0);
    data[i + 1] = 255 - (data[i + 1] ?? 0);
    data[i + 2] = 255 - (data[i + 2] ?? 0);
  }
}

/**
 * Each channel and the alpha to 0 or 255 against an 8×8 Bayer threshold on a grid of `cell`-pixel cells
 * turned by the angle, mixed with the smooth pixels by the amount.
 */
export function ditherPixels(image: ImageData, dither: LayerDither, pixelsPerReference: number): void {
  const { data, width, height } = image;
  const cell = Math.max(1, dither.scale * pixelsPerReference);
  const angle = (dither.angle * Math.PI) / 180;
  const cos = Math.cos(angle) / cell;
  const sin = Math.sin(angle) / cell;
  const amount = dither.amount / 100;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i + 3] === 0) continue;
      const u = Math.floor((x + 0.5) * cos + (y + 0.5) * sin) & 7;
      const v = Math.floor((y + 0.5) * cos - (x + 0.5) * sin) & 7;
      const threshold = (((BAYER[v * 8 + u] ?? 0) + 0.5) / 64) * 255;
      for (let k = 0; k < 4; k++) {
        const value = data[i + k] ?? 0;
        const bit = value > threshold ? 255 : 0;
        data[i + k] = Math.round(value + (bit - value) * amount);
      }
    }
}

/** Squared distances along one line (Felzenszwalb and Huttenlocher's lower envelope of parabolas). */
function distances1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -FAR;
  z[1] = FAR;
  const at = (q: number) => (f[q] ?? FAR) + q * q;
  for (let q = 1; q < n; q++) {
    let p = v[k] ?? 0;
    let s = (at(q) - at(p)) / (2 * q - 2 * p);
    while (s <= (z[k] ?? -FAR)) {
      k--;
      p = v[k] ?? 0;
      s = (at(q) - at(p)) / (2 * q - 2 * p);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = FAR;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] ?? FAR) < q) k++;
    const p = v[k] ?? 0;
    d[q] = (q - p) * (q - p) + (f[p] ?? FAR);
  }
}

/** The box of pixels at least `alpha` opaque, or undefined when there are none. */
export function alphaBox(image: ImageData, alpha: number) {
  const { data, width, height } = image;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] ?? 0) < alpha) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  return right < 0 ? undefined : { left, right, top, bottom };
}

/** The outline's colour laid under the layer, on every pixel within its width of the layer's inside. */
export function outlinePixels(image: ImageData, outline: LayerOutline, pixelsPerReference: number): void {
  const { data, width, height } = image;
  const box = alphaBox(image, INSIDE_ALPHA);
  if (!box) return;
  const reach = outline.width * pixelsPerReference;
  const margin = Math.ceil(reach) + 2;
  const x0 = Math.max(0, box.left - margin);
  const y0 = Math.max(0, box.top - margin);
  const w = Math.min(width, box.right + margin + 1) - x0;
  const h = Math.min(height, box.bottom + margin + 1) - y0;
  // Squared distance of each pixel of the box to the nearest inside pixel: columns, then rows.
  const grid = new Float64Array(w * h);
  const n = Math.max(w, h);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++)
      f[y] = (data[((y + y0) * width + x + x0) * 4 + 3] ?? 0) >= INSIDE_ALPHA ? 0 : FAR;
    distances1d(f, h, d, v, z);
    for (let y = 0; y < h; y++) grid[y * w + x] = d[y] ?? FAR;
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) f[x] = grid[y * w + x] ?? FAR;
    distances1d(f, w, d, v, z);
    for (let x = 0; x < w; x++) grid[y * w + x] = d[x] ?? FAR;
  }
  const { r, g, b } = parseHex(outline.color);
  const opacity = outline.opacity / 100;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      // Coverage falls off over the last pixel, so the line's outer edge is smooth.
      const coverage = Math.min(1, Math.max(0, reach + 1 - Math.sqrt(grid[y * w + x] ?? FAR))) * opacity;
      if (coverage === 0) continue;
      const i = ((y + y0) * width + x + x0) * 4;
      const a = (data[i + 3] ?? 0) / 255;
      const under = coverage * (1 - a);
      const out = a + under;
      data[i] = Math.round(((data[i] ?? 0) * a + r * under) / out);
      data[i + 1] = Math.round(((data[i + 1] ?? 0) * a + g * under) / out);
      data[i + 2] = Math.round(((data[i + 2] ?? 0) * a + b * under) / out);
      data[i + 3] = Math.round(out * 255);
    }
}

const rgba = (color: string, alpha: number) => {
  const { r, g, b } = parseHex(color);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/**
 * `raster` (a layer drawn at full opacity, width×height) after `pixels` (a pass over its RGBA, if any), at
 * `opacity` percent, with `shadow` under it: what the compositor lays over the layers below.
 */
export function finishedRaster(
  raster: CanvasImageSource,
  width: number,
  height: number,
  opacity: number,
  pixels?: (image: ImageData) => void,
  shadow?: LayerShadow,
): ImageBitmap {
  const layer = new OffscreenCanvas(width, height);
  const context = layer.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas to finish the layer");
  context.drawImage(raster, 0, 0, width, height);
  if (pixels) {
    const image = context.getImageData(0, 0, width, height);
    pixels(image);
    context.putImageData(image, 0, 0);
  }
  const out = new OffscreenCanvas(width, height);
  const drawn = out.getContext("2d");
  if (!drawn) throw new Error("no 2D canvas to finish the layer");
  drawn.globalAlpha = opacity / 100;
  if (shadow) {
    const scale = referenceScale(width, height);
    drawn.shadowColor = rgba(shadow.color, shadow.opacity / 100);
    drawn.shadowBlur = shadow.blur * scale;
    drawn.shadowOffsetX = shadow.offsetX * scale;
    drawn.shadowOffsetY = shadow.offsetY * scale;
  }
  drawn.drawImage(layer, 0, 0);
  return out.transferToImageBitmap();
}

/** A brand mark's or image's raster with its appearance, at `opacity` percent. */
export function withAppearance(
  raster: CanvasImageSource,
  appearance: LayerAppearance,
  opacity: number,
  width: number,
  height: number,
): ImageBitmap {
  const scale = referenceScale(width, height);
  const { invert, dither, outline, shadow } = appearance;
  const pixels =
    invert || dither || outline
      ? (image: ImageData) => {
          if (invert) invertPixels(image);
          if (dither) ditherPixels(image, dither, scale);
          if (outline) outlinePixels(image, outline, scale);
        }
      : undefined;
  return finishedRaster(raster, width, height, opacity, pixels, shadow);
}
