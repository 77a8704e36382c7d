// What a deck drawn on a file-pool thread (deck-task.ts) sends back, and its reading on the event loop's side,
// apart from the drawing so that the route does not load PDFKit and PptxGenJS into the server process.

import { ApiError } from "../../contract/api-error.js";
import type { DeckFormat, ErrorCode, Issue, Warning } from "../../contract/index.js";

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
  | {
      readonly ok: false;
      readonly code: ErrorCode;
      readonly message: string;
      readonly field: string;
      readonly issues: readonly Issue[];
      readonly omitted: number;
    };

/** The file of an outcome, or its refusal thrown again on the event loop's side. */
export function deckFileOf(outcome: DeckOutcome): Extract<DeckOutcome, { ok: true }> {
  if (outcome.ok) return outcome;
  throw new ApiError(outcome.code, outcome.message, outcome.field, outcome.issues, {}, outcome.omitted);
}
