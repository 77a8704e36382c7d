// wave: linear bands along `angle` that undulate sideways — drawn as thin sheared strips of one gradient.
import { compose, el, type Markup, matrix, rotate, translate } from "../../../svg/index.js";
import { bandStops } from "../bands.js";
import { direction, extentAlong } from "./geometry.js";
import { stopElements } from "./paint.js";
import type { FieldFactory } from "./types.js";

/** Wave height as a share of the canvas extent along `angle`. */
const AMPLITUDE = 0.07;
/** Number of waves across the canvas. */
const WAVES = 1.35;
/** Strips per canvas: each is sheared to follow the sine, so 64 already trace it within a pixel. */
const STRIPS = 64;

export const waveField: FieldFactory = ({ width, height, angle, palette, bands, ids }) => {
  const dir = direction(angle);
  const field = ids.ref("field");
  const across = { x: -dir.y, y: dir.x };
  const along = extentAlong(width, height, dir);
  const span = extentAlong(width, height, across);
  const amplitude = AMPLITUDE * along;
  const length = along + 2 * amplitude;
  const cx = width / 2;
  const cy = height / 2;
  const shift = (s: number) => amplitude * Math.sin((2 * Math.PI * WAVES * s) / span + 0.6);
  const at = (x: number, y: number) => {
    const s = (x - cx) * across.x + (y - cy) * across.y;
    const d = (x - cx) * dir.x + (y - cy) * dir.y;
    return (d + shift(s)) / length + 0.5;
  };

  const render = () => {
    // Local frame: x runs across the bands, y against `angle`; the gradient runs along −y.
    const count = Math.max(8, Math.min(STRIPS, Math.ceil(span / 6)));
    const step = span / count;
    const top = -(along / 2 + 2 * amplitude + 2);
    const strips: Markup[] = [];
    for (let i = 0; i < count; i++) {
      const x0 = -span / 2 + i * step;
      const d0 = shift(x0);
      const slope = (shift(x0 + step) - d0) / step;
      // Maps (x, y) to (x, y + d(x)) with d linear over the strip: neighbours meet without a step.
      strips.push(
        el("rect", {
          x: x0,
          y: top,
          width: step + 1,
          height: -2 * top,
          transform: matrix(1, slope, 0, 1, 0, d0 - slope * x0),
        }),
      );
    }
    const rotation = (Math.atan2(across.y, across.x) * 180) / Math.PI;
    return {
      defs: el(
        "linearGradient",
        {
          id: field.id,
          gradientUnits: "userSpaceOnUse",
          x1: 0,
          y1: length / 2,
          x2: 0,
          y2: -length / 2,
        },
        stopElements(bandStops(bands, { offsetOf: (t) => t, pixelsPerT: () => length }, palette)),
      ),
      body: el("g", { transform: compose(translate(cx, cy), rotate(rotation)), fill: field.url }, strips),
    };
  };

  return { kind: "wave", at, colorInto: (x, y, out) => palette.rampInto(at(x, y), out), render };
};
