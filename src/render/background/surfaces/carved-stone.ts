// carved-stone: ashlar — courses of cut stone blocks with bevelled joints and chisel-worked faces.
import { el, type Markup, path } from "../../../svg/index.js";
import { wrapOffsets } from "../wrap.js";
import { reliefFilter, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const COURSES = 4;
const STONE = "#8a8176";

export const carvedStone: Material = ({ params, ids, random }) => {
  const course = tileSide(params.scale, 8);
  const size = course * COURSES;
  // Open area widens the joints between blocks.
  const joint = Math.max(1, course * (0.03 + 0.22 * params.open));
  const margin = Math.ceil(6 + 6 * params.rough);
  const faces = path();
  for (let row = 0; row < COURSES; row++) {
    // Blocks of uneven length; every course is a whole loop around the tile so courses wrap seamlessly.
    const lengths: number[] = [];
    let total = 0;
    while (total < size * 0.999) {
      const length = Math.min(size - total, course * (1.4 + 1.6 * random()));
      lengths.push(size - total - length < course * 0.8 ? size - total : length);
      total += lengths[lengths.length - 1] ?? 0;
    }
    let x = random() * course * 2;
    for (const length of lengths) {
      const box = { x0: x, y0: row * course, x1: x + length, y1: (row + 1) * course };
      for (const [dx, dy] of wrapOffsets(box, size, margin)) {
        faces
          .moveTo(x + dx + joint / 2, row * course + dy + joint / 2)
          .h(length - joint)
          .v(course - joint)
          .h(-(length - joint))
          .close();
      }
      x += length;
    }
  }
  // Chisel marks: small raised flakes on the faces, read by the lighting filter.
  const chisel = path();
  const marks = Math.round(size * size * 0.003);
  for (let i = 0; i < marks; i++) {
    const x = random() * size;
    const y = random() * size;
    const r = course * (0.03 + 0.06 * random());
    for (const [dx, dy] of wrapOffsets({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }, size, margin)) {
      chisel
        .moveTo(x + dx - r, y + dy)
        .lineTo(x + dx + r * 0.3, y + dy - r * 0.35)
        .lineTo(x + dx + r, y + dy + r * 0.1)
        .close();
    }
  }
  const joints = path().moveTo(0, 0).h(size).v(size).h(-size).close().toString() + faces.toString();
  const content: Markup[] = [
    el("rect", { width: size, height: size, fill: STONE, "fill-opacity": 0.16 }),
    // Joints are recessed: darker the deeper the relief.
    el("path", {
      d: joints,
      "fill-rule": "evenodd",
      fill: "#000",
      "fill-opacity": 0.08 + 0.3 * params.depth,
    }),
    // Height map for the lighting: faces high, flakes a little higher, joints low.
    el("g", { filter: ids.ref("surface-stone-relief").url }, [
      el("path", { d: faces, fill: "#000", "fill-opacity": 0.7 }),
      el("path", { d: chisel, fill: "#000", "fill-opacity": 0.22 }),
    ]),
  ];
  return {
    size,
    defs: reliefFilter(ids, "surface-stone-relief", params, { size, margin }, { height: 6 }),
    content,
  };
};
