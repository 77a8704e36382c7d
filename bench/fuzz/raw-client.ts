// Sends a fuzz case's bytes as they are over a fresh socket (requests the HTTP client would not write: tiny
// chunks, odd methods, repeated Host, Expect) and reports the first final answer (1xx skipped); pipelines of
// requests in one write, and a request sent while idle connections flood the server.
import { connect } from "node:net";
import { DEFAULT_CONFIG } from "../../src/policy/config.js";
import type { Outcome } from "./client.js";

export function sendRaw(origin: URL, bytes: Buffer, hangMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const socket = connect({ host: origin.hostname, port: Number(origin.port) });
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (outcome: Omit<Outcome, "ms">) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...outcome, ms: performance.now() - startedAt });
    };
    const timer = setTimeout(() => finish({ hung: true }), hangMs);
    const parse = () => {
      let text = data.toString("latin1");
      while (/^HTTP\/1\.1 1\d\d /.test(text) && text.includes("\r\n\r\n")) {
        text = text.slice(text.indexOf("\r\n\r\n") + 4);
      }
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const body = Buffer.from(text.slice(end + 4), "latin1");
      const length = Number(headers["content-length"] ?? 0);
      if (body.length < length) return false;
      finish({ status: Number(statusLine.split(" ")[1]), headers, body: body.subarray(0, length) });
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      parse();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!parse()) finish({ error: error.code ?? error.message });
    });
    socket.on("close", () => {
      if (!parse()) finish({ error: "closed" });
    });
    socket.write(bytes, () => {});
  });
}

/** The complete answers at the start of `data`, 1xx skipped, and whether bytes of an incomplete one follow. */
function answersIn(data: Buffer): { answers: Omit<Outcome, "ms">[]; partial: boolean } {
  const answers: Omit<Outcome, "ms">[] = [];
  let text = data.toString("latin1");
  for (;;) {
    const end = text.indexOf("\r\n\r\n");
    if (end < 0) return { answers, partial: text.length > 0 };
    const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(":");
      headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    const status = Number(statusLine.split(" ")[1]);
    const length = status >= 100 && status < 200 ? 0 : Number(headers["content-length"] ?? 0);
    const body = Buffer.from(text.slice(end + 4, end + 4 + length), "latin1");
    if (body.length < length) return { answers, partial: true };
    if (status >= 200) answers.push({ status, headers, body });
    text = text.slice(end + 4 + length);
  }
}

/**
 * Writes `requests` pipelined requests at once and reads until the server closes: the outcome is the last
 * answer; `lost` says so when the ones before it were not each answered 2xx, in order.
 */
export function sendPipeline(origin: URL, bytes: Buffer, requests: number, hangMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const socket = connect({ host: origin.hostname, port: Number(origin.port) });
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const { answers } = answersIn(data);
      const ms = performance.now() - startedAt;
      const statuses = answers.map((answer) => answer.status).join(",");
      const last = answers.at(-1);
      const lost =
        answers.length !== requests ||
        answers.slice(0, -1).some((answer) => (answer.status ?? 0) < 200 || (answer.status ?? 0) >= 300)
          ? `${answers.length} answers to ${requests} requests: ${statuses || "none"}`
          : undefined;
      if (!last) return resolve({ ms, ...(closed ? { error: "closed" } : { hung: true }), lost });
      const held = closed ? undefined : `the connection stayed open ${Math.round(ms)} ms after the answers`;
      resolve({ ...last, ms, lost, held });
    };
    const timer = setTimeout(() => finish(false), hangMs);
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
    });
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
    socket.write(bytes, () => {});
  });
}

/**
 * Opens `idle` silent connections from 127.0.0.`from`, then sends `bytes` on a fresh connection: the outcome
 * is its answer; `held` says which idle connections the server kept past the first-byte timeout, or past the
 * per-address cap (those over it must close at once).
 */
export async function sendFlood(
  origin: URL,
  bytes: Buffer,
  { idle, from }: { idle: number; from: number },
  hangMs: number,
): Promise<Outcome> {
  const startedAt = performance.now();
  const sockets = Array.from({ length: idle }, () =>
    connect({ host: origin.hostname, port: Number(origin.port), localAddress: `127.0.0.${from}` }),
  );
  // When each was seen ended or closed by the server, in ms from the start.
  const endedAt = sockets.map(() => Number.POSITIVE_INFINITY);
  sockets.forEach((socket, i) => {
    const mark = () => {
      endedAt[i] = Math.min(endedAt[i] ?? Number.POSITIVE_INFINITY, performance.now() - startedAt);
    };
    socket.on("error", () => {});
    socket.once("end", mark);
    socket.once("close", mark);
  });
  await Promise.all(
    sockets.map((socket) => new Promise((ready) => socket.once("connect", ready).once("close", ready))),
  );
  const outcome = await sendRaw(origin, bytes, hangMs);
  const bound = DEFAULT_CONFIG.firstByteTimeoutMs + HELD_MARGIN_MS;
  const open = () => endedAt.some((ms) => ms === Number.POSITIVE_INFINITY);
  while (open() && performance.now() - startedAt < bound) await delay(100);
  // Bytes that arrived while this process was busy are read before judging (a late timer is not a late server).
  await new Promise((resolve) => setImmediate(resolve));
  for (const socket of sockets) socket.destroy();
  const kept = endedAt.filter((ms) => ms === Number.POSITIVE_INFINITY).length;
  const early = endedAt.filter((ms) => ms < DEFAULT_CONFIG.firstByteTimeoutMs / 2).length;
  const cap = DEFAULT_CONFIG.maxConnectionsPerAddress;
  const held = [
    kept > 0 ? `${kept} of ${idle} idle connections open ${bound} ms after they were opened` : "",
    early < idle - cap ? `${idle} idle from one address, only ${early} closed at once (cap ${cap})` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return { ...outcome, ...(held ? { held } : {}) };
}

/**
 * How long past the first-byte timeout an idle connection may take to be seen closed: generous for a busy
 * machine, yet the whole bound (7 s) is shorter than the headers timeout (10 s), the only bound before.
 */
const HELD_MARGIN_MS = 4_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
