// topographic: contour lines of a smooth periodic terrain, so the tile repeats without seams; every fourth
// line is an index contour, drawn heavier as on survey maps.
import { Lru } from "../../../cache/lru.js";
import { defaultCaches } from "../../../cache/regions.js";
import { el, type PathData, path, roundTo } from "../../../svg/index.js";
import { contourLines, simplify } from "./contours.js";
import { type PatternBuilder, strokeWidth } from "./types.js";

const WAVES = 6;
/** Grid cells across one tile for marching squares. */
const CELLS = 96;
/** Extra cells around the tile so lines run on past its edges (the tile clips them). */
const MARGIN = 2;

export const topographic: PatternBuilder = (context) => {
  const { spacing, random } = context;
  const size = Math.min(2048, Math.max(160, spacing * 10));
  const waves = Array.from({ length: WAVES }, () => {
    let m = 0;
    let n = 0;
    while (m === 0 && n === 0) {
      m = Math.floor(random() * 7) - 3;
      n = Math.floor(random() * 7) - 3;
    }
    return { m, n, amplitude: 1 / Math.hypot(m, n) ** 0.8, phase: random() * 2 * Math.PI };
  });
  const { minor, index } = contours(size, spacing, waves);
  const width = strokeWidth(context) * 0.8;
  return {
    size,
    marks: (paint) =>
      el("g", { fill: "none", stroke: paint, "stroke-linejoin": "round", "stroke-linecap": "round" }, [
        minor.isEmpty ? undefined : el("path", { d: minor, "stroke-width": width }),
        index.isEmpty ? undefined : el("path", { d: index, "stroke-width": width * 1.9 }),
      ]),
  };
};

interface Wave {
  readonly m: number;
  readonly n: number;
  readonly amplitude: number;
  readonly phase: number;
}

/**
 * Minor and index contour paths by what they trace: the tile size, the spacing and the waves. Tracing takes
 * milliseconds, and the waves come from a generator seeded by the pattern and spacing alone, so requests with
 * the same spacing share them. Bounded by bytes (region "contours" of the cache set).
 */
let CONTOURS: Lru<{ minor: PathData; index: PathData }> | undefined;
/** Estimated heap bytes of kept contours besides their path text. */
const CONTOURS_BYTES = 512;

function contours(
  size: number,
  spacing: number,
  waves: readonly Wave[],
): { minor: PathData; index: PathData } {
  const key = `${size} ${spacing} ${waves.map(({ m, n, phase }) => `${m} ${n} ${phase}`).join(" ")}`;
  CONTOURS ??= new Lru(defaultCaches().region("contours"));
  let traced = CONTOURS.get(key);
  if (traced === undefined) {
    traced = trace(size, spacing, waves);
    CONTOURS.set(key, traced, CONTOURS_BYTES + 2 * key.length + traced.minor.length + traced.index.length);
  }
  return traced;
}

function trace(size: number, spacing: number, waves: readonly Wave[]): { minor: PathData; index: PathData } {
  const height = (x: number, y: number) =>
    waves.reduce(
      (sum, { m, n, amplitude, phase }) =>
        sum + amplitude * Math.sin((2 * Math.PI * (m * x + n * y)) / size + phase),
      0,
    );
  const step = size / CELLS;
  const columns = CELLS + 2 * MARGIN;
  const values = new Float64Array((columns + 1) * (columns + 1));
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let j = 0; j <= columns; j++) {
    for (let i = 0; i <= columns; i++) {
      const v = height((i - MARGIN) * step, (j - MARGIN) * step);
      values[j * (columns + 1) + i] = v;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
  }
  const levels = Math.min(24, Math.max(4, Math.round(size / spacing)));
  const minor = path();
  const index = path();
  for (let k = 0; k < levels; k++) {
    const level = min + ((k + 0.5) / levels) * (max - min);
    const target = k % 4 === 2 ? index : minor;
    for (const line of contourLines(values, columns, columns, level)) {
      const points = simplify(line, 0.08).map(
        ([i, j]) => [roundTo((i - MARGIN) * step, 1), roundTo((j - MARGIN) * step, 1)] as [number, number],
      );
      if (points.length < 2) continue;
      const [first, ...rest] = points;
      target.moveTo(first?.[0] ?? 0, first?.[1] ?? 0);
      let [px, py] = first ?? [0, 0];
      for (const [x, y] of rest) {
        target.line(roundTo(x - px, 1), roundTo(y - py, 1));
        px = x;
        py = y;
      }
    }
  }
  return { minor, index };
}
