// Connections that send nothing, and one address holding many, through real sockets from several loopback
// addresses (127.x.y.z): silent connections close after the first-byte timeout, long before the headers
// timeout, so a flood of them cannot keep a legitimate client out; an address past its cap is closed at once.
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { addressKey } from "../../src/server/hardening/connections.js";
import { type Connection, open, sleep, useApp } from "./raw-http.js";

const FIRST_BYTE_MS = 300;
const HEADERS_MS = 5_000;
const MAX_CONNECTIONS = 24;
const PER_ADDRESS = 6;
const server = useApp({
  firstByteTimeoutMs: FIRST_BYTE_MS,
  headersTimeoutMs: HEADERS_MS,
  requestTimeoutMs: 10_000,
  maxConnections: MAX_CONNECTIONS,
  maxConnectionsPerAddress: PER_ADDRESS,
});

const HEALTH = "GET /healthz HTTP/1.1\r\nHost: marque\r\nConnection: close\r\n\r\n";

/** Asks /healthz from `address` and returns the status and how long the answer took. */
async function ask(address: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const connection = await open(server.url, address);
  connection.socket.write(HEALTH);
  const { status } = await connection.response();
  connection.socket.destroy();
  return { status, ms: Date.now() - started };
}

describe("silent connections", () => {
  it("are closed after the first-byte timeout, so a flood of them cannot keep a real request out", async () => {
    // The whole bound, from four addresses (none past its cap): the server is full of connections that ask nothing.
    const idle: Connection[] = [];
    for (let n = 0; n < MAX_CONNECTIONS; n++) idle.push(await open(server.url, `127.0.1.${1 + (n % 4)}`));
    try {
      const closes = await Promise.all(idle.map((connection) => connection.closed));
      for (const { afterMs } of closes) {
        expect(afterMs).toBeGreaterThanOrEqual(FIRST_BYTE_MS - 50);
        expect(afterMs, "closed at the first-byte timeout, not the headers timeout").toBeLessThan(
          FIRST_BYTE_MS + 1_000,
        );
      }
      expect(idle.map((connection) => connection.received()).join("")).toBe("");
      await sleep(50);
      const answer = await ask("127.0.2.1");
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1_000);
    } finally {
      for (const connection of idle) connection.socket.destroy();
    }
  });

  it("keep a connection that has begun its request, until the headers timeout", async () => {
    const started = await open(server.url, "127.0.3.1");
    started.socket.write("GET /healthz HTTP/1.1\r\n");
    await sleep(FIRST_BYTE_MS * 3);
    expect(started.ended()).toBe(false);
    started.socket.write("Host: marque\r\nConnection: close\r\n\r\n");
    expect((await started.response()).status).toBe(200);
    started.socket.destroy();
  });
});

describe("connections per address", () => {
  it(`closes an address's connections past ${PER_ADDRESS} as they arrive, while others are still answered`, async () => {
    const held: Connection[] = [];
    for (let n = 0; n < PER_ADDRESS; n++) held.push(await open(server.url, "127.0.4.1"));
    try {
      // Each held connection has begun a request, so none is idle.
      for (const connection of held) connection.socket.write("GET /healthz HTTP/1.1\r\n");
      await sleep(50);
      for (let n = 0; n < 3; n++) {
        const extra = await open(server.url, "127.0.4.1");
        extra.socket.write(HEALTH);
        const { afterMs } = await extra.closed;
        expect(afterMs, "closed at once, not at the first-byte timeout").toBeLessThan(FIRST_BYTE_MS - 100);
        expect(extra.received()).toBe("");
        extra.socket.destroy();
      }
      expect((await ask("127.0.4.2")).status).toBe(200);
      // A held connection finishes its request: the address may open one more.
      const [first] = held;
      first?.socket.write("Host: marque\r\nConnection: close\r\n\r\n");
      expect((await first?.response())?.status).toBe(200);
      await first?.closed;
      await sleep(50);
      expect((await ask("127.0.4.1")).status).toBe(200);
    } finally {
      for (const connection of held) connection.socket.destroy();
    }
  });

  it("reads an IPv4 client seen through an IPv6 listener as its IPv4 address, trusted proxies uncapped", async () => {
    // Listening on :: (both families), IPv4 peers arrive as ::ffff:127.0.5.x; the trusted proxy is listed as
    // plain IPv4 and must still be recognised.
    const app = await buildApp({ maxConnectionsPerAddress: 1, trustProxy: ["127.0.5.1"] });
    try {
      const address = await app.listen({ port: 0, host: "::" });
      const url = address.replace("[::]", "[::1]");
      const { port } = new URL(url);
      const v4 = `http://127.0.0.1:${port}`;
      const held: Connection[] = [];
      try {
        for (const from of ["127.0.5.1", "127.0.5.1", "127.0.5.2"]) {
          const connection = await open(v4, from);
          connection.socket.write("GET /healthz HTTP/1.1\r\n");
          held.push(connection);
        }
        await sleep(50);
        const extra = await open(v4, "127.0.5.2");
        await extra.closed;
        expect(extra.received()).toBe("");
        for (const connection of held) expect(connection.ended()).toBe(false);
      } finally {
        for (const connection of held) connection.socket.destroy();
      }
    } finally {
      await app.close();
    }
    expect(addressKey("::ffff:127.0.4.1")).toBe("127.0.4.1");
    expect(addressKey("::FFFF:10.1.2.3")).toBe("10.1.2.3");
    expect(addressKey("2001:DB8::1")).toBe("2001:db8::1");
  });
});
