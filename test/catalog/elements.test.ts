// Element catalog: coverage of the taxonomy, valid ready-to-POST requests, and deterministic briefs.
import { describe, expect, it } from "vitest";
import {
  ELEMENT_CATEGORIES,
  ELEMENT_CATEGORY_INFO,
  ELEMENT_FORMATS,
  ELEMENTS,
  type ElementRecord,
  elementById,
  resolveElementBrief,
} from "../../src/catalog/elements/index.js";
import { BLEED_MM, printArtworkSize } from "../../src/catalog/elements/requests.js";
import { identityRecords, resolveIdentity } from "../../src/catalog/identities/index.js";
import {
  IDENTITY_PRESETS,
  MAX_PIXELS,
  RATIO_ASPECT,
  requestSchemas,
  TEMPLATE_CANVAS,
} from "../../src/contract/index.js";

const generated = ELEMENTS.filter(
  (element): element is ElementRecord & { generation: NonNullable<ElementRecord["generation"]> } =>
    element.generation !== undefined,
);

/** Validates a request body with the contract schema of its kind. */
function validate(body: { kind: keyof typeof requestSchemas }) {
  const result = requestSchemas[body.kind].safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("element taxonomy", () => {
  it("has at least 60 elements and at least 6 in every category", () => {
    expect(ELEMENTS.length).toBeGreaterThanOrEqual(60);
    for (const category of ELEMENT_CATEGORIES) {
      expect(
        ELEMENTS.filter((element) => element.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(6);
      expect(ELEMENT_CATEGORY_INFO[category].label).not.toBe("");
    }
  });

  it("has unique kebab-case ids that the look-up finds", () => {
    const ids = ELEMENTS.map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(id.length).toBeLessThanOrEqual(80); // the contract's elementId bound
      expect(elementById(id)?.id).toBe(id);
    }
    expect(elementById("no-such-element")).toBeUndefined();
  });

  it.each(ELEMENTS.map((element) => [element.id, element] as const))(
    "%s is a complete record",
    (_, element) => {
      expect(element.name).not.toBe("");
      expect(element.description.length).toBeGreaterThan(20);
      expect(ELEMENT_CATEGORIES).toContain(element.category);
      expect(ELEMENT_FORMATS).toContain(element.format);
      expect(["px", "mm", "in"]).toContain(element.dimensions.unit);
      expect(element.dimensions.width).toBeGreaterThan(0);
      expect(element.dimensions.height).toBeGreaterThan(0);
      expect(element.keywords.length).toBeGreaterThan(0);
      for (const keyword of element.keywords) expect(keyword.trim()).not.toBe("");
    },
  );

  it("is frozen", () => {
    expect(Object.isFrozen(ELEMENTS)).toBe(true);
    expect(Object.isFrozen(generated[0]?.generation)).toBe(true);
  });
});

describe("element requests", () => {
  it("makes most elements, and leaves some physical ones to a designer", () => {
    expect(generated.length).toBeGreaterThanOrEqual(50);
    const physical = ELEMENTS.filter((element) => element.category === "physical");
    expect(physical.some((element) => !element.generation)).toBe(true);
    expect(physical.some((element) => element.generation)).toBe(true);
    expect(new Set(generated.map(({ generation }) => generation.kind))).toEqual(
      new Set(["background", "template", "design-sequence"]),
    );
  });

  it.each(generated.map((element) => [element.id, element] as const))(
    "%s has a request the contract accepts, sized like the element",
    (_, { generation, dimensions, format }) => {
      expect(validate(generation)).toEqual([]);
      switch (generation.kind) {
        case "background": {
          const { width, height } = generation.settings;
          for (const side of [width, height]) {
            expect(side).toBeGreaterThanOrEqual(64);
            expect(side).toBeLessThanOrEqual(4096);
          }
          expect((width ?? 0) * (height ?? 0)).toBeLessThanOrEqual(MAX_PIXELS);
          if (dimensions.unit === "px") {
            expect([width, height]).toEqual([dimensions.width, dimensions.height]);
          } else {
            // Print artwork is the trim size plus bleed on every side, at the same aspect within rounding.
            const bleed = dimensions.unit === "mm" ? BLEED_MM : BLEED_MM / 25.4;
            const aspect = (dimensions.width + 2 * bleed) / (dimensions.height + 2 * bleed);
            expect((width ?? 0) / (height ?? 1)).toBeCloseTo(aspect, 2);
          }
          break;
        }
        case "template":
          expect(dimensions).toEqual({ ...TEMPLATE_CANVAS[generation.template], unit: "px" });
          break;
        case "design-sequence": {
          const aspect = RATIO_ASPECT[generation.ratio ?? "wide"];
          expect(dimensions.width).toBe(generation.export?.width);
          expect(dimensions.width / dimensions.height).toBeCloseTo(aspect.width / aspect.height, 2);
          expect(["MP4", "GIF", "PNG", "JPG"]).toContain(format);
          break;
        }
      }
    },
  );
});

describe("print artwork sizes", () => {
  it.each([
    [
      { width: 85, height: 55, unit: "mm" as const },
      { width: 1075, height: 720 },
    ],
    [
      { width: 8.5, height: 11, unit: "in" as const },
      { width: 2621, height: 3371 },
    ],
  ])("adds bleed at 300 dpi: %j", (dimensions, size) => {
    expect(printArtworkSize(dimensions)).toEqual(size);
  });

  it.each([
    { width: 420, height: 594, unit: "mm" as const },
    { width: 6000, height: 3000, unit: "mm" as const },
    { width: 3000, height: 3000, unit: "mm" as const },
  ])("scales large pieces into the background bounds: %j", (dimensions) => {
    const { width, height } = printArtworkSize(dimensions);
    expect(Math.max(width, height)).toBeLessThanOrEqual(4096);
    expect(width * height).toBeLessThanOrEqual(MAX_PIXELS);
  });
});

describe("resolveElementBrief", () => {
  const tessel = resolveIdentity({ preset: "tessel-labs" });

  it("is deterministic", () => {
    for (const element of ELEMENTS) {
      const first = resolveElementBrief(element, tessel);
      expect(resolveElementBrief(element, resolveIdentity({ preset: "tessel-labs" }))).toEqual(first);
      expect(JSON.stringify(resolveElementBrief(element, tessel))).toBe(JSON.stringify(first));
    }
  });

  it("carries the element, the identity and its brand values", () => {
    const element = elementById("blog-cover") as ElementRecord;
    const brief = resolveElementBrief(element, tessel);
    expect(brief.schemaVersion).toBe(1);
    expect(brief.element).toEqual(element);
    expect(brief.identity).toEqual({
      id: "tessel-labs",
      name: "Tessel Labs",
      slug: "tessel-labs",
      website: "https://tessel.example",
    });
    expect(brief.brand.colors).toEqual(identityRecords["tessel-labs"].colors);
    expect(brief.brand.typography.display.family).toBe("Space Grotesk");
    expect(brief.brand.graphicDevice).toBe(identityRecords["tessel-labs"].graphicDevice);
    expect(brief.guidance.do.join("\n")).toContain(tessel.colors.ink);
    expect(brief.guidance.dont.length).toBeGreaterThan(0);
    expect(brief.copy.headlines).toContain(tessel.tagline);
    expect(brief.copy.body).toContain(tessel.description);
    expect(brief.request).toEqual({
      kind: "template",
      identity: { preset: "tessel-labs" },
      template: "blog",
      texture: "white",
      // Complete as it stands (issue 26 item 4): the cover's title and standfirst in the identity's words.
      title: tessel.tagline,
      body: tessel.description,
      // An SVG deliverable: raw, so that POSTing it to file.post answers the SVG file itself.
      output: "raw",
    });
    expect(brief.file).toMatchObject({ format: "svg", post: "/api/generate" });
  });

  it("differs between identities", () => {
    const element = elementById("website-hero") as ElementRecord;
    const briefs = IDENTITY_PRESETS.map((preset) =>
      JSON.stringify(resolveElementBrief(element, resolveIdentity({ preset }))),
    );
    expect(new Set(briefs).size).toBe(IDENTITY_PRESETS.length);
  });

  it("embeds the applied overrides in a request that validates", () => {
    const identity = resolveIdentity({ preset: "custom", name: "Quayside Books", ink: "#102030" });
    for (const element of generated) {
      const brief = resolveElementBrief(element, identity);
      expect(brief.identity.name).toBe("Quayside Books");
      expect(brief.brand.colors.ink).toBe("#102030");
      expect(brief.request?.identity).toEqual({ preset: "custom", name: "Quayside Books", ink: "#102030" });
      expect(validate(brief.request as { kind: "background" }), element.id).toEqual([]);
    }
  });

  it("gives every generated element a valid request in every identity", () => {
    for (const preset of IDENTITY_PRESETS) {
      const identity = resolveIdentity({ preset });
      for (const element of generated) {
        const request = resolveElementBrief(element, identity).request;
        expect(request, `${preset} ${element.id}`).toBeDefined();
        expect(validate(request as { kind: "background" })).toEqual([]);
        if (request?.kind === "template" && request.template === "partnership") {
          // The named partner is one of this identity's public proof assets.
          const ids = identityRecords[preset].proofAssets.map((asset) => asset.id);
          expect(ids).toContain(request.partnerId);
        }
      }
    }
  });

  it("leaves the catalog record untouched", () => {
    const element = elementById("business-card") as ElementRecord;
    const before = JSON.stringify(element);
    const brief = resolveElementBrief(element, tessel);
    expect(brief.request).not.toBe(element.generation);
    expect(JSON.stringify(element)).toBe(before);
  });

  it("has no request for elements Marque does not make, and says so", () => {
    const element = elementById("letterhead") as ElementRecord;
    const brief = resolveElementBrief(element, resolveIdentity({ preset: "oakum-furniture" }));
    expect(brief.request).toBeUndefined();
    expect(brief.guidance.do[0]).toMatch(/does not generate/);
    expect(brief.copy.headlines.length).toBeGreaterThan(0);
  });
});
