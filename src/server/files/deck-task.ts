// A deck drawn in the file pool: the body validated and every slide rendered on the pool's thread, so neither
// a deck of fifty slides nor its caller images hold up the event loop. What crosses back between threads is
// plain data: the file, or the error body's parts for the route to throw again.
import type { DeckFormat, ErrorCode, Issue, Warning } from "../../contract/index.js";
import { ApiError } from "../../generate/api-error.js";
import { renderDeck } from "../../generate/deck.js";
import { validateDeckText } from "../../generate/deck-validate.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";

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

/** Runs on a pool thread: the deck's file, or the refusal of its body. */
export async function drawDeck({ text, format }: DeckTask): Promise<DeckOutcome> {
  try {
    const deck = validateDeckText(text);
    return { ok: true, ...(await renderDeck(deck, format, defaultFontBook())) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { code, message, field, issues, omittedIssues } = error;
    return { ok: false, code, message, field, issues, omitted: omittedIssues };
  }
}

/** The file of an outcome, or its refusal thrown again on the event loop's side. */
export function deckFileOf(outcome: DeckOutcome): Extract<DeckOutcome, { ok: true }> {
  if (outcome.ok) return outcome;
  throw new ApiError(outcome.code, outcome.message, outcome.field, outcome.issues, {}, outcome.omitted);
}
