// frosted-glass: acid-etched glass — a milky frost with fine sparkle, cut by clear polished reeds.
import { el, fmtList, type Markup } from "../../../svg/index.js";
import { boxGradient, gloss, tileSide } from "./kit.js";
import type { Material } from "./types.js";

export const frostedGlass: Material = ({ params, ids, random }) => {
  const size = tileSide(params.scale, 12);
  const { peak, spread } = gloss(params);
  // Open area is the clear share of the glass: the polished reed between frosted bands.
  const clear = size * Math.min(0.9, params.open);
  const frost = size - clear;
  const haze = 0.16 + 0.3 * params.rough;
  const seed = Math.floor(random() * 1000);
  const defs: Markup[] = [
    el(
      "filter",
      {
        id: ids.ref("surface-frost").id,
        filterUnits: "userSpaceOnUse",
        x: 0,
        y: 0,
        width: size,
        height: size,
        "color-interpolation-filters": "sRGB",
      },
      [
        el("feTurbulence", {
          type: "fractalNoise",
          baseFrequency: 0.9,
          numOctaves: 1,
          seed,
          result: "noise",
        }),
        el("feColorMatrix", {
          in: "noise",
          type: "matrix",
          values: fmtList([
            0,
            0,
            0,
            0,
            1,
            0,
            0,
            0,
            0,
            1,
            0,
            0,
            0,
            0,
            1,
            0,
            0,
            0,
            2.4 * (0.3 + params.rough),
            -0.9,
          ]),
        }),
      ],
    ),
    // A clear reed is a polished half-cylinder: a bright line near the lit edge, shade at the far one.
    boxGradient(
      ids,
      "surface-reed",
      [
        [0, "#fff", 0.35 * params.depth],
        [0.18, "#fff", 0],
        [Math.max(0.2, 0.3 - spread * 0.5), "#fff", 0],
        [0.3, "#fff", Math.min(1, peak * 1.2)],
        [Math.min(0.6, 0.3 + spread * 0.5), "#fff", 0],
        [0.8, "#000", 0],
        [1, "#000", 0.35 * params.depth],
      ],
      [0, 0, 1, 0],
    ),
  ];
  const content: (Markup | undefined)[] = [
    el("rect", { x: clear, width: frost, height: size, fill: "#fff", "fill-opacity": haze }),
    el("rect", { x: clear, width: frost, height: size, filter: ids.ref("surface-frost").url }),
    clear > 0.5 ? el("rect", { width: clear, height: size, fill: ids.ref("surface-reed").url }) : undefined,
  ];
  return { size, defs, content };
};
