// Lines are put together from shaped words (src/render/text/words.ts) only where that is exact: for every
// bundled face, sentences full of what fonts treat in context across spaces — kerning with the space, Inter's
// case-aware punctuation and digits, ligatures, marks, fallback scripts — come out glyph for glyph as the same
// text shaped whole, and measure the same.
import { describe, expect, it } from "vitest";
import { createFontBook, type ShapedRun } from "../../../src/render/text/book.js";
import { BUNDLED_FAMILIES } from "../../../src/render/text/faces.js";
import { readBundledFont as read } from "../../../src/render/text/node-fonts.js";
import { wordsOf } from "../../../src/render/text/words.js";

const WORDS = [
  "the",
  "by",
  "T.",
  "V.",
  "AVA",
  "Yvonne",
  "2027",
  "2027.",
  "24",
  "1",
  "x",
  "=",
  "—",
  "–",
  "-",
  "|",
  ":",
  "09:30",
  "(a)",
  "“quoted”",
  "$9.99",
  "€12",
  "50%",
  "→",
  "…",
  "Wall,",
  "P.O.",
  "L’Avenue",
  "AT&T",
  "office",
  "ffl",
  "Ünïcödé",
  "naïve",
  "Æsir",
  "ĳssel",
  "Tokyo",
  "東京",
  "Каждый",
  "Ελλάδα",
  "¿qué?",
  "½",
  "Q3",
  "−4.2M",
  "98.7%",
  "Ta",
  "To",
  "LT",
  "7",
  "4.",
  "r.",
  "f,",
  "y.",
  "🚆",
  "👩‍💻",
  "🇯🇵",
  "รถไฟ",
  "ตรงเวลา",
  "chuyến",
  "đúng",
  "모든",
  "열차가",
  "a\u0301",
  '"',
  "'",
  "Co.",
  "नमस्ते",
  "कार्य",
  "र्क",
  "धर्म",
  "प्रश्न",
  "क्षेत्र",
  "कि",
  "निर्माण",
  "स्थान",
  "क़िला",
  "२०२७",
  "।",
  "हिंदी",
  "ॐ",
];

/** Sentences of 2–9 words from WORDS, drawn by a fixed linear congruential sequence. */
function sentences(count: number): string[] {
  let seed = 20261125;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  return Array.from({ length: count }, () => {
    const words = Array.from(
      { length: 2 + Math.floor(next() * 8) },
      () => WORDS[Math.floor(next() * WORDS.length)],
    );
    return words.join(next() < 0.1 ? "  " : " ");
  });
}

/** Glyph for glyph the same, positions to a millionth of a unit (sums of fallback advances may differ in the last bit). */
function expectSameRun(words: ShapedRun, whole: ShapedRun, text: string): void {
  const simple = (run: ShapedRun) => ({
    ...run,
    advance: Math.round(run.advance * 1e6),
    glyphs: run.glyphs.map((g) => ({ ...g, x: Math.round(g.x * 1e6) })),
  });
  expect(simple(words), text).toEqual(simple(whole));
}

describe("lines put together from words", () => {
  const byWords = createFontBook(read);
  const whole = createFontBook(read, { wholeLines: true });
  const texts = sentences(40);

  it.each(
    BUNDLED_FAMILIES.flatMap((family) => family.weights.map((weight) => [family.family, weight] as const)),
  )("shape and measure as the whole line in %s %i", (family, weight) => {
    const role = { family, weight, fallback: "sans-serif" };
    for (const text of texts) {
      expectSameRun(byWords.face(role).shape(text), whole.face(role).shape(text), text);
      expect(byWords.face(role).measure(text, 37, 0.05)).toBeCloseTo(
        whole.face(role).measure(text, 37, 0.05),
        9,
      );
    }
  });

  it("cut after spaces, keeping a word without a letter with its neighbours and a mark with its letter", () => {
    expect(wordsOf("Reliable rail, part 12")).toEqual(["Reliable ", "rail, ", "part 12"]);
    expect(wordsOf("A b … c d")).toEqual(["A ", "b … c ", "d"]);
    expect(wordsOf("A … “B” — 24 c")).toEqual(["A … “B” — 24 c"]);
    expect(wordsOf("x  \u0301y z")).toEqual(["x  \u0301y ", "z"]);
    expect(wordsOf("one")).toEqual(["one"]);
  });
});
