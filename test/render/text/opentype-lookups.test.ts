// fontkit's lookups as Marque tunes them (src/render/text/opentype-lookups.ts) must shape exactly as fontkit
// does, except where fontkit throws on a mark with no anchor: every bundled file a face draws from — each brand family's every subset, Latin at every weight, each
// fallback script, the CJK and emoji slices that real text opens — shapes a corpus of words from every
// script and random strings of the file's own characters to the same glyphs and positions as the same file
// left as fontkit made it.
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { createFontBook } from "../../../src/render/text/book.js";
import { readBundledFont as read } from "../../../src/render/text/node-fonts.js";
import { tuneLookups } from "../../../src/render/text/opentype-lookups.js";
import { BRAND_PACKAGES, FALLBACK_PACKAGES } from "../../../src/render/text/packages.js";
import { fontPackage, nearestWeight, subsetFile } from "../../../src/render/text/registry.js";

const CORPUS = [
  "Reliable rail, part 12",
  "AVA Tokyo “quoted” — 2027. office ffl ﬁ T. V. Yvonne",
  "09:30 → $9.99 €12 50% −4.2M ½ Q3 (a) [B] {c} 1/2 3×4 a->b <= >= != === ... ---",
  "Ünïcödé naïve Æsir ĳssel L’Avenue AT&T P.O. a\u0301 n\u0303 \u00ad",
  "Каждый поезд Ελλάδα ἀρχή chuyến đúng giờ",
  "كل قطار في الموعد ١٢٣ لا",
  "כל רכבת בזמן",
  "हर ट्रेन समय पर क्षत्रिय",
  "รถไฟทุกขบวนตรงเวลา ที่",
  "東京の電車は時間通り 每列火车都准时 모든 열차가 제시간에",
  "🚆 👩‍💻 🇯🇵 ✈️",
];

/** Every file worth checking: brand subsets and weights, fallbacks' own scripts, and the slices text opens. */
function files(): string[] {
  const paths = new Set<string>();
  for (const slug of BRAND_PACKAGES) {
    const { weights, subsets } = fontPackage(slug);
    for (const weight of weights) paths.add(subsetFile(slug, "latin", weight));
    for (const subset of subsets) paths.add(subsetFile(slug, subset.name, nearestWeight(weights, 400)));
  }
  for (const slug of FALLBACK_PACKAGES) {
    const { weights, subsets } = fontPackage(slug);
    for (const subset of subsets.filter((s) => !/^\d+$/.test(s.name))) {
      for (const weight of new Set([nearestWeight(weights, 400), nearestWeight(weights, 700)])) {
        paths.add(subsetFile(slug, subset.name, weight));
      }
    }
  }
  const book = createFontBook((file) => {
    paths.add(file);
    return read(file);
  });
  for (const han of ["ja", "zh", "ko"] as const) {
    for (const family of ["Inter", "IBM Plex Serif"]) {
      for (const text of CORPUS)
        book.face({ family, weight: 400, fallback: "sans-serif" }).shape(text, { han });
    }
  }
  return [...paths].sort();
}

/** Strings of 1–10 characters the file draws, with spaces and punctuation, by a fixed sequence. */
function ownStrings(font: Font, count: number, seed: number): string[] {
  const characters = font.characterSet.filter((c) => c > 0x20 && (c < 0xd800 || c > 0xdfff));
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const extra = [0x20, 0x2e, 0x2c, 0x2d, 0x3a, 0x30, 0x31, 0x37];
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 10);
    const points = Array.from({ length }, () =>
      next() < 0.15
        ? (extra[Math.floor(next() * extra.length)] as number)
        : (characters[Math.floor(next() * characters.length)] as number),
    );
    return String.fromCodePoint(...points);
  });
}

interface Shaped {
  glyphs?: number[][];
  positions?: number[][];
  error?: string;
}

/** Glyphs and positions, or the error fontkit throws. */
function shaped(font: Font, text: string, direction: "ltr" | "rtl"): Shaped {
  try {
    const run = font.layout(text, [], undefined, undefined, direction);
    return {
      glyphs: run.glyphs.map((g) => [g.id, ...g.codePoints]),
      positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]),
    };
  } catch (error) {
    return { error: String(error) };
  }
}

/** fontkit's failure on a mark whose base has no anchor for it (the one the tuning removes). */
const EMPTY_ANCHOR = "Cannot read properties of null (reading 'xCoordinate')";

describe("fontkit's lookups, tuned", () => {
  it.each(files())("shape %s as fontkit does", (file) => {
    const bytes = read(file);
    const plain = create(Buffer.from(bytes)) as Font;
    const fast = tuneLookups(create(Buffer.from(bytes)) as Font);
    const texts = [...CORPUS, ...CORPUS.flatMap((t) => t.split(" ")), ...ownStrings(plain, 120, file.length)];
    for (const text of texts) {
      for (const direction of ["ltr", "rtl"] as const) {
        const expected = shaped(plain, text, direction);
        if (expected.error?.includes(EMPTY_ANCHOR)) {
          expect(shaped(fast, text, direction), `${direction} ${text}`).not.toHaveProperty("error");
        } else {
          expect(shaped(fast, text, direction), `${direction} ${text}`).toEqual(expected);
        }
      }
    }
  });

  it("leave a mark whose base has no anchor for it in place instead of failing the text", () => {
    const face = createFontBook(read).face({ family: "Inter", weight: 700, fallback: "sans-serif" });
    for (const text of ["ﲒݪࢪ", "ۛݻࣧػڥﳉ", "ࢦۇ࣍ﱔﳵﭤ"]) {
      const run = face.shape(text);
      expect(run.missing).toEqual([]);
      expect(run.glyphs.length).toBeGreaterThanOrEqual([...text].length);
      expect(run.advance).toBeGreaterThan(0);
    }
  });

  it("are in place on a face's files (fontkit's processors still where they were written against)", () => {
    const font = tuneLookups(create(Buffer.from(read(subsetFile("inter", "latin", 400)))) as Font);
    const plain = create(Buffer.from(read(subsetFile("inter", "latin", 400)))) as Font;
    const processors = (f: Font) =>
      (f as unknown as { _layoutEngine: { engine: Record<string, { applyLookups: unknown }> } })._layoutEngine
        .engine;
    for (const name of ["GSUBProcessor", "GPOSProcessor"]) {
      expect(processors(font)[name]?.applyLookups).toBeTypeOf("function");
      expect(processors(font)[name]?.applyLookups).not.toBe(processors(plain)[name]?.applyLookups);
    }
  });
});
