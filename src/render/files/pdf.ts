// The server's PDFs: the shared writer with resvg and sharp for what must become pixels.
import { serverPdfRasters } from "./pdf-rasters.js";
import { type PdfMeta, type PdfPage, writePdf } from "./pdf-writer.js";

export type { PdfMeta, PdfPage } from "./pdf-writer.js";

/** SVG pages as one vector PDF (see pdf-writer.ts). */
export async function svgPagesToPdf(pages: readonly PdfPage[], meta: PdfMeta): Promise<Buffer> {
  const bytes = await writePdf(pages, meta, serverPdfRasters);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}
