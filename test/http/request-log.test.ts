// The request log, captured from the real server: exactly one JSON line per request with method, route
// pattern, status, duration and bytes; never the body, query values or data URLs — also for requests the
// server cuts (408) or cannot parse (400).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { logDestination } from "../../src/server/hardening/request-log.js";
import { dataUrl, pngBytes } from "../support/images.js";
import { open, useLoggedApp } from "./raw-http.js";

const { server, lines, logged: settled } = useLoggedApp({ requestTimeoutMs: 500, headersTimeoutMs: 300 });

const logo = dataUrl("image/png", pngBytes(8, "#123456"));
const SECRET = "secret-query-value-7f3a";

describe("the request log", () => {
  it("has one line per request, with method, route, status, duration and bytes — and no body, query or data URL", async () => {
    const post = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "background",
        identity: { preset: "starter", logoDataUrl: logo },
        settings: { width: 320, height: 200 },
      }),
    });
    expect(post.status).toBe(200);
    // Bytes as sent: compressed when the client accepts it.
    const postBytes = Number(post.headers.get("content-length"));
    expect(post.headers.get("content-encoding")).toBeTruthy();
    expect(postBytes).toBeGreaterThan(0);
    await post.arrayBuffer();
    const search = await fetch(`${server.url}/api/search?q=${SECRET}&limit=3`);
    expect(search.status).toBe(200);
    const searchBytes = Number(search.headers.get("content-length"));
    await search.arrayBuffer();
    const missing = await fetch(`${server.url}/api/nothing-here?q=${SECRET}`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();

    const entries = await settled(3);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      method: "POST",
      route: "/api/generate",
      status: 200,
      bytes: postBytes,
      level: 30,
    });
    expect(entries[1]).toMatchObject({
      method: "GET",
      route: "/api/search",
      status: 200,
      bytes: searchBytes,
    });
    expect(entries[2]).toMatchObject({ method: "GET", route: null, status: 404 });
    for (const entry of entries) {
      expect(typeof entry.durationMs).toBe("number");
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
      expect(Object.keys(entry)).not.toContain("url");
      expect(Object.keys(entry)).not.toContain("req");
    }
    const log = lines.join("\n");
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain("data:image");
    expect(log).not.toContain(logo.slice(30, 60));
    expect(log).not.toContain("?");
  });

  it("names the route pattern, not the path with its parameters", async () => {
    await (await fetch(`${server.url}/api/surface-textures/kerf-wood/color`)).arrayBuffer();
    const [entry] = await settled(1);
    expect(entry).toMatchObject({ route: "/api/surface-textures/:assetId/:map", status: 200 });
    expect(lines.join("\n")).not.toContain("kerf-wood");
  });

  it("logs a refused request with a data URL in its body as one line, without the body", async () => {
    const response = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "background", identity: { logoDataUrl: `${logo}!!` }, colour: SECRET }),
    });
    expect(response.status).toBe(400);
    await response.arrayBuffer();
    const entries = await settled(1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: "POST", route: "/api/generate", status: 400 });
    expect(lines.join("\n")).not.toContain(SECRET);
    expect(lines.join("\n")).not.toContain("base64");
  });

  it("logs a request cut by the request timeout as one line with 408", async () => {
    const connection = await open(server.url);
    connection.socket.write(
      `POST /api/generate?q=${SECRET} HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":"${logo.slice(0, 40)}`,
    );
    expect((await connection.response()).status).toBe(408);
    connection.socket.destroy();
    const entries = await settled(1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: "POST",
      route: "/api/generate",
      status: 408,
      code: "request_timeout",
    });
    expect(lines.join("\n")).not.toContain(SECRET);
  });

  it("logs a request the server cannot parse as one line with 400 and no route", async () => {
    const connection = await open(server.url);
    connection.socket.write(`GET /?q=${SECRET} HTTP/1.1\r\nHost marque\r\n\r\n`);
    expect((await connection.response()).status).toBe(400);
    connection.socket.destroy();
    const entries = await settled(1);
    expect(entries).toEqual([
      expect.objectContaining({ method: null, route: null, status: 400, code: "invalid_request" }),
    ]);
    expect(lines.join("\n")).not.toContain(SECRET);
  });
});

describe("the server's log destination", () => {
  it("writes every line as it is logged, so a busy server never holds lines in memory", () => {
    // At 200 connections one turn of the event loop logged more than pino's asynchronous default writes a
    // turn, and the rest piled up in the heap. Here 20,000 lines (~2 MB) are logged in a single turn: each
    // must be in the file before the turn ends.
    const dir = mkdtempSync(join(tmpdir(), "marque-log-"));
    const file = join(dir, "server.log");
    const fd = openSync(file, "w");
    try {
      const logger = pino({ level: "info" }, logDestination(fd));
      for (let n = 0; n < 20_000; n++)
        logger.info({ method: "POST", route: "/api/generate", status: 200, bytes: n }, "request");
      expect(statSync(file).size).toBeGreaterThan(20_000 * 80);
      const written = readFileSync(file, "utf8").trimEnd().split("\n");
      expect(written).toHaveLength(20_000);
      expect(JSON.parse(written.at(-1) as string)).toMatchObject({ msg: "request", bytes: 19_999 });
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
