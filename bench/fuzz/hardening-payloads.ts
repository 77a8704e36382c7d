// Crafted images of the second hostile review (issue 27): CSS nested past the stack, SVGs that are small but
// would draw without end, and raster files whose first header is valid while their frames, fields or
// checksums break the format. Each says whether it may ever be accepted.
import { crc32 } from "node:zlib";
import { encode } from "fast-png";
import {
  animatedWebp as animated,
  animationControl,
  anmf,
  pngChunk,
  riffWebp as riff,
  vp8l,
  vp8x,
} from "../../harness/raster-bytes.js";
import {
  MAX_SVG_CSS_DEPTH,
  MAX_SVG_FILTER_PRIMITIVES,
  MAX_SVG_RENDERED_ELEMENTS,
} from "../../src/contract/index.js";
import type { Acceptance } from "./case.js";
import type { ImagePayload } from "./raster-payloads.js";
import type { SvgPayload } from "./svg-payloads.js";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (inner: string) => `<svg ${NS} viewBox="0 0 10 10">${inner}</svg>`;
const payload = (name: string, text: string, accept: Acceptance): SvgPayload => ({
  name,
  bytes: Buffer.from(text, "utf8"),
  accept,
});

/** Openers of nested CSS and the text that closes each. */
const OPENERS: readonly [string, string][] = [
  [":is(", ")"],
  [":not(", ")"],
  [":where(", ")"],
  ["var(--a,", ")"],
  ["calc(", ")"],
  ["(", ")"],
  ["[", "]"],
];

/** Where nested CSS goes: a stylesheet's selector or value, a style attribute, a presentation attribute, SMIL. */
const PLACES: readonly [string, (css: (inner: string) => string) => string][] = [
  ["<style> selector", (css) => svg(`<style>${css("a")}{fill:red}</style>`)],
  ["<style> value", (css) => svg(`<style>a{stroke-width:${css("1px")}}</style>`)],
  ["style attribute", (css) => svg(`<rect style="stroke-width:${css("1px")}"/>`)],
  ["presentation attribute", (css) => svg(`<rect stroke-width="${css("1px")}"/>`)],
  [
    "SMIL values",
    (css) => svg(`<rect><animate attributeName="stroke-width" values="${css("1")};2"/></rect>`),
  ],
];

const DEPTHS = [MAX_SVG_CSS_DEPTH - 1, MAX_SVG_CSS_DEPTH, MAX_SVG_CSS_DEPTH + 1, 100, 600, 1000, 2800];

/** Every opener × place × depth: past the bound never accepted; within it, accepted or refused, never a 500. */
export const DEEP_CSS_PAYLOADS: readonly SvgPayload[] = OPENERS.flatMap(([open, close]) =>
  PLACES.flatMap(([place, make]) =>
    DEPTHS.map((depth) =>
      payload(
        `${open} × ${depth} in a ${place}`,
        make((inner) => `${open.repeat(depth)}${inner}${close.repeat(depth)}`),
        depth > MAX_SVG_CSS_DEPTH ? "never" : "either",
      ),
    ),
  ),
);

const fanOut = (levels: number, width: number) =>
  svg(
    `<defs><g id="a0"><rect width="1" height="1"/></g>${Array.from(
      { length: levels },
      (_, i) => `<g id="a${i + 1}">${`<use href="#a${i}"/>`.repeat(width)}</g>`,
    ).join("")}</defs><use href="#a${levels}"/>`,
  );
const filtered = (primitives: string) =>
  svg(`<filter id="f">${primitives}</filter><rect width="4" height="4" filter="url(#f)"/>`);

export const RENDER_BOMB_PAYLOADS: readonly SvgPayload[] = [
  payload("<use> fan-out 10 × 10 levels (10^10)", fanOut(9, 10), "never"),
  payload("<use> fan-out 2 × 30 levels (10^9)", fanOut(30, 2), "never"),
  payload("<use> fan-out 4 × 3 levels (64)", fanOut(3, 4), "always"),
  payload(
    "pattern fan-out through fill=url(#…)",
    svg(
      `<defs><pattern id="p0" width="1" height="1"><rect width="1" height="1"/></pattern>${Array.from(
        { length: 6 },
        (_, i) =>
          `<pattern id="p${i + 1}" width="1" height="1">${`<rect width="1" height="1" fill="url(#p${i})"/>`.repeat(10)}</pattern>`,
      ).join("")}</defs><rect width="4" height="4" fill="url(#p6)"/>`,
    ),
    "never",
  ),
  payload(
    "<use> fan-out behind later, empty elements of the same ids",
    fanOut(9, 10).replace(
      "</svg>",
      `${Array.from({ length: 10 }, (_, i) => `<g id="a${i}"/>`).join("")}</svg>`,
    ),
    "never",
  ),
  payload(
    "a marker of 100 elements at 1,000 vertices",
    svg(
      `<defs><marker id="m">${'<rect width="1" height="1"/>'.repeat(100)}</marker></defs><path marker-mid="url(#m)" d="M0 0${" L1 1".repeat(1000)}"/>`,
    ),
    "never",
  ),
  payload(
    "arrow markers on 50 lines",
    svg(
      `<defs><marker id="a"><path d="M0 0L4 2L0 4z"/></marker></defs>${'<path d="M0 0L5 5" marker-end="url(#a)"/>'.repeat(50)}`,
    ),
    "always",
  ),
  payload(
    "a 1,000-element pattern on 100 elements through a stylesheet",
    svg(
      `<style>.p{fill:url(#p)}</style><defs><pattern id="p" width="1" height="1">${'<rect width="1" height="1"/>'.repeat(1000)}</pattern></defs>${'<rect class="p" width="4" height="4"/>'.repeat(100)}`,
    ),
    "never",
  ),
  payload("<use> of its own ancestor", svg('<g id="a"><use href="#a"/></g>'), "never"),
  payload("mutual <use>s", svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'), "never"),
  payload("feTurbulence numOctaves=1000000", filtered('<feTurbulence numOctaves="1000000"/>'), "never"),
  payload(
    "feTurbulence numOctaves=4",
    filtered('<feTurbulence baseFrequency="0.1" numOctaves="4"/>'),
    "always",
  ),
  payload(
    "feConvolveMatrix order=1000",
    filtered('<feConvolveMatrix order="1000" kernelMatrix="1"/>'),
    "never",
  ),
  payload(
    "feConvolveMatrix order=3",
    filtered('<feConvolveMatrix order="3" kernelMatrix="0 1 0 1 -4 1 0 1 0"/>'),
    "always",
  ),
  payload("feGaussianBlur stdDeviation=1e9", filtered('<feGaussianBlur stdDeviation="1e9"/>'), "never"),
  payload("feMorphology radius=1000000", filtered('<feMorphology radius="1000000"/>'), "never"),
  payload(
    "<set> of numOctaves to 1000000",
    filtered('<feTurbulence numOctaves="1"><set attributeName="numOctaves" to="1000000"/></feTurbulence>'),
    "never",
  ),
  payload(
    `${MAX_SVG_FILTER_PRIMITIVES * 30} filter primitives`,
    filtered('<feOffset dx="1"/>'.repeat(MAX_SVG_FILTER_PRIMITIVES * 30)),
    "never",
  ),
  payload(
    `<use>s drawing just over ${MAX_SVG_RENDERED_ELEMENTS} elements`,
    svg(
      `<defs><g id="g">${'<rect width="1" height="1"/>'.repeat(98)}</g></defs>${'<use href="#g"/>'.repeat(MAX_SVG_RENDERED_ELEMENTS / 100)}`,
    ),
    "never",
  ),
];

// Raster structures.

const b64url = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

const PNG_2X2 = Buffer.from(encode({ width: 2, height: 2, data: new Uint8Array(16).fill(90), channels: 4 }));
const SIGNATURE = PNG_2X2.subarray(0, 8);
/** The 2×2 PNG's IHDR data and its compressed image data. */
const IHDR = PNG_2X2.subarray(16, 29);
const IDAT = (() => {
  const at = PNG_2X2.indexOf("IDAT");
  return PNG_2X2.subarray(at + 4, at + 4 + PNG_2X2.readUInt32BE(at - 4));
})();

const png = (...chunks: Buffer[]) => Buffer.concat([SIGNATURE, ...chunks, pngChunk("IEND", Buffer.alloc(0))]);
const ihdrWith = (index: number, value: number) => {
  const copy = Buffer.from(IHDR);
  copy[index] = value;
  return pngChunk("IHDR", copy);
};
const fctl = (width: number, height: number, x = 0, y = 0) =>
  Buffer.concat(animationControl(width, height, x, y).map(([type, data]) => pngChunk(type, data)));
const BAD_CRC = (chunk: string, data: Buffer) =>
  (crc32(Buffer.concat([Buffer.from(chunk, "latin1"), data])) ^ 1) >>> 0;
/** SOI, a baseline frame header of `components` (each sampled 1×1), a one-component scan, bytes, EOI. */
function jpeg(components: number, precision = 8): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 8 + 3 * components, precision, 0, 2, 0, 2, components]);
  const each = Array.from({ length: components }, (_, i) => Buffer.from([i + 1, 0x11, 0]));
  const sos = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, ...each, sos, Buffer.from([0x12, 0x34, 0xff, 0xd9])]);
}

const raster = (name: string, type: string, bytes: Buffer, accept: Acceptance): ImagePayload => ({
  name,
  value: b64url(type, bytes),
  accept,
});

export const STRUCTURE_PAYLOADS: readonly ImagePayload[] = [
  raster("valid 2×2 PNG", "image/png", PNG_2X2, "always"),
  raster(
    "2×2 APNG, one 2×2 frame",
    "image/png",
    png(pngChunk("IHDR", IHDR), fctl(2, 2), pngChunk("IDAT", IDAT)),
    "always",
  ),
  raster(
    "2×2 APNG, 16384² frame",
    "image/png",
    png(pngChunk("IHDR", IHDR), fctl(16384, 16384), pngChunk("IDAT", IDAT)),
    "never",
  ),
  raster(
    "2×2 APNG, frame off the canvas",
    "image/png",
    png(pngChunk("IHDR", IHDR), fctl(2, 2, 1, 1), pngChunk("IDAT", IDAT)),
    "never",
  ),
  raster("PNG colour type 3 without PLTE", "image/png", png(ihdrWith(9, 3), pngChunk("IDAT", IDAT)), "never"),
  raster("PNG interlace method 7", "image/png", png(ihdrWith(12, 7), pngChunk("IDAT", IDAT)), "never"),
  raster("PNG filter method 1", "image/png", png(ihdrWith(11, 1), pngChunk("IDAT", IDAT)), "never"),
  raster("PNG compression method 9", "image/png", png(ihdrWith(10, 9), pngChunk("IDAT", IDAT)), "never"),
  raster(
    "PNG IDAT with a bad CRC",
    "image/png",
    png(pngChunk("IHDR", IHDR), pngChunk("IDAT", IDAT, BAD_CRC("IDAT", IDAT))),
    "never",
  ),
  raster(
    "PNG IHDR with a bad CRC",
    "image/png",
    png(pngChunk("IHDR", IHDR, BAD_CRC("IHDR", IHDR)), pngChunk("IDAT", IDAT)),
    "never",
  ),
  raster(
    "PNG unknown critical chunk",
    "image/png",
    png(pngChunk("IHDR", IHDR), pngChunk("ABCD", Buffer.alloc(2)), pngChunk("IDAT", IDAT)),
    "never",
  ),
  raster(
    "WebP VP8X 1×1 with a 16384² VP8L",
    "image/webp",
    riff([
      ["VP8X", vp8x(1, 1)],
      ["VP8L", vp8l(16384, 16384)],
    ]),
    "never",
  ),
  raster(
    "WebP VP8X 1×1 with a 2×2 VP8L",
    "image/webp",
    riff([
      ["VP8X", vp8x(1, 1)],
      ["VP8L", vp8l(2, 2)],
    ]),
    "never",
  ),
  raster("WebP ANMF 2^24 wide", "image/webp", animated(1, 1, anmf(2 ** 24, 1, vp8l(1, 1))), "never"),
  raster("WebP ANMF off the canvas", "image/webp", animated(2, 2, anmf(2, 2, vp8l(2, 2), 2, 0)), "never"),
  raster(
    "WebP ANMF without the animation flag",
    "image/webp",
    riff([
      ["VP8X", vp8x(1, 1)],
      ["ANMF", anmf(1, 1, vp8l(1, 1))],
    ]),
    "never",
  ),
  raster("JPEG SOF with 0 components", "image/jpeg", jpeg(0), "never"),
  raster("JPEG SOF with 5 components", "image/jpeg", jpeg(5), "never"),
  raster("JPEG SOF precision 9", "image/jpeg", jpeg(1, 9), "never"),
];

/** Valid files with one byte changed in their first 64: accepted or refused, never a 500 or a hang. */
export const MUTATION_BASES: readonly [string, string, Buffer][] = [
  ["PNG", "image/png", PNG_2X2],
  ["APNG", "image/png", png(pngChunk("IHDR", IHDR), fctl(2, 2), pngChunk("IDAT", IDAT))],
  ["animated WebP", "image/webp", animated(2, 2, anmf(2, 2, vp8l(2, 2)))],
  ["JPEG", "image/jpeg", jpeg(3)],
];
