// What the docs promise about what is served holds against the real app: every link of /llms-full.txt (one
// file of every page, read without the pages around it) is absolute and resolves, and texture maps are
// cached as the docs say.
import { Marked, type Token } from "marked";
import { describe, expect, it } from "vitest";
import { SURFACE_ASSETS, SURFACE_MAPS } from "../../src/catalog/surfaces/index.js";
import { absoluteLinks } from "../../src/docs/llms.js";
import { loadDocs } from "../../src/docs/load.js";
import { TEXTURE_CACHE_CONTROL } from "../../src/policy/cache-control.js";
import { packageRoot } from "../../src/server/package-root.js";
import { bodyReader, useDocsApp } from "./app.js";

const app = useDocsApp();
const { site } = loadDocs(packageRoot());

/** Every link and image target of a markdown text, as a markdown reader sees them (code excluded). */
function targets(markdown: string): string[] {
  const found: string[] = [];
  const marked = new Marked();
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === "link" || token.type === "image") found.push(token.href);
  });
  return found;
}

describe("absoluteLinks", () => {
  it("resolves a page's own anchors and relative paths against the page, and leaves the rest", () => {
    const markdown = [
      "[a](#fields) [b](background#fields) [c](../errors) [d](/api/labs) [e](https://example.com/x#y)",
      "Code keeps its text: `[x](#fields)`.",
      "```md\n[y](#fields)\n```",
    ].join("\n\n");
    expect(absoluteLinks(markdown, "/docs/generate/template")).toBe(
      [
        "[a](/docs/generate/template#fields) [b](/docs/generate/background#fields) [c](/docs/errors) [d](/api/labs) [e](https://example.com/x#y)",
        "Code keeps its text: `[x](#fields)`.",
        "```md\n[y](#fields)\n```",
      ].join("\n\n"),
    );
  });
});

describe("/llms-full.txt", () => {
  it("has only absolute links, and each resolves (fragments name an element of the page)", async () => {
    const full = (await app.get("/llms-full.txt")).body;
    const links = new Set(targets(full));
    expect(links.size).toBeGreaterThan(40);
    const bodyOf = bodyReader(app);
    let anchored = 0;
    for (const href of links) {
      if (/^https?:\/\//u.test(href)) continue;
      expect(href, "a link that only works on its own page").toMatch(/^\/[^/]/u);
      const [path = "", fragment] = href.split("#");
      const body = await bodyOf(path, href);
      if (!fragment) continue;
      anchored += 1;
      expect(body, href).toContain(` id="${fragment}"`);
    }
    // The template page's own links to its sections are among them, made absolute.
    expect(anchored).toBeGreaterThan(0);
    expect(links).toContain("/docs/generate/template#how-each-layout-reads-body");
  });
});

describe("texture maps", () => {
  const [asset] = SURFACE_ASSETS;
  const url = `/api/surface-textures/${asset?.id}/${SURFACE_MAPS[0]}`;

  it("are sent with the Cache-Control and ETag the docs state, and revalidate with 304", async () => {
    const response = await app.get(url);
    expect(response.statusCode).toBe(200);
    const cacheControl = String(response.headers["cache-control"]);
    expect(cacheControl).toBe(TEXTURE_CACHE_CONTROL);
    for (const page of ["generate", "materials"])
      expect(site.page(page)?.markdown, page).toContain(`\`Cache-Control: ${cacheControl}\``);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"/u);
    expect((await app.get(url, { "if-none-match": etag })).statusCode).toBe(304);
  });
});
