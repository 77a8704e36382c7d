// Caller images for the sanitizer and raster tests: hostile SVGs and rasters with the reason each must be
// refused for, a realistic editor-made logo, tiny valid rasters built in memory, and the inertness check
// every accepted SVG output must pass.
import { crc32 } from "node:zlib";
import { encode } from "fast-png";
import { expect } from "vitest";
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_SVG_BYTES,
  MAX_SVG_CSS_CHARS,
  MAX_SVG_CSS_DEPTH,
  MAX_SVG_DEPTH,
  MAX_SVG_ELEMENTS,
  MAX_SVG_FILTER_PRIMITIVES,
  MAX_SVG_RENDERED_ELEMENTS,
} from "../../src/contract/index.js";
import { dataUrl } from "./images.js";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attributes = "") => `<svg ${NS}${attributes}>${body}</svg>`;

export const svgDataUrl = (text: string | Buffer) => dataUrl("image/svg+xml", text);

/** Escapes for RegExp, so messages can be matched against the limits they quote. */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&"), "u");

/** `open` × n, `inner`, `close` × n: CSS nested n levels deep. */
export const nestedCss = (open: string, inner: string, close: string, n: number) =>
  `${open.repeat(n)}${inner}${close.repeat(n)}`;

/**
 * Issue 27.2: CSS nested past the stack's depth in a small logo — css-tree's walker and generator recursed
 * into it outside the parse guard (RangeError → 500). Each is a few KB; the depths overflowed the stack.
 */
export const DEEP_CSS_SVGS: readonly (readonly [string, string, RegExp])[] = [
  [
    ":is( nested 1,500 deep in <style>",
    svg(`<style>${nestedCss(":is(", "a", ")", 1500)}{fill:red}</style><rect width="4" height="4"/>`),
    literal(`the CSS in <style> nests brackets and functions 1500 levels deep; at most ${MAX_SVG_CSS_DEPTH}`),
  ],
  [
    ":not( nested 1,500 deep in <style>",
    svg(`<style>${nestedCss(":not(", "a", ")", 1500)}{fill:red}</style>`),
    literal("1500 levels deep"),
  ],
  [
    'var( nested 1,500 deep in style=""',
    svg(`<rect style="fill:${nestedCss("var(--a,", "red", ")", 1500)}"/>`),
    literal(`the CSS in the style attribute on <rect> nests brackets and functions 1500 levels deep`),
  ],
  [
    "( nested 2,800 deep in a presentation attribute",
    svg(`<rect fill="${nestedCss("(", "red", ")", 2800)}"/>`),
    literal("the CSS in fill on <rect> nests brackets and functions 2800 levels deep"),
  ],
];

/** Ten levels of ten `<use>`s of the level below: a 1.4 KB file that draws 10^10 rectangles. */
export const USE_FAN_OUT = svg(
  `<defs><g id="a0"><rect width="1" height="1"/></g>${Array.from(
    { length: 9 },
    (_, i) => `<g id="a${i + 1}">${`<use href="#a${i}"/>`.repeat(10)}</g>`,
  ).join("")}</defs><use href="#a9"/>`,
);

const filtered = (primitives: string) =>
  svg(`<filter id="f">${primitives}</filter><rect width="4" height="4" filter="url(#f)"/>`);

/** Issue 27.11: SVGs that are small and inert but would make a renderer work without end. */
export const RENDER_BOMB_SVGS: readonly (readonly [string, string, RegExp])[] = [
  [
    "a <use> fan-out to 10^10 elements",
    USE_FAN_OUT,
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements once its references`),
  ],
  [
    "a pattern fan-out through fill=url(#…)",
    svg(
      `<defs><pattern id="p0" width="1" height="1"><rect width="1" height="1"/></pattern>${Array.from(
        { length: 6 },
        (_, i) =>
          `<pattern id="p${i + 1}" width="1" height="1">${`<rect width="1" height="1" fill="url(#p${i})"/>`.repeat(10)}</pattern>`,
      ).join("")}</defs><rect width="4" height="4" fill="url(#p6)"/>`,
    ),
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`),
  ],
  [
    "a <use> fan-out behind later, empty elements of the same ids",
    USE_FAN_OUT.replace(
      "</svg>",
      `${Array.from({ length: 10 }, (_, i) => `<g id="a${i}"/>`).join("")}</svg>`,
    ),
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`),
  ],
  [
    "a marker of 100 elements at each of 1,000 vertices",
    svg(
      `<defs><marker id="m">${'<rect width="1" height="1"/>'.repeat(100)}</marker></defs><path marker-mid="url(#m)" d="M0 0${" L1 1".repeat(1000)}"/>`,
    ),
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`),
  ],
  [
    "a marker inherited from a group's style by 20 paths",
    svg(
      `<defs><marker id="m">${'<rect width="1" height="1"/>'.repeat(100)}</marker></defs><g style="fill:none;marker-mid:url(#m)">${`<path d="M0 0${" L1 1".repeat(50)}"/>`.repeat(20)}</g>`,
    ),
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`),
  ],
  [
    "a marker set by a stylesheet rule, at 1,000 vertices",
    svg(
      `<style>path{m\\61rker-mid:url(#m)}</style><defs><marker id="m">${'<rect width="1" height="1"/>'.repeat(100)}</marker></defs><path d="M0 0${" L1 1".repeat(1000)}"/>`,
    ),
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`),
  ],
  [
    "a 1,000-element pattern filling 100 elements through a stylesheet rule",
    svg(
      `<style>.p{fill:url(#p)}</style><defs><pattern id="p" width="1" height="1">${'<rect width="1" height="1"/>'.repeat(1000)}</pattern></defs>${'<rect class="p" width="4" height="4"/>'.repeat(100)}`,
    ),
    literal(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`),
  ],
  ["a <use> of its own ancestor", svg('<g id="a"><use href="#a"/></g>'), /refers to itself/],
  [
    "feTurbulence numOctaves=1000000",
    filtered('<feTurbulence baseFrequency="0.05" numOctaves="1000000"/>'),
    /numOctaves on <feTurbulence> is 1000000; at most \d+ is accepted/,
  ],
  [
    "feConvolveMatrix order=1000",
    filtered('<feConvolveMatrix order="1000" kernelMatrix="1 1 1 1 1 1 1 1 1"/>'),
    /order on <feConvolveMatrix> is 1000; at most \d+/,
  ],
  [
    "feConvolveMatrix with a 10,000-number kernel",
    filtered(`<feConvolveMatrix order="3" kernelMatrix="${"1 ".repeat(10_000)}"/>`),
    /kernelMatrix on <feConvolveMatrix> lists 10000 numbers/,
  ],
  [
    "feGaussianBlur stdDeviation=1e9",
    filtered('<feGaussianBlur stdDeviation="2 1e9"/>'),
    /stdDeviation on <feGaussianBlur> is 1000000000/,
  ],
  ["feMorphology radius=100000", filtered('<feMorphology radius="100000"/>'), /radius on <feMorphology>/],
  [
    "numOctaves set to 1000000 by <set>",
    filtered('<feTurbulence numOctaves="2"><set attributeName="numOctaves" to="1000000"/></feTurbulence>'),
    /to on <set attributeName="numOctaves"> is 1000000/,
  ],
  [
    "a filter of 1,000 primitives",
    filtered('<feOffset dx="1"/>'.repeat(1000)),
    literal(`a <filter> has 1000 primitives; at most ${MAX_SVG_FILTER_PRIMITIVES}`),
  ],
];

/** [name, SVG bytes or text, what the refusal message must say]. */
export const HOSTILE_SVGS: readonly (readonly [string, string | Buffer, RegExp])[] = [
  [
    "a namespace-aliased xlink:href",
    svg('<use x:href="http://evil.test/a.svg#a"/>', ' xmlns:x="http://www.w3.org/1999/xlink"'),
    /x:href on <use> is an external reference \("http:\/\/evil\.test/,
  ],
  [
    "an <?xml-stylesheet?> processing instruction",
    `<?xml version="1.0"?><?xml-stylesheet href="http://evil.test/a.css"?>${svg("")}`,
    /processing instruction <\?xml-stylesheet/,
  ],
  [
    "a CSS escape u\\72l( in <style>",
    svg("<style>a{fill:u\\72l(http://evil.test/x)}</style>"),
    /u\\72l\(.*url\(http/,
  ],
  [
    "a CSS escape \\75rl( in <style>",
    svg("<style>a{fill:\\75rl(#a)}</style>"),
    /url\(\) in <style> is not allowed/,
  ],
  ["an escaped @\\69mport", svg('<style>@\\69mport "http://evil.test/a.css";</style>'), /@import in <style>/],
  [
    "image-set() in <style>",
    svg('<style>a{fill:image-set("http://evil.test/a.png" 1x)}</style>'),
    /image-set\(\)/,
  ],
  ["url/**/( in <style>", svg("<style>a{fill:url/**/(http://evil.test/x)}</style>"), /url\/\*\*\/\(http/],
  [
    "@font-face in <style>",
    svg("<style>@font-face{font-family:x;src:url(http://evil.test/f.woff)}</style>"),
    /@font-face in <style>/,
  ],
  [
    "@import hidden in CDATA",
    svg('<style><![CDATA[@import "http://evil.test/a.css";]]></style>'),
    /@import in <style>/,
  ],
  [
    'a CSS escape in style=""',
    svg('<rect style="fill:u\\72l(http://evil.test/x)"/>'),
    /style attribute on <rect>.*url\(http/,
  ],
  [
    'image-set() in style=""',
    svg("<rect style=\"fill:image-set('http://evil.test/a.png' 1x)\"/>"),
    /image-set\(\)/,
  ],
  ["an external url() in a fill", svg('<rect fill="url(http://evil.test/p.svg#p)"/>'), /url\(http:\/\/evil/],
  [
    "SMIL <set> of onload",
    svg('<set attributeName="onload" to="alert(1)"/>'),
    /<set attributeName="onload">/,
  ],
  [
    "SMIL <animate> of href",
    svg('<use href="#a"><animate attributeName="href" to="http://evil.test/"/></use>'),
    /<animate attributeName="href">/,
  ],
  [
    "SMIL <animate> of an aliased xlink:href",
    svg(
      '<use href="#a"><animate attributeName="x:href" to="#b"/></use>',
      ' xmlns:x="http://www.w3.org/1999/xlink"',
    ),
    /attributeName="x:href"/,
  ],
  [
    "SMIL <set> of a fill to an external URL",
    svg('<rect><set attributeName="fill" to="url(http://evil.test/#p)"/></rect>'),
    /url\(http:\/\/evil/,
  ],
  [
    "xml:base",
    svg('<use href="#a"/>', ' xml:base="http://evil.test/"'),
    /xml:base on <svg> is an external reference/,
  ],
  ["text after the root", `${svg("")}garbage`, /Extra text at the end/],
  ["an element after the root", `${svg("")}<script>alert(1)</script>`, /Multiple possible root nodes/],
  ["a CDATA section after the root", `${svg("")}<![CDATA[x]]>`, /CDATA section outside the root/],
  ["text after a self-closed root", `<svg ${NS}/>garbage`, /content after the root element: "garbage"/],
  [
    "a UTF-16 SVG with a byte order mark",
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg(""), "utf16le")]),
    /UTF-16/,
  ],
  ["a UTF-16 SVG without a byte order mark", Buffer.from(svg(""), "utf16le"), /NUL bytes/],
  ["Latin-1 bytes", Buffer.from(svg("<title>café</title>"), "latin1"), /not valid UTF-8/],
  [
    "a non-UTF-8 encoding declaration",
    `<?xml version="1.0" encoding="ISO-8859-1"?>${svg("")}`,
    /encoding="ISO-8859-1"/,
  ],
  [
    "1,000 levels of nesting",
    svg(`${"<g>".repeat(1000)}${"</g>".repeat(1000)}`),
    literal(`deeper than ${MAX_SVG_DEPTH} levels`),
  ],
  [
    "too many elements",
    svg("<g/>".repeat(MAX_SVG_ELEMENTS)),
    literal(`more than ${MAX_SVG_ELEMENTS} elements`),
  ],
  [
    "too many bytes",
    svg(`<desc>${"x".repeat(MAX_SVG_BYTES)}</desc>`),
    literal(`up to ${MAX_SVG_BYTES} bytes`),
  ],
  [
    "too much CSS",
    svg(`<style>${".a{fill:red}".repeat(MAX_SVG_CSS_CHARS / 10)}</style>`),
    literal(`at most ${MAX_SVG_CSS_CHARS} are accepted`),
  ],
  ["a DOCTYPE with entities", `<!DOCTYPE svg [<!ENTITY a "b">]>${svg("<text>&a;</text>")}`, /DOCTYPE/],
  ["an undeclared entity", svg("<text>&nbsp;</text>"), /&nbsp;/],
  ["a <script>", svg("<script>alert(1)</script>"), /<script> is not allowed: it could run code/],
  ["a <script> in another namespace", svg('<h:script xmlns:h="urn:x">alert(1)</h:script>'), /<h:script>/],
  ["an event handler", `<svg ${NS} onload="alert(1)"/>`, /event handler attribute onload on <svg>/],
  ["a javascript: link", svg('<use href=" java&#9;script:alert(1)"/>'), /script URL/],
  ["a <foreignObject>", svg("<foreignObject><p>hi</p></foreignObject>"), /<foreignObject> is not allowed/],
  ["an <a> link", svg('<a href="#x"><rect/></a>'), /<a> is not allowed: it could navigate/],
  ["an unknown SVG element", svg("<blink/>"), /<blink> is not an allowed SVG element/],
  [
    "an embedded SVG data URL",
    svg(`<image href="data:image/svg+xml;base64,${Buffer.from(svg("")).toString("base64")}"/>`),
    /only data:image\/\(png\|jpeg\|gif\|webp\);base64 URLs may be embedded/,
  ],
  [
    "an embedded fake raster",
    svg(`<image href="data:image/gif;base64,${Buffer.from("GIF89a").toString("base64")}"/>`),
    /the image embedded in href on <image> is refused: the GIF image is truncated/,
  ],
  ["an undeclared prefix", svg('<rect inkscape:label="x"/>'), /prefix inkscape/],
  ["an HTML root", "<html><body/></html>", /root element is not <svg>/],
  ...DEEP_CSS_SVGS,
  ...RENDER_BOMB_SVGS,
];

/** A realistic Inkscape-style logo: editor namespaces, metadata, a stylesheet, gradients, fragment links. */
export const INKSCAPE_LOGO = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="120mm" height="40mm" viewBox="0 0 120 40" version="1.1" id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="logo.svg"
   inkscape:export-filename="/home/me/logo.png"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:pageopacity="0.0" showgrid="false">
    <inkscape:grid type="xygrid" id="grid1" />
  </sodipodi:namedview>
  <title id="title1">Acme &amp; Co. logo</title>
  <metadata id="metadata1">
    <rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
      <dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage" /></cc:Work></rdf:RDF>
  </metadata>
  <defs id="defs2">
    <style type="text/css"><![CDATA[
      .mark { fill: url(#grad); stroke: #1a2b3c; stroke-width: 0.5 }
      @media (prefers-color-scheme: dark) { .word { fill: #fff } }
      .word { fill: #1A2B3C; font-family: 'Inter', sans-serif; -inkscape-font-specification: 'Inter Bold'; cursor: pointer }
    ]]></style>
    <linearGradient inkscape:collect="always" id="grad" x1="0" y1="0" x2="1" y2="1">
      <stop style="stop-color:#ff6600;stop-opacity:1" offset="0" id="stop1" />
      <stop style="stop-color:#cc0066;stop-opacity:1" offset="1" id="stop2" />
    </linearGradient>
    <radialGradient xlink:href="#grad" id="rgrad" cx="20" cy="20" r="18" gradientUnits="userSpaceOnUse" />
    <path id="a" d="M 2,20 A 18,18 0 1 1 38,20 A 18,18 0 1 1 2,20 Z" />
  </defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <use href="#a" class="mark" />
    <use xlink:href="#a" fill="url(#rgrad)" opacity="0.25" transform="scale(0.5) translate(20,20)" />
    <text xml:space="preserve" class="word" x="46" y="26"
      style="font-size:14px;line-height:1.25;font-family:Inter;fill:#1a2b3c;stroke-width:0.26"
      id="text1"><tspan sodipodi:role="line" id="tspan1" x="46" y="26">Acme &lt;Co&gt;</tspan></text>
  </g>
</svg>
`;

/** Words of the Inkscape logo that must not survive sanitization (editor data, metadata, comments). */
export const DROPPED_FROM_INKSCAPE_LOGO = [
  "inkscape",
  "sodipodi",
  "metadata",
  "rdf:",
  "dc:",
  "namedview",
  "Created with",
  "/home/me",
  "cursor",
  "type=",
];

/** Fails unless `text` is an SVG that cannot run, fetch or navigate. */
export function expectInertSvg(text: string): void {
  expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/u);
  expect(text).not.toMatch(/<script|<foreignObject|<a[\s>]|<iframe|<embed|<object|<!DOCTYPE|<!ENTITY|<\?/iu);
  expect(text).not.toMatch(/\son[a-z]+\s*=/iu);
  expect(text).not.toMatch(/javascript:|vbscript:|@import|@font-face|image-set|xml:base/iu);
  for (const [, value] of text.matchAll(/\s(?:[\w-]+:)?(?:href|src)="([^"]*)"/gu)) {
    expect(value).toMatch(/^(#|data:image\/(png|jpeg|gif|webp);base64,)/u);
  }
  for (const [, target] of text.matchAll(/url\(\s*['"]?([^)'"]*)/giu)) expect(target).toMatch(/^#/u);
}

/** A real RGBA PNG of a solid colour, encoded by fast-png. */
export function realPng(width = 3, height = 2, rgba = [0, 200, 80, 255]): Buffer {
  const data = new Uint8Array(width * height * 4).map((_, i) => rgba[i % 4] ?? 255);
  return Buffer.from(encode({ width, height, data, channels: 4 }));
}

/** A real 2×2 GIF built by hand: a two-colour table and LZW data written as 3-bit codes, each after a clear. */
export function realGif(): Buffer {
  const codes = [4, 0, 4, 1, 4, 1, 4, 0, 5]; // clear,red, clear,blue, clear,blue, clear,red, end
  const lzw: number[] = [];
  let bits = 0;
  let count = 0;
  for (const code of codes) {
    bits |= code << count;
    count += 3;
    while (count >= 8) {
      lzw.push(bits & 0xff);
      bits >>= 8;
      count -= 8;
    }
  }
  if (count > 0) lzw.push(bits & 0xff);
  return Buffer.from([
    ...Buffer.from("GIF89a"),
    2,
    0,
    2,
    0,
    0x80,
    0,
    0, // logical screen 2×2, global colour table of 2 entries
    255,
    0,
    0,
    0,
    0,
    255, // red, blue
    0x2c,
    0,
    0,
    0,
    0,
    2,
    0,
    2,
    0,
    0, // image descriptor
    2,
    lzw.length,
    ...lzw,
    0, // LZW minimum code size, one data sub-block, terminator
    0x3b,
  ]);
}

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Uint8Array = new Uint8Array()): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A structurally complete PNG whose header claims `width` × `height` (the pixel data is a stub). */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, adaptive filter, no interlace
  const signature = realPng().subarray(0, 8);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", new Uint8Array([0x78, 0x9c, 3, 0])),
    chunk("IEND"),
  ]);
}

/** [name, data URL, what the refusal message must say] for rasters that must never be embedded. */
export const HOSTILE_RASTERS: readonly (readonly [string, string, RegExp])[] = [
  ["a 6-byte GIF89a", dataUrl("image/gif", "GIF89a"), /GIF image is truncated: 6 bytes/],
  [
    "a GIF without its trailer",
    dataUrl("image/gif", realGif().subarray(0, -1)),
    /GIF image is truncated: it has no trailer/,
  ],
  [
    "a fake RIFF…WEBP header",
    dataUrl(
      "image/webp",
      Buffer.concat([Buffer.from("RIFF"), Buffer.from([0xff, 0xff, 0, 0]), Buffer.from("WEBPVP8 ")]),
    ),
    /RIFF header says 65543 bytes but the payload has 16/,
  ],
  [
    "a RIFF…WEBP header with nothing inside",
    dataUrl(
      "image/webp",
      Buffer.concat([Buffer.from("RIFF"), Buffer.from([4, 0, 0, 0]), Buffer.from("WEBP")]),
    ),
    /WebP image holds no image data/,
  ],
  [
    "a PNG cut before IEND",
    dataUrl("image/png", realPng().subarray(0, -12)),
    /PNG image is truncated: it has no IEND/,
  ],
  [
    "a PNG cut inside IDAT",
    dataUrl("image/png", realPng().subarray(0, 47)),
    /PNG image is truncated: its IDAT chunk/,
  ],
  [
    "a PNG claiming 2147483647×2147483647",
    dataUrl("image/png", pngClaiming(2147483647, 2147483647)),
    literal(`2147483647×2147483647 pixels; at most ${MAX_IMAGE_SIDE} px a side`),
  ],
  [
    "a PNG over the pixel budget",
    dataUrl("image/png", pngClaiming(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE)),
    literal(`at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`),
  ],
  [
    "a JPEG without EOI",
    dataUrl(
      "image/jpeg",
      Buffer.from(
        "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
        "base64",
      ),
    ),
    /JPEG image is truncated: it has no end-of-image marker/,
  ],
  [
    "a JPEG of three bytes",
    dataUrl("image/jpeg", Buffer.from([0xff, 0xd8, 0xff])),
    /JPEG image is truncated/,
  ],
];
