// The frame composited on a 2D canvas: shader layers drawn by the page's WebGL2 renderer and blended with
// Canvas 2D's composite operations, still layers drawn from their rasters, effects run over the canvas's
// pixels in JS. The path where the GPU compositor (gpu.ts) cannot run, and the reference it is checked against.
import type { MaterialRecord } from "../../src/catalog/materials/types.js";
import type {
  DesignLabDocument,
  DesignLabLayer,
  PartialMaterialSettings,
  ShaderLayer,
} from "../../src/contract/index.js";
import type { MaterialRenderer } from "../engines/index.js";
import { resolveSettings } from "../engines/index.js";
import { applyEffect } from "./effects.js";
import type { FrameAssets, MaterialAt } from "./frame.js";

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

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

/**
 * Shader size scales the material's field: the engines' frequency sets the scale of their field, so a
 * layer twice the size draws at half the frequency.
 */
export function sized(
  settings: PartialMaterialSettings,
  material: MaterialRecord,
  shaderSize: number,
): PartialMaterialSettings {
  if (shaderSize === 1) return settings;
  const frequency = resolveSettings(material, settings).frequency;
  return { ...settings, frequency: frequency / shaderSize };
}

/** The 2D context of `target`; it is read back for effects, so the browser keeps it in memory. */
export function context2d(target: HTMLCanvasElement | OffscreenCanvas): Context2d {
  const context = target.getContext("2d", { willReadFrequently: true }) as Context2d | null;
  if (!context) throw new Error("no 2D canvas to composite the frame");
  return context;
}

/** Draws the frame at `timeMs` into `target`, already width×height. */
export function composeFrame2d(
  renderer: MaterialRenderer,
  document: DesignLabDocument,
  timeMs: number,
  width: number,
  height: number,
  target: HTMLCanvasElement | OffscreenCanvas,
  assets: FrameAssets,
  materialAt: MaterialAt,
): void {
  const context = context2d(target);
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
}

function drawLayer(
  context: Context2d,
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
