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

export interface PdfMeta {
  readonly title: string;
  readonly author: string;
}

/** No clock in a renderer: every PDF is dated the same. */
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));

/** One page per SVG, in order, each sized to its SVG, with an outline entry per page when there are several. */
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
  doc.end();
  return done;
}
