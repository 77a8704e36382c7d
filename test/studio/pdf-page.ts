// A blank page's hook into the Studio's PDF writer (studio/runtime/pdf.ts), bundled by test/studio/pdf.test.ts.
import { toBase64 } from "../../src/contract/base64.js";
import { type PdfMeta, type PdfPage, pdfFromSvgPages } from "../../studio/runtime/pdf.js";

(window as unknown as { studioPdf(pages: PdfPage[], meta: PdfMeta): Promise<string> }).studioPdf = async (
  pages,
  meta,
) => toBase64(await pdfFromSvgPages(pages, meta));
