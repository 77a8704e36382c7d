// Layer shaders: a text or brand-mark layer with a `fill` draws its pixels in a live material — the material
// rendered at the frame's time and size by the page's one renderer, kept only where the layer's prepared
// raster is drawn (its alpha is the mask). Made once per frame, before either compositor runs, so the GPU and
// 2D paths, the preview and every export draw the same filled layer.
import { materialById } from "../../src/catalog/materials/index.js";
import type { DesignLabDocument, PartialMaterialSettings } from "../../src/contract/index.js";
import type { MaterialRenderer } from "../engines/index.js";
import type { FrameAssets } from "./frame.js";

/** One reused canvas per filled layer. */
const filled = new Map<string, OffscreenCanvas>();

/** `assets` with each visible filled layer's still replaced by its material, masked by the still. */
export function withFills(
  renderer: MaterialRenderer,
  document: DesignLabDocument,
  timeMs: number,
  width: number,
  height: number,
  assets: FrameAssets,
): FrameAssets {
  let stills: Map<string, CanvasImageSource> | undefined;
  for (const layer of document.layers) {
    if (!layer.visible || (layer.type !== "text" && layer.type !== "brand-mark") || !layer.fill) continue;
    const still = assets.stills.get(layer.id);
    if (!still) continue; // still being prepared (previews only)
    const material = materialById(layer.fill.materialId);
    if (!material) throw new Error(`no material ${layer.fill.materialId}`);
    // The renderer draws into whatever framebuffer is bound: its own canvas, not a compositor's target.
    const gl = renderer.canvas.getContext("webgl2");
    gl?.bindFramebuffer(gl.FRAMEBUFFER, null);
    const frame = renderer.render(
      material,
      layer.fill.settings as PartialMaterialSettings,
      timeMs,
      width,
      height,
    );
    let canvas = filled.get(layer.id);
    if (canvas?.width !== width || canvas.height !== height) {
      canvas = new OffscreenCanvas(width, height);
      filled.set(layer.id, canvas);
    }
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas to fill the layer");
    context.globalCompositeOperation = "copy";
    context.drawImage(still, 0, 0, width, height);
    context.globalCompositeOperation = "source-in";
    context.drawImage(frame, 0, 0, width, height);
    context.globalCompositeOperation = "source-over";
    stills ??= new Map(assets.stills);
    stills.set(layer.id, canvas);
  }
  return stills ? { ...assets, stills } : assets;
}
