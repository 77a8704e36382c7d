// Shaped runs are cached for the whole font book, over all its faces, within a byte budget: a repeated text is
// the cached run, a text pushed out is shaped again to the same result, a width measured again is the same,
// and a budget of 0 keeps nothing.
import { describe, expect, it } from "vitest";
import { createFontBook, SHAPING_CACHE_BYTES } from "../../../src/render/text/book.js";
import { readBundledFont as read } from "../../../src/render/text/node-fonts.js";

const sans = { family: "Inter", weight: 400, fallback: "sans-serif" };
const serif = { family: "Source Serif 4", weight: 600, fallback: "serif" };

describe("the font book's shaping cache", () => {
  it("answers a repeated text from the cache, and evicts the least recently used across faces", () => {
    const book = createFontBook(read, { maxCacheBytes: 16 * 1024 });
    const first = book.face(sans).shape("Kept");
    expect(book.face(sans).shape("Kept")).toBe(first);
    for (let n = 0; n < 500; n++) {
      book.face(n % 2 ? sans : serif).shape(`Filler${n}`);
      book.face(sans).shape("Kept"); // kept recent
    }
    expect(book.face(sans).shape("Kept")).toBe(first);
    const early = book.face(serif).shape("Filler0");
    expect(book.face(serif).shape("Filler0")).toBe(early);
    for (let n = 0; n < 500; n++) book.face(sans).shape(`More${n}`);
    const again = book.face(serif).shape("Filler0");
    expect(again).not.toBe(early);
    expect(again).toEqual(early);
  });

  it("measures a line the same the first time, the second and once its width is kept", () => {
    const book = createFontBook(read);
    const whole = createFontBook(read, { maxCacheBytes: 0, wholeLines: true });
    for (const face of [sans, serif]) {
      for (const text of ["Reliable rail for a growing region, part 7", "AV Ta To, “Wave” — 1 2 3"]) {
        const expected = whole.face(face).measure(text, 40, 0.05);
        const widths = [1, 2, 3].map(() => book.face(face).measure(text, 40, 0.05));
        expect(widths).toEqual([expected, expected, expected]);
      }
    }
  });

  it("keeps nothing with a budget of 0, and has a modest default", () => {
    const book = createFontBook(read, { maxCacheBytes: 0 });
    const run = book.face(sans).shape("Soak");
    expect(book.face(sans).shape("Soak")).not.toBe(run);
    expect(book.face(sans).shape("Soak")).toEqual(run);
    expect(SHAPING_CACHE_BYTES).toBeLessThanOrEqual(16 * 1024 * 1024);
  });
});
