// The typography engine: measured widths, wrapping, shrink-to-fit, balance, ellipsis, outlines.
import { describe, expect, it } from "vitest";
import type { TypographyRole } from "../../../src/catalog/identities/types.js";
import {
  chooseFace,
  GlyphSheet,
  layoutText,
  outlineText,
  type TextSpec,
} from "../../../src/render/text/index.js";
import { defaultFontBook } from "../../../src/render/text/node-fonts.js";
import { createIdScope } from "../../../src/svg/index.js";
import { rasterize } from "../fixtures.js";

const book = defaultFontBook();
const sans: TypographyRole = { family: "Inter", weight: 400, fallback: "sans-serif" };
const bold: TypographyRole = { ...sans, weight: 700 };
const serif: TypographyRole = { family: "Source Serif 4", weight: 400, fallback: "serif" };
const box = { x: 20, y: 10, width: 400, height: 200 };
const spec = (overrides: Partial<TextSpec>): TextSpec => ({
  text: "",
  role: sans,
  box,
  size: 32,
  ...overrides,
});

/** An SVG of one block, outlined, on white. */
function svgOf(block: ReturnType<typeof layoutText>): string {
  const sheet = new GlyphSheet(createIdScope("t"));
  const text = outlineText(block, sheet, { fill: "#000" }).svg;
  const defs = sheet.defs().svg;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="440" height="220"><rect width="440" height="220" fill="#fff"/><defs>${defs}</defs>${text}</svg>`;
}

/** Bounding box of non-white pixels. */
function inkBox(svg: string) {
  const image = rasterize(svg);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((image.pixels[(y * image.width + x) * 4] ?? 255) < 200) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1);
        y1 = Math.max(y1, y + 1);
      }
    }
  }
  return { x0, y0, x1, y1 };
}

describe("measuring", () => {
  it("grows with text and size, and differs between faces and weights", () => {
    const face = book.face(sans);
    expect(face.measure("Marque brand", 32)).toBeGreaterThan(face.measure("Marque", 32));
    expect(face.measure("Marque", 64)).toBeCloseTo(2 * face.measure("Marque", 32), 5);
    expect(book.face(bold).measure("Marque", 32)).toBeGreaterThan(face.measure("Marque", 32));
    expect(book.face(serif).measure("Marque", 32)).not.toBeCloseTo(face.measure("Marque", 32), 1);
  });

  it("applies kerning", () => {
    const face = book.face(sans);
    expect(face.measure("AV", 100)).toBeLessThan(face.measure("A", 100) + face.measure("V", 100));
  });

  it("falls back by the role's CSS stack for families it does not bundle", () => {
    expect(chooseFace({ family: "Helvetica Neue", weight: 500, fallback: "sans-serif" }).family.family).toBe(
      "Inter",
    );
    expect(chooseFace({ family: "Garamond", weight: 400, fallback: "Georgia, serif" }).family.family).toBe(
      "Source Serif 4",
    );
    expect(chooseFace({ family: "Menlo", weight: 400, fallback: "monospace" }).family.family).toBe(
      "JetBrains Mono",
    );
    expect(chooseFace({ family: "Space Grotesk", weight: 650, fallback: "sans-serif" }).weight).toBe(700);
  });
});

const words = "Marque turns one brand identity into artifacts for programs and for people alike";

describe("layout", () => {
  it("wraps every line within the box width", () => {
    const block = layoutText(book, spec({ text: words }));
    expect(block.lines.length).toBeGreaterThan(1);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(box.width + 0.01);
    expect(block.lines.map((l) => l.text).join(" ")).toBe(words);
  });

  it("keeps hard breaks", () => {
    const block = layoutText(book, spec({ text: "One\nTwo" }));
    expect(block.lines.map((l) => l.text)).toEqual(["One", "Two"]);
  });

  it("shrinks to fit, but never below the floor", () => {
    const long = `${words} ${words}`;
    const fixed = layoutText(book, spec({ text: long, size: 40, minSize: 40 }));
    const shrunk = layoutText(book, spec({ text: long, size: 40, minSize: 14 }));
    expect(shrunk.size).toBeLessThan(40);
    expect(shrunk.size).toBeGreaterThanOrEqual(14);
    expect(shrunk.truncated).toBe(false);
    expect(fixed.truncated).toBe(true);
  });

  it("shortens with an ellipsis only when nothing fits at the floor, and says so", () => {
    const block = layoutText(book, spec({ text: `${words} `.repeat(8), size: 24, minSize: 20 }));
    expect(block.truncated).toBe(true);
    expect(block.lines.at(-1)?.text.endsWith("…")).toBe(true);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(box.width + 0.01);
    expect(block.bounds.y + block.bounds.height).toBeLessThanOrEqual(box.y + box.height + 0.01);
  });

  it("balances titles: same number of lines, more even widths", () => {
    const text = "Every train on time on every line in the region";
    const greedy = layoutText(book, spec({ text, size: 44 }));
    const balanced = layoutText(book, spec({ text, size: 44, balance: true }));
    expect(balanced.lines.length).toBe(greedy.lines.length);
    const spread = (b: typeof greedy) =>
      Math.max(...b.lines.map((l) => l.width)) - Math.min(...b.lines.map((l) => l.width));
    expect(spread(balanced)).toBeLessThan(spread(greedy));
  });

  it("aligns lines to the middle and end", () => {
    const middle = layoutText(book, spec({ text: "Centre", align: "middle" })).lines[0];
    const end = layoutText(book, spec({ text: "End", align: "end" })).lines[0];
    expect(middle && middle.x + middle.width / 2).toBeCloseTo(box.x + box.width / 2, 5);
    expect(end && end.x + end.width).toBeCloseTo(box.x + box.width, 5);
  });

  it("reports only characters no bundled font can draw (Georgian, Ethiopic), and still lays the rest out", () => {
    const block = layoutText(book, spec({ text: "Café — 東京 😀 ქ ሰ" }));
    expect(block.missingGlyphs).toEqual(["ქ", "ሰ"]);
    expect(block.lines[0]?.text).toContain("Café");
  });
});

describe("outlines", () => {
  it("draws ink inside the laid-out bounds, with no system fonts", () => {
    const block = layoutText(book, spec({ text: "Ågot fjörd, quick brown fox", size: 36 }));
    const ink = inkBox(svgOf(block));
    expect(ink.x0).toBeGreaterThanOrEqual(block.bounds.x - 2);
    expect(ink.y0).toBeGreaterThanOrEqual(block.bounds.y - 2);
    expect(ink.x1).toBeLessThanOrEqual(block.bounds.x + block.bounds.width + 2);
    expect(ink.y1).toBeLessThanOrEqual(block.bounds.y + block.bounds.height + 2);
    expect(ink.x1 - ink.x0).toBeGreaterThan(block.bounds.width * 0.9);
  });

  it("keeps the words in an escaped aria-label and defines each glyph once", () => {
    const block = layoutText(book, spec({ text: "A & B <C> A & B" }));
    const svg = svgOf(block);
    expect(svg).toContain('aria-label="A &amp; B &lt;C&gt; A &amp; B"');
    const ids = [...svg.matchAll(/<path id="([^"]+)"/gu)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(svg).not.toMatch(/\d\.\d{4}/u);
  });

  it("is deterministic", () => {
    const block = () => layoutText(book, spec({ text: words, balance: true }));
    expect(svgOf(block())).toBe(svgOf(block()));
  });
});
