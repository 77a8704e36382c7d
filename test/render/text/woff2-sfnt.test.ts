// The server parses the plain font inside each bundled WOFF2 file (woff2-sfnt.ts); the Studio parses the WOFF2
// file itself. Both must draw the same: on every bundled file, every glyph's outline and advance and the layout
// of texts of the file's own characters (marks, ligatures, fallback mark positions included) are fontkit's for
// the WOFF2 file. And a broken file is refused with a RangeError, never read past its end.
import { brotliDecompressSync } from "node:zlib";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { readBundledFont, readBundledSfnt } from "../../../src/render/text/node-fonts.js";
import { isWoff2, sfntOfWoff2 } from "../../../src/render/text/woff2-sfnt.js";
import { bundledFiles, CORPUS, ownStrings } from "../../support/bundled-fonts.js";

const unbrotli = (compressed: Uint8Array) => brotliDecompressSync(compressed);
const parse = (bytes: Uint8Array) =>
  create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as Font;

/** The glyphs and positions of a text, or the error fontkit throws (some Arabic marks lack an anchor). */
const layoutOf = (font: Font, text: string) => {
  let run: ReturnType<Font["layout"]>;
  try {
    run = font.layout(text, [], undefined, undefined, "ltr");
  } catch (error) {
    return String(error);
  }
  return run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    return [glyph.id, position?.xAdvance, position?.xOffset, position?.yOffset];
  });
};

describe("WOFF2 unwrapped for the server", () => {
  it.each(bundledFiles())("%s draws as fontkit draws the WOFF2 file", (file) => {
    const woff2 = readBundledFont(file);
    const sfnt = readBundledSfnt(file);
    expect(isWoff2(woff2)).toBe(true);
    expect(isWoff2(sfnt)).toBe(false);
    const original = parse(woff2);
    const plain = parse(sfnt);
    expect(plain.numGlyphs).toBe(original.numGlyphs);
    expect(plain.unitsPerEm).toBe(original.unitsPerEm);
    expect(plain.characterSet).toEqual(original.characterSet);
    for (let id = 0; id < original.numGlyphs; id++) {
      const want = original.getGlyph(id);
      const got = plain.getGlyph(id);
      expect(got.path.toSVG(), `glyph ${id}`).toBe(want.path.toSVG());
      expect(got.advanceWidth, `glyph ${id}`).toBe(want.advanceWidth);
    }
    for (const text of [...CORPUS, ...ownStrings(original, 40, file.length)])
      expect(layoutOf(plain, text), text).toEqual(layoutOf(original, text));
  });

  it("refuses a file it cannot read with a RangeError", () => {
    const file = readBundledFont("@fontsource/inter/files/inter-latin-400-normal.woff2");
    expect(() => sfntOfWoff2(file.subarray(0, file.byteLength - 100), unbrotli)).toThrow(RangeError);
    expect(() => sfntOfWoff2(file.subarray(0, 60), unbrotli)).toThrow(RangeError);
    const collection = file.slice();
    new DataView(collection.buffer).setUint32(4, 0x74746366);
    expect(() => sfntOfWoff2(collection, unbrotli)).toThrow(/collection/);
    expect(() => sfntOfWoff2(new Uint8Array(64), unbrotli)).toThrow(/not a WOFF2/);
  });
});
