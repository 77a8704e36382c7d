// The docs as the server serves them: the pages' list, each page's HTML and markdown, /llms.txt,
// /llms-full.txt and the search. Run from dist, a server reads what `npm run build` wrote under dist/docs
// (write-built.ts): the list and the search index at start, a page's file when it is asked for. It never holds
// the sources, the site model or the markdown renderer (~10 MB of heap, ~25 MB of RSS a worker when it built
// them itself, and ~1.5 s of its event loop to build them on a first request instead). Run from the sources
// (tests, tsx), or from a dist built without them, it builds the site in memory as before (load.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSearch, type Search } from "./search.js";
import type { DocsSite } from "./site.js";

/** What the pages' list says of a page: its path under /docs, title, description and navigation group. */
export interface DocSummary {
  path: string;
  title: string;
  description: string;
  group: string;
}

/** The pages, in navigation order, and any page's markdown (expanded, without front matter). */
export interface DocsPages {
  readonly pages: readonly DocSummary[];
  page(path: string): (DocSummary & { markdown: string }) | undefined;
}

export interface ServedDocs {
  readonly site: DocsPages;
  readonly search: Search;
  /** A served file's bytes (see docsFile), or undefined when there is none of that name. */
  file(name: string): Buffer | undefined;
}

/** The files a built site holds, named the same in dist/docs and in memory. */
export const DOCS_FILES = {
  llms: "llms.txt",
  llmsFull: "llms-full.txt",
  pages: "pages.json",
  search: "search.json",
} as const;

/** A page's file: `generate/background` → `pages/generate/background.html` (or `.md`). */
export const pageFile = (path: string, markdown: boolean): string =>
  `pages/${path}.${markdown ? "md" : "html"}`;

/** Where `npm run build` writes the site, under the repository root. */
export const builtDocsDir = (root: string): string => join(root, "dist", "docs");

/** Every file of a site built in memory, by name (what write-built.ts writes). */
export function siteFiles(site: DocsSite): Map<string, string> {
  const files = new Map<string, string>([
    [DOCS_FILES.llms, site.llms],
    [DOCS_FILES.llmsFull, site.llmsFull],
  ]);
  for (const page of site.pages) {
    files.set(pageFile(page.path, false), page.html);
    files.set(pageFile(page.path, true), `${page.markdown}\n`);
  }
  return files;
}

const summary = ({ path, title, description, group }: DocSummary): DocSummary => ({
  path,
  title,
  description,
  group,
});

/** A site built in memory, served the same way. */
export function docsInMemory(site: DocsSite, search: Search): ServedDocs {
  const files = new Map([...siteFiles(site)].map(([name, text]) => [name, Buffer.from(text)]));
  return { site, search, file: (name) => files.get(name) };
}

/** The site `npm run build` wrote to `dir`, or undefined when there is none. */
export function readBuiltDocs(dir: string): ServedDocs | undefined {
  const listFile = join(dir, DOCS_FILES.pages);
  if (!existsSync(listFile)) return undefined;
  const pages = (JSON.parse(readFileSync(listFile, "utf8")) as DocSummary[]).map(summary);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const names = new Set<string>([DOCS_FILES.llms, DOCS_FILES.llmsFull]);
  for (const page of pages) for (const markdown of [false, true]) names.add(pageFile(page.path, markdown));
  // Only the files the list names are read: a request's path never reaches the file system.
  const file = (name: string) => (names.has(name) ? readFileSync(join(dir, name)) : undefined);
  return {
    site: {
      pages,
      page: (path) => {
        const page = byPath.get(path);
        const markdown = page && file(pageFile(path, true))?.toString("utf8");
        return page && markdown !== undefined ? { ...page, markdown: markdown.slice(0, -1) } : undefined;
      },
    },
    search: loadSearch(readFileSync(join(dir, DOCS_FILES.search), "utf8")),
    file,
  };
}

/** True when this module runs from the TypeScript sources (tsx, vitest), not from dist. */
const fromSource = import.meta.url.endsWith(".ts");
const opened = new Map<string, Promise<ServedDocs>>();

/** The docs of the repository at `root`: built ahead when run from dist, else built here once a process. */
export function openDocs(root: string): Promise<ServedDocs> {
  let docs = opened.get(root);
  if (!docs) {
    const built = fromSource ? undefined : readBuiltDocs(builtDocsDir(root));
    docs = built
      ? Promise.resolve(built)
      : import("./load.js").then(({ loadDocs }) => {
          const { site, search } = loadDocs(root);
          return docsInMemory(site, search);
        });
    opened.set(root, docs);
  }
  return docs;
}
