// Security headers on every kind of answer: nosniff everywhere (errors, 404s, answers written before routing,
// static files, Studio assets), the inert-making CSP on every SVG, and page policies with frame protection on
// the docs and the Studio.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocs } from "../../src/docs/load.js";
import { SVG_POLICY } from "../../src/policy/security-headers.js";
import { buildApp } from "../../src/server/app.js";
import { packageRoot } from "../../src/server/package-root.js";
import { open, useApp } from "./raw-http.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => {
  await app.close();
});
const server = useApp({ requestTimeoutMs: 600, headersTimeoutMs: 300 });

const asset = readdirSync(join(packageRoot(), "dist", "studio", "assets")).find((name) =>
  name.endsWith(".js"),
);
const rawSvg = JSON.stringify({
  kind: "background",
  output: "raw",
  identity: { preset: "halden-rail" },
  settings: { width: 320, height: 200 },
});
const json = { "content-type": "application/json" };

/** [name, expected status, answer] */
const ANSWERS: [string, number, () => Promise<LightMyRequestResponse>][] = [
  ["GET /healthz", 200, () => app.inject({ url: "/healthz" })],
  ["GET /api/agent", 200, () => app.inject({ url: "/api/agent" })],
  [
    "304 on /api/materials",
    304,
    async () => {
      const first = await app.inject({ url: "/api/materials" });
      return app.inject({ url: "/api/materials", headers: { "if-none-match": String(first.headers.etag) } });
    },
  ],
  ["HEAD /api/labs", 200, () => app.inject({ method: "HEAD", url: "/api/labs" })],
  ["a texture PNG", 200, () => app.inject({ url: "/api/surface-textures/kerf-wood/color" })],
  ["404", 404, () => app.inject({ url: "/nowhere" })],
  ["405", 405, () => app.inject({ method: "DELETE", url: "/api/agent" })],
  ["400 malformed percent-encoding", 400, () => app.inject({ url: "/api/%E0%A4%A" })],
  [
    "400 invalid JSON",
    400,
    () => app.inject({ method: "POST", url: "/api/generate", headers: json, payload: "{" }),
  ],
  [
    "413",
    413,
    () =>
      app.inject({
        method: "POST",
        url: "/api/generate",
        headers: json,
        payload: "x".repeat(6 * 1024 * 1024),
      }),
  ],
  [
    "415",
    415,
    () =>
      app.inject({
        method: "POST",
        url: "/api/generate",
        headers: { "content-type": "text/plain" },
        payload: "x",
      }),
  ],
  [
    "a raw SVG",
    200,
    () => app.inject({ method: "POST", url: "/api/generate", headers: json, payload: rawSvg }),
  ],
  ["a docs page", 200, () => app.inject({ url: "/docs/errors" })],
  ["a docs page as markdown", 200, () => app.inject({ url: "/docs/errors.md" })],
  ["llms.txt", 200, () => app.inject({ url: "/llms.txt" })],
  ["the Studio", 200, () => app.inject({ url: "/studio" })],
  ["a Studio asset", 200, () => app.inject({ url: `/studio/assets/${asset}` })],
  [
    "a Studio font",
    200,
    () => app.inject({ url: "/studio/fonts/@fontsource/inter/files/inter-latin-400-normal.woff2" }),
  ],
  [
    "a CORS preflight",
    204,
    () =>
      app.inject({
        method: "OPTIONS",
        url: "/api/generate",
        headers: { origin: "https://example.com", "access-control-request-method": "POST" },
      }),
  ],
];

describe("X-Content-Type-Options: nosniff", () => {
  it.each(ANSWERS)("is on %s (%i)", async (_name, status, answer) => {
    const response = await answer();
    expect(response.statusCode).toBe(status);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    ["an unparsable request (400)", "BREW /healthz HTTP/1.1\r\nHost: marque\r\n\r\n", 400],
    ["headers too slow (408)", "GET /healthz HTTP/1.1\r\nHost: marque\r\n", 408],
    [
      "headers too large (431)",
      `GET /healthz HTTP/1.1\r\nHost: marque\r\nX-Pad: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])("is on answers written before routing: %s", async (_name, bytes, status) => {
    const connection = await open(server.url);
    connection.socket.write(bytes);
    const response = await connection.response();
    expect(response.status).toBe(status);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    connection.socket.destroy();
  });
});

describe("SVG answers", () => {
  it("carry the policy that makes an opened SVG inert", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/generate",
      headers: json,
      payload: rawSvg,
    });
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/u);
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(SVG_POLICY).toBe(response.headers["content-security-policy"]);
  });

  it("JSON answers carry no page policy", async () => {
    const response = await app.inject({ url: "/api/agent" });
    expect(response.headers["content-security-policy"]).toBeUndefined();
  });
});

/** The policy's directives by name. */
const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(";")
      .map((part) => part.trim().split(/\s+/u))
      .map(([name = "", ...values]) => [name, values]),
  );

describe("the docs' policy", () => {
  it("allows the page's own inline stylesheet by hash, nothing else, and no framing", async () => {
    const response = await app.inject({ url: "/docs" });
    const style = /<style>([\s\S]*?)<\/style>/u.exec(response.body)?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;
    const policy = directives(response.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual([hash]);
    expect(policy.get("script-src")).toBeUndefined();
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("is on every docs page", async () => {
    for (const page of loadDocs(packageRoot()).site.pages) {
      const response = await app.inject({ url: page.path === "index" ? "/docs" : `/docs/${page.path}` });
      expect(response.headers["content-security-policy"], page.path).toMatch(
        /^default-src 'none'; style-src 'sha256-/u,
      );
      expect(response.headers["x-frame-options"], page.path).toBe("DENY");
    }
  });
});

describe("the Studio's policy", () => {
  it("allows its own scripts, the page's inline script by hash, and what the Studio loads", async () => {
    const response = await app.inject({ url: "/studio" });
    // No inline handlers, so no 'unsafe-hashes' either.
    expect(response.body).not.toMatch(/\son[a-z]+\s*=/u);
    const script = /<script>([\s\S]*?)<\/script>/u.exec(response.body)?.[1];
    expect(script).toContain("jitless");
    const hash = (text = "") => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const policy = directives(response.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'", hash(script)]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("is on the 304 of the Studio page too", async () => {
    const first = await app.inject({ url: "/studio" });
    const again = await app.inject({
      url: "/studio",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });
});

describe("the operations page", () => {
  it("shows the policies the server sends", async () => {
    const page = (await app.inject({ url: "/docs/operations.md" })).body;
    const docs = await app.inject({ url: "/docs" });
    expect(page).toContain(`\`${docs.headers["content-security-policy"]}\``);
    expect(page).toContain(`\`${SVG_POLICY}\``);
  });
});
