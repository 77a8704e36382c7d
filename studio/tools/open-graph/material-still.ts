// A material ground's still: one frame of the material drawn by the page's one WebGL renderer, as a PNG data
// URL the renderer lays under the card. Loaded only when a ground is a material, so the WebGL engines never
// enter the tool's first JavaScript.
import type { OpenGraphGround, PartialMaterialSettings } from "../../../src/contract/index.js";
import { materialRenderer } from "../../runtime/gl.js";
import { materialOf } from "../../runtime/material-record.js";

/** The still's size: square, so every platform's image takes its centre (`slice`) at full resolution. */
export const STILL_SIDE = 1200;

/** The material's frame at STILL_SIDE², as a PNG data URL. Same inputs → same pixels. */
export async function materialStill(ground: Extract<OpenGraphGround, { kind: "material" }>): Promise<string> {
  const blob = await materialRenderer().toBlob(
    materialOf(ground.materialId),
    // The contract's shape types each setting as a number or a colour; the schema checked which is which.
    ground.settings as PartialMaterialSettings,
    ground.timeMs,
    STILL_SIDE,
    STILL_SIDE,
    "image/png",
  );
  return await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the material's frame could not be read"));
    reader.readAsDataURL(blob);
  });
}
