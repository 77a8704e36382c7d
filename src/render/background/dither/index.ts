// dither: an ordered (Bayer) dither of the banded field, compact at any size. Each `spacing` cell takes one
// tone from the field at its centre; the cells of one tone form one region (an even-odd path in cell units),
// filled once with that tone's tile: ground colour, grain, and the matrix cells that are on at that tone.
// Tones step colorA → colorB, then colorB → colorC.

import { toHex } from "../../../color/rgb.js";
import {
  type Child,
  el,
  type IdScope,
  idTemplate,
  type Markup,
  PathData,
  scale,
} from "../../../svg/index.js";
import { bandedT } from "../bands.js";
import { GRAIN_TILE, grainDefs, grainRect } from "../grain.js";
import { KeptOnRepeat } from "../kept.js";
import type { Layer } from "../layer.js";
import { level } from "../levels.js";
import type { Scene } from "../scene.js";
import { bayerMatrix } from "./bayer.js";
import { outlineRegions } from "./outline.js";

/** Most tone steps per colour pair; an 8 × 8 matrix is then sampled at every fourth threshold. */
const MAX_STEPS = 16;
/** Characters of region outlines allowed before tones merge into fewer, larger regions. */
const OUTLINE_BUDGET = 140_000;
/** Dot diameter in cells: dots nearly touch when every cell is on. */
const DOT = 0.92;

interface Tone {
  /** Colours as written (`#rrggbb`). */
  ground: string;
  ink: string;
  /** Cells switched on per matrix tile. */
  on: number;
}

/**
 * The dither layer. bandCount and bandDepth shape the field before it is dithered (bandGap, lighting and
 * relief do not apply). Grain, when above 0, lies on the ground colours under the dots.
 */
export function ditherLayer(scene: Scene): Layer {
  const { settings, ids, palette, field, bands, width, height } = scene;
  const cell = settings.spacing;
  const n = settings.ditherMatrix;
  const grain = level(settings, "grain");
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const { values, labels } = scratch(columns * rows);
  for (let row = 0; row < rows; row++) {
    const y = Math.min(height, (row + 0.5) * cell);
    for (let column = 0; column < columns; column++) {
      values[row * columns + column] = bandedT(field.at(Math.min(width, (column + 0.5) * cell), y), bands);
    }
  }
  let steps = Math.min(MAX_STEPS, n * n);
  let outlines = outlineRegions(toneLabels(values, steps, labels), columns, rows, 2 * steps + 1);
  // Fine cells on a large canvas can outgrow the size budget: fewer tones, fewer and shorter borders.
  while (steps > 2 && outlines.reduce((sum, d) => sum + d.length, 0) > OUTLINE_BUDGET) {
    steps = Math.max(2, Math.floor(steps / 2));
    outlines = outlineRegions(toneLabels(values, steps, labels), columns, rows, 2 * steps + 1);
  }
  const [a, b, c] = [palette.a, palette.b, palette.c].map(toHex) as [string, string, string];
  const pairs: [string, string][] = [
    [a, b],
    [b, c],
  ];
  const tones: Tone[] = Array.from({ length: 2 * steps + 1 }, (_, index) => {
    const pair = index < steps ? 0 : 1;
    const [ground, ink] = pairs[pair] ?? [a, b];
    return { ground, ink, on: Math.round(((index - pair * steps) / steps) * n * n) };
  });

  const matrix = bayerMatrix(n);
  // With grain, a tone's tile spans whole matrices but at least this many pixels, so grain does not repeat.
  const side = Math.ceil(Math.max(GRAIN_TILE * 0.75, cell) / (n * cell)) * n;
  const shape = settings.ditherShape;
  const defs: Child[] = grain > 0 ? grainDefs(scene, 1 / cell) : [];
  const body: Markup[] = [];
  const transform = scale(cell);
  const patterns = TONE_PATTERNS.get(`${n}:${shape}:${grain}:${side}:${a}:${b}:${c}:${steps}`, () => []);
  tones.forEach((tone, index) => {
    const outline = outlines[index];
    if (!outline || outline.isEmpty) return;
    const full = tone.on === n * n && shape === "squares";
    const solid = tone.on === 0 ? tone.ground : full ? tone.ink : undefined;
    const cellsName = CELL_NAMES[index] ?? `dither-cells-${index}`;
    const toneName = TONE_NAMES[index] ?? `dither-tone-${index}`;
    // The tone's patterns: the cells on at its level (unless it is solid) and, with grain, its tile.
    const build = (scope: IdScope): Child[] => {
      const cells = scope.ref(cellsName);
      return [
        solid
          ? undefined
          : el("pattern", { id: cells.id, patternUnits: "userSpaceOnUse", width: n, height: n }, [
              grain > 0 ? undefined : el("rect", { width: n, height: n, fill: tone.ground }),
              cellMarks(matrix, tone.on, shape, tone.ink),
            ]),
        grain > 0
          ? el(
              "pattern",
              { id: scope.ref(toneName).id, patternUnits: "userSpaceOnUse", width: side, height: side },
              [
                el("rect", { width: side, height: side, fill: solid ?? tone.ground }),
                grainRect(scope, side, side, grain),
                solid ? undefined : el("rect", { width: side, height: side, fill: cells.url }),
              ],
            )
          : undefined,
      ];
    };
    if (patterns) {
      patterns[index] ??= idTemplate(build);
      defs.push(patterns[index](ids));
    } else {
      defs.push(build(ids));
    }
    const fill = solid ?? ids.ref(grain > 0 ? toneName : cellsName).url;
    body.push(el("path", { d: outline, transform, "fill-rule": "evenodd", fill }));
  });
  return { defs, body };
}

/**
 * Each tone's patterns, by everything they depend on (matrix, shape, grain, tile, palette, steps) but the
 * document's ids: the same from render to render of one palette and dither, so from the second render of a
 * set on, each is built once and then written under each document's prefix.
 */
const TONE_PATTERNS = new KeptOnRepeat<((ids: IdScope) => Markup[])[]>(64);

/** Local names of each tone's patterns, made once (tones are at most 2 × MAX_STEPS + 1). */
const CELL_NAMES = Array.from({ length: 2 * MAX_STEPS + 1 }, (_, index) => `dither-cells-${index}`);
const TONE_NAMES = Array.from({ length: 2 * MAX_STEPS + 1 }, (_, index) => `dither-tone-${index}`);

/** Tone index of every cell (into `labels`): `steps` steps from A to B, then `steps` more from B to C. */
function toneLabels(values: Float64Array, steps: number, labels: Uint16Array): Uint16Array {
  for (let i = 0; i < values.length; i++) {
    labels[i] = Math.round(Math.min(1, Math.max(0, values[i] as number)) * 2 * steps);
  }
  return labels;
}

/** Canvases of up to this many cells sample into arrays kept between renders; larger ones get their own. */
const KEPT_CELLS = 1 << 16;
let keptValues = new Float64Array(0);
let keptLabels = new Uint16Array(0);

/**
 * Arrays for the cells' field values and tone labels. Rendering is synchronous, so one render at a time uses
 * the kept ones (a typed array costs more to allocate than to fill).
 */
function scratch(count: number): { values: Float64Array; labels: Uint16Array } {
  if (count > KEPT_CELLS) return { values: new Float64Array(count), labels: new Uint16Array(count) };
  if (keptValues.length < count) {
    keptValues = new Float64Array(count);
    keptLabels = new Uint16Array(count);
  }
  return { values: keptValues.subarray(0, count), labels: keptLabels.subarray(0, count) };
}

/**
 * Path data of the marks of a matrix tile, by matrix size, cells on and shape: a few hundred at most, each
 * made once (el writes path data as it is, so a tile's marks are not scanned for escapes either).
 */
const MARKS = new Map<string, PathData>();

function marksPath(matrix: number[][], on: number, shape: "dots" | "squares"): PathData {
  const key = `${matrix.length}:${on}:${shape}`;
  let marks = MARKS.get(key);
  if (marks === undefined) {
    const d = new PathData();
    matrix.forEach((row, y) => {
      row.forEach((rank, x) => {
        if (rank >= on) return;
        if (shape === "squares") d.moveTo(x, y).h(1).v(1).h(-1).close();
        else d.moveTo(x + 0.5, y + 0.5).h(0);
      });
    });
    marks = d;
    MARKS.set(key, marks);
  }
  return marks;
}

/** The cells of one matrix tile that are on at `on` (ranks below it): squares, or round dots (round caps). */
function cellMarks(matrix: number[][], on: number, shape: "dots" | "squares", ink: string): Markup {
  const d = marksPath(matrix, on, shape);
  return shape === "squares"
    ? el("path", { d, fill: ink })
    : el("path", {
        d,
        fill: "none",
        stroke: ink,
        "stroke-width": DOT,
        "stroke-linecap": "round",
      });
}
