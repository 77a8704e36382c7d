// One frame of a Design Lab document: the canvas's background colour, then the shader layer at its opacity.
// Previews and exports call this same function; only the size differs (an export is never an upscale).
import type { DesignLabDocument, PartialMaterialSettings } from "../../../src/contract/index.js";
import type { MaterialRenderer } from "../../engines/index.js";
import { materialOf } from "./document.js";

/** Draws the frame at `timeMs` into `target` (resized to width×height) and returns it. */
export function drawComposition(
  renderer: MaterialRenderer,
  document: DesignLabDocument,
  timeMs: number,
  width: number,
  height: number,
  target: HTMLCanvasElement,
): HTMLCanvasElement {
  if (target.width !== width) target.width = width;
  if (target.height !== height) target.height = height;
  const context = target.getContext("2d");
  if (!context) throw new Error("no 2D canvas to composite the frame");
  context.globalAlpha = 1;
  context.fillStyle = document.canvas.backgroundColor;
  context.fillRect(0, 0, width, height);
  for (const layer of document.layers) {
    const frame = renderer.render(
      materialOf(layer.materialId),
      layer.settings as PartialMaterialSettings,
      timeMs,
      width,
      height,
    );
    context.globalAlpha = layer.opacity / 100;
    context.drawImage(frame, 0, 0, width, height);
  }
  context.globalAlpha = 1;
  return target;
}
