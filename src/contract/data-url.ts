// Image data URLs: declared type, base64 payload, size, and the image itself — raster headers decoded and
// bounded, SVG sanitized. The sanitized form is what the rest of Marque embeds, never the caller's bytes.
import { Lru } from "../cache/lru.js";
import { defaultCaches } from "../cache/regions.js";
import { fromBase64, toBase64 } from "./base64.js";
import { ImageRefusal } from "./image-refusal.js";
import { MAX_DATA_URL_BYTES, megabytes } from "./limits.js";
import { inspectRaster, type RasterMimeType } from "./raster/index.js";
import { sanitizeSvg } from "./svg/index.js";

export const IMAGE_MIME_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

export interface DecodedImage {
  mimeType: ImageMimeType;
  bytes: Uint8Array;
}

/** The outcome of inspecting a data URL: the safe data URL to embed, or why it was refused. */
export type ImageInspection =
  | { ok: true; dataUrl: string; mimeType: ImageMimeType }
  | { ok: false; problem: string };

/** Decodes a data URL of an accepted image type; `undefined` when the string is not one. */
export function decodeImageDataUrl(value: string): DecodedImage | undefined {
  const match = DATA_URL.exec(value);
  const bytes = match?.[2] === undefined ? undefined : fromBase64(match[2]);
  if (!match?.[1] || !bytes) return undefined;
  return { mimeType: match[1] as ImageMimeType, bytes };
}

const tooLarge = `the decoded image exceeds ${MAX_DATA_URL_BYTES} bytes (${megabytes(MAX_DATA_URL_BYTES)})`;

/**
 * Checks an image data URL and returns the data URL to embed: rasters as sent (their headers decoded, complete
 * and within the pixel bounds), SVG re-serialized by the allow-list sanitizer. Synchronous and free of Node
 * APIs: it runs inside the contract's Zod refinement on the server and in the Studio.
 */
export function inspectImageDataUrl(value: string): ImageInspection {
  const kept = inspected().get(value);
  if (kept) return kept;
  const inspection = inspect(value);
  inspected().set(value, inspection, inspectionBytes(value, inspection));
  return inspection;
}

/**
 * Bytes of data URLs and their inspections kept, by the data URL's text (the Map hashes and compares it
 * natively: exact, with no digest to compute or to collide). A caller sends its logo or background image with
 * every request, and decoding it (and sanitizing an SVG) costs far more than finding it again: three ~970 KB
 * SVGs took 0.6–0.7 s of CPU to inspect on every request, and ~1 ms to find. Any image the contract accepts is
 * kept up to a quarter of the region "image-inspections" of the thread's cache set (cache/regions.ts; on the
 * render thread a 5 MB raster, a 6.7 MB data URL, is kept); a hostile stream of distinct images only cycles it.
 */
let INSPECTED: Lru<ImageInspection> | undefined;
const inspected = (): Lru<ImageInspection> => {
  INSPECTED ??= new Lru<ImageInspection>(defaultCaches().region("image-inspections"));
  return INSPECTED;
};

/**
 * What an entry holds: the data URL (ASCII, one byte a character once accepted) and, for an SVG, its
 * sanitized re-serialization; a refused string may be anything, so it is counted at two bytes a character.
 */
const inspectionBytes = (value: string, inspection: ImageInspection): number =>
  !inspection.ok
    ? 2 * value.length + inspection.problem.length
    : value.length + (inspection.dataUrl === value ? 0 : inspection.dataUrl.length);

function inspect(value: string): ImageInspection {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    return {
      ok: false,
      problem:
        "remote URLs are never fetched; supply the image as a base64 data URL (data:image/png;base64,…)",
    };
  }
  // Cheap bound before decoding: base64 carries 3 bytes per 4 characters.
  const comma = value.indexOf(",");
  if (comma > 0 && ((value.length - comma - 1) * 3) / 4 > MAX_DATA_URL_BYTES + 3) {
    return { ok: false, problem: tooLarge };
  }
  const image = decodeImageDataUrl(value);
  if (!image)
    return { ok: false, problem: "expected data:image/(png|jpeg|gif|webp|svg+xml);base64,<base64 payload>" };
  if (image.bytes.length === 0) return { ok: false, problem: "the data URL holds no image bytes" };
  if (image.bytes.length > MAX_DATA_URL_BYTES) return { ok: false, problem: tooLarge };
  try {
    if (image.mimeType !== "image/svg+xml") {
      inspectRaster(image.mimeType as RasterMimeType, image.bytes);
      return { ok: true, dataUrl: value, mimeType: image.mimeType };
    }
    const svg = new TextEncoder().encode(sanitizeSvg(image.bytes));
    return { ok: true, dataUrl: `data:image/svg+xml;base64,${toBase64(svg)}`, mimeType: image.mimeType };
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    const prefix = image.mimeType === "image/svg+xml" ? "the SVG image is refused: " : "";
    return { ok: false, problem: `${prefix}${error.message}` };
  }
}

/** A human sentence describing what is wrong with the data URL, or `undefined` when it is fine. */
export function checkImageDataUrl(value: string): string | undefined {
  const inspection = inspectImageDataUrl(value);
  return inspection.ok ? undefined : inspection.problem;
}
