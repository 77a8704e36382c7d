// What a brand book drawn on a file-pool thread (brand-book-task.ts) sends back: apart from the drawing, so the
// route does not load PDFKit or resvg into the server process.
import type { BrandBookFormat } from "../../contract/index.js";
import type { FileRefusal } from "./refusal.js";

export interface BrandBookTask {
  /** The request body, as UTF-8 text. */
  readonly text: string;
  readonly format: BrandBookFormat;
  /** PNG: the page to draw, 1-based (checked against the book's pages on the thread). */
  readonly page: number;
}

export type BrandBookOutcome =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly filename: string }
  | FileRefusal;
