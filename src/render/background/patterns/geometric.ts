// The regular patterns: dots, lines, grid and crosshatch — one small tile of `spacing` pixels each.
import { el, path } from "../../../svg/index.js";
import { type PatternBuilder, strokeWidth } from "./types.js";

/** A dot in the middle of every cell. */
export const dots: PatternBuilder = (context) => {
  const { spacing, weight } = context;
  const r = Math.max(0.9, spacing * 0.11) * weight;
  return {
    size: spacing,
    marks: (paint) =>
      el("circle", { cx: spacing / 2, cy: spacing / 2, r: Math.min(r, spacing * 0.45), fill: paint }),
  };
};

/** Parallel lines laid along the bands (across `angle`). */
export const lines: PatternBuilder = (context) => {
  const { spacing } = context;
  return {
    size: spacing,
    turn: context.angle,
    marks: (paint) =>
      el("path", {
        d: path()
          .moveTo(-1, spacing / 2)
          .lineTo(spacing + 1, spacing / 2),
        stroke: paint,
        "stroke-width": strokeWidth(context),
        fill: "none",
      }),
  };
};

/** A square grid aligned with the canvas. */
export const grid: PatternBuilder = (context) => {
  const { spacing } = context;
  const half = spacing / 2;
  return {
    size: spacing,
    marks: (paint) =>
      el("path", {
        d: path()
          .moveTo(-1, half)
          .lineTo(spacing + 1, half)
          .moveTo(half, -1)
          .lineTo(half, spacing + 1),
        stroke: paint,
        "stroke-width": strokeWidth(context),
        fill: "none",
      }),
  };
};

/** Two perpendicular families of lines, one along the bands (across `angle`), one along `angle`. */
export const crosshatch: PatternBuilder = (context) => {
  const { spacing: s } = context;
  const d = path();
  // Each diagonal and its neighbours through the tile corners, so strokes meet across tile edges.
  for (const shift of [-s, 0, s]) {
    d.moveTo(-s + shift, -s).lineTo(2 * s + shift, 2 * s);
    d.moveTo(2 * s + shift, -s).lineTo(-s + shift, 2 * s);
  }
  return {
    size: s,
    turn: context.angle - 45,
    marks: (paint) =>
      el("path", {
        d,
        stroke: paint,
        "stroke-width": strokeWidth(context) * 0.85,
        fill: "none",
      }),
  };
};
