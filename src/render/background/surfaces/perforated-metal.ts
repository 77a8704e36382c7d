// perforated-metal: a metal sheet punched with staggered round holes; lit hole walls, a fine matte speckle.
import { el, fmtList, type Markup, path } from "../../../svg/index.js";
import { boxGradient, gloss, tileSide } from "./kit.js";
import type { Material } from "./types.js";

const METAL = "#c9ced6";

export const perforatedMetal: Material = ({ params, ids, random }) => {
  const size = tileSide(params.scale, 8);
  // Two holes per tile (staggered): open area = 2πr² / size², capped before holes touch.
  const radius = Math.max(1, Math.min(0.34 * size, size * Math.sqrt(params.open / (2 * Math.PI))));
  const { peak, spread } = gloss(params);
  const wall = Math.max(0.8, radius * (0.12 + 0.25 * params.depth));
  const defs = [
    boxGradient(
      ids,
      "surface-hole-wall",
      [
        [0, "#000", 0.5 * params.depth],
        [0.45, "#000", 0],
        [0.7, "#fff", 0],
        [1, "#fff", Math.min(1, 0.25 + peak)],
      ],
      [0.15, 0.15, 0.85, 0.85],
    ),
  ];
  const content: Markup[] = [
    el("rect", { width: size, height: size, fill: METAL, "fill-opacity": 0.1 + 0.4 * params.metal }),
  ];
  // Matte speckle: rough sheets scatter light.
  const speckle = path();
  for (let i = 0; i < 24; i++) speckle.circle(random() * size, random() * size, 0.35 + random() * 0.5);
  content.push(el("path", { d: speckle, fill: "#fff", "fill-opacity": 0.05 + 0.25 * params.rough }));
  const holes: [number, number][] = [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
    [size / 2, size / 2],
  ];
  // The rim highlight: a dash centred on the side facing the light (225°, clockwise from +x).
  const rim = radius + wall * 0.6;
  const circumference = 2 * Math.PI * rim;
  const dash = circumference * 0.3;
  const start = (circumference * 5) / 8 - dash / 2;
  for (const [cx, cy] of holes) {
    content.push(
      // The sheet's raised rim catches the light on the side facing it.
      el("circle", {
        cx,
        cy,
        r: rim,
        fill: "none",
        stroke: "#fff",
        "stroke-width": wall * (0.4 + spread),
        "stroke-opacity": peak * 0.5,
        "stroke-dasharray": fmtList([dash, circumference - dash]),
        "stroke-dashoffset": circumference - start,
      }),
      el("circle", { cx, cy, r: radius, fill: "#000", "fill-opacity": 0.55 + 0.4 * params.depth }),
      el("circle", {
        cx,
        cy,
        r: radius - wall / 2,
        fill: "none",
        stroke: ids.ref("surface-hole-wall").url,
        "stroke-width": wall,
      }),
    );
  }
  return { size, defs, content };
};
