// A background or template answered as another file than its SVG: the pixel bounds checked, the file drawn in
// the pool, and the answer shaped as the request's `output` asks — the file itself with its name and media
// type, or the JSON envelope carrying it in base64.
import {
  ARTIFACT_SCHEMA_VERSION,
  type ArtifactEnvelope,
  FILE_EXTENSIONS,
  FILE_MEDIA_TYPES,
  type FileFormat,
  isRasterFormat,
  MAX_RASTER_PIXELS,
  MAX_RASTER_SIDE,
  type RasterScale,
  WARNINGS_HEADER,
} from "../../contract/index.js";
import { ApiError } from "../../generate/api-error.js";
import { type SvgSource, urlOf } from "../../generate/generate.js";
import { titleOf } from "../../render/files/title.js";
import type { CachedResponse } from "../response-cache.js";
import { staticBody } from "../static-response.js";
import type { FilePool } from "./pool.js";

export type OtherFormat = Exclude<FileFormat, "svg">;

/** The file's size: a raster's pixels at its scale, a PDF page's points (one per SVG pixel). */
function sizeOf(source: SvgSource, format: OtherFormat, scale: RasterScale) {
  const factor = isRasterFormat(format) ? scale : 1;
  return { width: Math.round(source.width * factor), height: Math.round(source.height * factor) };
}

function checkPixels(source: SvgSource, format: OtherFormat, scale: RasterScale): void {
  if (!isRasterFormat(format)) return;
  const { width, height } = sizeOf(source, format, scale);
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

const filenameAs = (filename: string, format: FileFormat) =>
  `${filename.replace(/\.svg$/u, "")}.${FILE_EXTENSIONS[format]}`;

/** The answer to `source` as `format` at `scale`; rejects with 400 past the pixel bounds, 503 when the pool is full. */
export async function fileAnswer(
  pool: FilePool,
  source: SvgSource,
  format: OtherFormat,
  scale: RasterScale,
): Promise<CachedResponse> {
  checkPixels(source, format, scale);
  const svg = typeof source.svg === "string" ? source.svg : source.svg.pieces.join("");
  const { width, height } = sizeOf(source, format, scale);
  const bytes = await pool.encode({
    svg,
    format,
    scale,
    width: source.width,
    height: source.height,
    title: titleOf(svg),
    author: source.author,
  });
  const filename = filenameAs(source.filename, format);
  const mimeType = FILE_MEDIA_TYPES[format];
  if (source.output === "raw") {
    const headers: Record<string, string> = { "content-disposition": `inline; filename="${filename}"` };
    if (source.warnings.length > 0)
      headers[WARNINGS_HEADER] = source.warnings.map((w) => `${w.code}=${w.field}`).join(", ");
    return { headers, body: staticBody(bytes, mimeType, "fast") };
  }
  const envelope: ArtifactEnvelope = {
    kind: source.kind,
    artifact: {
      content: bytes.toString("base64"),
      filename,
      mimeType,
      encoding: "base64",
      ...urlOf(source.imageUrl, format),
      width,
      height,
    },
    ...(source.warnings.length > 0 ? { warnings: [...source.warnings] } : {}),
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
  };
  return {
    headers: {},
    body: staticBody(envelope, "application/json", "fast"),
  };
}
