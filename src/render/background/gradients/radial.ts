// radial: concentric circles around the focal point, colorC at the focus fading to colorA at the far corner.
import { el } from "../../../svg/index.js";
import { bandStops } from "../bands.js";
import { farthestCorner } from "./geometry.js";
import { canvasRect, stopElements } from "./paint.js";
import type { FieldFactory } from "./types.js";

export const radialField: FieldFactory = ({ width, height, focal, palette, bands, ids }) => {
  // In user space, so circles stay circles whatever the aspect ratio.
  const radius = farthestCorner(focal, width, height);
  const field = ids.ref("field");
  const at = (x: number, y: number) => 1 - Math.hypot(x - focal.x, y - focal.y) / radius;
  return {
    kind: "radial",
    at,
    colorInto: (x, y, out) => palette.rampInto(at(x, y), out),
    render: () => ({
      defs: el(
        "radialGradient",
        { id: field.id, gradientUnits: "userSpaceOnUse", cx: focal.x, cy: focal.y, r: radius },
        stopElements(bandStops(bands, { offsetOf: (t) => 1 - t, pixelsPerT: () => radius }, palette)),
      ),
      body: canvasRect(width, height, field.url),
    }),
  };
};
