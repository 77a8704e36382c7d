// The documentation over HTTP: every page as HTML and markdown, links that resolve, examples the service
// accepts, llms.txt and llms-full.txt, 404s in the error shape, and ETag/304 caching.
import { describe, expect, it } from "vitest";
import { GENERATE_KINDS } from "../../src/contract/index.js";
import { loadDocs } from "../../src/docs/load.js";
import { docUrl } from "../../src/docs/site.js";
import { packageRoot } from "../../src/server/package-root.js";
import { fencedBlocks, useDocsApp } from "../docs/app.js";

const app = useDocsApp();
const { site } = loadDocs(packageRoot());

/** The pages the brief and the spec name; more may exist, none of these may go missing. */
const REQUIRED = [
  "index",
  "quickstart",
  "generate",
  "generate/background",
  "generate/template",
  "generate/element-brief",
  "generate/design-sequence",
  "errors",
  "identities",
  "materials",
  "studio",
  "agents/connect",
  "agents/choose-interface",
  "skills",
];
const PATHS = site.pages.map((p) => p.path);

describe("docs pages", () => {
  it("include every required page", () => {
    expect(PATHS).toEqual(expect.arrayContaining(REQUIRED));
  });

  it.each(PATHS)("%s answers HTML and markdown", async (path) => {
    const html = await app.get(docUrl(path));
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.body).toMatch(/^<!doctype html><html lang="en">/u);
    expect(html.body.match(/<h1[ >]/gu)).toHaveLength(1);
    expect(html.body).toContain('<main id="content">');
    expect(html.body).toContain(`<a href="${docUrl(path)}" aria-current="page">`);
    expect(html.body).toContain(`<link rel="alternate" type="text/markdown" href="${docUrl(path, true)}">`);
    expect(html.body).not.toMatch(/\{\{/u);

    const md = await app.get(docUrl(path, true));
    expect(md.statusCode).toBe(200);
    expect(md.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(md.body.startsWith("# ")).toBe(true);
    expect(md.body).not.toMatch(/\{\{/u);
  });

  it("serves the spec's paths: the index, the integration guide, the interface choice and the skill guide", async () => {
    for (const path of [
      "/docs",
      "/docs/",
      "/docs/index",
      "/docs/index.md",
      "/docs/agents/connect",
      "/docs/agents/connect.md",
      "/docs/agents/choose-interface.md",
      "/docs/skills.md",
    ]) {
      expect((await app.get(path)).statusCode, path).toBe(200);
    }
  });

  it.each([
    "/docs/nowhere",
    "/docs/nowhere.md",
    "/docs/generate/background/extra",
    "/docs/..%2Fpackage.json",
  ])("answers 404 in the error shape for %s", async (path) => {
    const response = await app.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { code: "not_found", field: "path", issues: [] },
      schemaVersion: 1,
    });
  });
});

describe("links", () => {
  const htmlOf = new Map<string, string>();
  const ids = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/gu)].map((m) => m[1]));

  /** Resolves a link against the app: 200, and its fragment names an element of the page. */
  async function checkLink(href: string, from: string) {
    const [target = "", fragment] = href.split("#");
    let html = htmlOf.get(target || from);
    if (target !== "") {
      const response = await app.get(target);
      expect(response.statusCode, `${href} (from ${from})`).toBe(200);
      if ((response.headers["content-type"] ?? "").toString().startsWith("text/html")) html = response.body;
    }
    if (fragment && html) expect(ids(html), `#${fragment} in ${href} (from ${from})`).toContain(fragment);
  }

  it("in every HTML page resolve, fragments included", async () => {
    for (const page of site.pages) htmlOf.set(docUrl(page.path), page.html);
    const links = new Map<string, string>();
    for (const [url, html] of htmlOf) {
      for (const [, raw] of html.matchAll(/href="([^"]*)"/gu)) {
        const href = (raw ?? "").replaceAll("&amp;", "&");
        if (/^[a-z]+:/u.test(href)) continue; // external: https://, mailto:
        expect(href, `relative link in ${url}`).toMatch(/^[/#]/u);
        links.set(href.startsWith("#") ? `${url}${href}` : href, url);
      }
    }
    expect(links.size).toBeGreaterThan(60);
    for (const [href, from] of links) await checkLink(href, from);
  });

  it("in every markdown page, llms.txt and llms-full.txt resolve", async () => {
    const texts = [
      ...site.pages.map((p) => [docUrl(p.path, true), p.markdown] as const),
      ["/llms.txt", (await app.get("/llms.txt")).body] as const,
      ["/llms-full.txt", (await app.get("/llms-full.txt")).body] as const,
    ];
    const links = new Set<string>();
    for (const [, text] of texts) {
      for (const [, href] of text.matchAll(/\]\((\/[^)\s]*)\)/gu)) links.add(href ?? "");
    }
    expect(links.size).toBeGreaterThan(40);
    for (const href of links) await checkLink(href, "markdown");
    // In one file of every page, a page's own #anchor would point nowhere: they are made absolute.
    const full = texts.find(([url]) => url === "/llms-full.txt")?.[1] ?? "";
    expect(full).not.toMatch(/\]\(#/u);
    expect(full).toMatch(/\]\(\/docs\/[\w/-]+#[\w-]+\)/u);
  });
});

describe("examples (docs cannot lie)", () => {
  const blocks = site.pages.flatMap((page) =>
    fencedBlocks(page.markdown).map((block) => ({ page, ...block })),
  );

  it("every JSON block parses", () => {
    const json = blocks.filter((b) => b.info.startsWith("json"));
    expect(json.length).toBeGreaterThan(15);
    for (const block of json) expect(() => JSON.parse(block.text), block.page.path).not.toThrow();
  });

  it("every generation request in the docs is accepted by POST /api/generate", async () => {
    let posted = 0;
    const kinds = new Set<string>();
    for (const block of blocks.filter((b) => b.info === "json")) {
      const body = JSON.parse(block.text);
      // Answers repeat their request's kind too; only an answer carries schemaVersion.
      if (!GENERATE_KINDS.includes(body.kind) || "schemaVersion" in body) continue;
      const response = await app.post(body);
      expect(response.statusCode, `${block.page.path}: ${response.body.slice(0, 300)}`).toBe(200);
      if (body.output === "raw") expect(response.headers["content-type"]).toBe("image/svg+xml");
      kinds.add(body.kind);
      posted++;
    }
    expect([...kinds].sort()).toEqual([...GENERATE_KINDS].sort());
    expect(posted).toBeGreaterThanOrEqual(12);
  });

  it("every request marked invalid is refused with the error body the docs show next to it", async () => {
    let refused = 0;
    for (const page of site.pages) {
      const pageBlocks = fencedBlocks(page.markdown);
      for (const [i, block] of pageBlocks.entries()) {
        if (block.info !== "json invalid") continue;
        const response = await app.post(JSON.parse(block.text));
        expect(response.statusCode, page.path).toBe(400);
        expect(response.json(), page.path).toEqual(JSON.parse(pageBlocks[i + 1]?.text ?? "null"));
        refused++;
      }
    }
    expect(refused).toBeGreaterThanOrEqual(1);
  });

  it("shows the responses the service really gives", async () => {
    for (const path of ["generate/element-brief", "generate/design-sequence"]) {
      const blocks = fencedBlocks(site.page(path)?.markdown ?? "").filter((b) => b.info === "json");
      const request = blocks
        .map((b) => JSON.parse(b.text))
        .find((body) => GENERATE_KINDS.includes(body.kind));
      const response = await app.post(request);
      expect(
        blocks.map((b) => JSON.parse(b.text)),
        path,
      ).toContainEqual(response.json());
    }
  });
});

describe("llms.txt and llms-full.txt", () => {
  it("give a concise index in the llms.txt convention", async () => {
    const response = await app.get("/llms.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const text = response.body;
    expect(text).toMatch(/^# Marque\n\n> .+\n\n/u);
    for (const section of ["## Docs", "## API", "## Optional"]) expect(text).toContain(`\n${section}\n`);
    for (const page of site.pages) expect(text).toContain(`](${docUrl(page.path, true)}): `);
    for (const path of [
      "/api/agent",
      "/api/generate",
      "/openapi.json",
      "/llms-full.txt",
      "/docs/skills.md",
    ]) {
      expect(text).toContain(`](${path}`);
    }
    expect(text.length).toBeLessThan(8000);
  });

  it("puts every page, expanded, into llms-full.txt", async () => {
    const response = await app.get("/llms-full.txt");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    for (const page of site.pages) {
      // Each page whole, its own #anchors pointing at the page.
      const absolute = page.markdown.replaceAll("](#", `](${docUrl(page.path)}#`);
      expect(response.body, page.path).toContain(absolute);
      expect(response.body).toContain(`<!-- ${docUrl(page.path, true)} -->`);
    }
    expect(response.body).not.toMatch(/\{\{/u);
  });
});

describe("caching", () => {
  it.each(["/docs", "/docs/generate/template", "/docs/generate/template.md", "/llms.txt", "/llms-full.txt"])(
    "%s carries an ETag and a five-minute cache, and answers 304 when revalidated",
    async (path) => {
      const first = await app.get(path);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/u);
      expect(first.headers["cache-control"]).toBe("public, max-age=300");
      const again = await app.get(path, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const changed = await app.get(path, { "if-none-match": '"something-else"' });
      expect(changed.statusCode).toBe(200);
    },
  );

  it("serves compressed bodies with their own ETags", async () => {
    const plain = await app.get("/llms-full.txt");
    const br = await app.get("/llms-full.txt", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await app.get("/llms-full.txt", { "if-none-match": String(br.headers.etag), "accept-encoding": "br" }))
        .statusCode,
    ).toBe(304);
  });
});
