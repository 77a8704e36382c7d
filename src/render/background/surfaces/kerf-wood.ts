// kerf-wood: a wood panel with staggered saw kerfs (the slits that let plywood bend) over flowing grain.
import { el, type Markup, path } from "../../../svg/index.js";
import { gloss, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const WOOD = "#6b4423";
const GRAIN_LINES = 18;

export const kerfWood: Material = ({ params, random }) => {
  const size = tileSide(params.scale * 2, 16);
  const pitch = size / 2;
  const slitLength = size * 0.74;
  // Open area widens the cuts: from hairline kerfs to open slots.
  const slit = Math.max(1.2, pitch * (0.04 + 0.5 * params.open));
  const lip = Math.max(0.8, slit * (0.25 + 0.5 * gloss(params).spread));
  const { peak } = gloss(params);
  const content: Markup[] = [el("rect", { width: size, height: size, fill: WOOD, "fill-opacity": 0.16 })];

  // Grain: whole sine periods across the tile, so each line continues into the next tile.
  for (let i = 0; i < GRAIN_LINES; i++) {
    const y = random() * size;
    const amplitude = random() * pitch * 0.14;
    const waves = 1 + Math.floor(random() * 2);
    const phase = random() * 2 * Math.PI;
    const width = 0.5 + random() * 1.8;
    const dark = random() < 0.7;
    const opacity = dark
      ? 0.05 + random() * 0.14 * (0.5 + params.depth)
      : (0.04 + 0.16 * params.metal) * random();
    for (const shift of [-size, 0, size]) {
      if (y + shift + amplitude + width < 0 || y + shift - amplitude - width > size) continue;
      const d = path();
      for (let k = 0; k <= 24; k++) {
        const x = (k / 24) * size;
        const yy = y + shift + amplitude * Math.sin((2 * Math.PI * waves * x) / size + phase);
        if (k === 0) d.moveTo(x - 1, yy);
        else d.lineTo(k === 24 ? x + 1 : x, yy);
      }
      content.push(
        el("path", {
          d,
          fill: "none",
          stroke: dark ? "#000" : "#fff",
          "stroke-width": width,
          "stroke-opacity": opacity,
        }),
      );
    }
  }

  // Kerfs: two staggered rows; each cut is dark inside, shaded on its upper lip and lit on its lower lip.
  for (const row of [0, 1]) {
    const y = pitch * (row + 0.5);
    for (const centre of [-size, 0, size].map((shift) => shift + (row === 0 ? 0 : size / 2))) {
      const x = centre - slitLength / 2;
      content.push(
        el("rect", {
          x,
          y: y - slit / 2 - lip,
          width: slitLength,
          height: lip,
          fill: "#000",
          "fill-opacity": 0.3 * params.depth,
        }),
        el("rect", {
          x,
          y: y - slit / 2,
          width: slitLength,
          height: slit,
          rx: slit / 2,
          fill: "#000",
          "fill-opacity": 0.45 + 0.45 * params.depth,
        }),
        el("rect", {
          x: x + slit / 2,
          y: y + slit / 2,
          width: slitLength - slit,
          height: lip,
          fill: "#fff",
          "fill-opacity": Math.min(1, 0.12 + 0.35 * params.depth + peak * 0.6),
        }),
      );
    }
  }
  return { size, content };
};
