// Symbols in titles — arrows, stars, check marks, bullets, shapes, dingbats, operators — are drawn from the
// bundled symbol faces (issue 26, 7b: "Launch week ✦ 2026" drew "?" for ✦), in the registry's coverage order:
// the brand family, each script's Noto family, the symbol faces, Noto Emoji; emoji keep Noto Emoji.
import { describe, expect, it } from "vitest";
import { createFontBook } from "../../../src/render/text/book.js";
import { chooseFace, faceChain } from "../../../src/render/text/faces.js";
import { filesForText } from "../../../src/render/text/itemize.js";
import { readBundledFont as read } from "../../../src/render/text/node-fonts.js";
import { SYMBOLS } from "./symbol-samples.js";

const ROLES = [
  { family: "Inter", weight: 700, fallback: "sans-serif" },
  { family: "Source Serif 4", weight: 400, fallback: "serif" },
  { family: "JetBrains Mono", weight: 400, fallback: "monospace" },
] as const;

const book = createFontBook(read);

/** The family of each glyph `text` is drawn with in `role`'s face. */
function families(role: (typeof ROLES)[number], text: string, han?: "ja" | "zh" | "ko"): string[] {
  const chain = faceChain(chooseFace(role));
  const run = book.face(role).shape(text, han ? { han } : {});
  expect(run.missing, text).toEqual([]);
  return run.glyphs.map((g) => chain.files[g.font]?.slug ?? "?");
}

describe("symbols", () => {
  it.each(ROLES.map((role) => [role.family, role] as const))(
    "are drawn in %s from the symbol faces, as outlines, never as ?",
    (_, role) => {
      const face = book.face(role);
      const question = face.shape("?").glyphs[0];
      for (const [symbol, family] of SYMBOLS) {
        const brand = chooseFace(role).family.slug;
        expect(families(role, `a${symbol}b`), symbol).toEqual([brand, family, brand]);
        const glyph = face.shape(symbol).glyphs[0];
        if (!glyph) throw new Error(`no glyph for ${symbol}`);
        expect([glyph.font, glyph.id], symbol).not.toEqual([question?.font, question?.id]);
        const { minX, maxX, minY, maxY } = face.glyph(glyph.font, glyph.id).bbox;
        expect(maxX - minX, symbol).toBeGreaterThan(0);
        expect(maxY - minY, symbol).toBeGreaterThan(0);
      }
    },
  );

  it("keep the brand family's own symbols (× • ↑), and its spaces around the others", () => {
    const role = ROLES[0];
    expect(families(role, "×•↑÷")).toEqual(["inter", "inter", "inter", "inter"]);
    // "Launch week ✦ 2026": the spaces on both sides of ✦ are Inter's, not the symbol face's.
    expect(families(role, "week ✦ 2026")).toEqual([
      ...Array(5).fill("inter"),
      "noto-sans-symbols-2",
      ...Array(5).fill("inter"),
    ]);
  });

  it("come from the symbol faces before the CJK families' full-width forms, also in CJK text", () => {
    const role = ROLES[0];
    const face = book.face(role);
    for (const han of ["zh", "ja", "ko"] as const) {
      expect(families(role, "→≥★", han)).toEqual([
        "noto-sans-symbols",
        "noto-sans-math",
        "noto-sans-symbols-2",
      ]);
      expect(families(role, "東京→大阪", han)[2]).toBe("noto-sans-symbols");
    }
    // ≥ is an operator's width, not an em (Noto Sans SC's is 1000 units).
    expect(face.measure("≥", 100)).toBeLessThan(70);
    // A symbol of the CJK blocks stays with the CJK text around it.
    expect(families(role, "〒＋", "ja")).toEqual(["noto-sans-jp", "noto-sans-jp"]);
  });

  it("leave emoji to Noto Emoji: emoji presentation first, text presentation from the symbol faces", () => {
    const role = ROLES[0];
    for (const emoji of ["⭐", "✅", "✨", "❤️", "✔️", "🎉"])
      expect(families(role, emoji)[0], emoji).toBe("noto-emoji");
    for (const text of ["❤", "✈", "⭐\ufe0e"])
      expect(families(role, text)[0], text).toBe("noto-sans-symbols-2");
  });

  it("a character no bundled face has is still reported missing", () => {
    for (const role of ROLES) {
      const run = book.face(role).shape("Launch ✦ ქ ‽");
      expect(run.missing, role.family).toEqual(["ქ", "‽"]);
    }
  });

  it("are read lazily: Latin text reads no symbol file, a ✦ title only the one file ✦ is in", () => {
    const reads: string[] = [];
    const lazy = createFontBook((file) => {
      reads.push(file);
      return read(file);
    });
    const role = ROLES[0];
    lazy.face(role).shape("Launch week 2026 × • ↑");
    expect(reads.filter((file) => /symbols|math/u.test(file))).toEqual([]);
    reads.length = 0;
    const title = "Launch week ✦ 2026";
    lazy.face(role).shape(title);
    expect(reads).toEqual([
      "@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff2",
    ]);
    // What the Studio fetches for it is what shaping read (no symbol face's spaces).
    const listed = filesForText(faceChain(chooseFace(role)), title);
    expect(listed.filter((file) => !file.includes("/inter/"))).toEqual(reads);
  });
});
