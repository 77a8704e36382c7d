// A background's or template's SVG as the request for another file: its pixel bounds checked and the encoder's
// input built, once for every edge that makes files (the server's pool, the CLI and MCP in-process).

import { ApiError } from "../contract/api-error.js";
import {
  FILE_EXTENSIONS,
  type FileFormat,
  isRasterFormat,
  MAX_RASTER_PIXELS,
  MAX_RASTER_SIDE,
  type RasterScale,
} from "../contract/index.js";
import type { FileRequest } from "../render/files/encode.js";
import { svgTitle } from "../render/files/svg-title.js";
import type { SvgSource } from "./generate.js";

export type OtherFormat = Exclude<FileFormat, "svg">;

/** What the pixel bounds read of an SVG: its size in SVG pixels. */
type PageSize = Pick<SvgSource, "width" | "height">;

/** The SVG's text, whole. */
export const svgText = (source: SvgSource): string =>
  typeof source.svg === "string" ? source.svg : source.svg.pieces.join("");

/** The file's size: a raster's pixels at its scale, a PDF page's points (one per SVG pixel). */
export function fileSizeOf(source: PageSize, format: OtherFormat, scale: RasterScale) {
  const factor = isRasterFormat(format) ? scale : 1;
  return { width: Math.round(source.width * factor), height: Math.round(source.height * factor) };
}

/** Refuses with 400 `pixel_limit` on `scale` a raster past the pixel bounds. */
export function checkPixels(source: PageSize, format: OtherFormat, scale: RasterScale): void {
  if (!isRasterFormat(format)) return;
  const { width, height } = fileSizeOf(source, format, scale);
  if (width * height <= MAX_RASTER_PIXELS && Math.max(width, height) <= MAX_RASTER_SIDE) return;
  throw ApiError.invalid([
    {
      code: "pixel_limit",
      field: "scale",
      message: `a ${source.width}×${source.height} artifact at scale ${scale} is ${width}×${height} pixels; a ${format.toUpperCase()} may be at most ${MAX_RASTER_SIDE} px a side and ${MAX_RASTER_PIXELS.toLocaleString("en-US")} pixels: ask for a smaller scale or size`,
      expected: `at most ${MAX_RASTER_PIXELS} pixels, ${MAX_RASTER_SIDE} a side`,
      received: `${width}×${height}`,
    },
  ]);
}

/** The encoder's input for `source` as `format` at `scale`, after checking the pixel bounds. */
export function fileRequestOf(source: SvgSource, format: OtherFormat, scale: RasterScale): FileRequest {
  checkPixels(source, format, scale);
  const svg = svgText(source);
  return {
    svg,
    format,
    scale,
    width: source.width,
    height: source.height,
    title: svgTitle(svg),
    author: source.author,
  };
}

/** The artifact's file name with the format's extension. */
export const filenameAs = (filename: string, format: FileFormat): string =>
  `${filename.replace(/\.svg$/u, "")}.${FILE_EXTENSIONS[format]}`;
