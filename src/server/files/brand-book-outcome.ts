// What a brand book drawn on a file-pool thread (brand-book-task.ts) sends back, and its reading on the event
// loop's side: apart from the drawing, so the route does not load PDFKit or resvg into the server process.
import { ApiError } from "../../contract/api-error.js";
import type { BrandBookFormat, ErrorCode, Issue } from "../../contract/index.js";

export interface BrandBookTask {
  /** The request body, as UTF-8 text. */
  readonly text: string;
  readonly format: BrandBookFormat;
  /** PNG: the page to draw, 1-based (checked against the book's pages on the thread). */
  readonly page: number;
}

export type BrandBookOutcome =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly filename: string }
  | {
      readonly ok: false;
      readonly code: ErrorCode;
      readonly message: string;
      readonly field: string;
      readonly issues: readonly Issue[];
      readonly omitted: number;
    };

/** The file of an outcome, or its refusal thrown again on the event loop's side. */
export function brandBookFileOf(outcome: BrandBookOutcome): Extract<BrandBookOutcome, { ok: true }> {
  if (outcome.ok) return outcome;
  throw new ApiError(outcome.code, outcome.message, outcome.field, outcome.issues, {}, outcome.omitted);
}
