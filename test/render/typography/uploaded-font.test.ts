// An uploaded font is checked and sanitized before the Studio keeps it (src/render/typography/uploaded-font.ts):
// WOFF2, WOFF and TTF come back as one plain font holding only the tables the type engine reads, drawing every
// basic Latin glyph exactly as the original does; a file that is not one usable face is refused with a reason.
import { brotliDecompressSync, inflateSync } from "node:zlib";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { FONT_UPLOAD_LIMITS } from "../../../src/contract/index.js";
import { readBundledFont, readBundledSfnt } from "../../../src/render/text/node-fonts.js";
import { BASIC_LATIN, KEPT_FONT_TABLES, sanitizeFont } from "../../../src/render/typography/uploaded-font.js";

const decoders = {
  unbrotli: (bytes: Uint8Array) => new Uint8Array(brotliDecompressSync(bytes)),
  inflate: async (bytes: Uint8Array) => new Uint8Array(inflateSync(bytes)),
};
const SERIF = "@fontsource/ibm-plex-serif/files/ibm-plex-serif-latin-700-normal";
const parse = (bytes: Uint8Array) => create(Buffer.from(bytes)) as Font;

/** The table tags of a plain font's directory. */
function tags(sfnt: Uint8Array): string[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) =>
    String.fromCharCode(...sfnt.subarray(12 + 16 * i, 16 + 16 * i)),
  );
}

const refusal = async (bytes: Uint8Array) => {
  const reading = await sanitizeFont(bytes, "upload.ttf", decoders);
  return reading.ok ? "accepted" : reading.problem;
};

describe("an uploaded font", () => {
  it.each([
    ["woff2", readBundledFont(`${SERIF}.woff2`)],
    ["woff", readBundledFont(`${SERIF}.woff`)],
    ["ttf", readBundledSfnt(`${SERIF}.woff2`)],
  ] as const)(
    "as %s is rebuilt from the tables the type engine reads, and draws as the original",
    async (format, bytes) => {
      const reading = await sanitizeFont(bytes, "plex.woff2", decoders);
      if (!reading.ok) throw new Error(reading.problem);
      const { font } = reading;
      expect(font).toMatchObject({ family: "IBM Plex Serif", format });
      const kept = tags(font.bytes);
      expect(kept.every((tag) => (KEPT_FONT_TABLES as readonly string[]).includes(tag))).toBe(true);
      expect(tags(readBundledSfnt(`${SERIF}.woff2`))).toEqual(
        expect.arrayContaining(["name", "gasp", "prep"]),
      );
      expect(kept).not.toContain("name");
      const original = parse(bytes);
      const sanitized = parse(font.bytes);
      for (const char of BASIC_LATIN) {
        const point = char.codePointAt(0) ?? 0;
        const [want, got] = [original.glyphForCodePoint(point), sanitized.glyphForCodePoint(point)];
        expect(got.path.toSVG(), char).toBe(want.path.toSVG());
        expect(got.advanceWidth, char).toBe(want.advanceWidth);
      }
      // Identical input, identical bytes.
      const again = await sanitizeFont(bytes, "plex.woff2", decoders);
      expect(again.ok && Buffer.from(again.font.bytes).equals(Buffer.from(font.bytes))).toBe(true);
    },
  );

  it("refuses what is not one face with glyphs for basic Latin, saying why", async () => {
    const woff2 = readBundledFont(`${SERIF}.woff2`);
    const sfnt = readBundledSfnt(`${SERIF}.woff2`);
    const collection = sfnt.slice();
    collection.set([0x74, 0x74, 0x63, 0x66]); // "ttcf"
    const noCmap = sfnt.slice();
    const cmap = tags(sfnt).indexOf("cmap");
    noCmap.set([0x78, 0x78, 0x78, 0x78], 12 + 16 * cmap); // the cmap record renamed "xxxx"
    expect(await refusal(new TextEncoder().encode("not a font ".repeat(10)))).toMatch(
      /not a WOFF2, WOFF, OTF or TTF/u,
    );
    expect(await refusal(collection)).toMatch(/collection/u);
    expect(await refusal(woff2.subarray(0, 400))).toMatch(/cannot be read/u);
    expect(await refusal(sfnt.subarray(0, 2000))).toMatch(/runs past the file's end/u);
    expect(await refusal(noCmap)).toMatch(/lacks its cmap table/u);
    expect(
      await refusal(
        readBundledFont("@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2"),
      ),
    ).toMatch(/no glyphs for basic Latin \(A B C/u);
    expect(await refusal(new Uint8Array(FONT_UPLOAD_LIMITS.bytes + 1))).toMatch(/at most/u);
  });
});
