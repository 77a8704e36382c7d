// kind: element-brief and design-sequence over HTTP, and the GET /api/generate contract and its examples.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { MATERIAL_IDS, materialById, materialsCatalog } from "../../src/catalog/materials/index.js";
import { GENERATE_KINDS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

describe("GET /api/generate", () => {
  it("states the contract: method, media type, schema version, kinds, responses and the unknown-field rule", async () => {
    const response = await fetch(`${server.url}/api/generate`);
    expect(response.status).toBe(200);
    const contract = await response.json();
    expect(contract).toMatchObject({
      method: "POST",
      path: "/api/generate",
      requestContentType: "application/json",
      schemaVersion: 2,
    });
    expect(Object.keys(contract.kinds)).toEqual([...GENERATE_KINDS]);
    expect(contract.kinds.background.responses).toEqual({
      json: expect.objectContaining({ status: 200, mediaType: "application/json" }),
      raw: expect.objectContaining({ status: 200, mediaType: "image/svg+xml" }),
    });
    expect(contract.kinds["element-brief"].responses.json.mediaType).toBe("application/json");
    expect(contract.kinds.background.requiredFields).toEqual(["kind", "settings"]);
    expect(contract.kinds.template.requiredFields).toEqual(["kind", "template"]);
    expect(contract.kinds["element-brief"].requiredFields).toEqual(["kind", "elementId"]);
    expect(contract.unknownFields).toMatch(/unknown_field/);
    const width = contract.kinds.background.fields.find((f: any) => f.field === "settings.width");
    expect(width.rule).toMatch(/^integer 64 to 4096; default 1200; .*12,000,000/);
    expect(contract.kinds.background.schema.properties.settings.additionalProperties).toBe(false);
  });

  it.each(GENERATE_KINDS)("its %s example works when POSTed", async (kind) => {
    const contract = await (await fetch(`${server.url}/api/generate`)).json();
    const { status } = await server.postJson(contract.kinds[kind].example);
    expect(status).toBe(200);
  });
});

describe("element-brief", () => {
  it.each(ELEMENTS.map((e) => e.id))("resolves %s against an identity", async (elementId) => {
    const { status, json } = await server.postJson({
      kind: "element-brief",
      elementId,
      identity: { preset: "oakum-furniture" },
    });
    expect(status).toBe(200);
    expect(json.element.id).toBe(elementId);
    expect(json.filename).toMatch(new RegExp(`-${elementId}-brief\\.json$`));
    if (json.request) {
      const made = await server.postJson(json.request);
      expect(made.status, JSON.stringify(made.json ?? null).slice(0, 300)).toBe(200);
    }
  });

  it("carries request-only identity overrides into the brief and its request", async () => {
    const element = ELEMENTS.find((e) => e.generation);
    const { json } = await server.postJson({
      kind: "element-brief",
      elementId: element?.id,
      identity: { preset: "custom", name: "Quayside Books", ink: "#102030" },
    });
    expect(json.identity.name).toBe("Quayside Books");
    expect(JSON.stringify(json.brand)).toContain("#102030");
  });
});

describe("design-sequence", () => {
  it("returns a version 3 source document with defaults applied", async () => {
    const { status, json } = await server.postJson({ kind: "design-sequence" });
    expect(status).toBe(200);
    const { document } = json;
    expect(document.version).toBe(3);
    expect(document.canvas).toEqual({ ratio: "wide", width: 1920, height: 1080, backgroundColor: "#111216" });
    expect(document.sequence.finalMaterialId).toBe(materialsCatalog.defaults.heroAnimation);
    expect(document.layers.map((l: any) => l.type)).toEqual(["shader", "brand-mark", "text", "text"]);
    expect(json.filename).toMatch(/-design-sequence\.json$/);
  });

  it.each([
    ["square", 1080, 1080],
    ["opengraph", 1200, 630],
  ])("sizes the %s ratio from the export width", async (ratio, width, height) => {
    const { json } = await server.postJson({ kind: "design-sequence", ratio, export: { width } });
    expect([json.document.canvas.width, json.document.canvas.height]).toEqual([width, height]);
  });

  it.each([8, 10, 12])(
    "cuts %i times through distinct materials, ending on the requested one",
    async (cutCount) => {
      const materialId = MATERIAL_IDS[17] as string;
      const { json } = await server.postJson({
        kind: "design-sequence",
        shader: { materialId },
        sequence: { cutCount },
      });
      const cuts = json.document.sequence.timeline.cuts;
      expect(cuts).toHaveLength(cutCount);
      expect(new Set(cuts.map((c: any) => c.materialId)).size).toBe(cutCount);
      expect(cuts.at(-1).materialId).toBe(materialId);
      for (const [a, b] of cuts.slice(1).map((c: any, i: number) => [cuts[i], c])) {
        expect(materialById(a.materialId)?.engine).not.toBe(materialById(b.materialId)?.engine);
      }
    },
  );

  it("paces cuts evenly or accelerating, whole frames, then holds the final material", async () => {
    const body = (pace: string) => ({
      kind: "design-sequence",
      export: { fps: 24, durationMs: 3000 },
      sequence: { pace, cutCount: 8, finalHoldMs: 4000 },
    });
    const even = (await server.postJson(body("even"))).json.document.sequence.timeline;
    const fast = (await server.postJson(body("accelerating"))).json.document.sequence.timeline;
    const frames = (t: any) => t.cuts.map((c: any) => c.frameCount);
    expect(Math.max(...frames(even)) - Math.min(...frames(even))).toBeLessThanOrEqual(1);
    expect(frames(fast)[0]).toBeGreaterThan(frames(fast).at(-1) * 2);
    for (const timeline of [even, fast]) {
      expect(frames(timeline).reduce((a: number, b: number) => a + b, 0)).toBe(72);
      expect(timeline.holdStartMs).toBe(3000);
      expect(timeline.totalMs).toBe(7000);
      expect(timeline.totalFrames).toBe(168);
    }
  });

  it("resolves shader settings: request over material over control defaults", async () => {
    const materialId = MATERIAL_IDS[3] as string;
    const { json } = await server.postJson({
      kind: "design-sequence",
      shader: { materialId, amplitude: 7.5, colorA: "#ABCDEF", blendMode: "screen" },
    });
    const shader = json.document.layers[0];
    expect(shader).toMatchObject({
      type: "shader",
      materialId,
      blendMode: "screen",
      engine: materialById(materialId)?.engine,
    });
    expect(shader.settings.amplitude).toBe(7.5);
    expect(shader.settings.colorA).toBe("#ABCDEF");
    expect(Object.keys(shader.settings)).toHaveLength(Object.keys(materialsCatalog.controls).length);
  });

  it("keeps the effect, text layers and brand-mark choice", async () => {
    const { json } = await server.postJson({
      kind: "design-sequence",
      includeBrandMark: false,
      effect: { kind: "bayer", matrix: 8, foregroundColor: "#00FF00" },
      texts: [{ value: "Launch", weight: 800, font: "mono" }],
    });
    expect(json.document.effect).toMatchObject({
      kind: "bayer",
      matrix: 8,
      foregroundColor: "#00FF00",
      opacity: 100,
    });
    expect(json.document.layers.map((l: any) => l.type)).toEqual(["shader", "text"]);
    expect(json.document.layers[1]).toMatchObject({ value: "Launch", weight: 800, font: "mono" });
  });

  it("gives identical documents for identical requests", async () => {
    const body = {
      kind: "design-sequence",
      identity: { preset: "marlow-health" },
      sequence: { cutCount: 11 },
    };
    const [a, b] = await Promise.all([server.post(body), server.post(body)]);
    expect(await a.text()).toBe(await b.text());
  });
});
