// Direction: the Unicode Bidirectional Algorithm (bidi-js) resolves an embedding level per character, and runs
// are put in visual order (rule L2) — so Arabic and Hebrew read right to left, numbers inside them stay left to
// right, and brackets in right-to-left text are mirrored.
import bidiModule from "bidi-js";

export type Direction = "ltr" | "rtl";

// The package's types describe its ES module build; Node loads the CommonJS one, whose export is that same
// factory function, so the default import is the factory at run time either way.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/**
 * Characters that can make anything right to left: the Hebrew, Arabic, Syriac, Thaana, N'Ko and other RTL
 * blocks, their presentation forms, and the explicit RTL marks and embeddings. Text without any is all
 * left to right in a left-to-right paragraph, and needs no run of the algorithm.
 */
const RTL =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** Whether `text` has a character that can make anything right to left (see RTL). */
export const hasRightToLeft = (text: string): boolean => RTL.test(text);

/** The direction of a paragraph: that of its first strong character (left to right when it has none). */
export function paragraphDirection(text: string): Direction {
  if (!RTL.test(text)) return "ltr";
  const level = bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? "rtl" : "ltr";
}

/** The embedding level of every UTF-16 unit of `text` set in a paragraph of direction `base`. */
export function embeddingLevels(text: string, base: Direction): Uint8Array {
  if (base === "ltr" && !RTL.test(text)) return new Uint8Array(text.length);
  return bidi.getEmbeddingLevels(text, base).levels;
}

/** `char` as drawn in right-to-left text: its mirror image when it has one ("(" → ")"). */
export function mirrored(char: string): string {
  return bidi.getMirroredCharacter(char) ?? char;
}

/** Indices of items with `levels` in visual (left-to-right) order: rule L2, at the granularity of runs. */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if ((levels[order[i] as number] as number) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (levels[order[j] as number] as number) >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
