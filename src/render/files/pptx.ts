// Slides as a PPTX: pptxgenjs writes the presentation, one slide per SVG, each holding its SVG as a picture
// with the PNG PowerPoint shows where it draws no SVG (Office's svgBlip extension), and the slide's speaker
// notes. In Node pptxgenjs puts a placeholder where that PNG goes, and dates the file and its zip entries with
// the clock: the package is opened again, each placeholder replaced by resvg's PNG of its slide and every date
// fixed, so identical input gives identical bytes.
import { strFromU8, strToU8, unzipSync, type Zippable, zipSync } from "fflate";
import pptxgenjs from "pptxgenjs";
import { encodePng, rasterize } from "./raster.js";

// The package's types are CommonJS (a namespace whose default is the class); its ESM build, which Node loads,
// exports the class itself.
const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default;

export interface PptxSlide {
  readonly svg: string;
  /** The slide's picture's alternative text (its title). */
  readonly title: string;
  readonly notes?: string;
}

export interface PptxMeta {
  readonly title: string;
  readonly author: string;
  /** Every slide's size in SVG pixels. */
  readonly width: number;
  readonly height: number;
}

/** SVG pixels an inch: 1600×900 is PowerPoint's widescreen page, 13.333 × 7.5 in. */
const PIXELS_PER_INCH = 120;

/**
 * No clock in a renderer: every file is dated the same. Zip dates are local (MS-DOS) fields, written from the
 * Date's local time: local midnight writes 2000-01-01 00:00 in every time zone.
 */
const FIXED_DATE = new Date(2000, 0, 1);
const FIXED_W3CDTF = "2000-01-01T00:00:00Z";

const base64Svg = (svg: string) => `image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** The zip entry of the PNG beside slide `n`'s SVG, read from the slide's relationships. */
function fallbackEntry(files: Record<string, Uint8Array>, n: number): string {
  const rels = files[`ppt/slides/_rels/slide${n}.xml.rels`];
  const target = rels && /Target="\.\.\/media\/([^"]+\.png)"/u.exec(strFromU8(rels))?.[1];
  if (!target) throw new Error(`pptxgenjs wrote no PNG fallback for slide ${n}`);
  return `ppt/media/${target}`;
}

/** The package with each slide's PNG in place and fixed dates, its entries in pptxgenjs's order. */
function repacked(written: Uint8Array, pngs: readonly Uint8Array[]): Buffer {
  const files = unzipSync(written);
  const replaced = new Map(pngs.map((png, index) => [fallbackEntry(files, index + 1), png]));
  const entries: Zippable = {};
  for (const [name, data] of Object.entries(files)) {
    if (name.endsWith("/")) continue; // folder entries: a package needs none
    let bytes = replaced.get(name) ?? data;
    if (name === "docProps/core.xml") {
      const xml = strFromU8(data).replace(
        /(<dcterms:(?:created|modified)\b[^>]*>)[^<]*/gu,
        (_, open: string) => `${open}${FIXED_W3CDTF}`,
      );
      bytes = strToU8(xml);
    }
    // PNGs are compressed already; XML and SVG shrink several times.
    entries[name] = [bytes, { level: name.endsWith(".png") ? 0 : 6, mtime: FIXED_DATE }];
  }
  return Buffer.from(zipSync(entries));
}

/** One slide per SVG, in order, each the page's whole picture, with its notes. */
export async function svgSlidesToPptx(slides: readonly PptxSlide[], meta: PptxMeta): Promise<Buffer> {
  const pptx = new PptxGenJS();
  const w = meta.width / PIXELS_PER_INCH;
  const h = meta.height / PIXELS_PER_INCH;
  pptx.defineLayout({ name: "MARQUE", width: w, height: h });
  pptx.layout = "MARQUE";
  pptx.title = meta.title;
  pptx.author = meta.author;
  pptx.company = meta.author;
  pptx.subject = meta.title;
  for (const slide of slides) {
    const page = pptx.addSlide();
    page.addImage({ data: base64Svg(slide.svg), x: 0, y: 0, w, h, altText: slide.title });
    if (slide.notes) page.addNotes(slide.notes);
  }
  const written = (await pptx.write({ outputType: "uint8array", compression: false })) as Uint8Array;
  const pngs = await Promise.all(slides.map((slide) => encodePng(rasterize(slide.svg, 1))));
  return repacked(written, pngs);
}
