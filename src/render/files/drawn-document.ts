// What a document renderer hands the file writers: its pages as standalone SVGs (type outlined), and the names
// the files carry. PDF takes every page; SVG and the raster formats take one.
import type { PdfPage } from "./pdf-writer.js";

export interface DrawnDocument {
  /** In print order; each page's `title` is its PDF outline entry and page label. */
  readonly pages: readonly PdfPage[];
  /** The files' name without its extension, e.g. "halden-rail-brand-book" (pages add "-{n}-{page-slug}"). */
  readonly filename: string;
  /** PDF metadata. */
  readonly title: string;
  readonly author: string;
}
