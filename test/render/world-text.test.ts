// World text: a sentence in each script is drawn from bundled fonts (no .notdef, ink where it was laid out),
// right-to-left text runs right to left with its numbers in order, Arabic joins, Devanagari forms conjuncts,
// Thai marks sit on their bases, CJK and Thai break without spaces, emoji sequences are single glyphs, and a
// Latin word keeps the brand face beside a Japanese one.
import { describe, expect, it } from "vitest";
import { chooseFace, faceChain } from "../../src/render/text/faces.js";
import { GlyphSheet, layoutText, outlineText, type TextBlock } from "../../src/render/text/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { glyphPathData } from "../../src/render/text/outline.js";
import { createIdScope } from "../../src/svg/index.js";
import { rasterize } from "./fixtures.js";
import { render } from "./template/placement.js";
import { WORLD_SCRIPT_NAMES, WORLD_SCRIPTS } from "./world-text-samples.js";

const book = defaultFontBook();
const role = { family: "Inter", weight: 700, fallback: "sans-serif" };
const face = book.face(role);
const chain = faceChain(chooseFace(role));
const familyOf = (file: number) => chain.files[file]?.slug;
const ids = (text: string) => face.shape(text).glyphs.map((g) => g.id);
const box = { x: 20, y: 20, width: 560, height: 220 };

/** One block outlined on white, with the outline of .notdef of every file it used beside it (not drawn). */
function drawn(block: TextBlock) {
  const sheet = new GlyphSheet(createIdScope("w"));
  const text = outlineText(block, sheet, { fill: "#000" }).svg;
  const defs = sheet.defs().svg;
  const glyphs = [...defs.matchAll(/\sd="([^"]*)"/gu)].map((match) => match[1] ?? "");
  const files = new Set(
    block.lines.flatMap((l) =>
      face.shape(l.text, { direction: l.direction, han: block.han }).glyphs.map((g) => g.font),
    ),
  );
  const notdefs = [...files].map((file) => glyphPathData(face, file, 0));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="260"><rect width="600" height="260" fill="#fff"/><defs>${defs}</defs>${text}</svg>`;
  return { svg, glyphs, notdefs };
}

/** Bounding box and count of dark pixels. */
function ink(svg: string) {
  const image = rasterize(svg);
  let [x0, y0, x1, y1, count] = [Infinity, Infinity, -Infinity, -Infinity, 0];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((image.pixels[(y * image.width + x) * 4] ?? 255) < 128) {
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
        count++;
      }
    }
  }
  return { x0, y0, x1, y1, count };
}

describe.each(WORLD_SCRIPT_NAMES)("a %s sentence", (script) => {
  const { sentence } = WORLD_SCRIPTS[script];
  const block = layoutText(book, { text: sentence, role, box, size: 44, minSize: 20, balance: true });

  it("is drawn from bundled fonts: nothing missing, no .notdef outline, ink inside its bounds", () => {
    expect(block.missingGlyphs).toEqual([]);
    expect(block.truncated).toBe(false);
    const { svg, glyphs, notdefs } = drawn(block);
    for (const notdef of notdefs) expect(glyphs).not.toContain(notdef);
    const { x0, y0, x1, y1, count } = ink(svg);
    expect(count).toBeGreaterThan(2000);
    const { bounds } = block;
    // Bounds make room for fallback glyphs reaching past the brand face (Arabic and Devanagari descend
    // deeper); a pixel of antialiasing either way.
    expect(x0).toBeGreaterThanOrEqual(bounds.x - 4);
    expect(x1).toBeLessThanOrEqual(bounds.x + bounds.width + 4);
    expect(y0).toBeGreaterThanOrEqual(bounds.y - 1);
    expect(y1).toBeLessThanOrEqual(bounds.y + bounds.height + 1);
  });
});

describe("direction", () => {
  it("sets Hebrew right to left: the first letter's glyph is the rightmost", () => {
    const word = ids("אבג");
    expect(word).toEqual([ids("ג")[0], ids("ב")[0], ids("א")[0]]);
  });

  it("keeps numbers left to right inside right-to-left text", () => {
    const digits = ids("2026");
    const line = ids("שנת 2026 היא");
    const at = line.indexOf(digits[0] as number);
    expect(line.slice(at, at + 4)).toEqual(digits);
    const arabic = ids("التقرير السنوي 2026");
    // The number comes first from the left: the paragraph reads right to left and ends with it.
    expect(arabic.slice(0, 4)).toEqual(digits);
  });

  it("orders a mixed line by the bidi algorithm: Latin words around a Hebrew one keep their places", () => {
    const line = ids("Hello שלום world");
    expect(line.slice(0, 5)).toEqual(ids("Hello"));
    expect(line.slice(-5)).toEqual(ids("world"));
    const hebrew = line.slice(6, 10);
    expect(hebrew).toEqual(ids("שלום"));
  });

  it("starts a right-to-left paragraph at the right of its box, a left-to-right one at the left", () => {
    const rtl = layoutText(book, { text: WORLD_SCRIPTS.arabic.sentence, role, box, size: 32 });
    const ltr = layoutText(book, { text: WORLD_SCRIPTS.greek.sentence, role, box, size: 32 });
    for (const line of rtl.lines) {
      expect(line.direction).toBe("rtl");
      expect(line.x + line.width).toBeCloseTo(box.x + box.width, 5);
    }
    for (const line of ltr.lines) expect(line.x).toBe(box.x);
  });

  it("sets a paragraph with no letters (a phone number) in the direction of the text or document around it", () => {
    const mixed = layoutText(book, { text: "اتصل بنا\n+44 20 7946 0000", role, box, size: 32 });
    expect(mixed.lines.map((l) => l.direction)).toEqual(["rtl", "rtl"]);
    for (const line of mixed.lines) expect(line.x + line.width).toBeCloseTo(box.x + box.width, 5);
    const alone = layoutText(book, { text: "+44 20 7946 0000", role, box, size: 32, direction: "rtl" });
    expect(alone.lines[0]?.x).toBeGreaterThan(box.x);
    expect(layoutText(book, { text: "+44 20 7946 0000", role, box, size: 32 }).lines[0]?.x).toBe(box.x);
  });
});

describe("shaping", () => {
  it("joins Arabic: initial, medial and final forms differ from the isolated letter and each other", () => {
    const isolated = ids("س")[0];
    const joined = ids("سسس");
    expect(joined).toHaveLength(3);
    expect(joined).not.toContain(isolated);
    expect(new Set(joined).size).toBe(3);
  });

  it("forms Devanagari conjuncts and puts the i-matra before its consonant", () => {
    expect(ids("क्ष")).toHaveLength(1);
    const ki = ids("कि");
    expect(ki).toHaveLength(2);
    expect(ki[0]).not.toBe(ids("क")[0]);
    expect(ki[1]).toBe(ids("क")[0]);
  });

  it("sits Thai marks on their base: no advance of their own, drawn within the base's width", () => {
    const run = face.shape("ที่");
    expect(run.glyphs).toHaveLength(3);
    const [base, ...marks] = run.glyphs;
    for (const mark of marks) {
      expect(mark.x).toBeGreaterThan((base?.x ?? 0) - run.advance);
      expect(mark.x).toBeLessThan(run.advance);
    }
    expect(run.advance).toBeCloseTo(face.shape("ท").advance, 5);
  });

  it("draws emoji sequences and flags as single Noto Emoji glyphs, outlined like text", () => {
    for (const emoji of ["👩‍💻", "🇯🇵", "❤️", "1️⃣"]) {
      const run = face.shape(emoji);
      expect(run.glyphs, emoji).toHaveLength(1);
      expect(familyOf(run.glyphs[0]?.font ?? -1), emoji).toBe("noto-emoji");
      expect(run.glyphs[0]?.id, emoji).not.toBe(0);
    }
  });

  it("keeps the brand face for Latin beside a Japanese word, and Noto Sans JP for the Japanese", () => {
    const run = face.shape("Marque 東京へ");
    const families = run.glyphs.map((g) => familyOf(g.font));
    expect(families.slice(0, 7)).toEqual(Array(7).fill("inter"));
    expect(families.slice(7)).toEqual(["noto-sans-jp", "noto-sans-jp", "noto-sans-jp"]);
    // Japanese (kana) and Chinese text get their own forms of the same Han character.
    expect(face.shape("直す", { han: "ja" }).glyphs[0]?.font).not.toBe(
      face.shape("直", { han: "zh" }).glyphs[0]?.font,
    );
  });
});

describe("line breaking", () => {
  const narrow = { x: 0, y: 0, width: 200, height: 1000 };

  it("breaks Japanese between characters, never before closing punctuation, and loses nothing", () => {
    const { sentence } = WORLD_SCRIPTS.japanese;
    const block = layoutText(book, { text: sentence, role, box: narrow, size: 24 });
    expect(block.lines.length).toBeGreaterThan(2);
    expect(block.lines.map((l) => l.text).join("")).toBe(sentence);
    for (const line of block.lines.slice(1)) expect(line.text).not.toMatch(/^[、。」』）！？]/u);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(narrow.width);
  });

  it("balances a Chinese title: lines of nearly equal width, as many as greedy wrapping makes", () => {
    const text = WORLD_SCRIPTS.chinese.sentence;
    const spec = { text, role, box: { ...narrow, width: 420 }, size: 40 };
    const greedy = layoutText(book, spec);
    const balanced = layoutText(book, { ...spec, balance: true });
    expect(balanced.lines).toHaveLength(greedy.lines.length);
    const spread = (b: TextBlock) =>
      Math.max(...b.lines.map((l) => l.width)) - Math.min(...b.lines.map((l) => l.width));
    expect(spread(balanced)).toBeLessThan(spread(greedy));
    expect(spread(balanced)).toBeLessThanOrEqual(2 * 40);
  });

  it("breaks Thai only between words", () => {
    const { sentence } = WORLD_SCRIPTS.thai;
    const block = layoutText(book, { text: sentence, role, box: narrow, size: 24 });
    expect(block.lines.length).toBeGreaterThan(1);
    const words = new Intl.Segmenter("th", { granularity: "word" });
    const boundaries = new Set([...words.segment(sentence)].map((s) => s.index));
    let offset = 0;
    for (const line of block.lines.slice(0, -1)) {
      offset += line.text.length;
      expect(boundaries.has(offset), `a break at ${offset} inside a word`).toBe(true);
    }
  });

  it("keeps Korean words whole, breaking only at spaces", () => {
    const { sentence } = WORLD_SCRIPTS.korean;
    const block = layoutText(book, { text: sentence, role, box: narrow, size: 28 });
    const words = sentence.split(" ");
    for (const line of block.lines) for (const word of line.text.split(" ")) expect(words).toContain(word);
  });
});

describe("templates in the world's scripts", () => {
  it("names the characters no bundled font has, in the exact field, at most five of them", () => {
    const result = render({ slideLayout: "title", title: "Marque ქართული", body: "Annual review" });
    const warning = result.warnings.find((w) => w.code === "missing_glyph");
    expect(warning?.field).toBe("title");
    expect(warning?.message).toContain('"ქ" (U+10E5)');
    expect(warning?.message).toContain("and 2 more");
    expect(result.warnings.filter((w) => w.code === "missing_glyph")).toHaveLength(1);
  });

  it.each([
    ["japanese", "agenda"],
    ["chinese", "title"],
    ["arabic", "agenda"],
    ["arabic", "title"],
  ] as const)(
    "a %s %s slide stays under 60 KB, each glyph outlined once and reused",
    (script, slideLayout) => {
      const { sentence, words } = WORLD_SCRIPTS[script];
      const body = words.map((w, i) => `${w} ${words[(i + 3) % words.length]}`).join("\n");
      const { svg } = render({ slideLayout, title: sentence, body });
      expect(svg.length).toBeLessThanOrEqual(60 * 1024);
      const defined = [...svg.matchAll(/<path id="([^"]+)" d="([^"]*)"/gu)];
      // Spaces of different files are all empty outlines; every drawn outline is defined once.
      const outlines = defined.map((m) => m[2]).filter((d) => d !== "");
      expect(new Set(outlines).size).toBe(outlines.length);
      const uses = [...svg.matchAll(/<use xlink:href="#([^"]+)"/gu)].length;
      expect(uses).toBeGreaterThan(defined.length);
      // Words stay readable to assistive technology and search.
      expect(svg).toContain(`aria-label="${sentence}"`);
    },
  );
});
