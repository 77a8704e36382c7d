// Reading a raster file's bytes: signatures, big- and little-endian fields, chunk names, and the one check
// every format shares — a claimed size within the pixel bounds, tested before anything is sized by it.
import { refuse } from "../image-refusal.js";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "../limits.js";

/** What a complete, bounded raster image says about itself. */
export interface RasterInfo {
  width: number;
  height: number;
}

export const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

export const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

export const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A 24-bit little-endian unsigned integer (WebP's VP8X and ANMF fields). */
export const uint24 = (bytes: Uint8Array, offset: number) =>
  (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16);

/**
 * Refuses empty or oversized dimensions of `what` (an image, or one frame of it); the claim is checked
 * before anything is allocated for it.
 */
export function bounded(what: string, width: number, height: number): RasterInfo {
  const size = `${width}×${height} pixels`;
  if (width < 1 || height < 1) refuse(`the ${what} claims ${size}`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    refuse(`the ${what} is ${size}; at most ${MAX_IMAGE_SIDE} px a side are accepted`);
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    refuse(`the ${what} is ${size}; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`);
  }
  return { width, height };
}

/** Refuses a frame placed at (x, y) that reaches outside its image's canvas (APNG and WebP forbid it). */
export function withinCanvas(
  what: string,
  frame: RasterInfo & { x: number; y: number },
  canvas: RasterInfo,
): void {
  if (frame.x + frame.width > canvas.width || frame.y + frame.height > canvas.height) {
    refuse(
      `the ${what} of ${frame.width}×${frame.height} pixels at (${frame.x}, ${frame.y}) reaches outside the ${canvas.width}×${canvas.height} canvas`,
    );
  }
}
