// The docs builder on its own: front matter, navigation, heading ids and sections, escaping of raw HTML,
// placeholders, and the markdown helpers.
import { describe, expect, it } from "vitest";
import { LABS } from "../../src/catalog/labs/index.js";
import { expandBlocks } from "../../src/docs/blocks/index.js";
import { fenced, plainText, slugger, table } from "../../src/docs/markdown.js";
import { buildDocsSite, type DocSource } from "../../src/docs/site.js";

const context = { skills: [], labs: LABS };
const source = (file: string, body: string, group = "Reference", order = 1): DocSource => ({
  file,
  markdown: `---\ntitle: ${file} title\ndescription: About ${file}.\ngroup: ${group}\norder: ${order}\n---\n\n${body}`,
});

describe("buildDocsSite", () => {
  it("orders pages by group then order, maps folder indexes and marks the current page", () => {
    const site = buildDocsSite(
      [
        source("b", "# B", "Reference", 2),
        source("a", "# A", "Reference", 1),
        source("index", "# Home", "Start here"),
        source("guide/index", "# Guide", "Agents"),
      ],
      context,
    );
    expect(site.pages.map((p) => p.path)).toEqual(["index", "a", "b", "guide"]);
    const a = site.page("a")?.html ?? "";
    expect(a).toContain('<a href="/docs/a" aria-current="page">a title</a>');
    expect(a).toContain('<a href="/docs">index title</a>');
    expect(a).toContain('<a href="/docs/guide">guide/index title</a>');
    expect(a).toContain('<link rel="alternate" type="text/markdown" href="/docs/a.md">');
    expect(site.llms).toContain("- [a title](/docs/a.md): About a.");
    expect(site.llms).toContain("- [index title](/docs/index.md): About index.");
  });

  it("shows raw HTML in a source as text", () => {
    const page = buildDocsSite(
      [source("x", '# X\n\n<script>alert("x")</script>\n\nInline <b onclick="y()">bold</b> text.')],
      context,
    ).page("x");
    expect(page?.html).not.toMatch(/<script>alert|<b onclick/u);
    expect(page?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page?.html).toContain("&lt;b onclick=&quot;y()&quot;&gt;");
  });

  it("gives every heading a unique id, the same as its section's anchor", () => {
    const page = buildDocsSite(
      [
        source(
          "x",
          "# X\n\nIntro.\n\n## Fields\n\nOne.\n\n### Fields\n\nTwo.\n\n## How `body` reads\n\nThree.",
        ),
      ],
      context,
    ).page("x");
    expect(page?.sections.map((s) => [s.anchor, s.title, s.depth])).toEqual([
      ["fields", "Fields", 2],
      ["fields-2", "Fields", 3],
      ["how-body-reads", "How body reads", 2],
    ]);
    for (const section of page?.sections ?? []) expect(page?.html).toContain(` id="${section.anchor}"`);
    expect(page?.sections[2]?.markdown).toBe("## How `body` reads\n\nThree.");
  });

  it("refuses sources without front matter, with an unknown group, or without a title heading", () => {
    expect(() => buildDocsSite([{ file: "x", markdown: "# X" }], context)).toThrow(/front matter/u);
    expect(() => buildDocsSite([source("x", "# X", "Elsewhere")], context)).toThrow(/group/u);
    expect(() => buildDocsSite([source("x", "No heading")], context)).toThrow(/# /u);
    expect(() => buildDocsSite([source("x/index", "# X"), source("x", "# X")], context)).toThrow(
      /same page/u,
    );
  });
});

describe("expandBlocks", () => {
  it("expands values and tables from the contract", () => {
    expect(expandBlocks("{{value studio-version}}", context)).toBe("1");
    expect(expandBlocks("{{grammar}}", context)).toMatch(/^\| Layout \| How body is read \|/u);
  });

  it("refuses unknown blocks, bad arguments and malformed placeholders", () => {
    expect(() => expandBlocks("{{nothing}}", context)).toThrow(/unknown block/u);
    expect(() => expandBlocks("{{fields nothing}}", context)).toThrow(/needs a kind/u);
    expect(() => expandBlocks("{{value nothing}}", context)).toThrow(/needs one of/u);
    expect(() => expandBlocks("{{Fields background}}", context)).toThrow(/malformed/u);
  });
});

describe("markdown helpers", () => {
  it("slugs headings and numbers repeats", () => {
    const slug = slugger();
    expect(slug('Backgrounds (`kind: "background"`)')).toBe("backgrounds-kind-background");
    expect(slug("Backgrounds (kind: background)")).toBe("backgrounds-kind-background-2");
    expect(slug("1. Read the contract")).toBe("1-read-the-contract");
  });

  it("reduces markdown to plain text for search", () => {
    expect(plainText("| a | b |\n|---|---|\n| `x_y` | [link](/docs) |\n\n```json\n{}\n```")).toBe(
      "a b x_y link",
    );
  });

  it("escapes pipes in table cells and fences text longer than its backtick runs", () => {
    expect(table(["A"], [["x | y"]])).toBe("| A |\n|---|\n| x \\| y |");
    expect(fenced("a ```` b", "md")).toBe("`````md\na ```` b\n`````");
  });
});
