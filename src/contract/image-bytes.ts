// An image given as bytes (a file a person drops on the Studio, or a File a script builds): its type is read
// from the bytes, never from its name or declared type, and it passes the checks an image data URL in a
// request passes (size, raster structure, the SVG sanitizer), so both ways in accept and refuse alike.
import { toBase64 } from "./base64.js";
import { type ImageInspection, type ImageMimeType, inspectImageDataUrl } from "./data-url.js";
import { MAX_DATA_URL_BYTES, megabytes } from "./limits.js";
import { hasRasterSignature, RASTER_MIME_TYPES } from "./raster/index.js";

/** How far into the bytes an SVG's root element is looked for (past a declaration and comments). */
const SVG_HEAD = 4096;

/** The image type the bytes are: a raster by its signature, an SVG by its markup; undefined: neither. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | undefined {
  const raster = RASTER_MIME_TYPES.find((type) => hasRasterSignature(type, bytes));
  if (raster) return raster;
  const head = new TextDecoder().decode(bytes.subarray(0, SVG_HEAD)).replace(/^\uFEFF/u, "");
  // Markup with an <svg root: what else it holds (a DOCTYPE, scripts) the sanitizer refuses by name.
  return /^\s*</u.test(head) && /<svg[\s>/]/iu.test(head) ? "image/svg+xml" : undefined;
}

/** Why `size` bytes are too many for an image, or undefined (checked before a file is even read). */
export function imageSizeProblem(size: number): string | undefined {
  return size > MAX_DATA_URL_BYTES
    ? `the file is ${size} bytes; an image may be at most ${MAX_DATA_URL_BYTES} bytes (${megabytes(MAX_DATA_URL_BYTES)})`
    : undefined;
}

/** The data URL to embed for an image's bytes (an SVG sanitized), or why the bytes are refused. */
export function imageDataUrlOfBytes(bytes: Uint8Array): ImageInspection {
  if (bytes.length === 0) return { ok: false, problem: "the file is empty" };
  const tooLarge = imageSizeProblem(bytes.length);
  if (tooLarge) return { ok: false, problem: tooLarge };
  const type = sniffImageType(bytes);
  if (!type)
    return {
      ok: false,
      problem:
        "the file is not a PNG, JPEG, GIF, WebP or SVG image: its bytes begin with none of their signatures",
    };
  return inspectImageDataUrl(`data:${type};base64,${toBase64(bytes)}`);
}
