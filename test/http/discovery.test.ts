// GET /api/agent, GET /openapi.json and the cross-cutting HTTP behaviour: CORS, HEAD, ETag/304, 404/405.
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import {
  agentManifestSchema,
  ERROR_STATUS,
  elementsDocumentSchema,
  GENERATE_KINDS,
  identitiesDocumentSchema,
  labsDocumentSchema,
  materialsCatalogSchema,
  searchResponseSchema,
  studioCatalogSchema,
} from "../../src/contract/index.js";
import { ERROR_RESPONSES } from "../../src/discovery/openapi.js";
import { useServer } from "../support/server.js";

const server = useServer();
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe("GET /api/agent", () => {
  it("names the service and its versions", async () => {
    const manifest = await (await get("/api/agent")).json();
    expect(manifest).toMatchObject({ name: "Marque", version: "0.2.0", schemaVersion: 2 });
    expect(manifest.description.length).toBeGreaterThan(40);
  });

  it("gives the spec's discovery order and non-empty client rules", async () => {
    const { execution } = await (await get("/api/agent")).json();
    expect(execution.discoveryOrder).toEqual([
      "/api/agent",
      "/api/labs",
      "/api/materials",
      "/api/generate",
      "/docs/agents/choose-interface.md",
    ]);
    for (const list of ["mutation", "completion", "never"]) expect(execution[list].length).toBeGreaterThan(0);
    const never = execution.never.join(" ");
    for (const rule of [/invent/u, /filesystem paths/u, /MP4 with GIF/u]) expect(never).toMatch(rule);
    expect(execution.mutation.join(" ")).toMatch(/concurrent/u);
  });

  it("carries the same generation contract as GET /api/generate", async () => {
    const manifest = await (await get("/api/agent")).json();
    expect(manifest.generation).toEqual(await (await get("/api/generate")).json());
  });

  it("lists every resource of the spec", async () => {
    const { resources } = await (await get("/api/agent")).json();
    expect(Object.values(resources)).toEqual(
      expect.arrayContaining([
        "/api/catalog",
        "/docs",
        "/llms-full.txt",
        "/llms.txt",
        "/api/elements",
        "/api/generate",
        "/api/identities",
        "/api/labs",
        "/api/materials",
        "/openapi.json",
        "/api/search",
        "/docs/:path.md",
        "/docs/agents/connect",
        "/docs/skills.md",
        "/api/surface-textures/:assetId/:map",
        "/studio",
      ]),
    );
  });

  it("describes interfaces, policies, skills and the Studio's browser interface", async () => {
    const manifest = await (await get("/api/agent")).json();
    expect(Object.keys(manifest.interfaces).sort()).toEqual(["browser", "docs", "exports", "http", "mcp"]);
    expect(manifest.policies.data).toMatch(/not persisted/u);
    expect(Object.keys(manifest.policies).sort()).toEqual(["assets", "data", "license"]);
    for (const name of manifest.skills.packages) {
      expect(existsSync(`${manifest.skills.repositoryDirectory}${name}/SKILL.md`)).toBe(true);
    }
    const api = manifest.studioBrowserApi;
    expect(api).toMatchObject({
      version: 1,
      global: "window.marque.studio",
      readyEvent: "marque:studio-api-ready",
    });
    expect(api.operations.map((o: { name: string }) => o.name).sort()).toEqual(
      [
        "activate",
        "activeTool",
        "applySource",
        "controls",
        "describe",
        "download",
        "invoke",
        "readSource",
        "set",
      ].sort(),
    );
    expect(api.standardActions).toEqual([
      "source.read",
      "source.apply",
      "controls.list",
      "control.activate",
      "control.set",
      "artifact.download",
    ]);
    expect(api.toolActions).toContain("tool.open");
    for (const tool of STUDIO_TOOLS.filter((t) => t.exports.length > 0)) {
      expect(api.toolActions).toContain(exportActionOf(tool));
    }
  });
});

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1.0 document", async () => {
    const document = await (await get("/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("0.2.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("tells the truth about caching: every GET that declares 304 sends an ETag and answers 304", async () => {
    const { paths } = await (await get("/openapi.json")).json();
    const sample: Record<string, string> = { assetId: "kerf-wood", map: "color", path: "agents/connect" };
    const cached = Object.entries<any>(paths).filter(([, item]) => item.get?.responses?.["304"]);
    expect(cached.length).toBeGreaterThan(10);
    for (const [template, item] of cached) {
      const query = item.get.parameters?.some((p: any) => p.in === "query" && p.required) ? "?q=dither" : "";
      const example = (name: string) => item.get.parameters?.find((p: any) => p.name === name)?.example;
      const url =
        template.replace(/\{(\w+)\}/gu, (_, name: string) => sample[name] ?? example(name) ?? name) + query;
      const first = await get(url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.get("etag");
      expect(etag, url).toBeTruthy();
      expect((await get(url, { headers: { "if-none-match": etag ?? "" } })).status, url).toBe(304);
    }
  });

  it("describes every route", async () => {
    const { paths } = await (await get("/openapi.json")).json();
    for (const path of [
      "/api/agent",
      "/api/catalog",
      "/api/elements",
      "/api/identities",
      "/api/labs",
      "/api/materials",
      "/api/search",
      "/api/surface-textures/{assetId}/{map}",
      "/api/generate",
      "/openapi.json",
      "/llms.txt",
      "/llms-full.txt",
      "/docs",
      "/docs/{path}",
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(Object.keys(paths["/api/generate"])).toEqual(expect.arrayContaining(["get", "post"]));
  });

  it("lists every error status with the error schema", async () => {
    const document = await (await get("/openapi.json")).json();
    const statuses = [...new Set(Object.values(ERROR_STATUS))].map(String).sort();
    expect(Object.keys(ERROR_RESPONSES).sort()).toEqual(statuses);
    const post = document.paths["/api/generate"].post;
    for (const status of ["400", "413", "415", "429", "500"]) {
      expect(post.responses[status].$ref).toBe(`#/components/responses/Error${status}`);
    }
    for (const status of statuses) {
      expect(document.components.responses[`Error${status}`].content["application/json"].schema.$ref).toBe(
        "#/components/schemas/ErrorBody",
      );
    }
  });

  it("has a request schema and an example per kind, and every example is accepted", async () => {
    const document = await (await get("/openapi.json")).json();
    const body = document.paths["/api/generate"].post.requestBody.content["application/json"];
    expect(Object.keys(body.examples).sort()).toEqual([...GENERATE_KINDS].sort());
    for (const [kind, example] of Object.entries<{ value: unknown }>(body.examples)) {
      const { status } = await server.postJson(example.value);
      expect(status, kind).toBe(200);
    }
    const template = document.components.schemas.TemplateRequest;
    expect(template.properties.slideLayout.enum).toHaveLength(14);
    expect(template.properties.title.maxLength).toBe(240);
  });
});

describe("response schemas", () => {
  it.each([
    ["/api/agent", agentManifestSchema, "Agent"],
    ["/api/catalog", studioCatalogSchema, "Catalog"],
    ["/api/elements", elementsDocumentSchema, "Elements"],
    ["/api/identities", identitiesDocumentSchema, "Identities"],
    ["/api/labs", labsDocumentSchema, "Labs"],
    ["/api/materials", materialsCatalogSchema, "Materials"],
    ["/api/search?q=metal", searchResponseSchema, "Search"],
  ] as const)("%s answers what its schema (and OpenAPI) says", async (path, schema, component) => {
    const body = await (await get(path)).json();
    const result = schema.safeParse(body);
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
    const document = await (await get("/openapi.json")).json();
    expect(document.components.schemas[component]).toBeDefined();
    const route = document.paths[path.split("?")[0] as string].get;
    expect(route.responses["200"].content["application/json"].schema.$ref).toBe(
      `#/components/schemas/${component}`,
    );
  });
});

describe("cross-cutting HTTP behaviour", () => {
  it("allows any origin and exposes Content-Disposition", async () => {
    const response = await server.post(
      { kind: "background", output: "raw", settings: { width: 64, height: 64 } },
      { "content-type": "application/json", origin: "https://example.org" },
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toMatch(/Content-Disposition/iu);
  });

  it("answers a CORS preflight", async () => {
    const response = await get("/api/generate", {
      method: "OPTIONS",
      headers: {
        origin: "https://example.org",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toMatch(/POST/u);
  });

  it.each(["/api/agent", "/openapi.json", "/api/generate", "/api/search?q=dither"])(
    "%s has an ETag, a cache policy and answers 304",
    async (path) => {
      const first = await get(path);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/u);
      expect(first.headers.get("cache-control")).toBe("public, max-age=300");
      const again = await get(path, { headers: { "if-none-match": etag ?? "" } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    },
  );

  it.each(["/api/agent", "/openapi.json", "/api/generate", "/healthz"])(
    "HEAD %s works like GET without a body",
    async (path) => {
      const head = await get(path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toMatch(/json/u);
      expect(await head.text()).toBe("");
    },
  );

  it("compresses large documents for clients that accept it, and only for them", async () => {
    const plain = await get("/api/agent", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const brotli = await get("/api/agent", { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toMatch(/Accept-Encoding/iu);
    const gzip = await get("/api/agent", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const bodies = await Promise.all([plain, brotli, gzip].map((r) => r.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(brotli.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    // Compressed at the best ratio: the manifest is mostly repeated schema vocabulary.
    const size = (response: Response) => Number(response.headers.get("content-length"));
    expect(size(brotli)).toBeLessThan(size(plain) / 5);
    expect(size(gzip)).toBeLessThan(size(plain) / 4);
  });

  it("points a browser at the docs and a program at where to start, from /", async () => {
    const browser = await get("/", { headers: { accept: "text/html,*/*;q=0.8" }, redirect: "manual" });
    expect(browser.status).toBe(302);
    expect(browser.headers.get("location")).toBe("/docs");
    const program = await (await get("/")).json();
    expect(program).toMatchObject({
      name: "Marque",
      start: { instructions: "/llms.txt", agent: "/api/agent" },
    });
    for (const path of Object.values<string>(program.start)) expect((await get(path)).status, path).toBe(200);
  });

  it("answers If-None-Match: * with 304, as any current representation matches it", async () => {
    const response = await get("/api/materials", { headers: { "if-none-match": "*" } });
    expect(response.status).toBe(304);
  });

  it("answers a bare OPTIONS (no preflight headers) like a preflight, not with an error", async () => {
    const response = await get("/api/agent", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("ignores a trailing slash", async () => {
    for (const path of ["/api/agent/", "/llms.txt/", "/studio/"])
      expect((await get(path)).status, path).toBe(200);
  });

  it("answers every method a path does not serve with 405 and Allow, TRACE and PROPFIND included", async () => {
    // fetch refuses TRACE, so node:http asks.
    const ask = (method: string, path = "/api/agent") =>
      new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
        const req = httpRequest(`${server.url}${path}`, { method }, (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode, allow: res.headers.allow, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH"]) {
      const response = await ask(method);
      expect(response, method).toMatchObject({ status: 405, allow: "GET, HEAD" });
      expect(JSON.parse(response.body).error.code).toBe("method_not_allowed");
    }
    // Paths with parameters too: a method Fastify does not route (PROPFIND) was 404 there.
    for (const path of ["/docs/quickstart", "/api/surface-textures/oak/normal"])
      for (const method of ["PROPFIND", "PUT"])
        expect(await ask(method, path), `${method} ${path}`).toMatchObject({
          status: 405,
          allow: "GET, HEAD",
        });
  });

  it("answers a path parameter longer than any id 404, like any other unknown id", async () => {
    const response = await get(`/api/surface-textures/${"a".repeat(150)}/normal`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ code: "not_found", field: "path" });
  });

  it("answers a malformed URL in the error shape, with CORS", async () => {
    const response = await get("/docs/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect((await response.json()).error).toMatchObject({ code: "invalid_request", field: "path" });
  });

  it("answers a request Node cannot parse (an unknown method) in the error shape, with CORS", async () => {
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write("FOO /api/agent HTTP/1.1\r\nHost: x\r\n\r\n");
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 /u);
    expect(head).toMatch(/\r\naccess-control-allow-origin: \*/u);
    expect(JSON.parse(body)).toMatchObject({ error: { code: "invalid_request" }, schemaVersion: 1 });
  });

  it("answers 404 and 405 in the one error shape", async () => {
    const missing = await get("/api/nothing-here");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
    const wrong = await get("/api/agent", { method: "DELETE" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toMatch(/GET/u);
    expect((await wrong.json()).error.code).toBe("method_not_allowed");
  });
});
