// Raster images behind data URLs (PNG, JPEG, GIF, WebP): each format's structure is walked far enough to know
// the bytes are a complete image of the declared type (the structure its specification requires: headers with
// valid fields, checksums, required chunks, an end) and that the image and every frame in it are within the
// pixel bounds. A file per format.
//
// The walk is written here rather than taken from image-size: image-size reads the dimensions from the first
// bytes and cannot say whether the file ends (IEND, EOI, trailer, RIFF length), and this check runs in the
// Studio's first bundle, where a general multi-format reader would cost more than these few loops.
import { refuse } from "../image-refusal.js";
import { ascii, type RasterInfo, startsWith } from "./bytes.js";
import { gif } from "./gif.js";
import { jpeg } from "./jpeg.js";
import { png } from "./png.js";
import { webp } from "./webp.js";

export type { RasterInfo } from "./bytes.js";

export const RASTER_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type RasterMimeType = (typeof RASTER_MIME_TYPES)[number];

/** True when `bytes` open with the signature of `mimeType` (the cheap test that precedes the walk). */
export function hasRasterSignature(mimeType: RasterMimeType, bytes: Uint8Array): boolean {
  switch (mimeType) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a";
    case "image/webp":
      return ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP";
  }
}

/**
 * Checks that `bytes` are a complete image of `mimeType`, it and its frames within MAX_IMAGE_SIDE and
 * MAX_IMAGE_PIXELS, and returns its size; throws an ImageRefusal saying what is wrong otherwise.
 */
export function inspectRaster(mimeType: RasterMimeType, bytes: Uint8Array): RasterInfo {
  if (!hasRasterSignature(mimeType, bytes)) refuse(`the decoded bytes are not ${mimeType} data`);
  switch (mimeType) {
    case "image/png":
      return png(bytes);
    case "image/jpeg":
      return jpeg(bytes);
    case "image/gif":
      return gif(bytes);
    case "image/webp":
      return webp(bytes);
  }
}
