// The picture a model looks at: the artifact's PNG scaled so its long side is at most PREVIEW_LONG_SIDE.
import sharp from "sharp";

/**
 * 1200 px: a 1200×630 cover stays as it is; a 1920×1080 slide becomes 1200×675 and a 4096² background
 * 1200²: enough to read titles and judge colour, and within what vision models take without their own
 * downscaling (Claude scales past ~1568 px a side).
 */
export const PREVIEW_LONG_SIDE = 1200;

export interface Preview {
  readonly data: string;
  readonly mimeType: "image/png";
  readonly width: number;
  readonly height: number;
}

export async function previewOf(png: Buffer, width: number, height: number): Promise<Preview> {
  const long = Math.max(width, height);
  if (long <= PREVIEW_LONG_SIDE)
    return { data: png.toString("base64"), mimeType: "image/png", width, height };
  const factor = PREVIEW_LONG_SIDE / long;
  const size = { width: Math.round(width * factor), height: Math.round(height * factor) };
  const bytes = await sharp(png)
    .resize({ ...size, fit: "fill" })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { data: bytes.toString("base64"), mimeType: "image/png", ...size };
}
