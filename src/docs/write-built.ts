// `npm run build`'s docs step (after tsc): builds the site and the search index once and writes them under
// dist/docs (served.ts reads them), so that no server process builds them. Run as
// `node dist/src/docs/write-built.js <repository root>`; writeBuiltDocs writes anywhere (tests build into a
// folder of their own).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadDocs } from "./load.js";
import { serializeSearch } from "./search-index.js";
import { builtDocsDir, DOCS_FILES, type DocSummary, siteFiles } from "./served.js";

/** Writes the docs of the repository at `root` to `dir` (replacing what was there). */
export function writeBuiltDocs(root: string, dir: string): void {
  const { site } = loadDocs(root);
  rmSync(dir, { recursive: true, force: true });
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  for (const [name, text] of siteFiles(site)) write(name, text);
  const pages: DocSummary[] = site.pages.map(({ path, title, description, group }) => ({
    path,
    title,
    description,
    group,
  }));
  write(DOCS_FILES.pages, JSON.stringify(pages));
  write(DOCS_FILES.search, serializeSearch(site.pages));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? ".");
  writeBuiltDocs(root, builtDocsDir(root));
}
