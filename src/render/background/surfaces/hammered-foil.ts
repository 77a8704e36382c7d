// hammered-foil: thin metal foil beaten with a round hammer — overlapping dents that catch bright highlights.
import { el, type Markup } from "../../../svg/index.js";
import { wrapOffsets } from "../wrap.js";
import { reliefFilter, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const FOIL = "#d8d2c4";

export const hammeredFoil: Material = ({ params, ids, random }) => {
  const size = tileSide(params.scale * 4, 24);
  const margin = Math.ceil(6 + 6 * params.rough);
  // Open area is the share of foil left smooth between dents: fewer blows when it is high.
  const blows = Math.max(6, Math.round(40 * (1.15 - params.open)));
  const dent = ids.ref("surface-dent");
  const defs: Markup[] = [
    el("radialGradient", { id: dent.id }, [
      el("stop", { offset: 0, "stop-color": "#000", "stop-opacity": 0.55 }),
      el("stop", { offset: 0.55, "stop-color": "#000", "stop-opacity": 0.32 }),
      el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0 }),
    ]),
    // Dents are hollows: light them from the opposite side so they read as pressed in, not raised.
    reliefFilter(
      ids,
      "surface-foil-relief",
      params,
      { size, margin },
      { height: 3.5, invert: true, blur: 0.8 + 2 * params.rough },
    ),
  ];
  const dents: Markup[] = [];
  for (let i = 0; i < blows; i++) {
    const x = random() * size;
    const y = random() * size;
    const r = params.scale * (0.5 + 0.45 * random());
    for (const [dx, dy] of wrapOffsets({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }, size, margin)) {
      dents.push(el("circle", { cx: x + dx, cy: y + dy, r, fill: dent.url }));
    }
  }
  const content: Markup[] = [
    el("rect", { width: size, height: size, fill: FOIL, "fill-opacity": 0.1 + 0.35 * params.metal }),
    el("g", { filter: ids.ref("surface-foil-relief").url }, dents),
  ];
  return { size, defs, content };
};
