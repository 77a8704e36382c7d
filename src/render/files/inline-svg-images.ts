// SVG images (logos are `<image>`s of SVG data URLs) drawn in line for resvg: resvg draws each SVG `<image>`
// on a layer as large as the whole canvas and then composites it, which cost ~4 ms of a 1200×630 blog cover's
// ~10 ms render, for a 117×28 logo. Written as a nested `<svg>` with the same viewport, the logo is drawn
// straight onto the canvas, to the same pixels within a unit of rounding on its antialiased edges.
//
// Only an image whose document means the same in line is rewritten: no ids, classes, styles, references,
// text, images or declarations (what an `<image>`'s document keeps to itself or cannot draw), and an image
// element with no attribute beyond its viewport, aspect, opacity and href. Anything else stays an `<image>`.
import { fromBase64 } from "../../contract/index.js";

const SVG_DATA_URL = "data:image/svg+xml;base64,";
/** Marque's serializer writes every element as `<name attr="value" …/>` (src/svg/markup.ts). */
const IMAGE_ELEMENT = /<image\s([^>]*?)\/>/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)="([^"]*)"/g;
const KEPT_ATTRIBUTES = new Set([
  "x",
  "y",
  "width",
  "height",
  "preserveAspectRatio",
  "opacity",
  "href",
  "xlink:href",
]);
/** `meet` (the default): the document fits inside the viewport, which clips nothing of it. */
const MEET = /^x(?:Min|Mid|Max)Y(?:Min|Mid|Max)(?: meet)?$/;
/** What an image's document does differently in line, or that resvg does not draw in an image. */
const NOT_SELF_CONTAINED =
  /\bid\s*=|\bclass\s*=|<style|style\s*=|href|url\s*\(|<!|<\?|<text|<image|<foreignObject|<use/i;
const NUMBER = /^\d+(?:\.\d+)?$/;
/**
 * An image's document inherits nothing from the page that shows it; in line it would, so the wrapper sets
 * every inherited property resvg draws shapes with to its initial value (visibility is the image's own, and
 * stays inherited). Shape rendering is the one rasterize() asks resvg for.
 */
const INITIAL_PAINT =
  'fill="#000" fill-opacity="1" fill-rule="nonzero" stroke="none" stroke-width="1" stroke-opacity="1" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4" stroke-dasharray="none" stroke-dashoffset="0" clip-rule="nonzero" color="#000" paint-order="normal" shape-rendering="geometricPrecision"';

/** `svg` with each self-contained SVG `<image>` written as a nested `<svg>`; the same string when there is none. */
export function inlineSvgImages(svg: string): string {
  if (!svg.includes(SVG_DATA_URL)) return svg;
  return svg.replace(IMAGE_ELEMENT, (element, attributes: string) => inlined(attributes) ?? element);
}

function inlined(attributeText: string): string | undefined {
  const attributes = new Map<string, string>();
  const rest = attributeText.replace(ATTRIBUTE, (_, name: string, value: string) => {
    attributes.set(name, value);
    return "";
  });
  if (rest.trim() !== "") return undefined;
  for (const name of attributes.keys()) if (!KEPT_ATTRIBUTES.has(name)) return undefined;
  const href = attributes.get("xlink:href") ?? attributes.get("href");
  const {
    x = "0",
    y = "0",
    width,
    height,
    preserveAspectRatio = "xMidYMid",
    opacity,
  } = Object.fromEntries(attributes);
  if (!href?.startsWith(SVG_DATA_URL) || width === undefined || height === undefined) return undefined;
  if (!MEET.test(preserveAspectRatio)) return undefined;
  const document = documentOf(href.slice(SVG_DATA_URL.length));
  if (!document) return undefined;
  const viewport = `x="${x}" y="${y}" width="${width}" height="${height}"`;
  const nested = `<svg ${viewport} viewBox="0 0 ${document.width} ${document.height}" preserveAspectRatio="${preserveAspectRatio}" overflow="visible">${document.root}</svg>`;
  return `<g ${INITIAL_PAINT}${opacity === undefined ? "" : ` opacity="${opacity}"`}>${nested}</g>`;
}

/** Attributes a document's root may have to be nested as it is (others, like `x` or `transform`, would move it). */
const ROOT_ATTRIBUTES = new Set([
  "xmlns",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "role",
  "version",
]);

/** The data URL's document as an element to nest, with its size; undefined when it would not mean the same. */
function documentOf(base64: string): { root: string; width: string; height: string } | undefined {
  const bytes = fromBase64(base64);
  if (!bytes) return undefined;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).trim();
  } catch {
    return undefined;
  }
  const root = /^<svg\s([^>]*)>[\s\S]*<\/svg>$/.exec(text);
  if (!root?.[1] || NOT_SELF_CONTAINED.test(text) || text.indexOf("<svg", 1) !== -1) return undefined;
  const attributes = new Map<string, string>();
  const rest = root[1].replace(ATTRIBUTE, (_, name: string, value: string) => {
    attributes.set(name, value);
    return "";
  });
  if (rest.trim() !== "" || [...attributes.keys()].some((name) => !ROOT_ATTRIBUTES.has(name)))
    return undefined;
  const width = attributes.get("width");
  const height = attributes.get("height");
  if (!width || !height || !NUMBER.test(width) || !NUMBER.test(height)) return undefined;
  if (Number(width) <= 0 || Number(height) <= 0) return undefined;
  // Nothing of an image's document is clipped to its own viewport when resvg draws it, so nor is it here.
  return { root: text.replace(/^<svg\s/, '<svg overflow="visible" '), width, height };
}
