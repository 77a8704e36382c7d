// The ground under a template: the texture (white, dark, grid, noise) or the caller's background image
// under a scrim that keeps text readable.
import type { Texture } from "../../contract/index.js";
import { el, fmtList, type Markup } from "../svg/index.js";
import type { Box, Frame } from "./frame.js";
import { gradient, group, image, rect, type SceneNode, upright } from "./scene/nodes.js";

/** Grid pitch as a share of the canvas height: 20 cells down a slide. */
const GRID_CELLS = 20;
/** Side of the noise tile: filtered once, repeated. */
const NOISE_TILE = 128;

export interface GroundDefs {
  defs: Markup[];
  body: Markup[];
}

export function ground(
  frame: Frame,
  texture: Texture,
  imageDataUrl: string | undefined,
  imageBehindText: boolean,
): GroundDefs {
  const { width, height, ids, colors } = frame;
  const defs: Markup[] = [];
  const body: Markup[] = [el("rect", { width, height, fill: colors.ground })];
  if (texture === "grid") {
    const pitch = height / GRID_CELLS;
    defs.push(
      el("pattern", { id: ids.id("grid"), width: pitch, height: pitch, patternUnits: "userSpaceOnUse" }, [
        el("path", {
          d: `M${pitch} 0V${pitch}M0 ${pitch}H${pitch}`,
          fill: "none",
          stroke: colors.rule,
          "stroke-width": 1,
        }),
      ]),
    );
    body.push(el("rect", { width, height, fill: ids.url("grid") }));
  } else if (texture === "noise") {
    defs.push(
      el(
        "filter",
        { id: ids.id("noise"), x: 0, y: 0, width: 1, height: 1, "color-interpolation-filters": "sRGB" },
        [
          el("feTurbulence", {
            type: "fractalNoise",
            baseFrequency: 0.8,
            numOctaves: 2,
            seed: 7,
            stitchTiles: "stitch",
          }),
          // Grey specks whose opacity follows the noise: texture without a colour cast.
          el("feColorMatrix", {
            type: "matrix",
            values: fmtList([
              0,
              0,
              0,
              0,
              colors.dark ? 1 : 0,
              0,
              0,
              0,
              0,
              colors.dark ? 1 : 0,
              0,
              0,
              0,
              0,
              colors.dark ? 1 : 0,
              0,
              0,
              0,
              0.9,
              -0.38,
            ]),
          }),
        ],
      ),
      el(
        "pattern",
        { id: ids.id("noise-tile"), width: NOISE_TILE, height: NOISE_TILE, patternUnits: "userSpaceOnUse" },
        [el("rect", { width: NOISE_TILE, height: NOISE_TILE, filter: ids.url("noise") })],
      ),
    );
    body.push(el("rect", { width, height, fill: ids.url("noise-tile"), opacity: 0.35 }));
  }
  if (imageDataUrl && imageBehindText) {
    body.push(
      el("image", { width, height, preserveAspectRatio: "xMidYMid slice", "xlink:href": imageDataUrl }),
      ...scrim(frame),
    );
  }
  return { defs, body };
}

/**
 * A veil of ground colour over a full-bleed image: dense where text sits (left and bottom), lighter where
 * the picture shows — readable text whatever the image.
 */
function scrim(frame: Frame): Markup[] {
  const { width, height, ids, colors } = frame;
  return [
    el("linearGradient", { id: ids.id("scrim"), x1: 0, y1: 0, x2: 1, y2: 0 }, [
      el("stop", { offset: 0, "stop-color": colors.ground, "stop-opacity": 0.92 }),
      el("stop", { offset: 0.55, "stop-color": colors.ground, "stop-opacity": 0.82 }),
      el("stop", { offset: 1, "stop-color": colors.ground, "stop-opacity": 0.6 }),
    ]),
    el("rect", { width, height, fill: ids.url("scrim") }),
  ];
}

/** The caller's image inside a frame of the layout (the `image` layout), cropped to fill, corners rounded. */
export function framedImage(frame: Frame, imageDataUrl: string | undefined, box: Box): SceneNode {
  const { ids, colors } = frame;
  const radius = Math.round(frame.gutter / 2);
  // The box's fields written out in each node: `{ ...box, rx }` made a new shape for every image drawn.
  const { x, y, width, height } = box;
  if (!imageDataUrl) {
    // No image given: a quiet placeholder panel in the identity's gradient, never a stock picture.
    const [a, , c] = frame.identity.colors.gradient;
    return group([
      gradient({
        id: ids.id("image-panel"),
        x1: 0,
        y1: 0,
        x2: 1,
        y2: 1,
        stops: [
          { offset: 0, color: a },
          { offset: 1, color: c },
        ],
      }),
      rect({ x, y, width, height, rx: radius, fill: ids.url("image-panel") }),
    ]);
  }
  // A photo is never mirrored, even where the layout is.
  return upright(
    box,
    group([
      { kind: "clip-path", id: ids.id("image-frame"), rect: rect({ x, y, width, height, rx: radius }) },
      image({ x, y, width, height, fit: "slice", href: imageDataUrl, clipPath: ids.url("image-frame") }),
      rect({ x, y, width, height, rx: radius, fill: "none", stroke: colors.rule, strokeWidth: 1 }),
    ]),
  );
}
