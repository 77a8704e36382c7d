// What svg-to-pdfkit cannot draw, made drawable before a PDF is written. It draws PNG and JPEG images only, an
// SVG image not at all, and no filter: each `<image>` holding an SVG data URL becomes that SVG nested in place
// (so a logo stays vectors), each WebP or GIF a PNG, and each filtered shape (grain and relief tiles, frost) a
// PNG of that shape drawn at twice its size. The markup is Marque's own: an image or a filtered shape is one
// self-closing tag, and filters live in `<defs>`. The pixels come from `PdfRasters`: resvg and sharp on the
// server, the browser's own SVG and canvas in the Studio.
import { fromBase64, toBase64 } from "../../contract/base64.js";

/** Where the pixels come from. */
export interface PdfRasters {
  /** A WebP or GIF image (its first frame) as PNG bytes. */
  png(mediaType: string, bytes: Uint8Array): Promise<Uint8Array>;
  /**
   * `svg` (an `<svg>` with the document's defs and one shape) drawn at `scale` pixels per unit over the shape's
   * box, and that box; undefined for a shape that covers nothing.
   */
  shape(svg: string, scale: number): Promise<{ box: ShapeBox; png: Uint8Array } | undefined>;
}

export interface ShapeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const SVG_NAMESPACES = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

const IMAGE_TAG = /<image\b[^>]*?\/>/gu;
const DATA_URL = /(?:xlink:)?href="data:([^;,"]+);base64,([^"]*)"/u;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "u").exec(tag)?.[1];
const utf8 = new TextDecoder();

/** The SVG of a data URL nested where its `<image>` was: the image's box and fit, the SVG's own viewBox. */
function nestedSvg(tag: string, source: string): string | undefined {
  const open = /<svg\b[^>]*>/u.exec(source);
  if (!open) return undefined;
  const width = attribute(open[0], "width");
  const height = attribute(open[0], "height");
  const viewBox = attribute(open[0], "viewBox") ?? (width && height ? `0 0 ${width} ${height}` : undefined);
  const box = ["x", "y", "width", "height", "preserveAspectRatio"]
    .map((name) => [name, attribute(tag, name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  const root = `<svg xmlns="http://www.w3.org/2000/svg"${box}${viewBox ? ` viewBox="${viewBox}"` : ""}>`;
  return root + source.slice(open.index + open[0].length);
}

async function readyImage(tag: string, rasters: PdfRasters): Promise<string> {
  const match = DATA_URL.exec(tag);
  if (!match) return tag;
  const [, mediaType = "", base64 = ""] = match;
  if (mediaType === "image/png" || mediaType === "image/jpeg") return tag;
  const bytes = fromBase64(base64);
  if (!bytes) return tag;
  if (mediaType === "image/svg+xml") return nestedSvg(tag, utf8.decode(bytes)) ?? tag;
  const png = await rasters.png(mediaType, bytes);
  return tag.replace(DATA_URL, `xlink:href="data:image/png;base64,${toBase64(png)}"`);
}

function spliced(text: string, matches: readonly RegExpExecArray[], replacements: readonly string[]): string {
  let out = "";
  let at = 0;
  matches.forEach((match, index) => {
    out += text.slice(at, match.index) + replacements[index];
    at = match.index + match[0].length;
  });
  return out + text.slice(at);
}

const FILTERED_SHAPE = /<(rect|path|circle|ellipse|polygon|g)\b[^>]*\sfilter="url\(#[^"]+\)"[^>]*?\/>/gu;
const DEFS = /<defs>[\s\S]*?<\/defs>/gu;
/** Pixels a filtered shape is drawn at, per unit of its own space: the PDF keeps it sharp when printed. */
const FILTER_RESOLUTION = 2;

/** A filtered shape as an `<image>` of the same box: the shape alone, with the document's defs, as pixels. */
async function filteredAsImage(shape: string, defs: string, rasters: PdfRasters): Promise<string> {
  const drawn = await rasters.shape(`<svg ${SVG_NAMESPACES}>${defs}${shape}</svg>`, FILTER_RESOLUTION);
  if (!drawn) return "";
  const { box, png } = drawn;
  const transform = /\stransform="[^"]*"/u.exec(shape)?.[0] ?? "";
  const href = `data:image/png;base64,${toBase64(png)}`;
  return `<image x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"${transform} preserveAspectRatio="none" xlink:href="${href}"/>`;
}

async function readyFilters(svg: string, rasters: PdfRasters): Promise<string> {
  const shapes = [...svg.matchAll(FILTERED_SHAPE)];
  if (shapes.length === 0) return svg;
  const defs = [...svg.matchAll(DEFS)].map(([text]) => text).join("");
  // One at a time: each shape is a full raster, and the browser's canvas is one.
  const images: string[] = [];
  for (const [shape] of shapes) images.push(await filteredAsImage(shape, defs, rasters));
  return spliced(svg, shapes, images);
}

export async function pdfReadySvg(svg: string, rasters: PdfRasters): Promise<string> {
  const filtered = await readyFilters(svg, rasters);
  const tags = [...filtered.matchAll(IMAGE_TAG)];
  if (tags.length === 0) return filtered;
  return spliced(filtered, tags, await Promise.all(tags.map(([tag]) => readyImage(tag, rasters))));
}
