// Grapheme clusters without the segmenter (src/render/text/breaks.ts) only where that is exact: every
// character of the class is its own cluster beside every other, as Intl.Segmenter (ICU) cuts them, and any
// other text is cut by the segmenter itself.
import { describe, expect, it } from "vitest";
import { graphemeClusters, SINGLE_CLUSTER_CHARACTERS } from "../../../src/render/text/breaks.js";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const segmented = (text: string) =>
  [...segmenter.segment(text)].map(({ segment, index }) => ({ segment, index }));

const CLASS = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((c) =>
  SINGLE_CLUSTER_CHARACTERS.test(c),
);

describe("grapheme clusters", () => {
  it("cut a text of the single-cluster class where the segmenter does, for every pair of its characters", () => {
    expect(CLASS.length).toBeGreaterThan(500);
    for (const first of CLASS) {
      // Every ordered pair (first, other) and (other, first) stands side by side in this text.
      const text = CLASS.map((other) => first + other).join("");
      expect(graphemeClusters(text)).toEqual(segmented(text));
    }
  });

  it("leave other text to the segmenter: marks, joiners, emoji, Hangul, CR LF, flags", () => {
    for (const text of [
      "a\u0301b",
      "e\u0308\u0301",
      "👩‍💻 x",
      "\u1112\u1161\u11ab국",
      "a\r\nb",
      "🇯🇵🇫🇷",
      "क्षत्रिय",
      "x\u200db",
      "A\ufe0f",
    ]) {
      const clusters = graphemeClusters(text).map(({ segment, index }) => ({ segment, index }));
      expect(clusters).toEqual(segmented(text));
      expect(clusters.length).toBeLessThan(text.length);
    }
  });
});
