// The rules of an image data URL in words, from the contract's constants: what the field tables, the docs
// and the schema descriptions say about logoDataUrl, backgroundImageDataUrl and partnerLogoDataUrl.
import { IMAGE_MIME_TYPES } from "./data-url.js";
import {
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_SVG_BYTES,
  MAX_SVG_CSS_DEPTH,
  MAX_SVG_DEPTH,
  MAX_SVG_ELEMENTS,
  MAX_SVG_FILTER_PRIMITIVES,
  MAX_SVG_RENDERED_ELEMENTS,
  megabytes,
  SVG_FILTER_BOUNDS,
} from "./limits.js";

/**
 * The largest image a request can really carry: base64 takes 4 characters for 3 bytes, and the whole body
 * is at most MAX_BODY_BYTES — so just under this, less the rest of the body (and less for several images).
 */
export const MAX_IMAGE_BYTES_IN_BODY = Math.min(MAX_DATA_URL_BYTES, Math.floor((MAX_BODY_BYTES * 3) / 4));

const types = IMAGE_MIME_TYPES.map((type) => type.replace("image/", "")).join("|");

/** The filter parameter bounds in words: `numOctaves ≤ 16 (feTurbulence)`, … */
const filterBounds = () =>
  Object.entries(SVG_FILTER_BOUNDS)
    .flatMap(([primitive, table]) =>
      Object.entries(table).map(([attribute, bound]) =>
        bound.max !== undefined
          ? `${attribute} ≤ ${bound.max} (${primitive})`
          : `${attribute} of at most ${bound.count} numbers (${primitive})`,
      ),
    )
    .join(", ");

/** One sentence per rule of an image data URL. */
export const IMAGE_DATA_URL_RULES = [
  `a base64 data URL, data:image/(${types});base64,…; remote URLs are never fetched`,
  `the decoded image is at most ${megabytes(MAX_DATA_URL_BYTES)}, but since the whole body is at most ${megabytes(MAX_BODY_BYTES)} and base64 takes 4 characters for 3 bytes, an image in a request is in practice just under ${megabytes(MAX_IMAGE_BYTES_IN_BODY)} (less when the body carries several)`,
  `the bytes must be a complete image of the declared type, structured as its format requires (valid header fields, PNG chunk checksums and required chunks, a JPEG frame header with its components, an end marker); a raster image, and every frame of an animated one (APNG, GIF, animated WebP), is at most ${MAX_IMAGE_SIDE} px a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  `an SVG is sanitized by an allow-list of elements, attributes and styles, and refused when it refers to anything outside itself (other than embedded raster data: URLs) or could run code; it is UTF-8, at most ${megabytes(MAX_SVG_BYTES)}, ${MAX_SVG_ELEMENTS} elements and ${MAX_SVG_DEPTH} levels deep, with CSS nested at most ${MAX_SVG_CSS_DEPTH} brackets deep`,
  `an SVG may draw at most ${MAX_SVG_RENDERED_ELEMENTS} elements once its references are followed (<use>, <feImage>, patterns, url(#…) references in attributes, and markers at every vertex), with at most ${MAX_SVG_FILTER_PRIMITIVES} primitives per filter and bounded filter parameters (${filterBounds()})`,
] as const;

/** The rules as one field description. */
export const IMAGE_DATA_URL_RULE = IMAGE_DATA_URL_RULES.join("; ");
