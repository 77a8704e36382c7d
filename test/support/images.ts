// Tiny, valid image files built in memory for data-URL tests (no fixtures on disk).
import { Resvg } from "@resvg/resvg-js";

export const dataUrl = (mimeType: string, bytes: Buffer | string) =>
  `data:${mimeType};base64,${Buffer.from(bytes).toString("base64")}`;

/** A real PNG of a solid square, rendered by resvg. */
export function pngBytes(size = 8, color = "#ff0000"): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${color}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

/** Smallest valid GIF (1×1, one colour). */
export const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
/** Smallest valid lossless WebP (1×1). */
export const WEBP_1X1 = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
/**
 * A complete 4×3 JPEG (yellow left half, blue right half), encoded once by Chromium's canvas.toDataURL
 * ("image/jpeg", 0.8) and kept here: SOI, frame header, scan and EOI.
 */
export const JPEG_4X3 = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAaEAEAAQUAAAAAAAAAAAAAAAAAAgQGNoOz/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAfEQAAAwkAAAAAAAAAAAAAAAAAAQQCAwY0NXJzsbL/2gAMAwEAAhEDEQA/AIX/AJbX6+cQFZDtJSY2OSAa+ae3Hsx//9k=",
  "base64",
);
/** A complete 4×3 lossy WebP (VP8X + ICCP + VP8), encoded once by Chromium's canvas.toDataURL("image/webp"). */
export const WEBP_4X3 = Buffer.from(
  "UklGRjgCAABXRUJQVlA4WAoAAAAgAAAAAwAAAgAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggSgAAADADAJ0BKgQAAwABQCYlqAJ0ugFAAqgD+AZQB+gALdrLzEAA/pw9Ruf8TyP8z+UDzt3/9QYI/KB527/qpfemdpr8lDWEW88iAAAA",
  "base64",
);

/** Rasterizes an SVG at its own size and returns RGBA pixels. */
export function rasterize(svg: string) {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}

/** Count of distinct RGB colours, a cheap measure of "not a flat image". */
export function distinctColors(pixels: Uint8Array | Buffer, stride = 4): number {
  const seen = new Set<number>();
  for (let i = 0; i < pixels.length; i += stride * 7) {
    seen.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
  }
  return seen.size;
}
