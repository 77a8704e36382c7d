// brushed-metal: satin metal — countless fine streaks along the brushing direction; metallic brightens the
// light streaks, roughness widens and softens them.
import { el, type Markup, path, roundTo } from "../../../svg/index.js";
import { gloss, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const METAL = "#c3c8cf";

export const brushedMetal: Material = ({ params, random }) => {
  const size = tileSide(params.scale * 3, 24);
  const { peak } = gloss(params);
  // Open area thins the brushing: fewer streaks, more untouched satin between them.
  const streaks = Math.max(6, Math.round(size * (1.5 - 1.3 * params.open)));
  const light = path();
  const dark = path();
  for (let i = 0; i < streaks; i++) {
    const y = roundTo(random() * size, 1);
    const x = roundTo(random() * size, 1);
    const length = roundTo(size * (0.3 + 0.7 * random()), 1);
    // Streaks running past the tile's edge continue at its other side, so the brushing never breaks.
    const target = random() < 0.5 ? light : dark;
    target.moveTo(x, y).h(length);
    if (x + length > size) target.moveTo(x - size, y).h(length);
  }
  const width = Math.max(0.5, size / 240) * (1 + 1.5 * params.rough);
  const content: Markup[] = [
    el("rect", { width: size, height: size, fill: METAL, "fill-opacity": 0.12 + 0.45 * params.metal }),
    el("path", {
      d: dark,
      stroke: "#000",
      "stroke-opacity": 0.06 + 0.3 * params.depth,
      "stroke-width": width,
      fill: "none",
    }),
    el("path", {
      d: light,
      stroke: "#fff",
      "stroke-opacity": Math.min(1, 0.06 + 0.2 * params.depth + 0.5 * peak),
      "stroke-width": width,
      fill: "none",
    }),
  ];
  return { size, content };
};
