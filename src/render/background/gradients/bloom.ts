// bloom: a soft light source at the focal point — a Gaussian glow of colorC through colorB into colorA.
import { el } from "../../../svg/index.js";
import { bandStops } from "../bands.js";
import { farthestCorner } from "./geometry.js";
import { canvasRect, stopElements } from "./paint.js";
import type { FieldFactory } from "./types.js";

/** Glow radius (one standard deviation) as a share of the canvas's geometric mean side. */
const SPREAD = 0.3;
/** Extra whitening of the core when lighting is on, and its radius as a share of the glow radius. */
const CORE = 0.38;
const CORE_SPREAD = 0.4;

export const bloomField: FieldFactory = ({ width, height, focal, palette, bands, ids }) => {
  const radius = farthestCorner(focal, width, height);
  const field = ids.ref("field");
  const sigma = SPREAD * Math.sqrt(width * height);
  const gauss = (r: number) => Math.exp(-(r * r) / (2 * sigma * sigma));
  const floor = gauss(radius);
  // t = 1 at the focus, 0 at the farthest corner; r(t) inverts it for the stops.
  const tOf = (r: number) => (gauss(r) - floor) / (1 - floor);
  const rOf = (t: number) => sigma * Math.sqrt(-2 * Math.log(Math.max(1e-12, t * (1 - floor) + floor)));
  const at = (x: number, y: number) => tOf(Math.hypot(x - focal.x, y - focal.y));
  const axis = {
    offsetOf: (t: number) => Math.min(1, rOf(t) / radius),
    pixelsPerT: (t: number) => {
      const step = 1e-3;
      return Math.max(1, Math.abs(rOf(Math.min(1, t + step)) - rOf(Math.max(0, t - step))) / (2 * step));
    },
    curveSamples: 3,
    glow: (t: number) => {
      const r = rOf(t) / (CORE_SPREAD * sigma);
      return CORE * Math.exp(-(r * r) / 2);
    },
  };
  return {
    kind: "bloom",
    at,
    colorInto: (x, y, out) => palette.rampInto(at(x, y), out),
    render: () => ({
      defs: el(
        "radialGradient",
        { id: field.id, gradientUnits: "userSpaceOnUse", cx: focal.x, cy: focal.y, r: radius },
        stopElements(bandStops(bands, axis, palette)),
      ),
      body: canvasRect(width, height, field.url),
    }),
  };
};
