// The scattered patterns: fibers (paper-like strands along the bands) and speckles (irregular flecks).
import { compose, el, type Markup, type PathData, path, rotate, translate } from "../../../svg/index.js";
import { direction } from "../gradients/geometry.js";
import { wrapOffsets } from "../wrap.js";
import { type PatternBuilder, strokeWidth } from "./types.js";

const FIBERS_PER_TILE = 22;
const SPECKS_PER_TILE = 34;

/** Gently curved strands, mostly along the bands, in a tile six spacings wide. */
export const fibers: PatternBuilder = (context) => {
  const { spacing, random } = context;
  const size = Math.min(1536, spacing * 6);
  const along = direction(context.angle + 90);
  const width = strokeWidth(context) * 0.8;
  const strands: { d: PathData; opacity: number; width: number }[] = [];
  for (let i = 0; i < FIBERS_PER_TILE; i++) {
    const length = spacing * (1.2 + 2.6 * random());
    const turn = ((random() - 0.5) * Math.PI) / 3.5;
    const dx = along.x * Math.cos(turn) - along.y * Math.sin(turn);
    const dy = along.x * Math.sin(turn) + along.y * Math.cos(turn);
    const x0 = random() * size;
    const y0 = random() * size;
    const x1 = x0 + dx * length;
    const y1 = y0 + dy * length;
    const bend = (random() - 0.5) * length * 0.5;
    const cx = (x0 + x1) / 2 - dy * bend;
    const cy = (y0 + y1) / 2 + dx * bend;
    const box = {
      x0: Math.min(x0, x1, cx),
      y0: Math.min(y0, y1, cy),
      x1: Math.max(x0, x1, cx),
      y1: Math.max(y0, y1, cy),
    };
    const opacity = 0.35 + 0.65 * random();
    const strandWidth = width * (0.6 + 0.8 * random());
    for (const [ox, oy] of wrapOffsets(box, size)) {
      const d = path()
        .moveTo(x0 + ox, y0 + oy)
        .quadTo(cx + ox, cy + oy, x1 + ox, y1 + oy);
      strands.push({ d, opacity, width: strandWidth });
    }
  }
  return {
    size,
    marks: (paint) =>
      el(
        "g",
        { fill: "none", stroke: paint, "stroke-linecap": "round" },
        strands.map(({ d, opacity, width: w }) =>
          el("path", { d, "stroke-width": w, "stroke-opacity": opacity }),
        ),
      ),
  };
};

/** Irregular flecks of varied size and strength, in a tile five spacings wide. */
export const speckles: PatternBuilder = (context) => {
  const { spacing, weight, random } = context;
  const size = Math.min(1280, spacing * 5);
  const specks: Markup[] = [];
  const flecks: { x: number; y: number; r: number; stretch: number; turn: number; opacity: number }[] = [];
  for (let i = 0; i < SPECKS_PER_TILE; i++) {
    const big = random() < 0.2;
    flecks.push({
      x: random() * size,
      y: random() * size,
      r: Math.max(0.7, spacing * (big ? 0.09 + 0.08 * random() : 0.03 + 0.05 * random())) * weight,
      stretch: 0.55 + 0.45 * random(),
      turn: random() * 180,
      opacity: 0.45 + 0.55 * random(),
    });
  }
  return {
    size,
    marks: (paint) => {
      for (const { x, y, r, stretch, turn, opacity } of flecks) {
        for (const [ox, oy] of wrapOffsets({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }, size)) {
          specks.push(
            el("ellipse", {
              cx: 0,
              cy: 0,
              rx: r,
              ry: r * stretch,
              "fill-opacity": opacity,
              transform: compose(translate(x + ox, y + oy), rotate(turn)),
            }),
          );
        }
      }
      return el("g", { fill: paint }, specks.splice(0));
    },
  };
};
