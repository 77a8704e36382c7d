// The font registry: generated from the installed @fontsource CSS and current with it, true to the files'
// own character maps, and loaded lazily — a face reads a fallback file only when a text needs it.
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { createFontBook } from "../../../src/render/text/book.js";
import { chooseFace, faceChain } from "../../../src/render/text/faces.js";
import { FONT_RANGES } from "../../../src/render/text/font-ranges.js";
import { readDeclaredSubsets } from "../../../src/render/text/generate-ranges.js";
import { filesForText } from "../../../src/render/text/itemize.js";
import { readBundledFont as read } from "../../../src/render/text/node-fonts.js";
import { FONT_PACKAGES } from "../../../src/render/text/packages.js";
import { fontPackage, SUPPORTED_SCRIPTS, subsetFile } from "../../../src/render/text/registry.js";

const sans = { family: "Inter", weight: 400, fallback: "sans-serif" };

describe("the font registry", () => {
  it("has the installed packages' weights and subsets (regenerate with generate-ranges.ts after a bump)", () => {
    const installed = readDeclaredSubsets();
    expect(Object.keys(FONT_RANGES)).toEqual([...FONT_PACKAGES]);
    for (const slug of FONT_PACKAGES) {
      expect(FONT_RANGES[slug]?.weights, slug).toEqual(installed[slug]?.weights);
      expect(Object.keys(FONT_RANGES[slug]?.subsets ?? {}), slug).toEqual(
        Object.keys(installed[slug]?.subsets ?? {}),
      );
    }
  });

  it("lists only code points the files draw, at every bundled weight (sampled, the Latin and script subsets)", () => {
    for (const slug of FONT_PACKAGES) {
      const { weights, subsets } = fontPackage(slug);
      // Brand families at each weight; the big CJK packages at their lightest and boldest.
      const probed =
        slug.startsWith("noto-sans-") && subsets.length > 20 ? [weights[0], weights.at(-1)] : weights;
      for (const weight of probed as number[]) {
        for (const subset of subsets.filter((s, i) => !/^\d+$/u.test(s.name) || i % 25 === 0)) {
          const font = create(read(subsetFile(slug, subset.name, weight)) as Buffer) as Font;
          let n = 0;
          for (const [lo, hi] of subset.ranges.spans())
            for (let point = lo; point <= hi; point += 1 + (n++ % 29))
              expect(
                font.hasGlyphForCodePoint(point),
                `${slug} ${weight} ${subset.name} U+${point.toString(16)}`,
              ).toBe(true);
        }
      }
    }
  }, 60_000);

  it("names a sample per supported script that the chain covers without a missing glyph", () => {
    const book = createFontBook(read);
    for (const { script, sample } of SUPPORTED_SCRIPTS)
      expect(book.face(sans).shape(sample).missing, script).toEqual([]);
  });

  it("reads a fallback file the first time a text needs it, and only the subsets that text needs", () => {
    const reads: string[] = [];
    const book = createFontBook((file) => {
      reads.push(file);
      return read(file);
    });
    book.face(sans).shape("Plain Latin text");
    expect(reads).toEqual(["@fontsource/inter/files/inter-latin-400-normal.woff2"]);
    reads.length = 0;
    book.face(sans).shape("東京の新しい時刻表");
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((file) => file.startsWith("@fontsource/noto-sans-jp/files/"))).toBe(true);
    // Noto Sans JP comes in 124 slices; a short title needs a handful.
    expect(reads.length).toBeLessThan(8);
    expect(new Set(reads).size).toBe(reads.length);
    reads.length = 0;
    book.face(sans).shape("東京の時刻表");
    expect(reads, "kept, not read again").toEqual([]);
  });

  it("lists every file shaping a text reads (what the Studio fetches first)", () => {
    const text = "Marque 東京 launch: مرحبا (2026) — नमस्ते 🚆";
    const reads = new Set<string>();
    const book = createFontBook((file) => {
      reads.add(file);
      return read(file);
    });
    book.face(sans).shape(text);
    const listed = filesForText(faceChain(chooseFace(sans)), text);
    for (const file of reads) expect(listed).toContain(file);
    // And little more: the space of each family used, which a template may join pieces with.
    expect(listed.length).toBeLessThanOrEqual(reads.size + 2);
  });

  it("shows a character whose file an edge has not fetched yet as missing, then draws it once fetched", () => {
    const fetched = new Set<string>();
    const book = createFontBook(
      (file) => {
        if (!file.includes("/inter/") && !fetched.has(file)) throw new Error(`not fetched: ${file}`);
        return read(file);
      },
      { available: (file) => file.includes("/inter/") || fetched.has(file) },
    );
    const text = "Marque مرحبا";
    expect(book.face(sans).shape(text).missing).toEqual(["م", "ر", "ح", "ب", "ا"]);
    for (const file of filesForText(faceChain(chooseFace(sans)), text)) fetched.add(file);
    expect(book.face(sans).shape(text).missing).toEqual([]);
  });
});
