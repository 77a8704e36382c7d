// How large an export will be before it is made: bytes per pixel per frame by format and quality, times the
// pixels and frames. Pure, so the shell can show it next to the Download buttons and a test can hold it against
// real files. GIF, PNG and JPG depend on the picture; their figures were measured on the Design Lab's default
// document (a moving shader field: the hard case for LZW and PNG) at 320 and 640 px, so flatter designs come out
// smaller. MP4 and WebM are the encoder's target bitrate (the same for H.264 and VP9), which it meets.
import {
  isTextFormat,
  STUDIO_EXPORT_FORMATS,
  type StudioExportFormat,
  type TEXT_EXPORT_FORMATS,
} from "../../src/contract/index.js";
import { BITS_PER_PIXEL } from "./h264.js";
import type { ExportQuality } from "./types.js";

/** Vector files: their size follows the drawing, not the pixels, so it is never estimated. */
const VECTOR_FORMATS = ["svg", "pdf"] as const satisfies readonly StudioExportFormat[];

/** The formats whose size is estimated before export (vectors and the token files are small and exact: never). */
export type EstimatedFormat = Exclude<
  StudioExportFormat,
  (typeof VECTOR_FORMATS)[number] | (typeof TEXT_EXPORT_FORMATS)[number]
>;
export const ESTIMATED_FORMATS: readonly EstimatedFormat[] = STUDIO_EXPORT_FORMATS.filter(
  (format): format is EstimatedFormat =>
    !(VECTOR_FORMATS as readonly string[]).includes(format) && !isTextFormat(format),
);

/** What decides an export's size: its pixels, its frames (1 for a still) and its quality. */
export interface ExportShape {
  width: number;
  height: number;
  /** Frames of a motion export (GIF, MP4, WebM); stills are one frame whatever this says. */
  frames: number;
  quality: ExportQuality;
}

/**
 * Bytes per pixel per frame, measured (320 → 640 px, 90 frames): GIF fast 0.53 → 0.47, balanced 0.40 → 0.34,
 * best 0.63 → 0.56; PNG 1.98 → 1.89; JPG (quality 0.92) 0.19 → 0.15.
 */
const GIF_BYTES_PER_PIXEL: Readonly<Record<ExportQuality, number>> = { fast: 0.5, balanced: 0.37, best: 0.6 };
const PNG_BYTES_PER_PIXEL = 1.9;
const JPG_BYTES_PER_PIXEL = 0.17;
/**
 * WebP (Chromium's encoder at quality 0.92), measured on Open Graph images at 1200×630: 0.22 bytes a pixel on a
 * grain gradient (the hard case), 0.11 dither, 0.04 a smooth gradient, 0.02 plain paper.
 */
const WEBP_BYTES_PER_PIXEL = 0.22;

/** Past this an export is worth a warning: a file few people mean to make, send or upload. */
export const LARGE_EXPORT_BYTES = 100 * 1000 * 1000;

/** The estimated size of `format` with `shape`, in bytes. */
export function estimateBytes(format: EstimatedFormat, shape: ExportShape): number {
  const pixels = shape.width * shape.height;
  const frames = Math.max(1, shape.frames);
  if (format === "png") return Math.round(pixels * PNG_BYTES_PER_PIXEL);
  if (format === "jpg") return Math.round(pixels * JPG_BYTES_PER_PIXEL);
  if (format === "webp") return Math.round(pixels * WEBP_BYTES_PER_PIXEL);
  if (format === "gif") return Math.round(pixels * frames * GIF_BYTES_PER_PIXEL[shape.quality]);
  return Math.round((pixels * frames * BITS_PER_PIXEL[shape.quality]) / 8);
}

/** A size as people read it: "840 KB", "3.2 MB", "450 MB", "1.1 GB" (decimal units, as file managers show). */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
