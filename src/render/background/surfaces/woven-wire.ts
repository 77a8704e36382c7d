// woven-wire: a plain-weave wire mesh — round wires passing over and under each other above a dark backing.
import { el, type Markup } from "../../../svg/index.js";
import { boxGradient, cylinderStops, tileSide } from "./kit.js";
import type { Material } from "./types.js";

export const wovenWire: Material = ({ params, ids }) => {
  const pitch = tileSide(params.scale * 0.5, 6);
  const size = 2 * pitch;
  // Open area = ((pitch − wire) / pitch)², so the wire is what the openings leave.
  const wire = Math.max(1.5, pitch * (1 - Math.sqrt(params.open)));
  const stops = cylinderStops(params);
  const defs = [
    boxGradient(ids, "surface-wire-x", stops, [0, 0, 0, 1]),
    boxGradient(ids, "surface-wire-y", stops, [0, 0, 1, 0]),
  ];
  const across = ids.ref("surface-wire-x").url;
  const down = ids.ref("surface-wire-y").url;
  const shadow = 0.25 + 0.45 * params.depth;
  const horizontal = (y: number, x0: number, x1: number) =>
    el("rect", { x: x0, y: y - wire / 2, width: x1 - x0, height: wire, fill: across });
  const vertical = (x: number, y0: number, y1: number) =>
    el("rect", { x: x - wire / 2, y: y0, width: wire, height: y1 - y0, fill: down });
  const centres = [pitch / 2, (3 * pitch) / 2];
  const content: Markup[] = [
    // The openings: a dark backing seen between the wires.
    el("rect", { width: size, height: size, fill: "#000", "fill-opacity": 0.3 + 0.5 * params.depth }),
  ];
  for (const y of centres) content.push(horizontal(y, -1, size + 1));
  for (const x of centres) content.push(vertical(x, -1, size + 1));
  // Where a horizontal wire passes over, redraw it with the shadow it casts on the wire below.
  centres.forEach((y, row) => {
    centres.forEach((x, column) => {
      if ((row + column) % 2 === 1) return;
      content.push(
        el("rect", {
          x: x - wire / 2 - wire * 0.35,
          y: y - wire / 2 - wire * 0.1,
          width: wire * 1.7,
          height: wire * 1.3,
          rx: wire * 0.3,
          fill: "#000",
          "fill-opacity": shadow * 0.6,
        }),
        horizontal(y, x - wire / 2 - wire * 0.25, x + wire / 2 + wire * 0.25),
      );
    });
  });
  return { size, defs, content };
};
