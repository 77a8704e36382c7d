// Shaped runs are cached for the whole font book, over all its faces, within a byte budget: a repeated text is
// the cached run, a text pushed out is shaped again to the same result, a width measured again is the same,
// pieces of every script kept from earlier texts put new ones together exactly, and a budget of 0 keeps nothing.
import { describe, expect, it } from "vitest";
import { createCaches } from "../../../src/cache/regions.js";
import { createFontBook } from "../../../src/render/text/book.js";
import { readBundledFont as read } from "../../../src/render/text/node-fonts.js";
import { WORLD_SCRIPT_NAMES, WORLD_SCRIPTS } from "../world-text-samples.js";

const sans = { family: "Inter", weight: 400, fallback: "sans-serif" };
const serif = { family: "Source Serif 4", weight: 600, fallback: "serif" };

describe("the font book's shaping cache", () => {
  it("answers a repeated text from the cache, and evicts the least recently used across faces", () => {
    const book = createFontBook(read, {
      caches: createCaches(undefined, { "shaped-text": 14 * 1024, "text-metrics": 2 * 1024 }),
    });
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
    const whole = createFontBook(read, {
      caches: createCaches(undefined, { "shaped-text": 0, "text-metrics": 0 }),
      wholeLines: true,
    });
    for (const face of [sans, serif]) {
      for (const text of ["Reliable rail for a growing region, part 7", "AV Ta To, “Wave” — 1 2 3"]) {
        const expected = whole.face(face).measure(text, 40, 0.05);
        const widths = [1, 2, 3].map(() => book.face(face).measure(text, 40, 0.05));
        expect(widths).toEqual([expected, expected, expected]);
      }
    }
  });

  // About 5 s alone; several times that beside browser tests on a loaded 2-core machine.
  it("shapes new texts of every script from kept pieces exactly as a book that keeps nothing", {
    timeout: 120_000,
  }, () => {
    const book = createFontBook(read);
    const fresh = createFontBook(read, {
      caches: createCaches(undefined, { "shaped-text": 0, "text-metrics": 0 }),
    });
    // Each script's words in new orders and with new numbers, in both directions of paragraph: every text is new,
    // most of its pieces (what one file draws at one embedding level) were drawn before.
    for (const script of WORLD_SCRIPT_NAMES) {
      const { sentence, words } = WORLD_SCRIPTS[script];
      const texts = [sentence, `${sentence} 7`];
      for (let n = 0; n < 12; n++) {
        const pick = (k: number) => words[(n * 5 + k * 3) % words.length];
        // Emoji between words: pieces of the emoji file at the level of the words either side.
        texts.push(
          `${pick(0)} ${pick(1)} ${n * 137}, ${pick(2)}! (${pick(3)})`,
          `Marque office ${pick(4)} — ${n}`,
          `${pick(5)} 🚆✨ ${pick(6)}`,
        );
      }
      for (const text of texts) {
        for (const direction of ["ltr", "rtl"] as const) {
          for (const face of [sans, serif]) {
            const [kept, afresh] = [book, fresh].map((b) => b.face(face));
            expect(kept?.shape(text, { direction }), `${script}: ${text}`).toEqual(
              afresh?.shape(text, { direction }),
            );
            expect(kept?.measure(text, 40, 0.05, { direction })).toBe(
              afresh?.measure(text, 40, 0.05, { direction }),
            );
          }
        }
      }
    }
  });

  it("keeps nothing with a budget of 0, and has a modest default", () => {
    const book = createFontBook(read, {
      caches: createCaches(undefined, { "shaped-text": 0, "text-metrics": 0 }),
    });
    const run = book.face(sans).shape("Soak");
    expect(book.face(sans).shape("Soak")).not.toBe(run);
    expect(book.face(sans).shape("Soak")).toEqual(run);
    expect(createCaches().region("shaped-text").maxBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
  });
});
