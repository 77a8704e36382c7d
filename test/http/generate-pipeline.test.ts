// POST /api/generate edge rules: media type → size → JSON → shape → kind → schema, and the error body.
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();
const background = { kind: "background", settings: { width: 320, height: 200 } };

function expectErrorBody(json: any, code: string) {
  expect(json.schemaVersion).toBe(1);
  expect(json.error.code).toBe(code);
  expect(typeof json.error.message).toBe("string");
  expect(typeof json.error.field).toBe("string");
  expect(Array.isArray(json.error.issues)).toBe(true);
}

describe("media type", () => {
  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"])(
    "accepts %s",
    async (type) => {
      const response = await server.post(background, { "content-type": type });
      expect(response.status).toBe(200);
    },
  );

  it.each([
    "text/plain",
    "application/json-patch+json",
    "application/jsonx",
    "multipart/form-data",
    "application/x-www-form-urlencoded",
    "not a media type",
  ])("refuses %s with 415", async (type) => {
    const response = await server.post(background, { "content-type": type });
    expect(response.status).toBe(415);
    const json = await response.json();
    expectErrorBody(json, "unsupported_media_type");
    expect(json.error.field).toBe("Content-Type");
  });

  it("refuses a body without Content-Type with 415", async () => {
    const response = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      body: new Blob([JSON.stringify(background)]),
    });
    expect(response.status).toBe(415);
    expectErrorBody(await response.json(), "unsupported_media_type");
  });

  it("checks the media type before the size", async () => {
    const response = await server.post("x".repeat(MAX_BODY_BYTES + 10), { "content-type": "text/plain" });
    expect(response.status).toBe(415);
  });
});

describe("size", () => {
  it("answers 413 for a body over 5 MB", async () => {
    const padding = "x".repeat(MAX_BODY_BYTES);
    const response = await server.post({ ...background, padding });
    expect(response.status).toBe(413);
    expectErrorBody(await response.json(), "payload_too_large");
  });

  it("measures the bytes received, not only Content-Length (chunked upload)", async () => {
    const url = new URL(server.url);
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/generate",
          method: "POST",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      const chunk = "x".repeat(1024 * 1024);
      req.write('{"kind":"background","pad":"');
      for (let i = 0; i < 6; i++) req.write(chunk);
      req.end('"}');
    });
    expect(status.status).toBe(413);
    expectErrorBody(JSON.parse(status.body), "payload_too_large");
  });

  it("accepts a body just under 5 MB (then judges its fields)", async () => {
    const response = await server.post({ ...background, pad: "x".repeat(MAX_BODY_BYTES - 200) });
    expect(response.status).toBe(400);
    expectErrorBody(await response.json(), "unknown_field");
  });
});

describe("JSON and shape", () => {
  it.each(['{"kind":', "{kind: 'background'}", "nope", "{}}"])(
    "answers invalid_json for %j",
    async (text) => {
      const response = await server.post(text);
      expect(response.status).toBe(400);
      expectErrorBody(await response.json(), "invalid_json");
    },
  );

  it("answers invalid_json for an empty body", async () => {
    const response = await server.post("");
    expect(response.status).toBe(400);
    expectErrorBody(await response.json(), "invalid_json");
  });

  it.each([["[]"], ["null"], ['"background"'], ["42"], ["true"]])(
    "requires a top-level object, not %s",
    async (text) => {
      const response = await server.post(text);
      expect(response.status).toBe(400);
      const json = await response.json();
      expectErrorBody(json, "invalid_request");
      expect(json.error.issues[0]).toMatchObject({
        code: "invalid_type",
        field: "request",
        expected: "object",
      });
    },
  );

  it("requires kind (there is no default kind)", async () => {
    const { status, json } = await server.postJson({ settings: {} });
    expect(status).toBe(400);
    expectErrorBody(json, "invalid_request");
    expect(json.error.issues).toEqual([expect.objectContaining({ code: "required", field: "kind" })]);
  });

  it("names the valid kinds for an unknown kind", async () => {
    const { status, json } = await server.postJson({ kind: "poster" });
    expect(status).toBe(400);
    expect(json.error.issues[0]).toMatchObject({ code: "invalid_enum", field: "kind", received: '"poster"' });
    expect(json.error.issues[0].expected).toContain("design-sequence");
  });

  it("reports fields no kind defines even when kind is missing", async () => {
    const { json } = await server.postJson({ colour: "red" });
    expect(json.error.code).toBe("unknown_field");
    expect(json.error.issues.map((i: any) => i.field)).toEqual(["kind", "colour"]);
  });
});

describe("unknown fields", () => {
  it("answers unknown_field for a top-level field the contract does not define", async () => {
    const { status, json } = await server.postJson({ ...background, format: "png" });
    expect(status).toBe(400);
    expectErrorBody(json, "unknown_field");
    expect(json.error.field).toBe("format");
    expect(json.error.issues).toEqual([expect.objectContaining({ code: "unknown_field", field: "format" })]);
  });

  it("rejects a field of another kind (settings on a template)", async () => {
    const { json } = await server.postJson({ kind: "template", template: "blog", settings: {} });
    expect(json.error.code).toBe("unknown_field");
    expect(json.error.field).toBe("settings");
  });

  it.each([
    [{ kind: "background", settings: { width: 320, shade: 1 } }, "settings.shade"],
    [{ kind: "background", settings: {}, identity: { preset: "starter", slogan: "x" } }, "identity.slogan"],
    [{ kind: "design-sequence", texts: [{ value: "a", glow: true }] }, "texts.0.glow"],
    [{ kind: "design-sequence", effect: { kind: "bayer", dots: 3 } }, "effect.dots"],
    [{ kind: "design-sequence", shader: { hue: 3 } }, "shader.hue"],
    [{ kind: "design-sequence", export: { format: "mp4" } }, "export.format"],
  ])("rejects nested unknown fields with their path (%#)", async (body, field) => {
    const { status, json } = await server.postJson(body);
    expect(status).toBe(400);
    expect(json.error.code).toBe("invalid_request");
    expect(json.error.issues).toContainEqual(expect.objectContaining({ code: "unknown_field", field }));
  });
});

describe("every issue at once", () => {
  it("lists all problems with dotted paths and precise codes", async () => {
    const { status, json } = await server.postJson({
      kind: "background",
      output: "png",
      identity: { preset: "acme", ink: "red" },
      settings: { width: 10, height: 5000.5, style: "plaid", bandCount: 3.5, colorA: "#12345", extra: true },
    });
    expect(status).toBe(400);
    expect(json.error.code).toBe("invalid_request");
    const byField = Object.fromEntries(json.error.issues.map((issue: any) => [issue.field, issue.code]));
    expect(byField).toEqual({
      output: "invalid_enum",
      "identity.preset": "invalid_enum",
      "identity.ink": "invalid_color",
      "settings.width": "out_of_range",
      "settings.height": "invalid_type",
      "settings.style": "invalid_enum",
      "settings.bandCount": "invalid_type",
      "settings.colorA": "invalid_color",
      "settings.extra": "unknown_field",
    });
    expect(json.error.message).toMatch(/9 problems/);
  });

  it("leads with the unknown top-level field when there is one, code and field naming the same problem", async () => {
    const { json } = await server.postJson({ kind: "background", settings: { width: 5000 }, format: "png" });
    expect(json.error).toMatchObject({ code: "unknown_field", field: "format" });
    expect(json.error.issues.map((issue: any) => issue.field).sort()).toEqual(["format", "settings.width"]);
  });

  it("reports the received value and what was expected", async () => {
    const { json } = await server.postJson({ kind: "background", settings: { width: 5000 } });
    expect(json.error.issues[0]).toEqual({
      code: "out_of_range",
      field: "settings.width",
      message: "must be at most 4096",
      expected: "≤ 4096",
      received: "5000",
    });
  });
});

describe("routes", () => {
  it("answers 404 in the error shape for an unknown route", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expectErrorBody(await response.json(), "not_found");
  });

  it("answers 405 with Allow for a known path and another method", async () => {
    const response = await fetch(`${server.url}/api/generate`, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expectErrorBody(await response.json(), "method_not_allowed");
  });

  it("marks generated artifacts no-store", async () => {
    const response = await server.post(background);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("compression", () => {
  const slide = {
    kind: "template",
    template: "slides",
    slideLayout: "agenda",
    output: "raw",
    title: "Quarterly review",
    body: "Results\nRoadmap\nQuestions",
  };

  /** The answer's bytes exactly as sent (fetch would decode them). */
  function rawPost(body: unknown, acceptEncoding: string) {
    return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/api/generate`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "accept-encoding": acceptEncoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify(body));
    });
  }

  it("compresses artifacts for clients that accept it, to the same bytes once decoded", async () => {
    const plain = await rawPost(slide, "identity");
    const br = await rawPost(slide, "gzip, deflate, br");
    const gzip = await rawPost(slide, "gzip, deflate");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    // A slide is mostly glyph outlines and repeated markup: compressed, it is a fraction of its size.
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 2);
    for (const answer of [br, gzip]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/iu);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-disposition"]).toBe(plain.headers["content-disposition"]);
    }
  });

  it("answers identical requests with identical compressed bytes", async () => {
    const first = await rawPost(slide, "br");
    const second = await rawPost(slide, "br");
    const other = await rawPost({ ...slide, title: "Annual review" }, "br");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(brotliDecompressSync(other.bytes).toString()).toContain("Annual review");
  });
});
