// The ground under a template: the texture (white, dark, grid, noise) or the caller's background image
// under a scrim that keeps text readable.
import type { Texture } from "../../contract/index.js";
import { fmt } from "../../svg/index.js";
import type { Box, Frame } from "./frame.js";
import { gradient, group, image, pathNode, rect, type SceneNode, upright } from "./scene/nodes.js";

/** Grid pitch as a share of the canvas height: 20 cells down a slide. */
const GRID_CELLS = 20;
/** Side of the noise tile: filtered once, repeated. */
const NOISE_TILE = 128;

/** The ground as scene nodes: definitions (for <defs>) and what is drawn under the content. */
export interface Ground {
  defs: SceneNode[];
  body: SceneNode[];
}

/** Grey specks whose opacity follows the noise: texture without a colour cast (white specks on dark). */
const noiseMatrix = (dark: boolean): number[] => {
  const grey = dark ? 1 : 0;
  return [0, 0, 0, 0, grey, 0, 0, 0, 0, grey, 0, 0, 0, 0, grey, 0, 0, 0, 0.9, -0.38];
};

export function ground(
  frame: Frame,
  texture: Texture,
  imageDataUrl: string | undefined,
  imageBehindText: boolean,
): Ground {
  const { width, height, ids, colors } = frame;
  const defs: SceneNode[] = [];
  const body: SceneNode[] = [rect({ width, height, fill: colors.ground })];
  if (texture === "grid") {
    const pitch = height / GRID_CELLS;
    defs.push({
      kind: "pattern",
      id: ids.id("grid"),
      width: pitch,
      height: pitch,
      children: [
        pathNode({
          d: `M${fmt(pitch)} 0V${fmt(pitch)}M0 ${fmt(pitch)}H${fmt(pitch)}`,
          fill: "none",
          stroke: colors.rule,
          strokeWidth: 1,
        }),
      ],
    });
    body.push(rect({ width, height, fill: ids.url("grid") }));
  } else if (texture === "noise") {
    defs.push(
      {
        kind: "noise-filter",
        id: ids.id("noise"),
        baseFrequency: 0.8,
        octaves: 2,
        seed: 7,
        matrix: noiseMatrix(colors.dark),
      },
      {
        kind: "pattern",
        id: ids.id("noise-tile"),
        width: NOISE_TILE,
        height: NOISE_TILE,
        children: [rect({ width: NOISE_TILE, height: NOISE_TILE, filter: ids.url("noise") })],
      },
    );
    body.push(rect({ width, height, fill: ids.url("noise-tile"), opacity: 0.35 }));
  }
  if (imageDataUrl && imageBehindText) {
    body.push(image({ width, height, fit: "slice", href: imageDataUrl }), ...scrim(frame));
  }
  return { defs, body };
}

/**
 * A veil of ground colour over a full-bleed image: dense where text sits (left and bottom), lighter where
 * the picture shows — readable text whatever the image.
 */
function scrim(frame: Frame): SceneNode[] {
  const { width, height, ids, colors } = frame;
  return [
    gradient({
      id: ids.id("scrim"),
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 0,
      stops: [
        { offset: 0, color: colors.ground, opacity: 0.92 },
        { offset: 0.55, color: colors.ground, opacity: 0.82 },
        { offset: 1, color: colors.ground, opacity: 0.6 },
      ],
    }),
    rect({ width, height, fill: ids.url("scrim") }),
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
