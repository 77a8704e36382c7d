// The files an SVG artifact (a background or a template) comes in over HTTP, chosen by `Accept` or by the
// `format` query parameter, and the device-pixel ratios a raster is drawn at (`scale`). The request body and
// its `output` stay the spec's: a caller that names no format gets the SVG.

import { toBase64 } from "./base64.js";

/** Every file format, SVG first (the default, also for `*\/*`). */
export const FILE_FORMATS = ["svg", "png", "webp", "avif", "jpeg", "pdf"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** Formats drawn as pixels (the others stay vector). */
export const RASTER_FORMATS = ["png", "webp", "avif", "jpeg"] as const satisfies readonly FileFormat[];
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const FILE_MEDIA_TYPES = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
} as const satisfies Record<FileFormat, string>;

/** The file name's extension for each format. */
export const FILE_EXTENSIONS = {
  svg: "svg",
  png: "png",
  webp: "webp",
  avif: "avif",
  jpeg: "jpg",
  pdf: "pdf",
} as const satisfies Record<FileFormat, string>;

/** What the `format` query parameter accepts: every format's name, and `jpg` for JPEG. */
export const FORMAT_PARAMETER_VALUES = [...FILE_FORMATS, "jpg"] as const;
export type FormatParameter = (typeof FORMAT_PARAMETER_VALUES)[number];
export const formatOfParameter = (value: FormatParameter): FileFormat => (value === "jpg" ? "jpeg" : value);

export const isRasterFormat = (format: FileFormat): format is RasterFormat =>
  (RASTER_FORMATS as readonly string[]).includes(format);

/** Device-pixel ratios a raster is drawn at (`?scale=`); 1 when not given. PDF and SVG are vector: scale 1. */
export const RASTER_SCALES = [1, 2, 3] as const;
export type RasterScale = (typeof RASTER_SCALES)[number];
export const DEFAULT_RASTER_SCALE: RasterScale = 1;

/**
 * Largest raster drawn, in pixels (width × height after scaling), and longest side: a 4096² background at
 * scale 1 fits, as does a 1200×630 cover at 3 (3600×1890). Its RGBA buffer is 64 MB at most.
 */
export const MAX_RASTER_PIXELS = 4096 * 4096;
export const MAX_RASTER_SIDE = 8192;

/** Quality of the lossy encoders (1–100); type and flat brand art stay clean at these. */
export const RASTER_QUALITY = { webp: 80, avif: 70, jpeg: 90 } as const satisfies Partial<
  Record<RasterFormat, number>
>;

/**
 * Image URLs: `GET /api/images/{request}.{extension}`, where `{request}` is the generate request's JSON in
 * base64url (its `output` left out). They fit where a URL does — `og:image`, `<img>`, a chat message — so the
 * request is bounded: past ~8 KB, proxies and clients cut URLs; requests with data URLs must use POST.
 */
export const IMAGE_URL_PATH = "/api/images/";
/** Longest `{request}` of an image URL, in base64url characters (a request of about 3 KB of JSON). */
export const MAX_IMAGE_URL_REQUEST_CHARS = 4096;

/**
 * A generate request's image URLs, by format: its JSON with `output` left out, in base64url. Undefined when it
 * has none: it holds a data URL (far too long for a URL) or its JSON does not fit MAX_IMAGE_URL_REQUEST_CHARS.
 */
export function imageUrlsOf(
  request: Readonly<Record<string, unknown>>,
): ((format: FileFormat) => string) | undefined {
  const { output: _output, ...rest } = request;
  const json = JSON.stringify(rest);
  if (json.includes("data:") || json.length > MAX_IMAGE_URL_REQUEST_CHARS) return undefined;
  const encoded = base64UrlOfJson(json);
  if (encoded.length > MAX_IMAGE_URL_REQUEST_CHARS) return undefined;
  return (format) => `${IMAGE_URL_PATH}${encoded}.${FILE_EXTENSIONS[format]}`;
}

/** JSON text in base64url without padding, as URLs carry it. */
export const base64UrlOfJson = (json: string): string =>
  toBase64(new TextEncoder().encode(json)).replace(/=+$/u, "").replaceAll("+", "-").replaceAll("/", "_");
