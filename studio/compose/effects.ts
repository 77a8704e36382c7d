// The Design Lab's effect converters, as post-passes over the pixels of the layers below them: ordered
// (Bayer) dithering to two colours, ASCII characters by brightness, a halftone screen and posterized tones.
// Pure over the pixels (the ASCII glyphs come from a mask atlas drawn once), so a frame is reproducible.
import { parseHex } from "../../src/color/rgb.js";
import { EFFECT_REFERENCE_SHORT_SIDE, type EffectSettings } from "../../src/contract/index.js";

type Rgb = [number, number, number];

const hex = (color: string): Rgb => {
  const { r, g, b } = parseHex(color);
  return [r, g, b];
};

const lum = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** The n×n Bayer threshold matrix (values 0…n²−1), built by recursion from the 2×2 one. */
export function bayerMatrix(n: number): number[] {
  if (n === 1) return [0];
  const half = bayerMatrix(n / 2);
  const size = n / 2;
  const out = new Array<number>(n * n);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const base = 4 * (half[(y % size) * size + (x % size)] ?? 0);
      const quadrant = [0, 2, 3, 1][(y < size ? 0 : 2) + (x < size ? 0 : 1)] ?? 0;
      out[y * n + x] = base + quadrant;
    }
  return out;
}

/** Mean colour of each cell of `size` pixels: the sample every cell-based effect reads. */
function cellMeans(image: ImageData, size: number): { cols: number; rows: number; means: Float32Array } {
  const cols = Math.ceil(image.width / size);
  const rows = Math.ceil(image.height / size);
  const sums = new Float64Array(cols * rows * 4);
  const { data, width, height } = image;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const cell = (Math.floor(y / size) * cols + Math.floor(x / size)) * 4;
      const i = (y * width + x) * 4;
      sums[cell] = (sums[cell] ?? 0) + (data[i] ?? 0);
      sums[cell + 1] = (sums[cell + 1] ?? 0) + (data[i + 1] ?? 0);
      sums[cell + 2] = (sums[cell + 2] ?? 0) + (data[i + 2] ?? 0);
      sums[cell + 3] = (sums[cell + 3] ?? 0) + 1;
    }
  const means = new Float32Array(cols * rows * 3);
  for (let c = 0; c < cols * rows; c++) {
    const n = sums[c * 4 + 3] || 1;
    for (let k = 0; k < 3; k++) means[c * 3 + k] = (sums[c * 4 + k] ?? 0) / n;
  }
  return { cols, rows, means };
}

function posterize(image: ImageData, levels: number): void {
  const step = 255 / (levels - 1);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4)
    for (let k = 0; k < 3; k++) data[i + k] = Math.round(Math.round((data[i + k] ?? 0) / step) * step);
}

/** Device pixels per reference pixel: effect sizes follow the canvas, not the export width (issue 34.5). */
function canvasScale(image: ImageData): number {
  return Math.min(image.width, image.height) / EFFECT_REFERENCE_SHORT_SIDE;
}

/**
 * The ASCII cell in device pixels on a width×height canvas: whole pixels (the glyph masks are drawn on a
 * pixel grid), at least one, scaled like the other effects' sizes.
 */
export function asciiCellPixels(cellSize: number, width: number, height: number): number {
  return Math.max(1, Math.round((cellSize * Math.min(width, height)) / EFFECT_REFERENCE_SHORT_SIDE));
}

function bayer(image: ImageData, effect: Extract<EffectSettings, { kind: "bayer" }>): void {
  const n = effect.matrix;
  const matrix = bayerMatrix(n);
  const on = hex(effect.foregroundColor);
  const off = hex(effect.backgroundColor);
  const { data, width, height } = image;
  const cell = effect.scale * canvasScale(image);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const cx = Math.floor(x / cell) % n;
      const cy = Math.floor(y / cell) % n;
      const threshold = ((matrix[cy * n + cx] ?? 0) + 0.5) / (n * n);
      const color = lum(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > threshold ? on : off;
      data[i] = color[0];
      data[i + 1] = color[1];
      data[i + 2] = color[2];
    }
}

function halftone(
  image: ImageData,
  effect: Extract<EffectSettings, { kind: "halftone" }>,
  background: string,
): void {
  const size = effect.cellSize * canvasScale(image);
  const paper = hex(background);
  const angle = (effect.angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const { width, height, data } = image;
  // Sample the colour under each screen cell's centre from a copy, then draw the screen.
  const source = new Uint8ClampedArray(data);
  const sample = (x: number, y: number): Rgb => {
    const sx = Math.min(width - 1, Math.max(0, Math.round(x)));
    const sy = Math.min(height - 1, Math.max(0, Math.round(y)));
    const i = (sy * width + sx) * 4;
    return [source[i] ?? 0, source[i + 1] ?? 0, source[i + 2] ?? 0];
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Screen space: rotated by the angle, in cells.
      const u = (x * cos + y * sin) / size;
      const v = (-x * sin + y * cos) / size;
      const [cu, cv] = [Math.floor(u) + 0.5, Math.floor(v) + 0.5];
      const [du, dv] = [u - cu, v - cv];
      const centre = sample((cu * cos - cv * sin) * size, (cu * sin + cv * cos) * size);
      // Brighter cells carry larger marks (the ground is dark by default; light grounds read the same way).
      const coverage = lum(...centre);
      const inside =
        effect.shape === "dot"
          ? Math.hypot(du, dv) < Math.sqrt(coverage / Math.PI)
          : effect.shape === "line"
            ? Math.abs(dv) < coverage / 2
            : Math.max(Math.abs(du), Math.abs(dv)) < Math.sqrt(coverage) / 2;
      const color = inside ? centre : paper;
      const i = (y * width + x) * 4;
      data[i] = color[0];
      data[i + 1] = color[1];
      data[i + 2] = color[2];
    }
}

/** Coverage masks of the ASCII ramp's characters at one cell size: drawn once per (ramp, size). */
export type GlyphMasks = readonly Uint8Array[];

function ascii(
  image: ImageData,
  effect: Extract<EffectSettings, { kind: "ascii" }>,
  background: string,
  masks: GlyphMasks,
): void {
  const size = asciiCellPixels(effect.cellSize, image.width, image.height);
  const { cols, means } = cellMeans(image, size);
  const paper = hex(background);
  const ink = effect.color ? hex(effect.color) : undefined;
  const ramp = [...effect.characters];
  const { data, width, height } = image;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(y / size) * cols + Math.floor(x / size);
      const mean: Rgb = [means[cell * 3] ?? 0, means[cell * 3 + 1] ?? 0, means[cell * 3 + 2] ?? 0];
      const index = Math.min(ramp.length - 1, Math.floor(lum(...mean) * ramp.length));
      const coverage = (masks[index]?.[(y % size) * size + (x % size)] ?? 0) / 255;
      const color = ink ?? mean;
      const i = (y * width + x) * 4;
      for (let k = 0; k < 3; k++)
        data[i + k] = (paper[k] ?? 0) + ((color[k] ?? 0) - (paper[k] ?? 0)) * coverage;
    }
}

/** Applies `effect` to `image` in place, then blends with the pixels before it by the effect's opacity. */
export function applyEffect(
  image: ImageData,
  effect: EffectSettings,
  background: string,
  masks: GlyphMasks = [],
): void {
  const before = effect.opacity < 100 ? new Uint8ClampedArray(image.data) : undefined;
  if (effect.kind === "posterize") posterize(image, effect.levels);
  else if (effect.kind === "bayer") bayer(image, effect);
  else if (effect.kind === "halftone") halftone(image, effect, background);
  else ascii(image, effect, background, masks);
  if (!before) return;
  const t = effect.opacity / 100;
  const { data } = image;
  for (let i = 0; i < data.length; i += 4)
    for (let k = 0; k < 3; k++)
      data[i + k] = (before[i + k] ?? 0) + ((data[i + k] ?? 0) - (before[i + k] ?? 0)) * t;
}

/** The ASCII ramp's characters as coverage masks of `size`² device pixels (asciiCellPixels), drawn in a monospace face. */
export function glyphMasks(characters: string, size: number, family: string): GlyphMasks {
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas for the ASCII glyphs");
  return [...characters].map((character) => {
    context.clearRect(0, 0, size, size);
    context.fillStyle = "#fff";
    context.font = `${Math.round(size * 1.05)}px ${family}`;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(character, size / 2, size / 2 + size * 0.04);
    const pixels = context.getImageData(0, 0, size, size).data;
    const mask = new Uint8Array(size * size);
    for (let i = 0; i < mask.length; i++) mask[i] = pixels[i * 4 + 3] ?? 0;
    return mask;
  });
}
