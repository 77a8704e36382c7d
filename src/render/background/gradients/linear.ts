// linear: straight bands across the canvas, colorA at the start of `angle`'s direction, colorC at its end.
import { el } from "../../../svg/index.js";
import { bandStops } from "../bands.js";
import { linearAxis } from "./geometry.js";
import { canvasRect, stopElements } from "./paint.js";
import type { FieldFactory } from "./types.js";

export const linearField: FieldFactory = ({ width, height, angle, palette, bands, ids }) => {
  const axis = linearAxis(width, height, angle);
  const field = ids.ref("field");
  const stops = () => bandStops(bands, { offsetOf: (t) => t, pixelsPerT: () => axis.length }, palette);
  return {
    kind: "linear",
    at: axis.at,
    colorInto: (x, y, out) => palette.rampInto(axis.at(x, y), out),
    render: () => ({
      defs: el(
        "linearGradient",
        {
          id: field.id,
          gradientUnits: "userSpaceOnUse",
          x1: axis.start.x,
          y1: axis.start.y,
          x2: axis.end.x,
          y2: axis.end.y,
        },
        stopElements(stops()),
      ),
      body: canvasRect(width, height, field.url),
    }),
  };
};
