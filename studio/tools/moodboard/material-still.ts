// A material tile's still: one frame of the material drawn by the page's one WebGL renderer (the pipeline every
// tool draws materials with), as a PNG data URL. Loaded only when a board shows a material, so the WebGL
// engines never enter the Moodboard's first JavaScript.
import type { MoodboardTile, PartialMaterialSettings } from "../../../src/contract/index.js";
import { materialRenderer } from "../../runtime/gl.js";
import { materialOf } from "../../runtime/material-record.js";

type MaterialTile = Extract<MoodboardTile, { kind: "material" }>;

/** The tile's frame at `width`×`height` device pixels, as a PNG data URL. Same inputs → same pixels. */
export async function materialStill(tile: MaterialTile, width: number, height: number): Promise<string> {
  const blob = await materialRenderer().toBlob(
    materialOf(tile.materialId),
    // The contract's shape types each setting as a number or a colour; the schema checked which is which.
    tile.settings as PartialMaterialSettings,
    tile.timeMs,
    width,
    height,
    "image/png",
  );
  return await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the material's frame could not be read"));
    reader.readAsDataURL(blob);
  });
}
