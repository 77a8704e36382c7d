// corrugated-polymer: a translucent corrugated sheet — rounded ridges with a gloss line on every crest.
import { el, type Markup } from "../../../svg/index.js";
import { boxGradient, gloss, tileSide } from "./kit.js";
import type { Material } from "./types.js";

export const corrugatedPolymer: Material = ({ params, ids }) => {
  const size = tileSide(params.scale, 8);
  const { peak, spread } = gloss(params);
  const shade = 0.12 + 0.5 * params.depth;
  // Open area flattens the profile: wide flat valleys between narrower ridges.
  const ridge = 1 - 0.6 * params.open;
  const from = (1 - ridge) / 2;
  const at = (share: number) => from + ridge * share;
  const defs = [
    boxGradient(ids, "surface-corrugation", [
      [0, "#000", shade * 0.5],
      [from, "#000", shade * 0.5],
      [at(0.12), "#fff", shade * 0.35],
      [Math.max(at(0.12), at(0.3) - spread * ridge), "#fff", shade * 0.2],
      [at(0.3), "#fff", Math.min(1, shade * 0.2 + peak)],
      [at(0.3) + spread * ridge * 0.8, "#fff", shade * 0.15],
      [at(0.55), "#000", 0],
      [at(0.85), "#000", shade],
      [at(1), "#000", shade * 0.5],
      [1, "#000", shade * 0.5],
    ]),
  ];
  const content: Markup[] = [
    // Translucent polymer: a milky haze, thicker when the sheet is rough.
    el("rect", { width: size, height: size, fill: "#fff", "fill-opacity": 0.06 + 0.14 * params.rough }),
    el("rect", { width: size, height: size, fill: ids.ref("surface-corrugation").url }),
  ];
  return { size, defs, content };
};
