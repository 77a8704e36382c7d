// Real answers of POST /api/generate, every kind, validated against the published /openapi.json with a real
// JSON Schema validator (Ajv, draft 2020-12 as OpenAPI 3.1 uses): each matches exactly one alternative.
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { EFFECT_KINDS, RATIOS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();
const DOCUMENT_ID = "https://marque.invalid/openapi.json";
const JSON_ANSWERS = [
  "BackgroundResponse",
  "TemplateResponse",
  "ElementBriefResponse",
  "DesignSequenceResponse",
] as const;

let ajv: Ajv2020;
let document: any;

beforeAll(async () => {
  document = await (await fetch(`${server.url}/openapi.json`)).json();
  // OpenAPI's own keywords (discriminator, example) are not JSON Schema's: not strict. Formats are ours.
  ajv = new Ajv2020({ strict: false, allErrors: true, formats: { "hex-color": /^#[0-9A-Fa-f]{6}$/ } });
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
});

const validatorAt = (pointer: string) => {
  const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
};
const POST_200_JSON = "/paths/~1api~1generate/post/responses/200/content/application~1json/schema";

/** Validates an answer against the 200 schema and names the one alternative it matches. */
function matchOf(answer: unknown): string[] {
  const whole = validatorAt(POST_200_JSON);
  expect(whole(answer), JSON.stringify(whole.errors?.slice(0, 3))).toBe(true);
  return JSON_ANSWERS.filter((name) => validatorAt(`/components/schemas/${name}`)(answer));
}

async function answer(body: object) {
  const { status, json, headers } = await server.postJson(body);
  expect(status, JSON.stringify(json ?? null).slice(0, 300)).toBe(200);
  expect(headers.get("content-type")).toMatch(/^application\/json/u);
  return json;
}

describe("POST /api/generate answers match /openapi.json", () => {
  it("the document itself is valid OpenAPI 3.1, and the 200 schema is a oneOf of the four answers, told apart by kind", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const result = await new Validator().validate(document);
    expect(result.valid, JSON.stringify(result.errors)).toBe(true);
    expect(validatorAt(POST_200_JSON).schema).toEqual({
      oneOf: JSON_ANSWERS.map((name) => ({ $ref: `#/components/schemas/${name}` })),
      discriminator: {
        propertyName: "kind",
        mapping: {
          background: "#/components/schemas/BackgroundResponse",
          template: "#/components/schemas/TemplateResponse",
          "element-brief": "#/components/schemas/ElementBriefResponse",
          "design-sequence": "#/components/schemas/DesignSequenceResponse",
        },
      },
    });
  });

  it.each([
    ["background", { kind: "background", settings: { width: 320, height: 200 } }],
    [
      "background with a logo",
      {
        kind: "background",
        identity: { preset: "halden-rail" },
        settings: { width: 640, height: 360, style: "dither" },
      },
    ],
    [
      "template slides",
      { kind: "template", template: "slides", slideLayout: "agenda", title: "Plan", body: "A\nB" },
    ],
    ["template blog", { kind: "template", template: "blog", title: "x".repeat(240) }],
    [
      "template partnership",
      { kind: "template", template: "partnership", identity: { preset: "tessel-labs" }, title: "Together" },
    ],
  ])("%s: the artifact envelope of its kind", async (_name, body) => {
    expect(matchOf(await answer(body))).toEqual([
      body.kind === "background" ? "BackgroundResponse" : "TemplateResponse",
    ]);
  });

  it("a template's warnings are part of its envelope", async () => {
    const json = await answer({
      kind: "template",
      template: "blog",
      background: "#FFFFFF",
      foreground: "#FEFEFE",
    });
    expect(json.warnings?.length).toBeGreaterThan(0);
    expect(matchOf(json)).toEqual(["TemplateResponse"]);
  });

  it.each([
    ["with a request", ELEMENTS.find((e) => e.generation)?.id],
    ["brief only", ELEMENTS.find((e) => !e.generation)?.id],
    [
      "a partnership",
      ELEMENTS.find((e) => e.generation?.kind === "template" && e.generation.template === "partnership")?.id,
    ],
  ])("element-brief %s: the brief", async (_name, elementId) => {
    expect(elementId).toBeDefined();
    const json = await answer({
      kind: "element-brief",
      elementId,
      identity: { preset: "custom", name: "Quay" },
    });
    expect(matchOf(json)).toEqual(["ElementBriefResponse"]);
  });

  it("every element's brief", async () => {
    for (const element of ELEMENTS) {
      const json = await answer({ kind: "element-brief", elementId: element.id });
      expect(matchOf(json), element.id).toEqual(["ElementBriefResponse"]);
    }
  });

  const sequences: [string, object][] = [
    ["defaults", {}],
    ["an odd width, with its warning", { export: { width: 321 } }],
    ...RATIOS.map((ratio): [string, object] => [`ratio ${ratio}`, { ratio }]),
    ...EFFECT_KINDS.map((kind): [string, object] => [`effect ${kind}`, { effect: { kind } }]),
    ["no texts, no mark", { texts: [], includeBrandMark: false }],
  ];
  it.each(sequences)("design-sequence %s: the document response", async (_name, fields) => {
    const json = await answer({ kind: "design-sequence", ...fields });
    expect(matchOf(json)).toEqual(["DesignSequenceResponse"]);
  });

  it("raw SVG is declared as an image/svg+xml string", async () => {
    const response = await server.post({
      kind: "background",
      output: "raw",
      settings: { width: 64, height: 64 },
    });
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/u);
    const content = document.paths["/api/generate"].post.responses["200"].content;
    expect(content["image/svg+xml"].schema).toMatchObject({ type: "string" });
    expect(ajv.validate(content["image/svg+xml"].schema, await response.text())).toBe(true);
  });

  it("error bodies match ErrorBody, a bounded one with omittedIssues too", async () => {
    const unknown = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i]));
    for (const body of [
      { kind: "poster" },
      { kind: "background", settings: { width: 1 } },
      { kind: "background", ...unknown },
    ]) {
      const { status, json } = await server.postJson(body);
      expect(status).toBe(400);
      const validate = validatorAt("/components/schemas/ErrorBody");
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
