// embossed-paper: a soft paper sheet with a blind-embossed lattice of raised pillows and a fibrous tooth.
import { el, type Markup, path } from "../../../svg/index.js";
import { wrapOffsets } from "../wrap.js";
import { reliefFilter, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const PAPER = "#f4efe6";
const FIBERS = 26;

export const embossedPaper: Material = ({ params, ids, random }) => {
  const size = tileSide(params.scale, 10);
  // Open area is the share of the sheet left flat between the raised pillows.
  const pillow = size * Math.sqrt(Math.max(0.08, 1 - params.open)) * 0.86;
  const margin = Math.ceil(8 + 6 * params.rough);
  const bosses = path();
  for (const [dx, dy] of wrapOffsets({ x0: 0, y0: 0, x1: size, y1: size }, size, margin)) {
    const x = dx + (size - pillow) / 2;
    const y = dy + (size - pillow) / 2;
    const r = pillow * 0.34;
    bosses
      .moveTo(x + r, y)
      .lineTo(x + pillow - r, y)
      .quadTo(x + pillow, y, x + pillow, y + r)
      .lineTo(x + pillow, y + pillow - r)
      .quadTo(x + pillow, y + pillow, x + pillow - r, y + pillow)
      .lineTo(x + r, y + pillow)
      .quadTo(x, y + pillow, x, y + pillow - r)
      .lineTo(x, y + r)
      .quadTo(x, y, x + r, y)
      .close();
  }
  // Paper tooth: short fibres, in the height map too so they catch the light.
  const fibers = path();
  const tiny = size * 0.18;
  for (let i = 0; i < FIBERS; i++) {
    const x = random() * size;
    const y = random() * size;
    const a = random() * Math.PI;
    const dx = Math.cos(a) * tiny;
    const dy = Math.sin(a) * tiny;
    for (const [ox, oy] of wrapOffsets(
      { x0: x - tiny, y0: y - tiny, x1: x + tiny, y1: y + tiny },
      size,
      margin,
    )) {
      fibers.moveTo(x + ox - dx, y + oy - dy).lineTo(x + ox + dx, y + oy + dy);
    }
  }
  const content: Markup[] = [
    el("rect", { width: size, height: size, fill: PAPER, "fill-opacity": 0.14 + 0.1 * params.rough }),
    el("g", { filter: ids.ref("surface-paper-relief").url }, [
      el("path", { d: bosses, fill: "#000", "fill-opacity": 0.8 }),
      el("path", {
        d: fibers,
        fill: "none",
        stroke: "#000",
        "stroke-opacity": 0.25,
        "stroke-width": Math.max(0.6, size * 0.012),
      }),
    ]),
  ];
  return {
    size,
    defs: reliefFilter(
      ids,
      "surface-paper-relief",
      params,
      { size, margin },
      { height: 2.2, blur: 1.4 + 2.6 * params.rough },
    ),
    content,
  };
};
