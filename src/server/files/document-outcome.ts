// What a document drawn on a file-pool thread (document-task.ts) sends back: apart from the drawing, so the
// route does not load PDFKit, resvg or the renderers into the server process.
import type { FileFormat, RasterScale } from "../../contract/index.js";
import type { FileRefusal } from "./refusal.js";

export interface DocumentTask {
  /** The document's kind: which renderer draws it (document-kinds.ts). */
  readonly kind: string;
  /** The request body, as UTF-8 text. */
  readonly text: string;
  readonly format: FileFormat;
  /** Every format but PDF: the page to draw, 1-based (checked against the document's pages on the thread). */
  readonly page: number;
  readonly scale: RasterScale;
}

export type DocumentOutcome =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly filename: string }
  | FileRefusal;
