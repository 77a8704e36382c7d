// Motion's frames: the composition prepared once per document and size (the Design Lab's still-layer rasters,
// plus each element's centre), then any time t drawn by the Design Lab's compositor with each element's
// entrance applied to its raster — opacity, rise and scale — so previews and exports share every pixel rule.
import type { ResolvedIdentity, TypographyRole } from "../../../src/catalog/identities/types.js";
import type { DesignLabDocument, MotionDocument, MotionEntrance } from "../../../src/contract/index.js";
import type { FontBook } from "../../../src/render/text/index.js";
import { prepareAssets } from "../../compose/assets.js";
import { composeFrame, type FrameAssets } from "../../compose/frame.js";
import type { MaterialRenderer } from "../../engines/index.js";
import { elementState } from "./entrance.js";
import { compositionOf, MARK_LAYER, TEXT_LAYER } from "./layout.js";

type Canvas = HTMLCanvasElement | OffscreenCanvas;

/** A still layer that moves: its raster (the frame's size), the centre it scales about, and its entrance. */
interface Mover {
  id: string;
  raster: CanvasImageSource;
  cx: number;
  cy: number;
  entrance: MotionEntrance;
  /** Where the entrance draws the raster this frame (a canvas of the frame's size). */
  canvas: OffscreenCanvas;
}

/** A document prepared at one size: draws its frame at any time. */
export interface MotionFrames {
  readonly width: number;
  readonly height: number;
  draw(renderer: MaterialRenderer, timeMs: number, target: Canvas): Canvas;
}

/** The centre of a raster's drawn pixels (its box's centre; the frame's when it draws nothing). */
function centreOf(raster: CanvasImageSource, width: number, height: number): { cx: number; cy: number } {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return { cx: width / 2, cy: height / 2 };
  context.drawImage(raster, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return { cx: width / 2, cy: height / 2 };
  return { cx: (left + right + 1) / 2, cy: (top + bottom + 1) / 2 };
}

/** Prepares `motion` at width×height: the composition, its rasters and each moving element's centre. */
export async function prepareFrames(
  motion: MotionDocument,
  width: number,
  height: number,
  identity: ResolvedIdentity,
  fonts: (roles: readonly TypographyRole[], texts?: readonly string[]) => Promise<FontBook>,
): Promise<MotionFrames> {
  // The line's faces and the fallback files its characters need (any script the templates set), to measure
  // it where it wraps; the shell's font book keeps them for the rasters too.
  const { text } = motion;
  const texts = text ? [text.value] : [];
  const withTexts = (roles: readonly TypographyRole[]) => fonts(roles, texts);
  const book = text
    ? await withTexts([{ ...identity.typography[text.font], weight: text.weight }])
    : undefined;
  const composition: DesignLabDocument = compositionOf(motion, identity, book);
  const assets = await prepareAssets(composition, width, height, identity, withTexts);
  const entrances: [string, MotionEntrance | undefined][] = [
    [MARK_LAYER, motion.mark.visible ? motion.mark.entrance : undefined],
    [TEXT_LAYER, motion.text?.entrance],
  ];
  const movers: Mover[] = entrances.flatMap(([id, entrance]) => {
    const raster = assets.stills.get(id);
    if (!raster || !entrance) return [];
    return [
      {
        id,
        raster,
        entrance,
        ...centreOf(raster, width, height),
        canvas: new OffscreenCanvas(width, height),
      },
    ];
  });
  const loopMs = motion.export.durationMs;
  const side = Math.min(width, height);
  return {
    width,
    height,
    draw(renderer, timeMs, target) {
      const stills = new Map(assets.stills);
      for (const mover of movers) {
        const state = elementState(mover.entrance, timeMs, loopMs);
        if (state.alpha <= 0) {
          stills.delete(mover.id);
          continue;
        }
        if (state.alpha >= 1 && state.rise === 0 && state.scale === 1) continue;
        const context = mover.canvas.getContext("2d");
        if (!context) continue;
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, width, height);
        context.globalAlpha = state.alpha;
        const { scale: s, rise } = state;
        context.setTransform(s, 0, 0, s, mover.cx * (1 - s), mover.cy * (1 - s) + rise * side);
        context.drawImage(mover.raster, 0, 0, width, height);
        stills.set(mover.id, mover.canvas);
      }
      const frameAssets: FrameAssets = { stills, glyphs: assets.glyphs };
      return composeFrame(renderer, composition, timeMs, width, height, target, frameAssets);
    },
  };
}
