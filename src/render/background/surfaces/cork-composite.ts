// cork-composite: agglomerated cork — densely packed irregular granules in warm tones, each at its own
// height, with dark pores between them.
import { el, type Markup, path } from "../../../svg/index.js";
import { wrapOffsets } from "../wrap.js";
import { reliefFilter, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const LIGHT_CORK = "#e3c193";
const DARK_CORK = "#5b3a1f";
/** Granule heights are drawn in a few alpha steps: one path per step keeps the tile small. */
const HEIGHT_STEPS = [0.2, 0.35, 0.5, 0.65] as const;

export const corkComposite: Material = ({ params, ids, random }) => {
  const size = tileSide(params.scale * 3, 24);
  const grain = params.scale * 0.3;
  const margin = 6;
  const count = Math.round((size / grain) ** 2 * 1.1);
  const light = path();
  const dark = path();
  const heights = HEIGHT_STEPS.map(() => path());
  for (let i = 0; i < count; i++) {
    const x = random() * size;
    const y = random() * size;
    const r = grain * (0.35 + 0.45 * random());
    const sides = 5 + Math.floor(random() * 3);
    const turn = random() * Math.PI * 2;
    const points: [number, number][] = Array.from({ length: sides }, (_, k) => {
      const a = turn + (k / sides) * Math.PI * 2;
      const rr = r * (0.7 + 0.3 * random());
      return [Math.cos(a) * rr, Math.sin(a) * rr];
    });
    const tone = random();
    const height = heights[Math.floor(random() * heights.length)] ?? light;
    for (const [dx, dy] of wrapOffsets({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }, size, margin)) {
      const shifted = points.map(([px, py]) => [x + dx + px, y + dy + py] as [number, number]);
      if (tone < 0.4) light.polygon(shifted);
      else if (tone > 0.7) dark.polygon(shifted);
      height.polygon(shifted);
    }
  }
  // Pores: open area sets how many dark voids show between granules.
  const pores = path();
  const poreCount = Math.round(count * (0.03 + 0.35 * params.open));
  for (let i = 0; i < poreCount; i++) {
    const x = random() * size;
    const y = random() * size;
    const r = grain * (0.08 + 0.18 * random());
    for (const [dx, dy] of wrapOffsets({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }, size)) {
      pores.circle(x + dx, y + dy, r);
    }
  }
  const content: Markup[] = [
    el("rect", { width: size, height: size, fill: DARK_CORK, "fill-opacity": 0.2 }),
    el("path", { d: light, fill: LIGHT_CORK, "fill-opacity": 0.28 }),
    el("path", { d: dark, fill: DARK_CORK, "fill-opacity": 0.28 }),
    el(
      "g",
      { filter: ids.ref("surface-cork-relief").url },
      heights.map((d, index) => el("path", { d, fill: "#000", "fill-opacity": HEIGHT_STEPS[index] })),
    ),
    el("path", { d: pores, fill: "#000", "fill-opacity": 0.3 + 0.5 * params.depth }),
  ];
  return {
    size,
    defs: reliefFilter(
      ids,
      "surface-cork-relief",
      params,
      { size, margin },
      { height: 1.6, blur: 0.4 + 1.2 * params.rough },
    ),
    content,
  };
};
