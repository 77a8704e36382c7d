// The documentation over HTTP: every page as HTML and markdown, links that resolve, examples that work,
// tables that match the contract, llms.txt and llms-full.txt, and search.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { backgroundSettingsSchema, SLIDE_LAYOUTS, STUDIO_API } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

const PAGES = [
  "index",
  "quickstart",
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
const markdownOf = async (page: string) =>
  (await get(page === "index" ? "/docs/index.md" : `/docs/${page}.md`)).text();

describe("docs pages", () => {
  it.each(PAGES)("%s answers HTML and markdown", async (page) => {
    const html = await get(page === "index" ? "/docs" : `/docs/${page}`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await html.text()).toMatch(/<main>[\s\S]*<h1/u);
    const md = await get(page === "index" ? "/docs/index.md" : `/docs/${page}.md`);
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const text = await md.text();
    expect(text.startsWith("# ")).toBe(true);
    expect(text).not.toMatch(/\{\{/u);
  });

  it("serves the integration guide, the interface choice and the skill guide at the spec's paths", async () => {
    for (const path of ["/docs/agents/connect", "/docs/agents/choose-interface.md", "/docs/skills.md"]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it("answers 404 in the error shape for an unknown page", async () => {
    const response = await get("/docs/nowhere");
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ code: "not_found", field: "path" });
  });

  it("links only to things that exist", async () => {
    const links = new Set<string>();
    for (const page of PAGES) {
      const html = await (await get(page === "index" ? "/docs" : `/docs/${page}`)).text();
      for (const [, href] of html.matchAll(/href="(\/[^"]*)"/gu))
        links.add((href ?? "").replace(/#.*$/u, "").replaceAll("&amp;", "&"));
    }
    const llms = await (await get("/llms.txt")).text();
    for (const [, href] of llms.matchAll(/\]\((\/[^)]*)\)/gu)) links.add((href ?? "").replace(/#.*$/u, ""));
    expect(links.size).toBeGreaterThan(20);
    for (const link of links) expect((await get(link)).status, link).toBe(200);
  });

  it("has examples that the service accepts (docs cannot lie)", async () => {
    let posted = 0;
    for (const page of PAGES) {
      for (const [, block] of (await markdownOf(page)).matchAll(/```json\n([\s\S]*?)\n```/gu)) {
        const body = JSON.parse(block ?? "");
        if (typeof body.kind !== "string") continue;
        const { status, json } = await server.postJson(body);
        expect(status, `${page}: ${JSON.stringify(json ?? "").slice(0, 300)}`).toBe(200);
        posted++;
      }
    }
    expect(posted).toBeGreaterThanOrEqual(8);
  });

  it("states the contract's enums and fields, generated, not restated", async () => {
    const template = await markdownOf("generate/template");
    for (const layout of SLIDE_LAYOUTS) expect(template).toContain(`\`${layout}\``);
    const background = await markdownOf("generate/background");
    for (const field of Object.keys(backgroundSettingsSchema.shape))
      expect(background).toContain(`\`settings.${field}\``);
    const studio = await markdownOf("studio");
    for (const operation of Object.keys(STUDIO_API.operations)) expect(studio).toContain(`\`${operation}\``);
  });
});

describe("llms.txt and llms-full.txt", () => {
  it("gives a concise index in the llms.txt convention", async () => {
    const response = await get("/llms.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^# Marque\n\n> .+\n/u);
    expect(text).toContain("## Docs");
    expect(text).toContain("/api/agent");
    expect(text.length).toBeLessThan(8000);
  });

  it("puts every page, expanded, into llms-full.txt", async () => {
    const full = await (await get("/llms-full.txt")).text();
    for (const page of PAGES) {
      const first = (await markdownOf(page)).split("\n")[0] ?? "";
      expect(full, page).toContain(first);
    }
    expect(full).not.toMatch(/\{\{/u);
  });
});

describe("GET /api/search", () => {
  const search = async (q: string, limit?: number) =>
    (await get(`/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`)).json();

  it.each([
    ["a material by name", "Ink Dither", "material", "ink-dither"],
    ["an element", ELEMENTS[0]?.name ?? "", "element", ELEMENTS[0]?.id ?? ""],
    ["an identity", "Halden", "identity", "halden-rail"],
    ["a tool", "partnership", "tool", "partnership"],
    ["an endpoint", "openapi", "endpoint", "GET /openapi.json"],
    ["a docs page", "choose interface", "doc", "agents/choose-interface"],
  ])("finds %s", async (_, q, type, id) => {
    const { query, results } = await search(q);
    expect(query).toBe(q);
    expect(results.slice(0, 5)).toContainEqual(expect.objectContaining({ type, id }));
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(["id", "score", "snippet", "title", "type", "url"]);
    }
    const scores = results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("tolerates typos and prefixes, and honours limit", async () => {
    expect((await search("dithr")).results.length).toBeGreaterThan(0);
    expect((await search("surf")).results.length).toBeGreaterThan(0);
    expect((await search("material", 3)).results).toHaveLength(3);
  });

  it.each([
    ["", "q"],
    ["   ", "q"],
    ["dither&limit=0", "limit"],
    ["dither&limit=51", "limit"],
    ["dither&limit=two", "limit"],
  ])("refuses q=%j with a structured 400 naming %s", async (query, field) => {
    const response = await get(`/api/search?q=${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "invalid_request", field });
  });

  it("refuses a missing q", async () => {
    const response = await get("/api/search");
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("q");
  });
});
