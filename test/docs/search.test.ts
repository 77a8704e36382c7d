// The search index on its own: surface assets are found as themselves, every catalog record links to the docs
// section that lists it, and snippets read as the page does.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { identitySummaries } from "../../src/catalog/identities/index.js";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { SURFACE_ASSETS } from "../../src/catalog/surfaces/index.js";
import { loadDocs } from "../../src/docs/load.js";
import { docUrl } from "../../src/docs/site.js";
import { packageRoot } from "../../src/server/package-root.js";

const { site, search } = loadDocs(packageRoot());
const htmlAt = (url: string) => site.pages.find((p) => docUrl(p.path) === url.split("#")[0])?.html;

describe("search finds", () => {
  it("a surface asset by its name, as a surface, before the sections that mention it", () => {
    const [first] = search("kerf wood", 10);
    expect(first).toMatchObject({ type: "surface", id: "kerf-wood", title: "Kerf-cut wood" });
    expect(search("woven wire", 3)[0]).toMatchObject({ type: "surface", id: "woven-wire" });
  });
});

describe("a catalog record's URL", () => {
  const records = [
    ...materialsCatalog.materials.map((m) => ["material", m.id, m.name] as const),
    ...ELEMENTS.map((e) => ["element", e.id, e.name] as const),
    ...identitySummaries().map((i) => ["identity", i.id, i.name] as const),
    ...SURFACE_ASSETS.map((s) => ["surface", s.id, s.name] as const),
  ];

  it.each(records)("%s %s is the docs section that lists it", (type, id, name) => {
    const hit = search(name, 50).find((r) => r.type === type && r.id === id);
    expect(hit?.url).toMatch(/^\/docs[^#]*#[a-z0-9-]+$/u);
    const [, fragment] = (hit?.url ?? "").split("#");
    const html = htmlAt(hit?.url ?? "") ?? "";
    // The fragment is a heading of that page, and the section under it has the record's row.
    expect(html).toContain(` id="${fragment}"`);
    const section = site.pages
      .flatMap((p) => p.sections.map((s) => ({ url: `${docUrl(p.path)}#${s.anchor}`, s })))
      .find((x) => x.url === hit?.url);
    expect(section?.s.markdown).toContain(`| \`${id}\` |`);
  });
});

describe("snippets", () => {
  it("keep inline code and punctuation together, as the page reads", () => {
    const snippets = ["POST generate", "identity", "dither", "export", "surface", "limits", "brief"].flatMap(
      (q) => search(q, 50).map((r) => r.snippet),
    );
    expect(snippets.length).toBeGreaterThan(200);
    for (const snippet of snippets) expect(snippet).not.toMatch(/\w [,.;:!?)](\s|$)|\( /u);
    expect(snippets.some((s) => s.includes("POST /api/generate, with"))).toBe(true);
  });
});
