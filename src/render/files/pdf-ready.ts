// What svg-to-pdfkit cannot draw, made drawable before a PDF is written. It draws PNG and JPEG images only, an
// SVG image not at all, and no filter: each `<image>` holding an SVG data URL becomes that SVG nested in place
// (so a logo stays vectors), each WebP or GIF a PNG, and each filtered shape (grain and relief tiles, frost) a
// PNG of that shape drawn by resvg at twice its size. The markup is Marque's own: an image or a filtered shape
// is one self-closing tag, and filters live in `<defs>`.
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

const IMAGE_TAG = /<image\b[^>]*?\/>/gu;
const DATA_URL = /(?:xlink:)?href="data:([^;,"]+);base64,([^"]*)"/u;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "u").exec(tag)?.[1];

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

async function readyImages(svg: string): Promise<string> {
  const tags = [...svg.matchAll(IMAGE_TAG)];
  if (tags.length === 0) return svg;
  const replaced = await Promise.all(
    tags.map(async ([tag]) => {
      const match = DATA_URL.exec(tag);
      if (!match) return tag;
      const [, mediaType, base64 = ""] = match;
      if (mediaType === "image/svg+xml")
        return nestedSvg(tag, Buffer.from(base64, "base64").toString("utf8")) ?? tag;
      if (mediaType === "image/png" || mediaType === "image/jpeg") return tag;
      const png = await sharp(Buffer.from(base64, "base64")).png().toBuffer();
      return tag.replace(DATA_URL, `xlink:href="data:image/png;base64,${png.toString("base64")}"`);
    }),
  );
  return spliced(svg, tags, replaced);
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

/** A filtered shape as an `<image>` of the same box: the shape alone, with the document's defs, drawn by resvg. */
function filteredAsImage(shape: string, defs: string): string {
  const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
  const box = new Resvg(`<svg ${NS}>${defs}${shape}</svg>`).getBBox();
  if (!box || box.width <= 0 || box.height <= 0) return "";
  const viewBox = `${box.x} ${box.y} ${box.width} ${box.height}`;
  const tile = new Resvg(
    `<svg ${NS} width="${box.width}" height="${box.height}" viewBox="${viewBox}">${defs}${shape}</svg>`,
    {
      fitTo: { mode: "zoom", value: FILTER_RESOLUTION },
      font: { loadSystemFonts: false },
    },
  ).render();
  const transform = /\stransform="[^"]*"/u.exec(shape)?.[0] ?? "";
  const href = `data:image/png;base64,${Buffer.from(tile.asPng()).toString("base64")}`;
  return `<image x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"${transform} preserveAspectRatio="none" xlink:href="${href}"/>`;
}

function readyFilters(svg: string): string {
  const shapes = [...svg.matchAll(FILTERED_SHAPE)];
  if (shapes.length === 0) return svg;
  const defs = [...svg.matchAll(DEFS)].map(([text]) => text).join("");
  return spliced(
    svg,
    shapes,
    shapes.map(([shape]) => filteredAsImage(shape, defs)),
  );
}

export const pdfReadySvg = async (svg: string): Promise<string> => readyImages(readyFilters(svg));
