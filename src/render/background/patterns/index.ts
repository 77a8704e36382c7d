// Patterns: line art over the field. In the `pattern` style the marks are windows in a veil of ground colour,
// so the field shows through them; in every other style they are drawn over the field in a contrasting ink.

import { BLACK, mix, toHex, WHITE } from "../../../color/rgb.js";
import type { PatternKind } from "../../../contract/background.js";
import { el } from "../../../svg/index.js";
import type { AnyLayer } from "../layer.js";
import { level } from "../levels.js";
import type { Scene } from "../scene.js";
import { squareTile } from "../tiles.js";
import { crosshatch, dots, grid, lines } from "./geometric.js";
import { fibers, speckles } from "./scattered.js";
import { topographic } from "./topographic.js";
import type { PatternBuilder } from "./types.js";

export const PATTERN_BUILDERS: Readonly<Record<Exclude<PatternKind, "none">, PatternBuilder>> = {
  dots,
  lines,
  grid,
  fibers,
  speckles,
  topographic,
  crosshatch,
};

/** The pattern of the `pattern` style when the request names none. */
const STYLE_PATTERN = "dots";

/** Opacity of the ground-coloured veil of the `pattern` style. */
export const PATTERN_VEIL = 0.8;
/** Marks are heavier when they are windows onto the field than when they are drawn over it. */
const WINDOW_WEIGHT = 2.2;

/**
 * The pattern layer. `pattern` style: a veil of ground colour with the marks cut out at patternOpacity (the
 * field shows through; `none` means dots). Other styles: marks over the field at patternOpacity,
 * white on dark fields and deep ground colour on light ones; `none` draws nothing.
 */
export function patternLayer(scene: Scene): AnyLayer | undefined {
  const { settings, ids, palette } = scene;
  const windows = settings.style === "pattern";
  const opacity = level(settings, "patternOpacity");
  const ground = toHex(palette.ground);
  // The `pattern` style always shows a pattern: with `none` it uses its own, dots.
  const kind = settings.pattern === "none" ? (windows ? STYLE_PATTERN : undefined) : settings.pattern;
  if (kind === undefined) return undefined;
  const marks = PATTERN_BUILDERS[kind]({
    spacing: settings.spacing,
    weight: windows ? WINDOW_WEIGHT : 1,
    angle: settings.angle,
    random: scene.random("pattern", kind, settings.spacing),
  });
  if (!windows) {
    const ink = scene.dark ? WHITE : mix(palette.ground, BLACK, 0.3);
    const tile = squareTile(ids, "pattern-marks", marks.size, marks.marks(toHex(ink)), marks.turn);
    return {
      tile: true,
      name: "pattern",
      size: tile.size,
      defs: tile.defs,
      content: () => el("g", { opacity }, tile.content),
    };
  }
  // The veil and its mask live in one tile, so the mask is computed once per tile, not over the canvas.
  const tile = squareTile(ids, "pattern-marks", marks.size, marks.marks("#000"), marks.turn);
  // The tile's size written out in each element: `{ ...box, fill }` made a new shape for every render.
  const size = tile.size;
  const mask = ids.ref("pattern-windows");
  return {
    tile: true,
    name: "pattern",
    size: tile.size,
    defs: [
      tile.defs,
      el("mask", { id: mask.id, maskUnits: "userSpaceOnUse", x: 0, y: 0, width: size, height: size }, [
        el("rect", { width: size, height: size, fill: "#fff" }),
        el("g", { opacity }, tile.content),
      ]),
    ],
    content: () =>
      el("rect", { width: size, height: size, fill: ground, "fill-opacity": PATTERN_VEIL, mask: mask.url }),
  };
}
