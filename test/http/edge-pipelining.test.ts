// Requests pipelined in one packet, the last one malformed: the valid ones are answered first, in order, then
// the malformed one gets its 400 in the error shape and the connection closes — and the request log has
// exactly one line per request, each with its real status.
import { describe, expect, it } from "vitest";
import { open, parseResponse, type RawResponse, useLoggedApp } from "./raw-http.js";

const { server, logged } = useLoggedApp();

/** Writes `bytes` in one write on a new connection and returns every answer given before the server closed. */
async function pipeline(bytes: string): Promise<{ answers: RawResponse[]; afterMs: number }> {
  const connection = await open(server.url);
  connection.socket.write(bytes);
  const { afterMs } = await connection.closed;
  const answers: RawResponse[] = [];
  let rest = connection.received();
  for (let answer = parseResponse(rest); answer; answer = parseResponse(rest)) {
    answers.push(answer);
    const head = rest.indexOf("\r\n\r\n") + 4;
    rest = rest.slice(head + Buffer.byteLength(answer.body));
  }
  expect(rest, "nothing after the last whole answer").toBe("");
  connection.socket.destroy();
  return { answers, afterMs };
}

function expectError(response: RawResponse | undefined, status: number, code: string) {
  expect(response?.status).toBe(status);
  expect(response?.headers["content-type"]).toContain("application/json");
  expect(response?.headers["x-content-type-options"]).toBe("nosniff");
  expect(response?.headers.connection).toBe("close");
  expect(JSON.parse(response?.body ?? "")).toMatchObject({ error: { code }, schemaVersion: 1 });
}

const GET = "GET /healthz HTTP/1.1\r\nHost: marque\r\n\r\n";
const BODY = JSON.stringify({ kind: "background", output: "json", settings: { style: "gradient" } });
const POST = `POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`;

describe("a malformed request pipelined after valid ones", () => {
  it("answers ten GETs in order, then 400 for the malformed one, with eleven log lines", async () => {
    const { answers, afterMs } = await pipeline(
      `${GET.repeat(10)}GET /healthz HTTP/1.1\r\nHost marque\r\n\r\n`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 400]);
    for (const answer of answers.slice(0, 10))
      expect(JSON.parse(answer.body)).toMatchObject({ status: "ok" });
    expectError(answers[10], 400, "invalid_request");
    expect(afterMs).toBeLessThan(2_000);
    const entries = await logged(11);
    expect(entries).toHaveLength(11);
    for (const entry of entries.slice(0, 10))
      expect(entry).toMatchObject({ method: "GET", route: "/healthz", status: 200 });
    expect(entries[10]).toMatchObject({ method: null, route: null, status: 400, code: "invalid_request" });
  });

  it("answers POSTs in order, then 400 for a request with both Content-Length and Transfer-Encoding, each logged once", async () => {
    const smuggled =
      "POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n";
    const { answers } = await pipeline(`${POST.repeat(3)}${smuggled}`);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400]);
    for (const answer of answers.slice(0, 3))
      expect(JSON.parse(answer.body)).toMatchObject({ kind: "background" });
    expectError(answers[3], 400, "invalid_request");
    const entries = await logged(4);
    expect(entries).toHaveLength(4);
    for (const entry of entries.slice(0, 3))
      expect(entry).toMatchObject({ method: "POST", route: "/api/generate", status: 200 });
    expect(entries[3]).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("answers GETs in order, then 400 for a POST whose chunked body breaks, logged on its own line", async () => {
    const broken =
      "POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\nzz\r\n";
    const { answers } = await pipeline(`${GET.repeat(3)}${broken}`);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400]);
    expectError(answers[3], 400, "invalid_request");
    const entries = await logged(4);
    expect(entries).toHaveLength(4);
    expect(entries.slice(0, 3).map((entry) => entry.status)).toEqual([200, 200, 200]);
    expect(entries[3]).toMatchObject({ method: "POST", route: "/api/generate", status: 400 });
  });

  it("answers GETs in order before the 417 of an expectation it does not meet", async () => {
    const { answers } = await pipeline(
      `${GET.repeat(3)}GET /healthz HTTP/1.1\r\nHost: marque\r\nExpect: 102-processing\r\n\r\n`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 417]);
    expectError(answers[3], 417, "expectation_failed");
    const entries = await logged(4);
    expect(entries.map((entry) => entry.status)).toEqual([200, 200, 200, 417]);
  });

  it("logs the 417 on its own line when requests pipelined after it are cut by its Connection: close", async () => {
    const { answers } = await pipeline(
      `${GET.repeat(2)}GET /healthz HTTP/1.1\r\nHost: marque\r\nExpect: 102-processing\r\n\r\n${GET.repeat(2)}`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 417]);
    const entries = await logged(5);
    expect(entries).toHaveLength(5);
    expect(entries.slice(0, 3).map((entry) => entry.status)).toEqual([200, 200, 417]);
    // The two after it were never answered: a line each, as left unanswered, not as the 417.
    for (const entry of entries.slice(3)) expect(entry).toMatchObject({ status: null, aborted: true });
  });

  it("answers GETs in order before refusing a CONNECT", async () => {
    const { answers } = await pipeline(`${GET.repeat(3)}CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 405]);
    expectError(answers[3], 405, "method_not_allowed");
    const entries = await logged(4);
    expect(entries.map((entry) => entry.status)).toEqual([200, 200, 200, 405]);
  });
});
