// An SVG artifact as a vector PDF: pdfkit writes the page and svg-to-pdfkit draws the SVG's paths, gradients,
// clips and images into it, so outlined glyphs stay vectors. One SVG pixel is one PDF point, as design tools
// export. The creation date is fixed (pdfkit derives the file ID from it), so identical input gives identical
// bytes.
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import { pdfReadySvg } from "./pdf-ready.js";

export interface PdfPage {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** The page's label and outline entry (a deck's slide title). */
  readonly title: string;
}

/** The document catalog pdfkit keeps (not in its types): where /PageLabels goes. */
interface PdfCatalog {
  _root: { data: Record<string, unknown> };
}

export interface PdfMeta {
  readonly title: string;
  readonly author: string;
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

/**
 * One page per SVG, in order, each sized to its SVG; with several, an outline entry and a page label per page
 * (a deck's slide titles).
 */
export async function svgPagesToPdf(pages: readonly PdfPage[], meta: PdfMeta): Promise<Buffer> {
  const svgs = await Promise.all(pages.map((page) => pdfReadySvg(page.svg)));
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
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
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
