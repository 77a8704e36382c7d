// GET /api/search over the real app: every kind of thing is found, results are ranked and resolvable, and
// bad queries are refused with every problem in the common error body.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { SEARCH_QUERY, searchResponseSchema } from "../../src/contract/index.js";
import { bodyReader, useDocsApp } from "../docs/app.js";

const app = useDocsApp();
const element = ELEMENTS.find((e) => e.id === "partnership-post") ?? ELEMENTS[0];
const material = materialsCatalog.materials.find((m) => m.id === "ink-dither");

async function search(query: string) {
  const response = await app.get(`/api/search?${query}`);
  expect(response.statusCode, query).toBe(200);
  return searchResponseSchema.parse(response.json());
}
const q = (text: string, limit?: number) =>
  search(`q=${encodeURIComponent(text)}${limit === undefined ? "" : `&limit=${limit}`}`);

describe("GET /api/search knows the platforms elements are made for", () => {
  it.each([
    ["linkedin banner", "professional-network-cover"],
    ["youtube thumbnail", "video-thumbnail"],
    ["instagram story", "story-background"],
    ["tiktok", "story-background"],
    ["twitter header", "profile-header"],
    ["x header", "profile-header"],
    ["facebook link preview", "open-graph-image"],
    ["github readme", "readme-banner"],
  ])("%s → %s, first among elements", async (text, id) => {
    const { results } = await q(text);
    expect(results.find((r) => r.type === "element")?.id, JSON.stringify(results.slice(0, 3))).toBe(id);
  });
});

describe("GET /api/search finds", () => {
  it.each([
    ["a material by name", material?.name ?? "", "material", "ink-dither"],
    ["an element by name", element?.name ?? "", "element", element?.id ?? ""],
    ["an identity", "Halden", "identity", "halden-rail"],
    ["an identity by a proof asset", "Vale Transit", "identity", "halden-rail"],
    ["a Studio tool", "partnership", "tool", "partnership"],
    ["an endpoint", "openapi", "endpoint", "GET /openapi.json"],
    ["an endpoint by path", "surface textures", "endpoint", "GET /api/surface-textures/:assetId/:map"],
    ["a docs page", "choose interface", "doc", "agents/choose-interface"],
    ["a docs section", "layout body", "doc", "generate/template#how-each-layout-reads-body"],
    ["the integration guide", "connect an agent", "doc", "agents/connect"],
  ])("%s (%s)", async (_, text, type, id) => {
    const { query, results } = await q(text);
    expect(query).toBe(text);
    expect(results.slice(0, 5)).toContainEqual(expect.objectContaining({ type, id }));
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(["id", "score", "snippet", "title", "type", "url"]);
      expect(result.snippet.length).toBeGreaterThan(0);
      expect(result.snippet.length).toBeLessThanOrEqual(200);
    }
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("puts the exact material first", async () => {
    expect((await q(material?.name ?? "")).results[0]).toMatchObject({
      type: "material",
      id: "ink-dither",
      title: material?.name,
      // The docs section whose table lists it: a reader lands on its row's table, not on a JSON document.
      url: "/docs/materials#every-material",
    });
  });

  it("matches prefixes and tolerates typos", async () => {
    expect((await q("partn")).results).toContainEqual(
      expect.objectContaining({ type: "tool", id: "partnership" }),
    );
    expect((await q("dithr")).results).toContainEqual(
      expect.objectContaining({ type: "material", id: "ink-dither" }),
    );
    expect((await q("identites")).results.length).toBeGreaterThan(0);
  });

  it("falls back to any term when no entry has them all", async () => {
    expect((await q("halden zzzzqqq")).results).toContainEqual(
      expect.objectContaining({ id: "halden-rail" }),
    );
  });
});

describe("GET /api/search limits", () => {
  it(`returns ${SEARCH_QUERY.defaultLimit} results by default and honours limit up to ${SEARCH_QUERY.maxLimit}`, async () => {
    expect((await q("material")).results).toHaveLength(SEARCH_QUERY.defaultLimit);
    expect((await q("material", 3)).results).toHaveLength(3);
    expect((await q("material", 1)).results).toHaveLength(1);
    expect((await q("material", SEARCH_QUERY.maxLimit)).results).toHaveLength(SEARCH_QUERY.maxLimit);
  });

  it("returns an empty list when nothing matches", async () => {
    expect((await q("qqqqzzzzxxxx")).results).toEqual([]);
  });

  it("is cacheable: the index is fixed while the server runs", async () => {
    const response = await app.get("/api/search?q=dither");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers["content-type"]).toMatch(/^application\/json/u);
  });
});

describe("GET /api/search result URLs", () => {
  it("resolve to a resource that holds the result", async () => {
    const seen = new Map<string, { id: string; type: string; url: string }>();
    for (const text of [
      "dither",
      "partnership",
      "identity",
      "slides",
      "api",
      "export",
      "gradient",
      "wood",
      "kerf",
      "rules",
    ]) {
      for (const result of (await q(text, SEARCH_QUERY.maxLimit)).results)
        seen.set(`${result.type} ${result.id}`, result);
    }
    expect(seen.size).toBeGreaterThan(100);
    const bodyOf = bodyReader(app);
    expect(new Set([...seen.values()].map((r) => r.type))).toEqual(
      new Set(["doc", "material", "element", "identity", "surface", "tool", "endpoint"]),
    );
    for (const result of seen.values()) {
      const { url } = result;
      const [path = "", fragment] = url.split("#");
      const body = await bodyOf(path, url);
      // A record's page shows it; a docs fragment names a heading on the page, never a JSON document.
      if (["material", "element", "identity", "surface"].includes(result.type))
        expect(body, url).toContain(result.id);
      if (!fragment) continue;
      expect(path, url).toMatch(/^\/docs/u);
      expect(body, url).toContain(` id="${fragment}"`);
    }
  });
});

describe("GET /api/search refuses", () => {
  it.each([
    ["no q", "", "q", "required"],
    ["an empty q", "q=", "q", "required"],
    ["a blank q", "q=%20%20%20", "q", "required"],
    ["q given twice", "q=a&q=b", "q", "invalid_type"],
    ["a q too long", `q=${"a".repeat(SEARCH_QUERY.maxQueryLength + 1)}`, "q", "too_long"],
    ["limit 0", "q=dither&limit=0", "limit", "out_of_range"],
    [
      `limit ${SEARCH_QUERY.maxLimit + 1}`,
      `q=dither&limit=${SEARCH_QUERY.maxLimit + 1}`,
      "limit",
      "out_of_range",
    ],
    ["a word limit", "q=dither&limit=two", "limit", "invalid_type"],
    ["a fractional limit", "q=dither&limit=1.5", "limit", "invalid_type"],
    ["a padded limit", "q=dither&limit=%205", "limit", "invalid_type"],
    ["an empty limit", "q=dither&limit=", "limit", "invalid_type"],
  ])("%s with a structured 400", async (_, query, field, code) => {
    const response = await app.get(`/api/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: "invalid_request", field, issues: [expect.objectContaining({ code, field })] },
      schemaVersion: 1,
    });
  });

  it("an unknown parameter with unknown_field", async () => {
    const response = await app.get("/api/search?q=dither&type=material");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "unknown_field", field: "type" });
  });

  it("every problem at once", async () => {
    const response = await app.get("/api/search?q=&limit=0&page=2");
    expect(response.statusCode).toBe(400);
    const { issues } = response.json().error;
    expect(issues.map((i: { field: string }) => i.field).sort()).toEqual(["limit", "page", "q"]);
  });
});
