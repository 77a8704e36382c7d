// A material's still: one frame of a Shader Library material drawn by the page's one WebGL renderer (the
// pipeline every tool draws materials with), as a PNG data URL — a Moodboard tile, an Open Graph ground. Loaded
// only when a document shows a material, so the WebGL engines never enter a tool's first JavaScript.
import type { PartialMaterialSettings } from "../../src/contract/index.js";
import { materialRenderer } from "../runtime/gl.js";
import { materialOf } from "../runtime/material-record.js";

/** A material at a moment of its loop, as documents name it. */
export interface MaterialMoment {
  readonly materialId: string;
  /** The contract's shape types each setting as a number or a colour; the schema checked which is which. */
  readonly settings: unknown;
  readonly timeMs: number;
}

/** The material's frame at `width`×`height` device pixels, as a PNG data URL. Same inputs → same pixels. */
export async function materialStill(moment: MaterialMoment, width: number, height: number): Promise<string> {
  const blob = await materialRenderer().toBlob(
    materialOf(moment.materialId),
    moment.settings as PartialMaterialSettings,
    moment.timeMs,
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
