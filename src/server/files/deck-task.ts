// A deck drawn in the file pool: the body validated and every slide rendered on the pool's thread, so neither
// a deck of fifty slides nor its caller images hold up the event loop. What crosses back between threads is
// plain data (deck-outcome.ts): the file, or the error body's parts for the route to throw again. Only the pool's
// threads load this module, and with it PDFKit and PptxGenJS (~28 MB of a process's memory).
import { renderDeck } from "../../generate/deck.js";
import { validateDeckText } from "../../generate/deck-validate.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import type { DeckOutcome, DeckTask } from "./deck-outcome.js";
import { refusalOf } from "./refusal.js";

/** Runs on a pool thread: the deck's file, or the refusal of its body. */
export async function drawDeck({ text, format }: DeckTask): Promise<DeckOutcome> {
  try {
    const deck = validateDeckText(text);
    return { ok: true, ...(await renderDeck(deck, format, defaultFontBook())) };
  } catch (error) {
    return refusalOf(error);
  }
}
