// Parsed font files are kept within a byte budget (region "parsed-fonts" of the cache set): past it, text reaching every slice of
// the Japanese font drops the files least recently drawn from, parsed again when next needed to the same
// glyphs; with room for all, none is read twice.
import { describe, expect, it } from "vitest";
import { createCaches } from "../../../src/cache/regions.js";
import { createFontBook } from "../../../src/render/text/book.js";
import { readBundledFont } from "../../../src/render/text/node-fonts.js";
import { fontPackage } from "../../../src/render/text/registry.js";

const sans = { family: "Inter", weight: 400, fallback: "sans-serif" };

/** Two characters of each numbered slice of Noto Sans JP (its CJK files), in the package's order. */
const slices = fontPackage("noto-sans-jp")
  .subsets.filter((subset) => /^\d+$/u.test(subset.name))
  .map((subset) => {
    const [[lo]] = [...subset.ranges.spans()] as [[number, number]];
    return { name: subset.name, text: String.fromCodePoint(lo, lo + 1) };
  });

/** A reader that counts the reads of each file. */
function countingReader() {
  const reads = new Map<string, number>();
  const read = (file: string) => {
    reads.set(file, (reads.get(file) ?? 0) + 1);
    return readBundledFont(file);
  };
  return { read, reads };
}

describe("the font book's parsed files", () => {
  it("are bounded: every Japanese slice drawn in turn drops the earliest, parsed again to the same glyphs", () => {
    expect(slices.length).toBeGreaterThan(100);
    const { read, reads } = countingReader();
    const book = createFontBook(read, { caches: createCaches() });
    const first = slices[0] as (typeof slices)[number];
    const before = book.face(sans).shape(first.text);
    const firstFile = [...reads.keys()].find((file) => file.includes(`noto-sans-jp-${first.name}-`));
    expect(firstFile).toBeDefined();
    for (const slice of slices) book.face(sans).shape(slice.text);
    expect([...reads.keys()].filter((file) => file.includes("noto-sans-jp-")).length).toBeGreaterThan(30);
    // The first, long unused, was dropped: drawing from it again reads it again, to the same glyphs.
    const after = book.face(sans).shape(`${first.text}${first.text}`);
    expect(reads.get(firstFile as string)).toBe(2);
    expect(after.glyphs.slice(0, before.glyphs.length).map((g) => [g.font, g.id])).toEqual(
      before.glyphs.map((g) => [g.font, g.id]),
    );
    expect(after.advance).toBeCloseTo(2 * before.advance, 6);
  });

  it("keep everything a budget allows: with room for all, no file is read twice", () => {
    const { read, reads } = countingReader();
    const book = createFontBook(read, { caches: createCaches(1024 ** 4, { "parsed-fonts": 1024 ** 4 }) });
    for (const slice of slices) book.face(sans).shape(slice.text);
    book.face(sans).shape(`${slices[0]?.text}${slices[0]?.text}`);
    expect(Math.max(...reads.values())).toBe(1);
    expect(createCaches().region("parsed-fonts").maxBytes).toBeLessThanOrEqual(48 * 1024 * 1024);
  });
});
