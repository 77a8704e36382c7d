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
import { subsetFile } from "../../../src/render/text/registry.js";
import { bundledFiles, CORPUS, ownStrings } from "../../support/bundled-fonts.js";

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
  it.each(bundledFiles())("shape %s as fontkit does", (file) => {
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
