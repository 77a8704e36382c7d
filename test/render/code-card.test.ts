// The Terminal card renderer, as a reader of the card sees it: keywords in their own colour, highlighted lines on
// a band, every colour legible on the code's ground, type outlined, lines that wrap instead of running past the
// window, the same bytes twice — and documents past the contract's bounds refused field by field.
import { Resvg } from "@resvg/resvg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { contrastRatio } from "../../src/color/contrast.js";
import {
  CODE_CARD_LIMITS,
  CODE_CARD_THEMES,
  CODE_LANGUAGES,
  type CodeCardDocument,
  codeCardRequestSchema,
  IDENTITY_PRESETS,
  identitySchema,
} from "../../src/contract/index.js";
import { toIssues } from "../../src/generate/issues.js";
import {
  CODE_CARD_MIN_CONTRAST,
  type CodeHighlighter,
  codeCardPalette,
  drawCodeCard,
  loadHighlighter,
  SYNTAX_ROLES,
} from "../../src/render/code-card/index.js";
import { codeRows } from "../../src/render/code-card/rows.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { expectStrictXml } from "../support/strict-xml.js";

const fonts = defaultFontBook();
const card = (input: Record<string, unknown>) => {
  const doc: CodeCardDocument = codeCardRequestSchema.parse(input);
  const drawn = drawCodeCard(resolveIdentity(doc.identity), doc, fonts, highlighter);
  const page = drawn.pages[0];
  if (!page) throw new Error("no page");
  return { doc, drawn, page, palette: codeCardPalette(resolveIdentity(doc.identity), doc.theme) };
};
/** The fill of the outlined word `word` (each run keeps its text as an aria-label). */
const fillOf = (svg: string, word: string) =>
  new RegExp(`aria-label="${word}" fill="(#[0-9a-f]{6})"`, "u").exec(svg)?.[1];

let highlighter: CodeHighlighter;
beforeAll(async () => {
  const started = performance.now();
  highlighter = await loadHighlighter(["typescript", "python"]);
  const made = performance.now();
  highlighter.tokens("const a = 1;", "typescript");
  const first = performance.now();
  await loadHighlighter(["typescript"]);
  highlighter.tokens("const b = 2;", "typescript");
  // The costs a server pays once (Shiki's core and the grammar) and on each card, for the person reading the run.
  console.info(
    `code cards: highlighter ${Math.round(made - started)} ms, first TypeScript tokens ${Math.round(first - made)} ms, warm load + tokens ${(performance.now() - first).toFixed(1)} ms`,
  );
});

describe("a code card", () => {
  const code =
    'const answer: number = 42;\n// the answer\nexport function ask(q: string) {\n  return "yes";\n}';

  it("colours TypeScript keywords, strings and comments apart from plain text", () => {
    const { page, palette } = card({ code, language: "typescript" });
    const keyword = fillOf(page.svg, "const");
    expect(keyword).toBe(palette.roles.keyword);
    expect(fillOf(page.svg, "function")).toBe(palette.roles.keyword);
    expect(fillOf(page.svg, "answer")).toBe(palette.roles.plain);
    expect(keyword).not.toBe(palette.roles.plain);
    expect(fillOf(page.svg, "&quot;yes&quot;;") ?? fillOf(page.svg, "&quot;yes&quot;")).toBe(
      palette.roles.string,
    );
    expect(fillOf(page.svg, "//")).toBe(palette.roles.comment);
    expect(fillOf(page.svg, "ask")).toBe(palette.roles.function);
  });

  it("draws highlighted lines on a band, one band per highlighted line", () => {
    const plain = card({ code });
    const banded = card({ code, highlightLines: [1, [3, 4]] });
    const bands = (svg: string, band: string) => svg.split(`fill="${band}"`).length - 1;
    expect(bands(plain.page.svg, plain.palette.band)).toBe(0);
    expect(bands(banded.page.svg, banded.palette.band)).toBe(3);
  });

  it("outlines its type (no <text>), is strict XML, and gives the same bytes twice", () => {
    const { page } = card({ code, title: "ask.ts", chrome: "windows", theme: "light" });
    expect(page.svg).not.toMatch(/<text[\s>]/u);
    expect(page.svg).toContain("<use");
    expectStrictXml(page.svg, "code card");
    expect(card({ code, title: "ask.ts", chrome: "windows", theme: "light" }).page.svg).toBe(page.svg);
  });

  it("wraps a line longer than the card inside the window, and rasterizes at its size", () => {
    const long = `const s = "${"x".repeat(300)}";`;
    const { page, doc } = card({ code: long, width: 600, padding: 40 });
    expect(page.width).toBe(600);
    // Every glyph run starts within the window and ends before its right edge.
    const starts = [...page.svg.matchAll(/translate\(([\d.]+) [\d.]+\) scale/gu)].map((m) => Number(m[1]));
    expect(starts.length).toBeGreaterThan(3);
    for (const x of starts) expect(x).toBeLessThan(600 - doc.padding);
    const png = new Resvg(page.svg).render();
    expect([png.width, png.height]).toEqual([page.width, page.height]);
    // One number, several rows.
    expect(page.height).toBeGreaterThan(
      card({ code: "const s = 1;", width: 600, padding: 40 }).page.height * 2,
    );
  });

  it("fits its width to the longest line when none is given", () => {
    const narrow = card({ code: "x = 1", language: "python" }).page;
    const wide = card({ code: `x = "${"y".repeat(60)}"`, language: "python" }).page;
    expect(narrow.width).toBe(480);
    expect(wide.width).toBeGreaterThan(narrow.width);
  });

  it("expands tabs to the tab size", () => {
    const xOf = (input: Record<string, unknown>) =>
      Number(
        /aria-label="x"[^>]*><g transform="translate\(([\d.]+)/u.exec(
          card({ language: "text", lineNumbers: false, ...input }).page.svg,
        )?.[1],
      );
    const column = (xOf({ code: "\tx", tabSize: 2 }) - xOf({ code: "x" })) / 2;
    expect(column).toBeGreaterThan(5);
    expect(xOf({ code: "\tx", tabSize: 8 }) - xOf({ code: "x" })).toBeCloseTo(8 * column, 1);
    expect(xOf({ code: "ab\tx", tabSize: 4 }) - xOf({ code: "x" })).toBeCloseTo(4 * column, 1);
  });
});

describe("a card's colours", () => {
  it("keep every role at 4.5:1 or better on the ground and the band, for every preset and theme", () => {
    const faults: string[] = [];
    for (const preset of IDENTITY_PRESETS)
      for (const theme of CODE_CARD_THEMES) {
        const palette = codeCardPalette(resolveIdentity(identitySchema.parse({ preset })), theme);
        for (const role of SYNTAX_ROLES)
          for (const ground of [palette.ground, palette.band]) {
            const ratio = contrastRatio(palette.roles[role], ground);
            if (ratio < CODE_CARD_MIN_CONTRAST) faults.push(`${preset} ${theme} ${role} ${ratio.toFixed(2)}`);
          }
        if (contrastRatio(palette.title, palette.bar) < CODE_CARD_MIN_CONTRAST)
          faults.push(`${preset} title`);
        if (contrastRatio(palette.lineNumber, palette.ground) < CODE_CARD_MIN_CONTRAST)
          faults.push(`${preset} line numbers`);
        if (palette.roles.keyword === palette.roles.plain) faults.push(`${preset} ${theme} keyword is plain`);
      }
    expect(faults).toEqual([]);
  });
});

describe("every language", () => {
  it("loads its grammar and colours a line of it", async () => {
    const samples: Record<(typeof CODE_LANGUAGES)[number], string> = {
      typescript: "const a: number = 1;",
      tsx: "const a = <div>{1}</div>;",
      javascript: "const a = 1;",
      jsx: "const a = <b>{1}</b>;",
      python: "def f():\n    return 1",
      bash: 'echo "hi" # note',
      json: '{ "a": 1 }',
      yaml: "a: 1",
      toml: 'a = "b"',
      html: '<a href="/">x</a>',
      css: "a { color: red; }",
      go: "func main() {}",
      rust: "fn main() { let a = 1; }",
      sql: "SELECT a FROM t;",
      diff: "-a\n+b",
      text: "plain words",
    };
    const all = await loadHighlighter(CODE_LANGUAGES);
    for (const language of CODE_LANGUAGES) {
      const roles = new Set(
        all
          .tokens(samples[language], language)
          .flat()
          .map((token) => token.role),
      );
      if (language === "text") expect([...roles]).toEqual(["plain"]);
      else expect([...roles].filter((role) => role !== "plain").length, language).toBeGreaterThan(0);
    }
  });
});

describe("the bounds", () => {
  const issues = (input: Record<string, unknown>) => {
    const result = codeCardRequestSchema.safeParse(input, { reportInput: true });
    return result.success ? [] : result.error.issues.flatMap(toIssues).map((i) => `${i.field} ${i.code}`);
  };

  it("refuse too much code, lines past the code and backward ranges, each at its field", () => {
    expect(issues({ code: "x".repeat(CODE_CARD_LIMITS.chars + 1) })).toEqual(["code too_long"]);
    expect(issues({ code: "x\n".repeat(CODE_CARD_LIMITS.lines) })).toEqual(["code too_long"]);
    expect(issues({ code: "a\nb", highlightLines: [3] })).toEqual(["highlightLines.0 out_of_range"]);
    expect(issues({ code: "a\nb\nc", highlightLines: [1, [3, 2]] })).toEqual([
      "highlightLines.1 invalid_value",
    ]);
    expect(issues({ code: "a", language: "cobol" })).toEqual(["language invalid_enum"]);
    expect(issues({ code: "a", chrome: "amiga" })).toEqual(["chrome invalid_enum"]);
    expect(issues({ code: "" })[0]).toMatch(/^code /u);
    expect(issues({ code: "a\nb", highlightLines: [2, [1, 2]] })).toEqual([]);
  });
});

describe("rows", () => {
  // One pixel a character: positions read as columns.
  const measure = (text: string) => [...text].length;
  const line = (text: string) => [[{ text, role: "plain" as const }]];

  it("wrap at spaces within the width, continuation rows at the line's indent", () => {
    const rows = codeRows(line("    alpha beta gamma delta"), measure, 16);
    expect(rows.map((row) => [row.first, row.runs.map((run) => `${run.x}:${run.text}`).join(" ")])).toEqual([
      [true, "4:alpha 10:beta"],
      [false, "4:gamma 10:delta"],
    ]);
  });

  it("break a piece longer than a row between characters, and never place a run past the width", () => {
    const rows = codeRows(line(`  ${"x".repeat(25)}`), measure, 10);
    for (const row of rows) for (const run of row.runs) expect(run.x + run.width).toBeLessThanOrEqual(10);
    expect(rows.map((row) => row.runs.map((run) => run.text).join(""))).toEqual([
      "xxxxxxxx",
      "xxxxxxxx",
      "xxxxxxxx",
      "x",
    ]);
    const deep = codeRows(line(`${" ".repeat(40)}x`), measure, 10);
    expect(deep.flatMap((row) => row.runs.map((run) => run.x))).toEqual([5]);
  });
});
