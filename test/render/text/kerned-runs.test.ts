// Kerned runs (src/render/text/kerned-runs.ts) must be fontkit's own layout: on every bundled file a face draws
// from, every text the shortcut takes — words of the corpus, random strings of the file's Latin characters, and
// texts built to meet each substitution it must leave alone — lays out to the same glyphs and positions as the
// same file left as fontkit made it. And it must take the words real titles are made of.
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { kernedLayout } from "../../../src/render/text/kerned-runs.js";
import { readBundledSfnt as read } from "../../../src/render/text/node-fonts.js";
import { tuneLookups } from "../../../src/render/text/opentype-lookups.js";
import { BRAND_PACKAGES } from "../../../src/render/text/packages.js";
import { fontPackage, nearestWeight, subsetFile } from "../../../src/render/text/registry.js";
import { bundledFiles, CORPUS, ownStrings } from "../../support/bundled-fonts.js";

/** Texts that meet what the shortcut must leave to fontkit: ligatures, dotless i, fractions, ignorables. */
const EDGES = [
  "office ffi ffl fl ft fj Th st ct",
  "i\u0307 i\u0301 j\u0301 ı",
  "1/2 1\u20442 3\u2044 \u00bd 10\u204450",
  "soft\u00adhyphen zero\u200bwidth join\u200dhere",
  "a->b <= >= != == ... -- --- :: ** ++ // www",
  "1x2 3 x 4 0x1F 12:30 H2O",
  "Straße ǅemal Ĳssel ŉ ǈ ǋ ȸ ȹ",
  "‘quoted’ “double” ‹single› «double» „low“ ‚low‘",
  "– — ‒ ‐ ‑ † ‡ • ‣ ․ ‥ … ‧ ‰ ‱ ′ ″ ‴ ‵ ⁂ ⁄ ⁇ ⁈ ⁉",
  "€12 £3 ¥4 ₹5 ₽6 ₿7 ¢ ¤ ₤ ₩ ₪ ₫ ₭ ₮ ₱ ₲ ₴ ₵ ₸ ₺ ₼",
];

/** Strings of the file's characters the shortcut may take (Latin, punctuation, currency). */
function latinStrings(font: Font, count: number, seed: number): string[] {
  const latin = (point: number) =>
    (point >= 0x20 && point <= 0x24f) ||
    (point >= 0x2010 && point <= 0x205e) ||
    (point >= 0x20a0 && point <= 0x20c0);
  const characters = font.characterSet.filter(latin);
  if (characters.length === 0) return [];
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return Array.from({ length: count }, () => {
    const length = 2 + Math.floor(next() * 12);
    return String.fromCodePoint(
      ...Array.from({ length }, () => characters[Math.floor(next() * characters.length)] as number),
    );
  });
}

const layoutOf = (run: {
  glyphs: { id: number }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}) => ({
  glyphs: run.glyphs.map((glyph) => glyph.id),
  positions: run.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]),
});

describe("kerned runs", () => {
  it.each(bundledFiles())("lay out %s as fontkit does", (file) => {
    const bytes = read(file);
    const plain = create(Buffer.from(bytes)) as Font;
    const fast = tuneLookups(create(Buffer.from(bytes)) as Font);
    const texts = [
      ...CORPUS.flatMap((text) => [text, ...text.split(" ")]),
      ...EDGES.flatMap((text) => [text, ...text.split(" ")]),
      ...latinStrings(plain, 300, file.length),
      ...ownStrings(plain, 60, file.length + 1),
    ];
    let taken = 0;
    for (const text of texts) {
      const kerned = kernedLayout(fast, text);
      if (!kerned) continue;
      taken++;
      expect(layoutOf(kerned), text).toEqual(layoutOf(plain.layout(text, [], undefined, undefined, "ltr")));
    }
    // A face's Latin file is what the shortcut is for: it must have been taken, and so checked.
    if (/-latin-\d/.test(file)) expect(taken).toBeGreaterThan(texts.length / 10);
  });

  // 7–13 s a face alone; one took 51 s beside the browser tests on a loaded machine.
  it.each(BRAND_PACKAGES)(
    "lay out every pair of %s's Latin characters as fontkit does",
    (slug) => {
      const file = subsetFile(slug, "latin", nearestWeight(fontPackage(slug).weights, 400));
      const plain = create(Buffer.from(read(file))) as Font;
      const fast = tuneLookups(create(Buffer.from(read(file))) as Font);
      const characters = plain.characterSet
        .filter((point) => point >= 0x20 && point <= 0x24f)
        .map((point) => String.fromCodePoint(point));
      let taken = 0;
      for (const first of characters) {
        for (const second of characters) {
          const kerned = kernedLayout(fast, first + second);
          if (!kerned) continue;
          taken++;
          const expected = plain.layout(first + second, [], undefined, undefined, "ltr");
          expect(layoutOf(kerned), first + second).toEqual(layoutOf(expected));
        }
      }
      expect(taken).toBeGreaterThan(characters.length ** 2 / 2);
    },
    120_000,
  );

  it("take the words of Latin titles, and leave ligatures, marks and fractions to fontkit", () => {
    const font = tuneLookups(create(Buffer.from(read(subsetFile("inter", "latin", 700)))) as Font);
    for (const word of ["part 1234567", "Reliable ", "rail ", "growing ", "region, ", "€12.50"])
      expect(kernedLayout(font, word), word).toBeDefined();
    const serif = tuneLookups(create(Buffer.from(read(subsetFile("ibm-plex-serif", "latin", 400)))) as Font);
    for (const word of ["office", "i\u0301", "1\u20442", "soft\u00adhyphen", "كل", "Ελλάδα"])
      expect(kernedLayout(serif, word), word).toBeUndefined();
  });
});
