// The picture a model looks at: the artifact's PNG scaled so its long side is at most PREVIEW_LONG_SIDE, and
// kept under PREVIEW_MAX_BYTES (grain and noise do not compress: a 1200×630 grain background is 2 MB).
import sharp from "sharp";

/**
 * 1200 px: a 1200×630 cover stays as it is; a 1600×900 slide becomes 1200×675 and a 4096² background
 * 1200²: enough to read titles and judge colour, and within what vision models take without their own
 * downscaling (Claude scales past ~1568 px a side).
 */
export const PREVIEW_LONG_SIDE = 1200;
/** Past this, the preview is drawn with a 256-colour palette, then smaller, until it fits. */
export const PREVIEW_MAX_BYTES = 400 * 1024;
/** The smallest long side a preview is shrunk to for size. */
const MIN_LONG_SIDE = 600;

export interface Preview {
  readonly data: string;
  readonly mimeType: "image/png";
  readonly width: number;
  readonly height: number;
}

const sized = (width: number, height: number, long: number) => {
  const factor = Math.min(1, long / Math.max(width, height));
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
};

/** Deterministic: the same PNG gives the same preview (libvips' resize, libimagequant's palette). */
export async function previewOf(png: Buffer, width: number, height: number): Promise<Preview> {
  let size = sized(width, height, PREVIEW_LONG_SIDE);
  let bytes =
    size.width === width
      ? png
      : await sharp(png)
          .resize({ ...size, fit: "fill" })
          .png({ compressionLevel: 6 })
          .toBuffer();
  for (
    let long = Math.max(size.width, size.height);
    bytes.byteLength > PREVIEW_MAX_BYTES;
    long = Math.round(long * 0.75)
  ) {
    size = sized(width, height, Math.max(long, MIN_LONG_SIDE));
    bytes = await sharp(png)
      .resize({ ...size, fit: "fill" })
      .png({ palette: true, quality: 90, effort: 4 })
      .toBuffer();
    if (Math.max(size.width, size.height) <= MIN_LONG_SIDE) break;
  }
  return { data: bytes.toString("base64"), mimeType: "image/png", ...size };
}
