// The MCP server at /mcp over Streamable HTTP, driven by the SDK's own client against the real server.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { useApp } from "../http/raw-http.js";
import { useServer } from "../support/server.js";
import { call, mcpConformance, RAW_INITIALIZE } from "./conformance.js";

describe("MCP over Streamable HTTP at /mcp", () => {
  const server = useServer();
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: "marque-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  });
  afterAll(() => client?.close());

  mcpConformance(() => client, "http");

  it("is stateless: no session id, and GET (no stream to open) is 405 with Allow", async () => {
    const init = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify(RAW_INITIALIZE),
    });
    expect(init.status).toBe(200);
    expect(init.headers.get("mcp-session-id")).toBeNull();
    expect(init.headers.get("x-content-type-options")).toBe("nosniff");
    const get = await fetch(`${server.url}/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("has a server card at /.well-known/mcp/server-card.json naming /mcp, and the manifest points to it", async () => {
    const card = await (await fetch(`${server.url}/.well-known/mcp/server-card.json`)).json();
    expect(card.remotes).toEqual([{ type: "streamable-http", url: `${server.url}/mcp` }]);
    expect(card.tools.map((t: { name: string }) => t.name)).toContain("make_background");
    const manifest = await (await fetch(`${server.url}/api/agent`)).json();
    expect(manifest.interfaces.mcp).toMatchObject({
      path: "/mcp",
      serverCard: "/.well-known/mcp/server-card.json",
    });
    expect(await (await fetch(`${server.url}/llms.txt`)).text()).toContain("POST /mcp");
  });

  it("refuses a body past its limit before parsing it", async () => {
    const response = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(70_000) } }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBeTruthy();
  });
});

describe("/mcp under the app's rate limit", () => {
  it("counts MCP requests like any other and answers 429 past the limit", async () => {
    const app = await buildApp({ rateLimit: { max: 2, window: "minute" } });
    try {
      const ping = () =>
        app.inject({
          method: "POST",
          url: "/mcp",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
          payload: { jsonrpc: "2.0", id: 1, method: "ping" },
        });
      expect((await ping()).statusCode).toBe(200);
      expect((await ping()).statusCode).toBe(200);
      const refused = await ping();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
    } finally {
      await app.close();
    }
  });
});

describe("an export through /mcp under the rate limit", () => {
  it("counts against the tool's caller, as their own POST /api/exports would, not against the server", async () => {
    const app = await buildApp({
      rateLimit: { max: 2, window: "minute" },
      exports: { chromiumPath: "/none" },
    });
    try {
      const send = (remoteAddress: string, method: string, params: Record<string, unknown> = {}) =>
        app.inject({
          method: "POST",
          url: "/mcp",
          remoteAddress,
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
          payload: { jsonrpc: "2.0", id: 1, method, params },
        });
      const exported = await send("10.0.0.1", "tools/call", {
        name: "make_design_sequence",
        arguments: { format: "png" },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.json().result.structuredContent.error.code).toBe("capability_unavailable");
      // The call and its export are the caller's two requests of the minute; another address has its own.
      expect((await send("10.0.0.1", "ping")).statusCode).toBe(429);
      expect((await send("10.0.0.2", "ping")).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("/mcp on a server whose exporter lacks Chromium", () => {
  const server = useApp({ exports: { chromiumPath: "/nonexistent/chromium" } });

  it("answers make_design_sequence's export as a tool error naming what is missing", async () => {
    const client = new Client({ name: "marque-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    try {
      const result = await call(client, "make_design_sequence", { format: "mp4" });
      expect(result.isError).toBe(true);
      const { error } = JSON.parse(result.content[0]?.type === "text" ? result.content[0].text : "{}");
      expect(error.code).toBe("capability_unavailable");
      expect(error.message).toMatch(
        /Chromium is not installed at \/nonexistent\/chromium.+apt-get install -y chromium/u,
      );
      // Without format the same tool answers the document, export service or not.
      const document = await call(client, "make_design_sequence", {});
      expect(document.isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });
});
