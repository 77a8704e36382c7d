// Image data URLs for the arbitraries: real small images every version of the contract accepts, and ones no
// version may accept (not a data URL, not base64, bytes of another type, an SVG that is not XML).
import fc from "fast-check";
import { encode } from "fast-png";
import { HEX_COLOR_PATTERN } from "../../src/contract/index.js";

export const dataUrl = (mimeType: string, bytes: Uint8Array | string) =>
  `data:${mimeType};base64,${Buffer.from(bytes).toString("base64")}`;

const color = fc.stringMatching(HEX_COLOR_PATTERN);
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** A real PNG of 1–48 px a side, filled with one colour, opaque or not. */
export const pngDataUrl: fc.Arbitrary<string> = fc
  .record({ width: fc.integer({ min: 1, max: 48 }), height: fc.integer({ min: 1, max: 48 }), fill: color })
  .chain((image) => fc.record({ image: fc.constant(image), alpha: fc.integer({ min: 0, max: 255 }) }))
  .map(({ image: { width, height, fill }, alpha }) => {
    const data = new Uint8Array(width * height * 4);
    const [r = 0, g = 0, b = 0] = rgb(fill);
    for (let i = 0; i < data.length; i += 4) data.set([r, g, b, alpha], i);
    return dataUrl("image/png", encode({ width, height, data, channels: 4 }));
  });

const shape = fc.oneof(
  fc
    .record({ x: fc.nat(90), y: fc.nat(90), w: fc.integer({ min: 1, max: 60 }), fill: color })
    .map(({ x, y, w, fill }) => `<rect x="${x}" y="${y}" width="${w}" height="${w}" fill="${fill}"/>`),
  fc
    .record({ cx: fc.nat(100), cy: fc.nat(100), r: fc.integer({ min: 1, max: 50 }), fill: color })
    .map(({ cx, cy, r, fill }) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`),
  fc
    .record({ x: fc.nat(80), stroke: color })
    .map(({ x, stroke }) => `<path d="M${x} 10 L90 90 Z" stroke="${stroke}" fill="none" stroke-width="4"/>`),
);

/** A static SVG of plain shapes: nothing any sanitizer removes or refuses. */
export const svgDataUrl: fc.Arbitrary<string> = fc
  .record({
    width: fc.integer({ min: 10, max: 400 }),
    height: fc.integer({ min: 10, max: 400 }),
    shapes: fc.array(shape, { minLength: 1, maxLength: 4 }),
  })
  .map(({ width, height, shapes }) =>
    dataUrl(
      "image/svg+xml",
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${shapes.join("")}</svg>`,
    ),
  );

/** An image data URL the contract accepts. */
export const validImageDataUrl: fc.Arbitrary<string> = fc.oneof(pngDataUrl, svgDataUrl);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Strings no version of the contract may accept as an image: each is refused with invalid_data_url. */
export const invalidImageDataUrl: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl(), // remote URLs are never fetched
  fc.constantFrom("logo.png", "data:", "data:image/png;base64,", "data:image/png,plain"),
  fc.string({ minLength: 1, maxLength: 40 }).map((text) => `data:image/png;base64,${text}!`), // not base64
  fc.constantFrom("text/html", "image/bmp", "image/x-icon", "application/octet-stream").map(
    (type) => dataUrl(type, Uint8Array.from(PNG_SIGNATURE)), // a type outside the contract
  ),
  fc.uint8Array({ minLength: 8, maxLength: 64 }).map((bytes) => {
    bytes[0] = 0x00; // no image format starts with a zero byte
    return dataUrl("image/png", bytes);
  }),
  fc.string({ minLength: 0, maxLength: 40 }).map((text) => dataUrl("image/svg+xml", `<svg><g>${text}`)), // not XML
);
