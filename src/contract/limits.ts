// Service-wide limits of the spec ("Limits" table) that are not a single field's bound.

const MB = 1024 * 1024;

/** A byte limit as people read it ("5 MB"), for messages and docs. */
export const megabytes = (bytes: number) => `${bytes / MB} MB`;

/** Largest accepted POST /api/generate body, in bytes (spec: 5 MB). */
export const MAX_BODY_BYTES = 5 * MB;

/** Largest request line plus headers, in bytes; larger requests get 431 (Node's default, stated once here). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Largest decoded image behind one data URL, in bytes (spec: 5 MB each). */
export const MAX_DATA_URL_BYTES = 5 * MB;

/** Largest background canvas, width × height (spec: 12,000,000 pixels). */
export const MAX_PIXELS = 12_000_000;

/**
 * WCAG AA contrast for body text: templates warn `low_contrast` below it, and an identity whose request
 * overrides ink or paper alone keeps at least this much between them.
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** Most issues one error body lists; the rest are counted in `error.omittedIssues`. */
export const MAX_ERROR_ISSUES = 100;

/** Longest echo of the caller's input (a key, a field path, a received value) in an error body, in characters. */
export const MAX_ECHO_CHARACTERS = 200;

/** Largest error body, in bytes, whatever the request held: issues that do not fit are counted, not listed. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** Longest `message` of an error or of one of its issues, in characters. */
export const MAX_ERROR_MESSAGE_CHARACTERS = 500;

// Caller images (data URLs): what the SVG sanitizer and the raster decoder accept. Messages and docs read these.

/** Largest caller SVG, in bytes of UTF-8 (logos are a few KB): the worst case sanitizes in a few hundred ms. */
export const MAX_SVG_BYTES = 1 * MB;

/** Deepest element nesting in a caller SVG (the root is level 1); real logos stay under 20. */
export const MAX_SVG_DEPTH = 64;

/** Most elements in a caller SVG. */
export const MAX_SVG_ELEMENTS = 10_000;

/** Longest side of a caller raster image (PNG, JPEG, GIF, WebP), in pixels. */
export const MAX_IMAGE_SIDE = 16_384;

/** Most pixels (width × height) of a caller raster image. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Longest CSS text in a caller SVG (one `<style>` element, one `style=""` or one presentation attribute), in
 * characters. It also keeps css-tree's shared token buffers at their initial size: they only ever grow, and
 * every later parse clears them whole, so one huge stylesheet would slow every CSS parse after it.
 */
export const MAX_SVG_CSS_CHARS = 15_000;

/**
 * Deepest nesting of brackets — `(`, `[`, `{`, functions such as `:is(` and `var(` — in one CSS text of a
 * caller SVG. css-tree parses, walks and writes nested CSS by recursion, so a few thousand levels in a 4 KB
 * logo exhaust the stack; real stylesheets stay under 6 (`@media { rule { fill: rgb(var(--a)) } }`).
 */
export const MAX_SVG_CSS_DEPTH = 32;

/**
 * Most elements a caller SVG draws once its references are followed: a `<use>` (or an `<feImage>`, a
 * `<pattern>`'s href, a `url(#…)` pattern, clip, mask or filter in an attribute) draws its target again, and
 * a marker draws at every vertex below where it is set (a stylesheet's references count once per element,
 * its markers at every vertex of the document, since a rule may match anything), so a 1.4 KB file of ten `<use>`s of ten `<use>`s…
 * reaches 10^9 elements. Counted through the reference graph before any renderer sees the file; real logos
 * draw a few hundred.
 */
export const MAX_SVG_RENDERED_ELEMENTS = 50_000;

/** Most primitives in one `<filter>` of a caller SVG: each is a pass over the filtered region. */
export const MAX_SVG_FILTER_PRIMITIVES = 32;

/**
 * Filter parameters of a caller SVG whose size sets a renderer's work per pixel, with the largest value
 * accepted (`max`, for every number the attribute lists) or the most numbers it may list (`count`). Real
 * effects stay far below: a few octaves of noise, a 3×3 or 5×5 kernel, blurs and radii of a few units.
 */
export const SVG_FILTER_BOUNDS: Readonly<
  Record<string, Readonly<Record<string, { readonly max?: number; readonly count?: number }>>>
> = {
  feTurbulence: { numOctaves: { max: 16 } },
  feConvolveMatrix: { order: { max: 9 }, kernelMatrix: { count: 81 } },
  feGaussianBlur: { stdDeviation: { max: 1_000 } },
  feDropShadow: { stdDeviation: { max: 1_000 } },
  feMorphology: { radius: { max: 100 } },
};

/** WCAG non-text contrast: a background warns `low_contrast` when its logo stands out less than this. */
export const MIN_LOGO_CONTRAST = 3;
