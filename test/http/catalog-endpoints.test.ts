// The read-only catalogs over HTTP: the materials document literally as the spec's tables, identities with
// usable proof asset ids, elements whose requests work, labs, the Studio catalog, and surface texture maps.
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { SPEC_CONTROLS, SPEC_LOOK_SETTINGS, SPEC_PALETTE_COLORS } from "../support/spec-materials.js";

const server = useServer();
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const json = async (path: string) => (await get(path)).json();

describe("GET /api/materials", () => {
  it("has the spec's top-level values", async () => {
    const doc = await json("/api/materials");
    expect(doc.schemaVersion).toBe(1);
    expect(doc.count).toBe(134);
    expect(doc.materials).toHaveLength(134);
    expect(doc.sharedBy).toEqual(["animation", "material", "surface"]);
    expect(doc.categories).toEqual([
      { id: "all", label: "All" },
      { id: "fluid", label: "Fluid" },
      { id: "light", label: "Light" },
      { id: "metal", label: "Metal" },
      { id: "gradient", label: "Gradient" },
      { id: "graphic", label: "Graphic" },
    ]);
    expect(doc.engines).toHaveLength(7);
    expect(doc.engines.reduce((sum: number, e: { count: number }) => sum + e.count, 0)).toBe(134);
    const ids = new Set(doc.materials.map((m: { id: string }) => m.id));
    expect(ids.size).toBe(134);
    expect(Object.keys(doc.defaults).sort()).toEqual([
      "animation",
      "heroAnimation",
      "heroField",
      "heroMark",
      "surface",
    ]);
    for (const id of Object.values(doc.defaults)) expect(ids.has(id)).toBe(true);
  });

  it("has every control of the spec with its default, bounds and step", async () => {
    const { controls } = await json("/api/materials");
    expect(controls).toEqual(SPEC_CONTROLS);
    expect(Object.keys(controls)).toEqual(Object.keys(SPEC_CONTROLS));
  });

  it("has the nine look presets with the spec's settings, on real materials, within bounds", async () => {
    const { lookPresets, materials, controls } = await json("/api/materials");
    expect(lookPresets.map((l: { id: string }) => l.id)).toEqual(Object.keys(SPEC_LOOK_SETTINGS));
    const ids = new Set(materials.map((m: { id: string }) => m.id));
    for (const look of lookPresets) {
      expect(look.settings).toEqual(SPEC_LOOK_SETTINGS[look.id as keyof typeof SPEC_LOOK_SETTINGS]);
      expect(ids.has(look.materialId)).toBe(true);
      expect(look.name.length).toBeGreaterThan(0);
      for (const [name, value] of Object.entries<number>(look.settings)) {
        expect(value).toBeGreaterThanOrEqual(controls[name].min);
        expect(value).toBeLessThanOrEqual(controls[name].max);
      }
    }
  });

  it("has the fifteen palettes with the spec's colours", async () => {
    const { palettes } = await json("/api/materials");
    expect(
      Object.fromEntries(palettes.map((p: { id: string; colors: string[] }) => [p.id, p.colors])),
    ).toEqual(SPEC_PALETTE_COLORS);
  });

  it("gives every material the record fields of the spec", async () => {
    const { materials, engines } = await json("/api/materials");
    const engineNames = engines.map((e: { name: string }) => e.name);
    for (const material of materials) {
      expect(typeof material.name).toBe("string");
      expect(material.description.length).toBeGreaterThan(10);
      expect(engineNames).toContain(material.engine);
      expect(material.qualityScore).toBeGreaterThanOrEqual(55);
      expect(material.qualityScore).toBeLessThanOrEqual(100.5);
    }
  });
});

describe("GET /api/identities, /api/elements, /api/labs, /api/catalog", () => {
  it("lists identities with proof asset ids that work as a template's partnerId", async () => {
    const { identities, count } = await json("/api/identities");
    expect(count).toBe(identities.length);
    expect(identities.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining(["starter", "template", "halden-rail", "tessel-labs"]),
    );
    const withAssets = identities.filter((i: { proofAssets: unknown[] }) => i.proofAssets.length > 0);
    expect(withAssets.length).toBeGreaterThanOrEqual(7);
    for (const identity of withAssets.slice(0, 3)) {
      const { status } = await server.postJson({
        kind: "template",
        template: "partnership",
        identity: { preset: identity.id },
        partnerId: identity.proofAssets[0].id,
      });
      expect(status).toBe(200);
    }
  });

  it("lists elements by category; their generation requests are accepted", async () => {
    const doc = await json("/api/elements");
    expect(doc.count).toBeGreaterThanOrEqual(60);
    expect(doc.categories.map((c: { id: string }) => c.id)).toEqual([
      "digital",
      "product",
      "developer",
      "social",
      "editorial",
      "event",
      "physical",
    ]);
    expect(doc.categories.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(doc.count);
    const generatable = doc.elements.filter((e: { generation?: unknown }) => e.generation);
    expect(generatable.length).toBe(doc.generatable);
    for (const element of generatable.slice(0, 8)) {
      const brief = await server.postJson(element.brief);
      expect(brief.status).toBe(200);
      const made = await server.postJson(brief.json.request);
      expect(made.status).toBe(200);
    }
  });

  it("lists the labs with a working request each", async () => {
    const { labs } = await json("/api/labs");
    expect(labs.map((l: { id: string }) => l.id)).toEqual([
      "surface-lab",
      "template-lab",
      "element-lab",
      "design-lab",
      "foundations-lab",
      "brand-book-lab",
      "code-lab",
    ]);
    // Every Studio tool belongs to a lab (the Identity tool to the Element Lab, with the elements it reads).
    const { tools } = await json("/api/catalog");
    const inLabs = new Set(labs.flatMap((lab: { browser: { tools?: string[] } }) => lab.browser.tools ?? []));
    expect(tools.map((tool: { id: string }) => tool.id).filter((id: string) => !inLabs.has(id))).toEqual([]);
    for (const lab of labs) {
      const response = await fetch(`${server.url}${lab.http.endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lab.http.example),
      });
      expect(response.status, lab.id).toBe(200);
    }
  });

  it("lists Studio tools, resource URLs, shader and surface libraries — and every URL resolves", async () => {
    const doc = await json("/api/catalog");
    expect(doc.tools.map((t: { id: string }) => t.id)).toEqual([
      "identity",
      "surface",
      "slides",
      "blog",
      "partnership",
      "tokens",
      "typography",
      "brand-book",
      "code-card",
      "components",
      "open-graph",
      "moodboard",
      "elements",
      "material",
      "lottie",
      "animation",
    ]);
    expect(doc.shaders.count).toBe(134);
    expect(doc.surfaces.assets).toHaveLength(10);
    for (const path of ["/api/materials", "/api/agent", "/api/generate", "/openapi.json"]) {
      expect(Object.values(doc.resources)).toContain(path);
      expect((await get(path)).status).toBe(200);
    }
  });

  it.each(["/api/materials", "/api/identities", "/api/elements", "/api/labs", "/api/catalog"])(
    "%s is cacheable: ETag, max-age, 304, HEAD",
    async (path) => {
      const first = await get(path);
      expect(first.headers.get("cache-control")).toBe("public, max-age=300");
      const etag = first.headers.get("etag") ?? "";
      expect((await get(path, { headers: { "if-none-match": etag } })).status).toBe(304);
      const head = await get(path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    },
  );
});

describe("GET /api/surface-textures/:assetId/:map", () => {
  // Fifty PNGs drawn twice: seconds on a quiet machine, so the limit leaves room for a busy one.
  it("answers a real, tileable-size PNG for every asset and map, identical on repeat", {
    timeout: 120_000,
  }, async () => {
    const { surfaces } = await json("/api/catalog");
    for (const asset of surfaces.assets) {
      for (const map of surfaces.maps) {
        const response = await get(asset.textures[map]);
        expect(response.status, `${asset.id}/${map}`).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        const bytes = new Uint8Array(await response.arrayBuffer());
        const image = decode(bytes);
        expect([image.width, image.height]).toEqual([512, 512]);
        if (map === "height" || map === "color") {
          const values = new Set(image.data);
          expect(values.size, `${asset.id}/${map} is flat`).toBeGreaterThan(8);
        }
        if (map === "normal") {
          // Normal maps face the viewer: blue (z) dominates on average.
          let blue = 0;
          let red = 0;
          for (let i = 0; i < image.data.length; i += 3) {
            blue += image.data[i + 2] ?? 0;
            red += image.data[i] ?? 0;
          }
          expect(blue).toBeGreaterThan(red);
        }
      }
      const again = new Uint8Array(await (await get(asset.textures.height)).arrayBuffer());
      const first = new Uint8Array(await (await get(asset.textures.height)).arrayBuffer());
      expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    }
  });

  it("marks metal as metal and holes as open", async () => {
    const metal = decode(
      new Uint8Array(await (await get("/api/surface-textures/perforated-metal/metalness")).arrayBuffer()),
    );
    const values = new Set(metal.data);
    expect(values).toEqual(new Set([0, 255]));
    const paper = decode(
      new Uint8Array(await (await get("/api/surface-textures/embossed-paper/metalness")).arrayBuffer()),
    );
    expect(new Set(paper.data)).toEqual(new Set([0]));
  });

  it("answers 404 in the error shape for an unknown asset or map, listing the valid ones", async () => {
    const asset = await get("/api/surface-textures/velvet/color");
    expect(asset.status).toBe(404);
    const body = await asset.json();
    expect(body.error).toMatchObject({ code: "not_found", field: "assetId" });
    expect(body.error.message).toContain("kerf-wood");
    const map = await get("/api/surface-textures/kerf-wood/albedo");
    expect(map.status).toBe(404);
    expect((await map.json()).error).toMatchObject({ code: "not_found", field: "map" });
  });
});
