// The docs say what the Studio has today: while a lab is not in it, no page presents that lab's exports as
// something the Studio does, and once the labs catalog says it is, the notes go by themselves.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LABS, type Lab } from "../../src/catalog/labs/index.js";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { STUDIO_API } from "../../src/contract/index.js";
import { NOT_YET } from "../../src/docs/blocks/index.js";
import { loadDocs, readDocSources, readSkills } from "../../src/docs/load.js";
import { buildDocsSite, type DocPage, type DocSource } from "../../src/docs/site.js";
import { packageRoot } from "../../src/server/package-root.js";

const root = packageRoot();
const { site } = loadDocs(root);
const designLab = LABS.find((lab) => lab.id === "design-lab");
/** Not wholly there: no tool, or a tool whose sequences and motion exports are still to come. */
const designLabMissing = designLab?.browser.available === false || designLab?.browser.pending !== undefined;

/** What only the Design Lab exports (the motion formats), as words: GIF, MP4. */
const toolFormats = new Set<string>(STUDIO_TOOLS.flatMap((t) => t.exports));
const motion = STUDIO_API.designExport.formats.filter((f) => !toolFormats.has(f));
const MOTION = new RegExp(`\\b(${motion.join("|")})\\b`, "iu");

/** The page's introduction and each of its sections: the places a reader takes in at once. */
const parts = (page: DocPage) => {
  const first = page.sections[0];
  const intro = first ? page.markdown.slice(0, page.markdown.indexOf(first.markdown)) : page.markdown;
  return [{ where: `${page.path} (introduction)`, text: intro }].concat(
    page.sections.map((s) => ({ where: `${page.path}#${s.anchor}`, text: s.markdown })),
  );
};

/** Sentences, list items and table rows: "MP4" in a rule and "export" in the next sentence are no claim. */
const sentences = (text: string) => text.split(/[.;!?](?=\s)|\n\s*\n|\n(?=\s*(?:[-*|]|\d+\.))/u);

/** Parts that speak of the Design Lab's exports: `design.export`, or a motion format with "export". */
const exportClaims = (page: DocPage) =>
  parts(page).filter(({ text }) =>
    sentences(text).some(
      (s) => s.includes(STUDIO_API.designExport.action) || (MOTION.test(s) && /export/iu.test(s)),
    ),
  );

/** Claims that do not say, in the same part, that the Studio does not have it yet. */
const unqualified = (pages: readonly DocPage[]) =>
  pages.flatMap((page) =>
    exportClaims(page)
      .filter(({ text }) => !text.toLowerCase().includes(NOT_YET.toLowerCase()))
      .map(({ where }) => where),
  );

const _NOTE = `**${NOT_YET[0]?.toUpperCase()}${NOT_YET.slice(1)}:**`;
const _count = (text: string, part: string) => text.split(part).length - 1;

/** The real docs, built as they will read once the Design Lab tool is in the Studio. */
function withDesignLab(): ReturnType<typeof buildDocsSite> {
  const labs: Lab[] = LABS.map((lab) =>
    lab.id === "design-lab"
      ? {
          ...lab,
          browser: {
            available: true,
            tools: ["material"],
            actions: [STUDIO_API.designExport.action],
            exports: [...STUDIO_API.designExport.formats],
          },
        }
      : lab,
  );
  return buildDocsSite(readDocSources(join(root, "docs")), { skills: readSkills(root), labs });
}

// While a lab's browser tool was missing, its notes were checked page by page here; the Design Lab has
// landed, so what stays is the checker itself and the real site without a note.
describe("the notes' checker", () => {
  it("a page that states them unqualified is caught", () => {
    const claim = (body: string): DocSource => ({
      file: "claim",
      markdown: `---\ntitle: Claim\ndescription: A claim.\ngroup: Reference\norder: 1\n---\n\n# Claim\n\n${body}`,
    });
    const missing = LABS.map((lab) =>
      lab.id === "design-lab" ? { ...lab, browser: { available: false as const, note: NOT_YET } } : lab,
    );
    const pages = (body: string) => buildDocsSite([claim(body)], { skills: [], labs: missing }).pages;
    expect(unqualified(pages("## Export\n\nThe Studio exports GIF and MP4."))).toEqual(["claim#export"]);
    expect(unqualified(pages("Invoke `design.export` with a format."))).toEqual(["claim (introduction)"]);
    expect(unqualified(pages("Invoke `design.export`{{lab-pending design-lab}}."))).toEqual([]);
  });
});

describe("once the Design Lab tool is in the Studio", () => {
  // The real site once the labs catalog says so; until then, the site built as it will read.
  const built = designLabMissing ? withDesignLab() : site;

  it("every note goes, and the Design Lab is described as present", () => {
    for (const page of built.pages) expect(page.markdown, page.path).not.toContain(NOT_YET);
    expect(built.llms).not.toContain(NOT_YET);
    expect(built.page("studio")?.markdown).toContain(
      "Listed by `describe().actions` while the Design Lab tool",
    );
    expect(built.page("generate/design-sequence")?.markdown).toContain(
      "Invoke `design.export` with `{format, mode?",
    );
  });
});
