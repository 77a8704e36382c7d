// SVG pages as one vector PDF, wherever it runs: pdfkit writes the pages (its Node build on the server, its
// browser build in the Studio) and svg-to-pdfkit draws each SVG's paths, gradients, clips and images into them,
// so outlined glyphs stay vectors. One SVG pixel is one PDF point, as design tools export. The creation date is
// fixed (pdfkit derives the file ID from it), so identical input gives identical bytes on one platform (the
// server's zlib and the browser build's deflate compress differently).
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import { type PdfRasters, pdfReadySvg } from "./pdf-ready.js";

export interface PdfPage {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** The page's label and outline entry (a deck's slide title). */
  readonly title: string;
}

export interface PdfMeta {
  readonly title: string;
  readonly author: string;
}

/** The document catalog pdfkit keeps (not in its types): where /PageLabels goes. */
interface PdfCatalog {
  _root: { data: Record<string, unknown> };
}

/** No clock in a renderer: every PDF is dated the same. */
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));

/** Longest title a page label carries, in characters: labels show in a viewer's narrow page box. */
const LABEL_TITLE_CHARS = 60;

/** A page's label: its number and title ("3 · Agenda"), so a viewer's page box and thumbnails name the slide. */
function pageLabel(index: number, title: string): string {
  const cut = title.length > LABEL_TITLE_CHARS ? `${title.slice(0, LABEL_TITLE_CHARS - 1)}…` : title;
  return cut === "" ? String(index + 1) : `${index + 1} · ${cut}`;
}

/**
 * The catalog's /PageLabels number tree (PDF 32000-1 §12.4.2), one entry per page: a prefix alone, no
 * numbering style. pdfkit writes a String object as a text string and a plain string as a name.
 */
function pageLabels(pages: readonly PdfPage[]): { Nums: unknown[] } {
  return { Nums: pages.flatMap((page, index) => [index, { P: new String(pageLabel(index, page.title)) }]) };
}

/** What pdfkit keeps of an opened image (not in its types): PNGs finish embedding after an inflate. */
interface PdfImage {
  obj?: unknown;
  embed(doc: PDFKit.PDFDocument): void;
  finalize?: () => unknown;
}
type ImageOpener = { openImage(src: string): PdfImage };

const IMAGE_HREF = /href="(data:image\/(?:png|jpeg);base64,[^"]*)"/gu;

/**
 * Every image the pages draw embedded one after another, in the order they appear, before a page is drawn. A PNG
 * with alpha finishes embedding after an asynchronous inflate, and pdfkit numbers and writes its objects as each
 * finishes: left to race, two such images swap places between runs. svg-to-pdfkit then finds each image in
 * pdfkit's registry (keyed by its data URL), already embedded.
 */
async function embedImages(doc: PDFKit.PDFDocument, svgs: readonly string[]): Promise<void> {
  const hrefs = new Set(
    svgs.flatMap((svg) => [...svg.matchAll(IMAGE_HREF)].map((match) => match[1] as string)),
  );
  for (const href of hrefs) {
    const image = (doc as unknown as ImageOpener).openImage(href);
    if (image.obj) continue;
    const finalize = image.finalize;
    if (!finalize) {
      image.embed(doc);
      continue;
    }
    await new Promise<void>((resolve) => {
      image.finalize = () => {
        const result = finalize.call(image);
        resolve();
        return result;
      };
      image.embed(doc);
    });
  }
}

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * One page per SVG, in order, each sized to its SVG; with several, an outline entry and a page label per page
 * (a deck's slide titles).
 */
export async function writePdf(
  pages: readonly PdfPage[],
  meta: PdfMeta,
  rasters: PdfRasters,
): Promise<Uint8Array> {
  const svgs = await Promise.all(pages.map((page) => pdfReadySvg(page.svg, rasters)));
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: "Marque",
      Producer: "Marque",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
    displayTitle: true,
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(joined(chunks)));
    doc.on("error", reject);
  });
  await embedImages(doc, svgs);
  pages.forEach((page, index) => {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    SVGtoPDF(doc, svgs[index] as string, 0, 0, {
      width: page.width,
      height: page.height,
      assumePt: true,
      // What svg-to-pdfkit cannot draw (filters) it would print to the console: nothing a caller sends is logged.
      warningCallback: () => {},
    });
    if (pages.length > 1) doc.outline.addItem(page.title);
  });
  if (pages.length > 1) (doc as unknown as PdfCatalog)._root.data.PageLabels = pageLabels(pages);
  doc.end();
  return done;
}
