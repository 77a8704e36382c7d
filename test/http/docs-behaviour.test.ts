// What the docs say about errors, references, images and file names is what the server does.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { MATERIAL_IDS } from "../../src/catalog/materials/index.js";
import { SURFACE_ASSETS } from "../../src/catalog/surfaces/index.js";
import {
  IDENTITY_PRESETS,
  MAX_BODY_BYTES,
  MAX_IMAGE_BYTES_IN_BODY,
  megabytes,
} from "../../src/contract/index.js";
import { ERROR_FIELDS } from "../../src/docs/blocks/reference.js";
import { startRenderThread, useServer } from "../support/server.js";

const server = useServer();
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const DOCUMENTED = new Set(ERROR_FIELDS.map(({ field }) => field));

describe("every field an error names outside the body is documented", () => {
  const asset = SURFACE_ASSETS[0]?.id ?? "";
  it.each([
    ["a body that is not an object", () => server.post("[]"), "request"],
    ["no such route", () => get("/api/nothing"), "request"],
    ["a method the path does not take", () => get("/api/generate", { method: "DELETE" }), "request"],
    ["a wrong media type", () => server.post("{}", { "content-type": "text/plain" }), "Content-Type"],
    ["a malformed URL", () => get("/api/%E0%A4%A"), "path"],
    ["no such docs page", () => get("/docs/no-such-page"), "path"],
    ["no such surface asset", () => get("/api/surface-textures/no-such-asset/color"), "assetId"],
    ["no such map", () => get(`/api/surface-textures/${asset}/shininess`), "map"],
    ["a search without q", () => get("/api/search"), "q"],
    ["a search limit out of range", () => get("/api/search?q=metal&limit=0"), "limit"],
  ] as const)("%s: %s", async (_name, send, field) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    const { error } = await response.json();
    expect(error.field).toBe(field);
    expect(DOCUMENTED.has(error.field)).toBe(true);
  });

  it("an unknown search parameter is named by itself, as documented", async () => {
    const { error } = await (await get("/api/search?q=metal&sort=asc")).json();
    expect(error).toMatchObject({ code: "unknown_field", field: "sort" });
    expect(DOCUMENTED.has("(any other query parameter)")).toBe(true);
  });
});

describe("unknown_reference names the valid ids in expected", () => {
  it("elementId: the closest ids of GET /api/elements", async () => {
    const id = ELEMENTS[5]?.id ?? "";
    const { json } = await server.postJson({ kind: "element-brief", elementId: `${id}x` });
    const issue = json.error.issues[0];
    expect(issue).toMatchObject({ code: "unknown_reference", field: "elementId" });
    expect(issue.expected).toMatch(
      new RegExp(`^one of the ${ELEMENTS.length} ids of GET /api/elements; closest: ${id}\\b`),
    );
  });

  it("shader.materialId: the closest ids of GET /api/materials", async () => {
    const id = MATERIAL_IDS[7] ?? "";
    const { json } = await server.postJson({
      kind: "design-sequence",
      shader: { materialId: id.slice(0, -1) },
    });
    const issue = json.error.issues[0];
    expect(issue).toMatchObject({ code: "unknown_reference", field: "shader.materialId" });
    expect(issue.expected).toContain(`closest: ${id}`);
  });

  it("partnerId: every proof asset of the identity", async () => {
    const { json } = await server.postJson({ kind: "template", template: "partnership", partnerId: "nope" });
    expect(json.error.issues[0].expected).toMatch(/^one of: starter\./u);
  });

  it("a 4 MB id costs no more than a short one", { timeout: 60_000 }, async () => {
    // Bodies of 64 KB and more are read on the render thread: its start is not what is timed here.
    await startRenderThread(server);
    const started = performance.now();
    const { json } = await server.postJson({ kind: "element-brief", elementId: "z".repeat(4_000_000) });
    expect(json.error.issues.map((i: any) => i.code).sort()).toEqual(["too_long", "unknown_reference"]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("images", () => {
  it(`no request can carry an image of ${megabytes(MAX_IMAGE_BYTES_IN_BODY)}: the body limit comes first`, async () => {
    const bytes = Buffer.alloc(MAX_IMAGE_BYTES_IN_BODY);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    const body = JSON.stringify({
      kind: "element-brief",
      elementId: ELEMENTS[0]?.id,
      identity: { logoDataUrl: `data:image/png;base64,${bytes.toString("base64")}` },
    });
    expect(body.length).toBeGreaterThan(MAX_BODY_BYTES);
    const response = await server.post(body);
    expect(response.status).toBe(413);
  });
});

describe("file-name slugs", () => {
  it.each(IDENTITY_PRESETS)(
    "%s: a name with no ASCII letter or digit is named like a blank one",
    async (preset) => {
      const filename = async (name: string) =>
        (
          await server.postJson({
            kind: "background",
            identity: { preset, name },
            settings: { width: 64, height: 64 },
          })
        ).json.artifact.filename;
      const blank = await filename("   ");
      expect(await filename("日本語")).toBe(blank);
      expect(await filename("---")).toBe(blank);
      expect(blank).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-background-64x64\.svg$/u);
    },
  );
});
