// A file's first picture as a PNG preview the model can look at: a PNG as it is, a JPEG, GIF (its first frame)
// or SVG through libvips; none for a video or a document.
import sharp from "sharp";
import { type Preview, previewOf } from "./preview.js";

const STILL_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/svg+xml", "image/webp"]);

/** The preview of `bytes`, or undefined when its type has no still here or it cannot be decoded. */
export async function stillOf(bytes: Buffer, mimeType: string): Promise<Preview | undefined> {
  if (!STILL_TYPES.has(mimeType)) return undefined;
  try {
    const png = mimeType === "image/png" ? bytes : await sharp(bytes).png().toBuffer();
    const { width, height } = await sharp(png).metadata();
    if (!width || !height) return undefined;
    return await previewOf(png, width, height);
  } catch {
    // A still is a courtesy: the file itself is the answer.
    return undefined;
  }
}
