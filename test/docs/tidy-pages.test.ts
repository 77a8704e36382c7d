// Every page as it is served — HTML and markdown — and both llms texts read cleanly: no empty parentheses
// left where a generated value came out empty ("A motion piece ()"), no runs of blank lines or empty blocks
// left where a generated block had nothing to say, and no empty table cells.
import { describe, expect, it } from "vitest";
import { LABS } from "../../src/catalog/labs/index.js";
import { expandBlocks } from "../../src/docs/blocks/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

/** `()` with nothing inside that is not a call: `describe()` and `readSource()` are code, `piece ()` is not. */
const EMPTY_PARENS = /(?<![\w$\])])\(\s*\)/gu;
/** Two or more blank lines in a row (a blank line holds nothing but spaces). */
const BLANK_RUN = /\n[ \t]*\n[ \t]*\n/gu;
/** An element that holds nothing (or only spaces) where text was meant to be. */
const EMPTY_ELEMENT = /<(p|blockquote|li|td|th|code|h[1-6])\b[^>]*>\s*<\/\1>/gu;

const around = (text: string, index: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 60), index + 20));

function defects(text: string): string[] {
  return [
    ...[...text.matchAll(EMPTY_PARENS)].map((m) => `empty parentheses at ${around(text, m.index)}`),
    ...[...text.matchAll(BLANK_RUN)].map((m) => `blank lines at ${around(text, m.index)}`),
    ...[...text.matchAll(EMPTY_ELEMENT)].map((m) => `empty ${m[1]} at ${around(text, m.index)}`),
  ];
}

async function text(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Every page the docs list, as markdown and as HTML, read from /llms.txt as a reader finds them. */
async function everyPage(): Promise<string[]> {
  const llms = await text("/llms.txt");
  const markdown = [...llms.matchAll(/\]\((\/docs[^)\s]*\.md)\)/gu)].map((m) => m[1] ?? "");
  expect(markdown.length).toBeGreaterThan(10);
  return [...markdown, ...markdown.map((path) => path.replace(/(\/index)?\.md$/u, ""))];
}

describe("served docs read cleanly", () => {
  it("no page (HTML or markdown), /llms.txt or /llms-full.txt has empty parentheses, blank runs or empty blocks", async () => {
    const paths = [...(await everyPage()), "/docs", "/llms.txt", "/llms-full.txt"];
    const found: string[] = [];
    for (const path of paths)
      for (const defect of defects(await text(path))) found.push(`${path}: ${defect}`);
    expect(found).toEqual([]);
  });

  it("the check finds what it is for", () => {
    expect(defects("A motion piece () and `describe()`")).toHaveLength(1);
    expect(defects("a\n\n\nb")).toHaveLength(1);
    expect(defects("<td></td><p> </p>")).toHaveLength(2);
    expect(defects("a\n\nb `readSource()` f(x)")).toEqual([]);
  });

  it("a block alone on its line that has nothing to say takes its blank line with it", () => {
    // A lab that has landed has no note: the paragraph the note stood in goes, and one blank line remains.
    const landed = LABS.map((lab) => ({
      ...lab,
      browser: { available: true as const, tools: ["material"], actions: [], exports: [] },
    }));
    const expanded = expandBlocks("A\n\n{{lab-status design-lab}}\n\nB\n", { skills: [], labs: landed });
    expect(expanded).toBe("A\n\nB\n");
  });
});
