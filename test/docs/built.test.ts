// The docs site as `npm run build` writes it (dist/docs) and a server run from dist serves it: the same pages,
// files and search results as the site built in memory, through the real HTTP server; and what the server
// keeps of it is a fraction of the heap the site built in memory took.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDocs } from "../../src/docs/load.js";
import { DOCS_FILES, pageFile, readBuiltDocs, siteFiles } from "../../src/docs/served.js";
import { writeBuiltDocs } from "../../src/docs/write-built.js";
import { packageRoot } from "../../src/server/package-root.js";
import { useApp } from "../http/raw-http.js";

const root = packageRoot();
const dir = mkdtempSync(join(tmpdir(), "marque-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeBuiltDocs(root, dir);
const built = readBuiltDocs(dir);
const { site, search } = loadDocs(root);
if (!built) throw new Error(`no docs site was written to ${dir}`);
const server = useApp({ logger: false, docs: built });

const QUERIES = ["dither", "POST generate", "slides layout", "halden", "expor", "webp", "zzzz", "mcp stdio"];

describe("the docs site built ahead", () => {
  it("has every page and file of the site built in memory, byte for byte", () => {
    expect(built.site.pages).toEqual(
      site.pages.map(({ path, title, description, group }) => ({ path, title, description, group })),
    );
    for (const [name, text] of siteFiles(site)) expect(built.file(name)?.toString("utf8"), name).toBe(text);
    for (const page of site.pages) expect(built.site.page(page.path)?.markdown).toBe(page.markdown);
    expect(built.file("../package.json")).toBeUndefined();
    expect(built.file(DOCS_FILES.search)).toBeUndefined();
  });

  it("answers every search as the index built in memory does", () => {
    for (const q of QUERIES) expect(built.search(q, 50), q).toEqual(search(q, 50));
  });

  it("is served over HTTP: pages, markdown, llms.txt, search and a 404 naming the pages", async () => {
    const page = site.pages.find((p) => p.path.includes("/")) ?? site.pages[0];
    if (!page) throw new Error("no docs page");
    const get = (path: string) => fetch(`${server.url}${path}`);
    const html = await get(`/docs/${page.path}`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-security-policy")).toContain("style-src 'sha256-");
    expect(await html.text()).toBe(page.html);
    expect(await (await get(`/docs/${page.path}.md`)).text()).toBe(`${page.markdown}\n`);
    expect(await (await get("/docs")).text()).toBe(site.page("index")?.html);
    expect(await (await get("/llms-full.txt")).text()).toBe(site.llmsFull);
    const results = (await (await get("/api/search?q=dither&limit=5")).json()) as { results: unknown };
    expect(results.results).toEqual(search("dither", 5));
    const missing = await get("/docs/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(page.path);
    expect(pageFile(page.path, true)).toBe(`pages/${page.path}.md`);
  });

  it("keeps less than half the heap the site built in memory takes", () => {
    // Each in a fresh process: live heap after full collections, before and after, with the modules loaded.
    const heapOf = (script: string) =>
      Number(
        execFileSync(
          process.execPath,
          ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", script],
          { cwd: root, encoding: "utf8" },
        ).trim(),
      );
    const measure = (load: string) => `
      const served = await import("./src/docs/served.ts");
      const load = await import("./src/docs/load.ts");
      const live = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
      const before = live();
      globalThis.kept = ${load};
      globalThis.kept.search("dither", 10);
      console.log(live() - before);`;
    const inMemory = heapOf(measure("load.loadDocs(process.cwd())"));
    const fromDisk = heapOf(measure(`served.readBuiltDocs(${JSON.stringify(dir)})`));
    const MB = 1024 * 1024;
    expect(inMemory / MB).toBeGreaterThan(4);
    // ~10 MB built in memory, ~4 MB read (the search index and the texts its snippets are cut from).
    expect(fromDisk).toBeLessThan(inMemory / 2);
  }, 60_000);
});
