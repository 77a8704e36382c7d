// Answers Node would give on its own, before a request reaches a route — `Expect`, CONNECT, a missing or
// repeated Host — come in the error shape with nosniff and one log line each, and `100 Continue` is sent only
// when the body will be read: an answer decided from the headers goes out at once.
import { describe, expect, it } from "vitest";
import { open, type RawResponse, useLoggedApp } from "./raw-http.js";

const { server, logged } = useLoggedApp();

/** Sends `head` (and `body`, if any) on a new connection and returns the first answer and what came before it. */
async function send(head: string, body = ""): Promise<{ response: RawResponse; raw: string }> {
  const connection = await open(server.url);
  connection.socket.write(head + body);
  const response = await connection.response();
  const raw = connection.received();
  connection.socket.destroy();
  return { response, raw };
}

function expectErrorShape(response: RawResponse, status: number, code: string, field: string) {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toContain("application/json");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(JSON.parse(response.body)).toMatchObject({ error: { code, field }, schemaVersion: 1 });
}

const POST = (headers: string) =>
  `POST /api/generate HTTP/1.1\r\nHost: marque\r\nExpect: 100-continue\r\n${headers}\r\n`;

describe("Expect: 100-continue", () => {
  it("answers a declared 10 GB body 413 at once, without 100 Continue", async () => {
    const { response, raw } = await send(
      POST("Content-Type: application/json\r\nContent-Length: 10000000000\r\n"),
    );
    expect(raw.startsWith("HTTP/1.1 413")).toBe(true);
    expectErrorShape(response, 413, "payload_too_large", "request");
  });

  it("answers a body of another media type 415 at once, without 100 Continue", async () => {
    const { response, raw } = await send(POST("Content-Type: text/plain\r\nContent-Length: 20\r\n"));
    expect(raw.startsWith("HTTP/1.1 415")).toBe(true);
    expectErrorShape(response, 415, "unsupported_media_type", "Content-Type");
  });

  it("grants a body that will be read, then answers it", async () => {
    const body = JSON.stringify({ kind: "background", output: "json", settings: { style: "gradient" } });
    const connection = await open(server.url);
    connection.socket.write(POST(`Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`));
    for (let i = 0; i < 200 && !connection.received().includes("\r\n\r\n"); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(connection.received()).toBe("HTTP/1.1 100 Continue\r\n\r\n");
    connection.socket.write(body);
    for (let i = 0; i < 500 && !/\r\n\r\n[\s\S]*\r\n\r\n/u.test(connection.received()); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(connection.received()).toMatch(/^HTTP\/1.1 100 Continue\r\n\r\nHTTP\/1.1 200 /u);
    connection.socket.destroy();
  });
});

describe("answers before routing", () => {
  it("refuses another expectation with 417 in the error shape, logged once", async () => {
    const { response } = await send(
      "GET /healthz HTTP/1.1\r\nHost: marque\r\nExpect: 102-processing\r\n\r\n",
    );
    expectErrorShape(response, 417, "expectation_failed", "Expect");
    expect(await logged(1)).toEqual([
      expect.objectContaining({ method: "GET", status: 417, code: "expectation_failed" }),
    ]);
  });

  it("refuses CONNECT with 405 in the error shape, logged once", async () => {
    const { response } = await send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expectErrorShape(response, 405, "method_not_allowed", "method");
    expect(await logged(1)).toEqual([
      expect.objectContaining({ method: "CONNECT", status: 405, code: "method_not_allowed" }),
    ]);
  });

  it("refuses an HTTP/1.1 request without Host with 400 in the error shape", async () => {
    const { response } = await send("GET /healthz HTTP/1.1\r\n\r\n");
    expectErrorShape(response, 400, "invalid_request", "Host");
    expect(await logged(1)).toHaveLength(1);
  });

  it("refuses two Host headers with 400", async () => {
    const { response } = await send("GET /healthz HTTP/1.1\r\nHost: marque\r\nHost: elsewhere\r\n\r\n");
    expectErrorShape(response, 400, "invalid_request", "Host");
    expect(JSON.parse(response.body).error.message).toContain("2 Host headers");
  });

  it("refuses a transfer coding other than chunked alone with 400, never reading it as chunked", async () => {
    const body = JSON.stringify({ kind: "background", output: "json", settings: { style: "gradient" } });
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    for (const coding of ["identity, chunked", "gzip, chunked"]) {
      const { response } = await send(
        `POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nTransfer-Encoding: ${coding}\r\n\r\n`,
        chunked,
      );
      expectErrorShape(response, 400, "invalid_request", "Transfer-Encoding");
    }
    const { response } = await send(
      "POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      chunked,
    );
    expect(response.status).toBe(200);
  });

  it("answers HTTP/1.0 without Host, and HTTP/1.1 with one", async () => {
    expect((await send("GET /healthz HTTP/1.0\r\n\r\n")).response.status).toBe(200);
    expect(
      (await send("GET /healthz HTTP/1.1\r\nHost: marque\r\nConnection: close\r\n\r\n")).response.status,
    ).toBe(200);
  });
});
