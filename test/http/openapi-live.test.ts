// Every route's live answers validate against their schemas in the published /openapi.json (Ajv, draft
// 2020-12 as OpenAPI 3.1 uses, with ajv-formats): every GET operation the document lists (called with its
// parameters' examples), POST /api/generate for every kind × output, and the error answers 400, 404, 405,
// 413 and 415. Every operation has an operationId, a tag and a summary.
import { Ajv2020 } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { GENERATE_EXAMPLES } from "../../src/catalog/examples/index.js";
import { GENERATE_KINDS, MAX_BODY_BYTES, RESPONSE_MEDIA_TYPES } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();
const DOCUMENT_ID = "https://marque.invalid/openapi.json";
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}

let document: {
  servers?: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: any;
};
let ajv: Ajv2020;

beforeAll(async () => {
  document = await (await fetch(`${server.url}/openapi.json`)).json();
  // OpenAPI's own keywords (discriminator, example) are not JSON Schema's: not strict.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv); // CommonJS: the plugin is the module and its own `default`
  ajv.addFormat("hex-color", /^#[0-9A-Fa-f]{6}$/u);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
});

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/gu, "~0").replace(/\//gu, "~1")).join("/");

/** The schema an answer of `status` and `mediaType` must meet, as a JSON pointer into the document. */
function schemaPointer(path: string, method: string, status: number, mediaType: string): string {
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const declared = responses[String(status)];
  if (!declared) throw new Error(`${method.toUpperCase()} ${path} declares no ${status}`);
  const [where, response] = declared.$ref
    ? [declared.$ref.slice(1), document.components.responses[declared.$ref.split("/").at(-1) ?? ""]]
    : [`/${pointer("paths", path, method, "responses", String(status))}`, declared];
  if (!response.content?.[mediaType]) {
    throw new Error(
      `${method.toUpperCase()} ${path} ${status} declares no ${mediaType}: ${Object.keys(response.content ?? {})}`,
    );
  }
  return `${where}/${pointer("content", mediaType, "schema")}`;
}

/** Validates a live answer against what the document declares for its path, method, status and media type. */
async function expectDeclared(path: string, method: string, response: Response): Promise<unknown> {
  const mediaType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const at = schemaPointer(path, method, response.status, mediaType);
  const validate = ajv.getSchema(`${DOCUMENT_ID}#${at}`);
  if (!validate) throw new Error(`no schema at ${at}`);
  const body = mediaType.endsWith("json") ? await response.json() : await response.text();
  expect(
    validate(body),
    `${method.toUpperCase()} ${path} ${response.status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
  ).toBe(true);
  return body;
}

/** A URL of a templated path, its parameters filled with their examples. */
function urlOf(path: string, parameters: readonly Parameter[] = []): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    expect(parameter.example, `${path}: parameter ${parameter.name} has an example`).toBeDefined();
    if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, String(parameter.example));
    else if (parameter.in === "query" && parameter.required)
      query.set(parameter.name, String(parameter.example));
  }
  return `${url}${query.size > 0 ? `?${query}` : ""}`;
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      op: item[method] as Operation,
    })),
  );

describe("/openapi.json for code generators", () => {
  it("names every operation (a unique operationId), tags it with a declared tag and summarizes it; servers are listed", () => {
    const ids = new Set<string>();
    const tags = new Set((document.tags ?? []).map((t) => t.name));
    for (const { path, method, op } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/u);
      expect(ids.has(op.operationId ?? ""), `${name}: ${op.operationId} is unique`).toBe(false);
      ids.add(op.operationId ?? "");
      expect(op.tags?.length, name).toBe(1);
      expect(tags.has(op.tags?.[0] ?? ""), name).toBe(true);
      expect(op.summary?.length, name).toBeGreaterThan(3);
    }
    expect(ids.size).toBeGreaterThanOrEqual(19);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it("the generation contract is typed, in GET /api/generate and in the manifest, its examples as requests", () => {
    const { schemas } = document.components;
    const contract = "#/components/schemas/GenerationContract";
    expect(
      document.paths["/api/generate"]?.get?.responses["200"]?.content?.["application/json"]?.schema,
    ).toEqual({
      $ref: contract,
    });
    expect(schemas.Agent.properties.generation.$ref).toBe(contract);
    for (const kind of GENERATE_KINDS) {
      const entry = schemas.GenerationContract.properties.kinds.properties[kind];
      expect(entry.required).toEqual(expect.arrayContaining(["fields", "responses", "example"]));
      expect(entry.properties.example.$ref).toMatch(/^#\/components\/schemas\/\w+Request$/u);
    }
  });

  it("every GET route's live answer validates against its declared schema", async () => {
    // An export job's routes answer 200 only for a job that exists: exports.test.ts follows them.
    const gets = operations().filter(
      ({ method, path }) => method === "get" && !path.startsWith("/api/exports/"),
    );
    expect(gets.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/healthz", "/api/catalog", "/api/agent", "/api/generate"]),
    );
    for (const { path, op } of gets) {
      const response = await fetch(`${server.url}${urlOf(path, op.parameters)}`);
      expect(response.status, path).toBe(200);
      await expectDeclared(path, "get", response);
    }
  });

  const cases = GENERATE_KINDS.flatMap((kind) =>
    Object.keys(RESPONSE_MEDIA_TYPES[kind]).map((output) => [kind, output] as const),
  );
  it.each(cases)(
    "POST /api/generate %s, output %s: the answer validates and its kind is the request's",
    async (kind, output) => {
      const body =
        "raw" in RESPONSE_MEDIA_TYPES[kind]
          ? { ...GENERATE_EXAMPLES[kind], output }
          : GENERATE_EXAMPLES[kind];
      const response = await server.post(body);
      expect(response.status).toBe(200);
      const answer = await expectDeclared("/api/generate", "post", response);
      if (output === "json") {
        expect((answer as { kind: string }).kind).toBe(kind);
        // The discriminator maps the kind to the one alternative the answer matches.
        const json = document.paths["/api/generate"]?.post?.responses["200"]?.content?.["application/json"];
        const schema = json?.schema as { discriminator?: { mapping: Record<string, string> } } | undefined;
        const target = schema?.discriminator?.mapping[kind];
        expect(target).toMatch(/^#\/components\/schemas\//u);
        const alternative = ajv.getSchema(`${DOCUMENT_ID}${target}`);
        expect(alternative?.(answer), kind).toBe(true);
      } else expect(typeof answer).toBe("string");
    },
  );

  it.each([
    [
      "400 invalid request",
      () => server.post({ kind: "background", settings: { width: 1 } }),
      "/api/generate",
      "post",
      400,
    ],
    ["400 unknown kind", () => server.post({ kind: "poster" }), "/api/generate", "post", 400],
    ["400 invalid JSON", () => server.post("{"), "/api/generate", "post", 400],
    ["400 bad search", () => fetch(`${server.url}/api/search?q=`), "/api/search", "get", 400],
    [
      "404 unknown asset",
      () => fetch(`${server.url}/api/surface-textures/nope/color`),
      "/api/surface-textures/{assetId}/{map}",
      "get",
      404,
    ],
    ["404 unknown page", () => fetch(`${server.url}/docs/nope`), "/docs/{path}", "get", 404],
    [
      "405 DELETE",
      () => fetch(`${server.url}/api/generate`, { method: "DELETE" }),
      "/api/generate",
      "post",
      405,
    ],
    [
      "413 too large",
      () => server.post(JSON.stringify({ kind: "background", pad: "x".repeat(MAX_BODY_BYTES) })),
      "/api/generate",
      "post",
      413,
    ],
    [
      "415 text/plain",
      () => server.post("{}", { "content-type": "text/plain" }),
      "/api/generate",
      "post",
      415,
    ],
  ] as const)("%s: the error body validates", async (_name, send, path, method, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    const body = (await expectDeclared(path, method, response)) as { error: { code: string } };
    expect(body.error.code.length).toBeGreaterThan(0);
  });
});
