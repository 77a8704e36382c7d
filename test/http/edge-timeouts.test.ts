// Slow and numerous clients through the real socket: slow headers and slow bodies get 408 in the error body,
// oversized headers 431, idle keep-alive connections close, connections past the bound are closed at once;
// and the production defaults are what a public API's user expects.
import { describe, expect, it } from "vitest";
import { MAX_HEADER_BYTES } from "../../src/contract/index.js";
import { DEFAULT_CONFIG, EDGE } from "../../src/policy/config.js";
import { buildApp } from "../../src/server/app.js";
import { open, sleep, useApp } from "./raw-http.js";

const TIMEOUTS = { requestTimeoutMs: 800, headersTimeoutMs: 400, keepAliveTimeoutMs: 300 };
const server = useApp({ ...TIMEOUTS, maxConnections: 3 });

function expectErrorBody(body: string, code: string) {
  const json = JSON.parse(body);
  expect(json).toMatchObject({ error: { code, field: "request", issues: [] }, schemaVersion: 1 });
  expect(typeof json.error.message).toBe("string");
}

describe("timeouts", () => {
  it("answers 408 request_timeout to headers that do not arrive in time, then closes", async () => {
    const connection = await open(server.url);
    connection.socket.write("GET /healthz HTTP/1.1\r\nHost: marque\r\n");
    const response = await connection.response();
    expect(response.status).toBe(408);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers.connection).toBe("close");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expectErrorBody(response.body, "request_timeout");
    const { afterMs } = await connection.closed;
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersTimeoutMs - 50);
    expect(afterMs).toBeLessThan(TIMEOUTS.requestTimeoutMs + 500);
  });

  it("answers 408 to a body trickling in, however steadily, once the request time is over", async () => {
    const connection = await open(server.url);
    connection.socket.write(
      "POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    // A byte every 50 ms: the connection is never idle, the request never completes.
    const trickle = setInterval(() => connection.socket.writable && connection.socket.write(" "), 50);
    try {
      const response = await connection.response();
      expect(response.status).toBe(408);
      expectErrorBody(response.body, "request_timeout");
      const { afterMs } = await connection.closed;
      expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestTimeoutMs - 50);
      expect(afterMs).toBeLessThan(TIMEOUTS.requestTimeoutMs + 1_000);
    } finally {
      clearInterval(trickle);
    }
  });

  it("closes an idle keep-alive connection after the keep-alive timeout", async () => {
    const connection = await open(server.url);
    connection.socket.write("GET /healthz HTTP/1.1\r\nHost: marque\r\n\r\n");
    const response = await connection.response();
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe("keep-alive");
    const { afterMs } = await connection.closed;
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveTimeoutMs - 50);
    // Node waits a second past the advertised timeout, so that the client closes first.
    expect(afterMs).toBeLessThan(TIMEOUTS.keepAliveTimeoutMs + 2_000);
  });
});

describe("header size", () => {
  it(`answers 431 headers_too_large to headers over ${MAX_HEADER_BYTES} bytes`, async () => {
    const connection = await open(server.url);
    connection.socket.write(
      `GET /healthz HTTP/1.1\r\nHost: marque\r\nX-Padding: ${"a".repeat(MAX_HEADER_BYTES + 100)}\r\n\r\n`,
    );
    const response = await connection.response();
    expect(response.status).toBe(431);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expectErrorBody(response.body, "headers_too_large");
    await connection.closed;
  });

  it("accepts headers just under the bound", async () => {
    const connection = await open(server.url);
    connection.socket.write(
      `GET /healthz HTTP/1.1\r\nHost: marque\r\nX-Padding: ${"a".repeat(MAX_HEADER_BYTES - 200)}\r\nConnection: close\r\n\r\n`,
    );
    expect((await connection.response()).status).toBe(200);
    await connection.closed;
  });
});

describe("connections", () => {
  it("closes connections past the bound as they arrive, and accepts again once one closes", async () => {
    const held = await Promise.all([open(server.url), open(server.url), open(server.url)]);
    // Each held connection has begun a request, so none is idle.
    for (const connection of held) connection.socket.write("GET /healthz HTTP/1.1\r\n");
    await sleep(50);
    const extra = await open(server.url);
    const { afterMs } = await extra.closed;
    expect(afterMs, "the connection past the bound is closed at once, not queued").toBeLessThan(1_000);
    expect(extra.received()).toBe("");

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await sleep(50);
    const next = await open(server.url);
    next.socket.write("GET /healthz HTTP/1.1\r\nHost: marque\r\nConnection: close\r\n\r\n");
    expect((await next.response()).status).toBe(200);
    for (const connection of held) connection.socket.destroy();
  });
});

describe("defaults", () => {
  it("waits 30 s for a request, 10 s for headers, 3 s for a first byte, 5 s on an idle keep-alive connection, up to 1000 connections and 64 per address", async () => {
    const app = await buildApp();
    try {
      expect(DEFAULT_CONFIG).toMatchObject({
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1_000,
        firstByteTimeoutMs: 3_000,
        maxConnectionsPerAddress: 64,
      });
      expect(app.server.requestTimeout).toBe(DEFAULT_CONFIG.requestTimeoutMs);
      expect(app.server.headersTimeout).toBe(DEFAULT_CONFIG.headersTimeoutMs);
      expect(app.server.keepAliveTimeout).toBe(DEFAULT_CONFIG.keepAliveTimeoutMs);
      expect(app.server.maxConnections).toBe(DEFAULT_CONFIG.maxConnections);
      expect(app.server.timeout).toBe(DEFAULT_CONFIG.requestTimeoutMs * EDGE.idleTimeoutFactor);
      expect((app.server as { maxHeaderSize?: number }).maxHeaderSize).toBe(MAX_HEADER_BYTES);
    } finally {
      await app.close();
    }
  });
});
