// The Design Lab's deterministic frame: the document's layers, back to front, at time t and any size —
// shader layers drawn by the page's one WebGL2 renderer and blended in 2D, still layers (marks, text,
// images) from their prepared rasters, effects as post-passes over everything below them. Previews and
// exports call this same function; an export is never an upscaled preview.
import { materialById } from "../../src/catalog/materials/index.js";
import type { MaterialRecord } from "../../src/catalog/materials/types.js";
import type {
  DesignLabDocument,
  DesignLabLayer,
  PartialMaterialSettings,
  ShaderLayer,
} from "../../src/contract/index.js";
import type { MaterialRenderer } from "../engines/index.js";
import { resolveSettings } from "../engines/index.js";
import { applyEffect, type GlyphMasks } from "./effects.js";

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

const BLEND: Readonly<Record<ShaderLayer["blendMode"], GlobalCompositeOperation>> = {
  normal: "source-over",
  multiply: "multiply",
  screen: "screen",
  overlay: "overlay",
  "soft-light": "soft-light",
  lighten: "lighten",
  darken: "darken",
  difference: "difference",
};

/** The layer's own material and settings, whatever the time. */
export const ownMaterial: MaterialAt = (layer) => {
  const material = materialById(layer.materialId);
  if (!material) throw new Error(`no material ${layer.materialId}`);
  return { material, settings: layer.settings as PartialMaterialSettings };
};

/**
 * Shader size scales the material's field: the engines' frequency sets the scale of their field, so a
 * layer twice the size draws at half the frequency.
 */
function sized(
  settings: PartialMaterialSettings,
  material: MaterialRecord,
  shaderSize: number,
): PartialMaterialSettings {
  if (shaderSize === 1) return settings;
  const frequency = resolveSettings(material, settings).frequency;
  return { ...settings, frequency: frequency / shaderSize };
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
  materialAt: MaterialAt = ownMaterial,
): HTMLCanvasElement | OffscreenCanvas {
  if (target.width !== width) target.width = width;
  if (target.height !== height) target.height = height;
  const context = target.getContext("2d", { willReadFrequently: true }) as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  if (!context) throw new Error("no 2D canvas to composite the frame");
  context.globalAlpha = 1;
  context.globalCompositeOperation = "source-over";
  context.fillStyle = document.canvas.backgroundColor;
  context.fillRect(0, 0, width, height);
  for (const layer of document.layers) {
    if (!layer.visible) continue;
    drawLayer(context, renderer, document, layer, timeMs, width, height, assets, materialAt);
  }
  context.globalAlpha = 1;
  context.globalCompositeOperation = "source-over";
  return target;
}

function drawLayer(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  renderer: MaterialRenderer,
  document: DesignLabDocument,
  layer: DesignLabLayer,
  timeMs: number,
  width: number,
  height: number,
  assets: FrameAssets,
  materialAt: MaterialAt,
): void {
  if (layer.type === "shader") {
    const { material, settings } = materialAt(layer, timeMs);
    const frame = renderer.render(
      material,
      sized(settings, material, layer.shaderSize),
      timeMs,
      width,
      height,
    );
    context.globalAlpha = layer.opacity / 100;
    context.globalCompositeOperation = BLEND[layer.blendMode];
    context.drawImage(frame, 0, 0, width, height);
  } else if (layer.type === "effect") {
    const image = context.getImageData(0, 0, width, height);
    applyEffect(image, layer.effect, document.canvas.backgroundColor, assets.glyphs.get(layer.id));
    context.putImageData(image, 0, 0);
  } else {
    const still = assets.stills.get(layer.id);
    if (!still) return; // still being prepared (previews only: exports wait for every asset)
    context.globalAlpha = 1;
    context.globalCompositeOperation = "source-over";
    context.drawImage(still, 0, 0, width, height);
  }
  context.globalAlpha = 1;
  context.globalCompositeOperation = "source-over";
}
