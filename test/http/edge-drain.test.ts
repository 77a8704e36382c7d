// A client still uploading when the server refuses its request reads the answer (413, 415) instead of a reset:
// raw sockets and node:http stream 8 MB slowly, with and without Content-Length. The drain is bounded, and an
// answer to a request whose body was read keeps the connection alive as before.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/contract/index.js";
import { EDGE } from "../../src/policy/config.js";
import { open, upload, useApp } from "./raw-http.js";

const server = useApp({});
const EIGHT_MB = 8 * 1024 * 1024;
/** 64 KB every 4 ms: about 16 MB/s, so the client is still writing when the answer comes. */
const SLOWLY = { chunkBytes: 64 * 1024, everyMs: 4 };

function head(path: string, headers: Record<string, string | number>) {
  return `POST ${path} HTTP/1.1\r\nHost: marque\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
}

async function uploadAndRead(headers: Record<string, string | number>, chunked: boolean) {
  const connection = await open(server.url);
  connection.socket.write(head("/api/generate", headers));
  const sending = upload(connection.socket, { total: EIGHT_MB, ...SLOWLY, chunked });
  const response = await connection.response();
  const sentWhenAnswered = connection.socket.bytesWritten;
  const sent = await sending;
  // Done sending: end our side and see how the connection ends (a reset would carry an error).
  connection.socket.end();
  const closed = await connection.gone;
  return { response, sentWhenAnswered, sent, closed };
}

describe("an oversized upload still being sent", () => {
  for (const [name, chunked] of [
    ["with Content-Length", false],
    ["chunked, without Content-Length", true],
  ] as const) {
    it(`reads the 413 and its JSON body, ${name}`, async () => {
      const headers: Record<string, string | number> = chunked
        ? { "content-type": "application/json", "transfer-encoding": "chunked" }
        : { "content-type": "application/json", "content-length": EIGHT_MB };
      const { response, sentWhenAnswered, sent, closed } = await uploadAndRead(headers, chunked);
      expect(sentWhenAnswered, "the answer came while the client was still writing").toBeLessThan(EIGHT_MB);
      expect(response.status).toBe(413);
      expect(response.headers.connection).toBe("close");
      expect(JSON.parse(response.body)).toMatchObject({
        error: { code: "payload_too_large", field: "request", issues: [] },
        schemaVersion: 1,
      });
      // The server read the rest and closed gracefully: the whole upload went out without a reset.
      expect(sent).toBeGreaterThanOrEqual(EIGHT_MB);
      expect(closed.error).toBeUndefined();
    });
  }

  it("reads the 415 of a wrong media type refused before its 8 MB body was read", async () => {
    const { response, sentWhenAnswered, closed } = await uploadAndRead(
      { "content-type": "text/plain", "content-length": EIGHT_MB },
      false,
    );
    expect(sentWhenAnswered).toBeLessThan(EIGHT_MB);
    expect(response.status).toBe(415);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(response.body).error.code).toBe("unsupported_media_type");
    expect(closed.error).toBeUndefined();
  });

  for (const chunked of [false, true]) {
    it(`node:http reads the 413 while streaming 8 MB${chunked ? " chunked" : ""}`, async () => {
      const { port } = new URL(server.url);
      const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/generate",
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(chunked ? {} : { "content-length": EIGHT_MB }),
            },
          },
          (response) => {
            let body = "";
            response.on("data", (chunk) => {
              body += chunk;
            });
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on("error", reject);
        let sent = 0;
        const chunk = Buffer.alloc(SLOWLY.chunkBytes, 0x20);
        const tick = () => {
          if (request.destroyed) return;
          if (sent >= EIGHT_MB) return void request.end();
          request.write(chunk);
          sent += chunk.byteLength;
          setTimeout(tick, SLOWLY.everyMs);
        };
        tick();
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).error.code).toBe("payload_too_large");
    });
  }
});

describe("the drain is bounded", () => {
  it(`closes after discarding ${EDGE.drainMaxBytes / 1024 / 1024} MB of an endless upload`, async () => {
    const connection = await open(server.url);
    connection.socket.write(
      head("/api/generate", { "content-type": "application/json", "transfer-encoding": "chunked" }),
    );
    const sending = upload(connection.socket, {
      total: 20 * EDGE.drainMaxBytes,
      chunkBytes: 256 * 1024,
      everyMs: 1,
      chunked: true,
    });
    expect((await connection.response()).status).toBe(413);
    // The server stops reading and closes; the client's next writes meet the closed connection.
    const sent = await sending;
    await connection.gone;
    expect(sent).toBeLessThan(20 * EDGE.drainMaxBytes);
    expect(sent).toBeGreaterThan(MAX_BODY_BYTES);
  });

  it(`closes a drain still trickling after ${EDGE.drainMaxMs / 1000} s`, async () => {
    const connection = await open(server.url);
    connection.socket.write(
      head("/api/generate", { "content-type": "application/json", "content-length": EIGHT_MB }),
    );
    const sending = upload(connection.socket, { total: EIGHT_MB, chunkBytes: 1024, everyMs: 50 });
    expect((await connection.response()).status).toBe(413);
    await sending;
    const { afterMs } = await connection.gone;
    expect(afterMs).toBeGreaterThanOrEqual(EDGE.drainMaxMs - 100);
    expect(afterMs).toBeLessThan(EDGE.drainMaxMs + 2_000);
  }, 20_000);
});

describe("answers to requests whose body was read", () => {
  it("keep the connection alive (no Connection: close, a second request on the same socket)", async () => {
    const connection = await open(server.url);
    const body = JSON.stringify({ kind: "background", settings: { width: 320, height: 200 } });
    const post =
      head("/api/generate", { "content-type": "application/json", "content-length": body.length }) + body;
    connection.socket.write(post);
    const first = await connection.response();
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe("keep-alive");
    connection.socket.write("GET /healthz HTTP/1.1\r\nHost: marque\r\nConnection: close\r\n\r\n");
    await connection.closed;
    expect(connection.received().match(/HTTP\/1\.1 200/gu)).toHaveLength(2);
    connection.socket.destroy();
  });
});
