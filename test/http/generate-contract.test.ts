// The contract against the spec's tables, and every bound (both sides) and enum value of every kind over HTTP.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { GENERATE_KINDS, type GenerateKind } from "../../src/contract/index.js";
import { type Leaf, leaves, setAt } from "../support/schema-walk.js";
import { useServer } from "../support/server.js";

const server = useServer();

/** The smallest valid request of each kind. */
const BASE: Record<GenerateKind, Record<string, unknown>> = {
  background: { kind: "background", settings: { width: 320, height: 200 } },
  template: { kind: "template", template: "slides" },
  "element-brief": { kind: "element-brief", elementId: ELEMENTS[0]?.id },
  "design-sequence": { kind: "design-sequence" },
};

async function expectAccepted(_kind: GenerateKind, body: unknown) {
  const { status, json } = await server.postJson(body);
  expect(status, JSON.stringify(json ?? null).slice(0, 400)).toBe(200);
}

async function expectIssue(body: unknown, field: string, code: string) {
  const { status, json } = await server.postJson(body);
  expect(status).toBe(400);
  expect(json.error.issues, JSON.stringify(json)).toContainEqual(expect.objectContaining({ field, code }));
}

// The spec's tables, written out literally: the contract must say exactly this.
const SPEC_BOUNDS: Record<string, [number, number, "integer" | "number"]> = {
  "background:settings.width": [64, 4096, "integer"],
  "background:settings.height": [64, 4096, "integer"],
  "background:settings.angle": [-360, 360, "number"],
  "background:settings.bandCount": [3, 24, "integer"],
  "background:settings.bandDepth": [0, 100, "number"],
  "background:settings.bandGap": [0, 64, "number"],
  "background:settings.focalX": [0, 100, "number"],
  "background:settings.focalY": [0, 100, "number"],
  "background:settings.grain": [0, 100, "number"],
  "background:settings.relief": [0, 80, "number"],
  "background:settings.spacing": [8, 256, "integer"],
  "background:settings.patternOpacity": [0, 100, "number"],
  "background:settings.logoScale": [5, 90, "number"],
  "background:settings.logoOpacity": [0, 100, "number"],
  "background:settings.logoX": [-50, 50, "number"],
  "background:settings.logoY": [-50, 50, "number"],
  "background:settings.surfaceAngle": [0, 180, "number"],
  "background:settings.surfaceDepth": [0, 100, "number"],
  "background:settings.surfaceMetallic": [0, 100, "number"],
  "background:settings.surfaceOpenArea": [0, 92, "number"],
  "background:settings.surfaceRoughness": [0, 100, "number"],
  "background:settings.surfaceScale": [12, 140, "number"],
  "design-sequence:export.width": [320, 3840, "integer"],
  "design-sequence:export.durationMs": [1200, 4000, "integer"],
  "design-sequence:sequence.cutCount": [8, 12, "integer"],
  "design-sequence:sequence.finalHoldMs": [3000, 6000, "integer"],
  "design-sequence:shader.shaderSize": [0.1, 10, "number"],
};

const SPEC_ENUMS: Record<string, unknown[]> = {
  "background:output": ["json", "raw"],
  "background:settings.style": ["gradient", "grain-gradient", "dither", "pattern"],
  "background:settings.gradient": ["linear", "radial", "mesh", "orbit", "wave", "bloom"],
  "background:settings.ditherMatrix": [2, 4, 8],
  "background:settings.ditherShape": ["dots", "squares"],
  "background:settings.pattern": [
    "none",
    "dots",
    "lines",
    "grid",
    "fibers",
    "speckles",
    "topographic",
    "crosshatch",
  ],
  "background:settings.logoTone": ["black", "white"],
  "background:settings.surfaceMaterial": [
    "none",
    "kerf-wood",
    "woven-wire",
    "perforated-metal",
    "carved-stone",
    "embossed-paper",
    "brushed-metal",
    "hammered-foil",
    "corrugated-polymer",
    "cork-composite",
    "frosted-glass",
  ],
  "template:template": ["slides", "blog", "partnership"],
  "template:slideLayout": [
    "title",
    "section",
    "agenda",
    "split",
    "metrics",
    "quote",
    "timeline",
    "statement",
    "comparison",
    "process",
    "chart",
    "team",
    "image",
    "closing",
  ],
  "template:texture": ["white", "dark", "grid", "noise"],
  "design-sequence:ratio": ["wide", "square", "opengraph"],
  "design-sequence:export.fps": [12, 15, 24, 30],
  "design-sequence:export.quality": ["fast", "balanced", "best"],
  "design-sequence:export.gifLoop": ["raw", "seamless"],
  "design-sequence:sequence.pace": ["accelerating", "even"],
};

const SPEC_MAX_LENGTH: Record<string, number> = {
  "background:identity.name": 80,
  "background:identity.shortName": 8,
  "background:identity.tagline": 180,
  "background:identity.description": 320,
  "background:identity.positioning": 320,
  "background:identity.website": 200,
  "template:title": 240,
  "template:body": 1000,
};

const allLeaves = GENERATE_KINDS.flatMap(leaves);
const find = (key: string): Leaf => {
  const leaf = allLeaves.find((l) => `${l.kind}:${l.label}` === key);
  if (!leaf) throw new Error(`the contract has no field ${key}`);
  return leaf;
};

describe("the contract says what the spec says", () => {
  it.each(Object.entries(SPEC_BOUNDS))("%s bounds", (key, [min, max, type]) => {
    const { node } = find(key);
    expect([node.minimum, node.maximum, node.type]).toEqual([min, max, type]);
  });
  it.each(Object.entries(SPEC_ENUMS))("%s values", (key, values) => {
    expect(find(key).node.enum).toEqual(values);
  });
  it.each(Object.entries(SPEC_MAX_LENGTH))("%s max length", (key, max) => {
    expect(find(key).node.maxLength).toBe(max);
  });
  it("caps text layers at 32", () => {
    const texts = find("design-sequence:texts.0.value");
    expect(texts).toBeDefined();
    expect(leaves("design-sequence").length).toBeGreaterThan(40);
  });
});

const numeric = allLeaves.filter(
  (l) => typeof l.node.minimum === "number" && typeof l.node.maximum === "number",
);
const enums = allLeaves.filter((l) => Array.isArray(l.node.enum));
const strings = allLeaves.filter((l) => typeof l.node.maxLength === "number");

describe("every numeric bound, both sides", () => {
  it.each(numeric.map((l) => [`${l.kind}:${l.label}`, l] as const))("%s", async (_, leaf) => {
    const { minimum: min, maximum: max } = leaf.node as { minimum: number; maximum: number };
    const epsilon = leaf.node.type === "integer" ? 1 : 0.001;
    const field = leaf.label.replace(/\(\w+\)/, "");
    await expectAccepted(leaf.kind, setAt(BASE[leaf.kind], leaf.path, min));
    await expectAccepted(leaf.kind, setAt(BASE[leaf.kind], leaf.path, max));
    await expectIssue(setAt(BASE[leaf.kind], leaf.path, min - epsilon), field, "out_of_range");
    await expectIssue(setAt(BASE[leaf.kind], leaf.path, max + epsilon), field, "out_of_range");
    if (leaf.node.type === "integer") {
      await expectIssue(setAt(BASE[leaf.kind], leaf.path, min + 0.5), field, "invalid_type");
    }
    await expectIssue(setAt(BASE[leaf.kind], leaf.path, String(min)), field, "invalid_type");
  });
});

describe("every enum value", () => {
  it.each(enums.map((l) => [`${l.kind}:${l.label}`, l] as const))("%s", async (_, leaf) => {
    for (const value of leaf.node.enum ?? []) {
      const base = leaf.label === "template" ? { kind: "template" } : BASE[leaf.kind];
      await expectAccepted(leaf.kind, setAt(base, leaf.path, value));
    }
    await expectIssue(
      setAt(BASE[leaf.kind], leaf.path, "no-such-value"),
      leaf.label.replace(/\(\w+\)/, ""),
      "invalid_enum",
    );
  });
});

describe("every string length", () => {
  it.each(strings.map((l) => [`${l.kind}:${l.label}`, l] as const))("%s", async (_, leaf) => {
    const max = leaf.node.maxLength as number;
    const field = leaf.label.replace(/\(\w+\)/, "");
    // Reference fields must name a real id, so only their length bound is probed.
    const isReference = /Id$/.test(field);
    if (!isReference) await expectAccepted(leaf.kind, setAt(BASE[leaf.kind], leaf.path, "a".repeat(max)));
    await expectIssue(setAt(BASE[leaf.kind], leaf.path, "a".repeat(max + 1)), field, "too_long");
  });

  it("caps text layers at 32", async () => {
    const layer = { value: "x" };
    await expectAccepted("design-sequence", { kind: "design-sequence", texts: Array(32).fill(layer) });
    await expectIssue({ kind: "design-sequence", texts: Array(33).fill(layer) }, "texts", "too_many");
  });
});

describe("cross-field and reference rules", () => {
  it("bounds width × height at 12,000,000 pixels", async () => {
    await expectAccepted("background", {
      kind: "background",
      output: "raw",
      settings: { width: 4096, height: 2929, style: "gradient" },
    });
    await expectIssue(
      { kind: "background", settings: { width: 4096, height: 2930 } },
      "settings.width",
      "pixel_limit",
    );
  });

  it("reports the pixel limit together with other problems", async () => {
    const { json } = await server.postJson({
      kind: "background",
      settings: { width: 4096, height: 4096, style: "x" },
    });
    expect(json.error.issues.map((i: any) => i.code).sort()).toEqual(["invalid_enum", "pixel_limit"]);
  });

  it("requires settings for a background and template for a template", async () => {
    await expectIssue({ kind: "background" }, "settings", "required");
    await expectIssue({ kind: "template" }, "template", "required");
    await expectIssue({ kind: "element-brief" }, "elementId", "required");
  });

  it("refuses unknown catalog references with the valid alternatives", async () => {
    await expectIssue(
      { kind: "element-brief", elementId: "no-such-element" },
      "elementId",
      "unknown_reference",
    );
    await expectIssue(
      { kind: "design-sequence", shader: { materialId: "no-such-material" } },
      "shader.materialId",
      "unknown_reference",
    );
    const { json } = await server.postJson({
      kind: "template",
      template: "partnership",
      partnerId: "nobody",
      identity: { preset: "tessel-labs" },
    });
    expect(json.error.issues[0]).toMatchObject({ field: "partnerId", code: "unknown_reference" });
    expect(json.error.issues[0].expected).toMatch(/^one of: tessel-labs\./);
  });

  it("requires an effect kind and names the converters", async () => {
    await expectIssue({ kind: "design-sequence", effect: {} }, "effect.kind", "required");
    await expectIssue({ kind: "design-sequence", effect: { kind: "blur" } }, "effect.kind", "invalid_enum");
  });
});
