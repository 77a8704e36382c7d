// The documentation site: markdown sources (docs/ in the repository) → pages in markdown and HTML, grouped
// navigation, /llms.txt and /llms-full.txt. Pure: the edge (load.ts) reads the files and hands them in.
import { RESOURCE_PATHS } from "../contract/index.js";
import { type BlockContext, expandBlocks, labNote } from "./blocks/index.js";
import { htmlPage, type NavGroup } from "./layout.js";
import { llmsFullTxt, llmsTxt } from "./llms.js";
import { type DocSection, renderMarkdown } from "./render.js";

export interface DocSource {
  /** The file's path under docs/ without `.md`: `index`, `generate/background`, `agents/connect`. */
  file: string;
  markdown: string;
}

export interface DocPage {
  /** Path under /docs: `index`, `generate` (from generate/index.md), `generate/background`. */
  path: string;
  title: string;
  description: string;
  group: string;
  /** Expanded markdown, without front matter. */
  markdown: string;
  html: string;
  sections: readonly DocSection[];
}

export interface DocsSite {
  /** In navigation order. */
  pages: readonly DocPage[];
  page(path: string): DocPage | undefined;
  llms: string;
  llmsFull: string;
}

/** Navigation groups in order; every page names one in its front matter. */
export const NAV_GROUPS = ["Start here", "Generate", "Reference", "Agents"] as const;

/** `generate/background` → `/docs/generate/background`; the index is `/docs` (`/docs/index.md`). */
export const docUrl = (path: string, markdown = false): string =>
  path === "index"
    ? markdown
      ? `${RESOURCE_PATHS.docs}/index.md`
      : RESOURCE_PATHS.docs
    : `${RESOURCE_PATHS.docs}/${path}${markdown ? ".md" : ""}`;

/** `generate/index` → `generate`; the top-level index stays `index`. */
const pathOf = (file: string) => (file === "index" ? file : file.replace(/\/index$/u, ""));

interface FrontMatter {
  title: string;
  description: string;
  group: string;
  order: number;
  body: string;
}

function frontMatter(file: string, source: string): FrontMatter {
  const match = /^---\n([\s\S]*?)\n---\n/u.exec(source);
  if (!match) throw new Error(`docs/${file}.md: front matter (title, description, group, order) is missing`);
  const fields = new Map(
    (match[1] ?? "").split("\n").map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    }),
  );
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`docs/${file}.md: front matter needs ${name}`);
    return value;
  };
  const group = field("group");
  if (!(NAV_GROUPS as readonly string[]).includes(group)) {
    throw new Error(`docs/${file}.md: group must be one of ${NAV_GROUPS.join(", ")}`);
  }
  return {
    title: field("title"),
    description: field("description"),
    group,
    order: Number(field("order")),
    body: source.slice(match[0].length),
  };
}

/** Builds every page once: placeholders expanded, markdown rendered, navigation and llms texts assembled. */
export function buildDocsSite(sources: readonly DocSource[], context: BlockContext): DocsSite {
  const parsed = sources
    .map((source) => {
      const { body, order, ...meta } = frontMatter(source.file, source.markdown);
      const markdown = expandBlocks(body, context).trim();
      if (!markdown.startsWith("# "))
        throw new Error(`docs/${source.file}.md: the body must start with "# "`);
      return { path: pathOf(source.file), order, markdown, ...meta };
    })
    .sort(
      (a, b) =>
        NAV_GROUPS.indexOf(a.group as (typeof NAV_GROUPS)[number]) -
          NAV_GROUPS.indexOf(b.group as (typeof NAV_GROUPS)[number]) ||
        a.order - b.order ||
        a.path.localeCompare(b.path),
    );

  const groups: NavGroup[] = NAV_GROUPS.map((label) => ({
    label,
    pages: parsed.filter((p) => p.group === label).map((p) => ({ ...p, url: docUrl(p.path) })),
  })).filter((g) => g.pages.length > 0);

  const pages: DocPage[] = parsed.map((p) => {
    const { html, sections } = renderMarkdown(p.markdown);
    const frame = { ...p, markdownUrl: docUrl(p.path, true), body: html };
    return { ...p, html: htmlPage(frame, groups), sections };
  });
  const byPath = new Map(pages.map((p) => [p.path, p]));
  if (byPath.size < pages.length) throw new Error("docs: two sources give the same page path");
  const forLlms = pages.map((p) => ({ ...p, markdownUrl: docUrl(p.path, true), url: docUrl(p.path) }));
  // The summary names every lab; one the Studio does not have yet is said at once, as on the pages.
  const notices = context.labs.map((lab) => labNote(lab.id, context)).filter((note) => note !== "");
  return {
    pages,
    page: (path) => byPath.get(path),
    llms: llmsTxt(forLlms, notices),
    llmsFull: llmsFullTxt(forLlms, notices),
  };
}
