// mesh: SVG has no mesh gradients, so soft colour blobs (radial gradients) float over a calm linear base.
// Bands are ribs along `angle` in that base (lit ribs with lighting on, flat steps of shade without); the
// blobs stay translucent enough for them to show through. Three blobs keep it cheap to rasterize.

import { mix, type Rgb } from "../../../color/rgb.js";
import { el, type Markup } from "../../../svg/index.js";
import { bandOverlayStops, type GradientStop } from "../bands.js";
import type { MutableRgb } from "../palette.js";
import { direction, extentAlong, linearAxis } from "./geometry.js";
import { canvasRect, stopElements } from "./paint.js";
import type { FieldFactory } from "./types.js";

/** Where blobs sit (share of the way along and across `angle`) and which ramp colour each carries. */
const BLOBS = [
  { along: 0.24, across: 0.3, tone: 0.95 },
  { along: 0.76, across: 0.7, tone: 0.05 },
  { along: 0.5, across: 0.85, tone: 0.5 },
] as const;
/** Blob radius as a share of the canvas's geometric mean side. */
const BLOB_RADIUS = 0.42;
/** Blob opacity by share of its radius: a soft, bell-like falloff. */
const FALLOFF: readonly (readonly [number, number])[] = [
  [0, 0.78],
  [0.35, 0.58],
  [0.7, 0.2],
  [1, 0],
];

/** FALLOFF as flat lists, read without destructuring: the field is sampled hundreds of times per render. */
const FALLOFF_R = FALLOFF.map(([r]) => r);
const FALLOFF_A = FALLOFF.map(([, a]) => a);

const falloff = (r: number): number => {
  for (let i = 1; i < FALLOFF_R.length; i++) {
    const r1 = FALLOFF_R[i] as number;
    if (r <= r1) {
      const r0 = FALLOFF_R[i - 1] as number;
      const a0 = FALLOFF_A[i - 1] as number;
      return a0 + (((FALLOFF_A[i] as number) - a0) * (r - r0)) / (r1 - r0);
    }
  }
  return 0;
};

interface Blob {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly tone: number;
  /** A squared distance surely beyond r (by far more than rounding), where falloff is 0. */
  readonly beyond: number;
}

/**
 * The blob's opacity at a point: falloff of the distance in radii. Points surely outside the blob get
 * falloff's 0 without the square root and division (most of the canvas lies outside most blobs).
 */
const blobAlpha = (blob: Blob, x: number, y: number): number => {
  const dx = x - blob.x;
  const dy = y - blob.y;
  // Math.hypot guards against overflow we cannot have here, and is several times slower.
  const squared = dx * dx + dy * dy;
  return squared > blob.beyond ? 0 : falloff(Math.sqrt(squared) / blob.r);
};

export const meshField: FieldFactory = ({ width, height, angle, palette, bands, ids, random }) => {
  const axis = linearAxis(width, height, angle);
  const field = ids.ref("field");
  const dir = direction(angle);
  const across = { x: -dir.y, y: dir.x };
  const span = extentAlong(width, height, across);
  const rng = random("mesh", palette.hex);
  const size = Math.sqrt(width * height);
  const blobs = BLOBS.map(({ along, across: side, tone }): Blob => {
    const a = along + (rng() - 0.5) * 0.16 - 0.5;
    const s = side + (rng() - 0.5) * 0.16 - 0.5;
    const x = width / 2 + a * axis.length * dir.x + s * span * across.x;
    const y = height / 2 + a * axis.length * dir.y + s * span * across.y;
    const r = BLOB_RADIUS * size * (0.85 + 0.3 * rng());
    return {
      x: Math.min(0.95, Math.max(0.05, x / width)) * width,
      y: Math.min(0.95, Math.max(0.05, y / height)) * height,
      r,
      tone,
      beyond: r * r * (1 + 1e-9),
    };
  });
  // Base: a calm ramp that stays between the outer colours, so blobs carry the contrast.
  const baseT = (x: number, y: number) => 0.15 + 0.7 * axis.at(x, y);
  const at = (x: number, y: number) => {
    let t = baseT(x, y);
    for (const blob of blobs) t += (blob.tone - t) * blobAlpha(blob, x, y);
    return t;
  };
  // Each blob's colour, mixed over the base in turn: the arithmetic of mix() without its objects.
  const blobColors = blobs.map((blob) => palette.ramp(blob.tone));
  const colorInto = (x: number, y: number, out: MutableRgb): MutableRgb => {
    let { r, g, b } = palette.rampInto(baseT(x, y), out);
    for (let i = 0; i < blobs.length; i++) {
      const over = blobColors[i] as Rgb;
      const alpha = blobAlpha(blobs[i] as Blob, x, y);
      r += (over.r - r) * alpha;
      g += (over.g - g) * alpha;
      b += (over.b - b) * alpha;
    }
    out.r = r;
    out.g = g;
    out.b = b;
    return out;
  };

  const render = () => {
    // The ribs' light and shade composited into the base ramp: one opaque gradient instead of two layers.
    const ribs = bandOverlayStops(bands, { offsetOf: (t) => t, pixelsPerT: () => axis.length }, palette);
    const base = (t: number) => palette.ramp(0.15 + 0.7 * t);
    const stops: GradientStop[] =
      ribs.length > 0
        ? ribs.map(({ offset, color: overlay, opacity }) => ({
            offset,
            color: mix(base(offset), overlay, opacity),
            opacity: 1,
          }))
        : [0, 0.5, 1].map((t) => ({ offset: t, color: base(t), opacity: 1 }));
    const defs: Markup[] = [
      el(
        "linearGradient",
        {
          id: field.id,
          gradientUnits: "userSpaceOnUse",
          x1: axis.start.x,
          y1: axis.start.y,
          x2: axis.end.x,
          y2: axis.end.y,
        },
        stopElements(stops),
      ),
    ];
    const body: Markup[] = [canvasRect(width, height, field.url)];
    blobs.forEach((blob, index) => {
      const ref = ids.ref(`blob-${index}`);
      const blobStops: GradientStop[] = FALLOFF.map(([offset, opacity]) => ({
        offset,
        color: palette.ramp(blob.tone),
        opacity,
      }));
      defs.push(
        el(
          "radialGradient",
          { id: ref.id, gradientUnits: "userSpaceOnUse", cx: blob.x, cy: blob.y, r: blob.r },
          stopElements(blobStops),
        ),
      );
      body.push(el("circle", { cx: blob.x, cy: blob.y, r: blob.r, fill: ref.url }));
    });
    return { defs, body };
  };

  return { kind: "mesh", at, colorInto, render };
};
