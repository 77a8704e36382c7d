// Reading the PDFs Marque writes with pdf-lib: the outline a viewer shows beside the pages.
import { PDFDict, type PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";

/** A PDF string object's text, or undefined for anything else. */
export const pdfText = (value: unknown): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** The outline's entries, in order (First, then Next). */
export function outlineTitles(pdf: PDFDocument): string[] {
  const titles: string[] = [];
  let item = pdf.catalog.lookup(PDFName.of("Outlines"), PDFDict).lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    titles.push(pdfText(item.lookup(PDFName.of("Title"))) ?? "");
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return titles;
}
