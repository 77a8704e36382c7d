// What a deck drawn on a file-pool thread (deck-task.ts) sends back: apart from the drawing, so that the route
// does not load PDFKit and PptxGenJS into the server process.
import type { DeckFormat, Warning } from "../../contract/index.js";
import type { FileRefusal } from "./refusal.js";

export interface DeckTask {
  /** The request body, as UTF-8 text. */
  readonly text: string;
  readonly format: DeckFormat;
}

export type DeckOutcome =
  | {
      readonly ok: true;
      readonly bytes: Uint8Array;
      readonly filename: string;
      readonly warnings: readonly Warning[];
    }
  | FileRefusal;
