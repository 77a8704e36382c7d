// Film grain: fine light and dark specks from a small noise tile (never a full-canvas filter).
import { el, fmtList, type IdScope, type Markup, scale } from "../../svg/index.js";
import type { TileLayer } from "./layer.js";
import type { Scene } from "./scene.js";

/** Side of the noise tile in pixels: small enough to filter once, large enough not to read as a repeat. */
export const GRAIN_TILE = 160;
/** Noise frequency: about one grain per pixel and a half. */
const FREQUENCY = 0.72;
/** Contrast of the specks before the layer's opacity. */
const GAIN = 2.6;
/** Grain opacity at full strength. */
const MAX_OPACITY = 0.7;

/** A colour matrix keeping the noise's alpha above (sign 1) or below (sign −1) its mean, in `value`'s colour. */
const speck = (value: number, sign: number) =>
  fmtList([
    0,
    0,
    0,
    0,
    value,
    0,
    0,
    0,
    0,
    value,
    0,
    0,
    0,
    0,
    value,
    sign * GAIN,
    0,
    0,
    0,
    -sign * GAIN * 0.5,
  ]);
/** The two matrices' `values`, written once. */
const LIGHT_SPECKS = speck(1, 1);
const DARK_SPECKS = speck(0, -1);

/**
 * Definitions of pattern `grain`: light specks where the noise is above its mean and dark ones below, so grain
 * adds texture without greying the field. `pixel` is the size of one pixel in the user units it is used in.
 */
export function grainDefs(scene: Scene, pixel = 1): Markup[] {
  const { ids } = scene;
  const seed = Math.floor(scene.random("grain")() * 1000);
  const noise = ids.ref("grain-noise");
  return [
    el(
      "filter",
      {
        id: noise.id,
        filterUnits: "userSpaceOnUse",
        x: 0,
        y: 0,
        width: GRAIN_TILE,
        height: GRAIN_TILE,
        "color-interpolation-filters": "sRGB",
      },
      [
        el("feTurbulence", {
          type: "fractalNoise",
          baseFrequency: FREQUENCY,
          numOctaves: 2,
          seed,
          result: "noise",
        }),
        el("feColorMatrix", { in: "noise", type: "matrix", values: LIGHT_SPECKS, result: "light" }),
        el("feColorMatrix", { in: "noise", type: "matrix", values: DARK_SPECKS, result: "dark" }),
        el("feMerge", {}, [el("feMergeNode", { in: "dark" }), el("feMergeNode", { in: "light" })]),
      ],
    ),
    el(
      "pattern",
      {
        id: ids.ref("grain").id,
        patternUnits: "userSpaceOnUse",
        width: GRAIN_TILE,
        height: GRAIN_TILE,
        patternTransform: pixel === 1 ? undefined : scale(pixel),
      },
      el("rect", { width: GRAIN_TILE, height: GRAIN_TILE, filter: noise.url }),
    ),
  ];
}

/** A rectangle of grain at `strength` (0..1), for use inside another tile. */
export const grainRect = (ids: IdScope, width: number, height: number, strength: number): Markup =>
  el("rect", { width, height, fill: ids.ref("grain").url, "fill-opacity": MAX_OPACITY * strength });

/**
 * Grain over the field as a tile layer of any size: when a pattern or surface follows, the grain is drawn
 * inside its tile. Nothing at strength 0.
 */
export function grainLayer(scene: Scene, strength: number): TileLayer | undefined {
  if (strength <= 0) return undefined;
  return {
    tile: true,
    name: "grain-layer",
    size: GRAIN_TILE,
    anySize: true,
    defs: grainDefs(scene),
    content: (size) => grainRect(scene.ids, size, size, strength),
  };
}
