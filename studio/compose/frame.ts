// The Design Lab's deterministic frame: the document's layers, back to front, at time t and any size —
// shader layers, still layers (marks, text, images) from their prepared rasters (a layer filled with a material
// made from its raster and the material at time t, fills.ts), effects as post-passes over everything below them. Previews and exports call these same functions; an export is never an upscaled
// preview. The frame is composited on the GPU (gpu.ts) in the page's one WebGL2 context, and on a 2D canvas
// (frame-2d.ts) where that context cannot run the compositor or is itself software (see Compositing).
import { materialById } from "../../src/catalog/materials/index.js";
import type { MaterialRecord } from "../../src/catalog/materials/types.js";
import type { DesignLabDocument, PartialMaterialSettings, ShaderLayer } from "../../src/contract/index.js";
import type { MaterialRenderer } from "../engines/index.js";
import type { GlyphMasks } from "./effects.js";
import { withFills } from "./fills.js";
import { composeFrame2d, context2d } from "./frame-2d.js";
import { GpuCompositor } from "./gpu.js";

/** What a frame needs besides the document: the still layers' rasters and the ASCII glyphs, by layer id. */
export interface FrameAssets {
  stills: ReadonlyMap<string, CanvasImageSource>;
  glyphs: ReadonlyMap<string, GlyphMasks>;
}

/** Which material a shader layer shows at a time: its own, or a sequence's cut (and that material's look). */
export type MaterialAt = (
  layer: ShaderLayer,
  timeMs: number,
) => { material: MaterialRecord; settings: PartialMaterialSettings };

/** The layer's own material and settings, whatever the time. */
export const ownMaterial: MaterialAt = (layer) => {
  const material = materialById(layer.materialId);
  if (!material) throw new Error(`no material ${layer.materialId}`);
  return { material, settings: layer.settings as PartialMaterialSettings };
};

/**
 * How frames are composited: "gpu" where the renderer's context can run the compositor, else "2d"; "auto" (the
 * default) is "gpu" on hardware WebGL and "2d" on software WebGL, where the 2D path measured faster.
 */
export type Compositing = "auto" | "gpu" | "2d";

/** What a frame may draw differently: each shader layer's material at a time (a sequence's cuts), and how it
 * is composited. */
export interface FrameOptions {
  materialAt?: MaterialAt;
  compositing?: Compositing;
}

function compositor(renderer: MaterialRenderer, compositing: Compositing): GpuCompositor | undefined {
  if (compositing === "2d" || (compositing === "auto" && GpuCompositor.software(renderer))) return undefined;
  return GpuCompositor.of(renderer);
}

/** Draws the frame at `timeMs` into `target` (resized to width×height) and returns it. */
export function composeFrame(
  renderer: MaterialRenderer,
  document: DesignLabDocument,
  timeMs: number,
  width: number,
  height: number,
  target: HTMLCanvasElement | OffscreenCanvas,
  assets: FrameAssets,
  { materialAt = ownMaterial, compositing = "auto" }: FrameOptions = {},
): HTMLCanvasElement | OffscreenCanvas {
  if (target.width !== width) target.width = width;
  if (target.height !== height) target.height = height;
  assets = withFills(renderer, document, timeMs, width, height, assets);
  const gpu = compositor(renderer, compositing);
  if (!gpu) {
    composeFrame2d(renderer, document, timeMs, width, height, target, assets, materialAt);
    return target;
  }
  gpu.compose(renderer, document, timeMs, width, height, assets, materialAt);
  // The one copy a canvas on the page needs: the composited frame, drawn once.
  const context = context2d(target);
  context.globalAlpha = 1;
  context.globalCompositeOperation = "copy";
  context.drawImage(gpu.present(), 0, 0);
  context.globalCompositeOperation = "source-over";
  return target;
}

let scratch: OffscreenCanvas | undefined;

/** The frame at `timeMs` as pixels, top row first: an export's frame, read back from the GPU once. */
export function composePixels(
  renderer: MaterialRenderer,
  document: DesignLabDocument,
  timeMs: number,
  width: number,
  height: number,
  assets: FrameAssets,
  { materialAt = ownMaterial, compositing = "auto" }: FrameOptions = {},
): ImageData {
  assets = withFills(renderer, document, timeMs, width, height, assets);
  const gpu = compositor(renderer, compositing);
  if (!gpu) {
    // The 2D path's one read-back: its canvas's pixels, straight to the encoder (not drawn again to be read).
    if (scratch?.width !== width || scratch.height !== height) scratch = new OffscreenCanvas(width, height);
    composeFrame2d(renderer, document, timeMs, width, height, scratch, assets, materialAt);
    return context2d(scratch).getImageData(0, 0, width, height);
  }
  gpu.compose(renderer, document, timeMs, width, height, assets, materialAt);
  return gpu.read();
}
