// orbit: eccentric rings around the focal point that repeat outward, their hot side pushed along `angle`.
import { el } from "../../../svg/index.js";
import { bandStops } from "../bands.js";
import { direction, farthestCorner, focalRadialOffset, reflect } from "./geometry.js";
import { canvasRect, stopElements } from "./paint.js";
import type { FieldFactory } from "./types.js";

/** Share of the farthest-corner distance covered by one orbit (the rings then reflect outward). */
const ORBIT = 0.55;
/** How far the rings' hot centre sits from the focal point, as a share of the orbit radius. */
const ECCENTRICITY = 0.45;

export const orbitField: FieldFactory = ({ width, height, angle, focal, palette, bands, ids }) => {
  const radius = ORBIT * farthestCorner(focal, width, height);
  const field = ids.ref("field");
  const dir = direction(angle);
  const focus = { x: focal.x + dir.x * ECCENTRICITY * radius, y: focal.y + dir.y * ECCENTRICITY * radius };
  const at = (x: number, y: number) => 1 - reflect(focalRadialOffset({ x, y }, focal, radius, focus));
  return {
    kind: "orbit",
    at,
    colorInto: (x, y, out) => palette.rampInto(at(x, y), out),
    render: () => ({
      defs: el(
        "radialGradient",
        {
          id: field.id,
          gradientUnits: "userSpaceOnUse",
          cx: focal.x,
          cy: focal.y,
          r: radius,
          fx: focus.x,
          fy: focus.y,
          spreadMethod: "reflect",
        },
        stopElements(bandStops(bands, { offsetOf: (t) => 1 - t, pixelsPerT: () => radius }, palette)),
      ),
      body: canvasRect(width, height, field.url),
    }),
  };
};
