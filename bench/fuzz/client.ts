// Sends one fuzz case over a real socket and reports what came back: the status, headers and body, a socket
// error with no answer, or a hang (no answer within the limit once the request was sent).
import { type Agent, type ClientRequest, type IncomingHttpHeaders, request } from "node:http";
import type { FuzzCase } from "./case.js";
import { sendFlood, sendPipeline, sendRaw } from "./raw-client.js";

export interface Outcome {
  status?: number;
  headers?: IncomingHttpHeaders;
  body?: Buffer;
  /** A socket error before any answer (EPIPE, ECONNRESET…). */
  error?: string;
  /** No answer within the hang limit after the request was sent (or within the stream guard). */
  hung?: boolean;
  /** A pipeline whose earlier requests were not all answered, in order, before the last: what came. */
  lost?: string;
  /** A flood whose idle connections the server kept open past their bound: how many, how long. */
  held?: string;
  ms: number;
}

const FILLER = Buffer.alloc(64 * 1024, 0x20);
/** A stream the server stops reading without answering must still end. */
const STREAM_GUARD_MS = 30_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the request can take more bytes or is gone, leaving no listener behind. */
const drainedOrClosed = (req: ClientRequest) =>
  new Promise<void>((resolve) => {
    const done = () => {
      req.off("drain", done);
      req.off("close", done);
      resolve();
    };
    req.on("drain", done);
    req.on("close", done);
  });

function sendOnce(
  origin: URL,
  fuzzCase: FuzzCase,
  agent: Agent,
  hangMs: number,
): Promise<Outcome & { reused: boolean }> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const sending = fuzzCase.sending ?? { mode: "whole" };
    const headers: Record<string, string> = { ...fuzzCase.headers };
    if (sending.mode !== "stream") headers["content-length"] = String(fuzzCase.body.length);
    else if (sending.declared) headers["content-length"] = String(sending.bytes);
    const req = request({
      host: origin.hostname,
      port: origin.port,
      method: "POST",
      path: "/api/generate",
      headers,
      // Only whole bodies share keep-alive connections: the slow ones get their own.
      agent: sending.mode === "whole" ? agent : false,
    });
    let answered = false;
    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: Omit<Outcome, "ms">) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...outcome, ms: performance.now() - startedAt, reused: req.reusedSocket });
    };
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        finish({ hung: true });
        req.destroy();
      }, ms);
    };
    req.on("finish", () => {
      if (!answered) arm(hangMs);
    });
    req.on("response", (response) => {
      answered = true;
      clearTimeout(timer);
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const result = () => ({
        status: response.statusCode,
        headers: response.headers,
        body: Buffer.concat(chunks),
      });
      response.on("end", () => finish(result()));
      response.on("close", () => finish(result()));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      // An answer already read stands: a server may close while a client still uploads.
      if (!answered) finish({ error: error.code ?? error.message });
    });

    const body = fuzzCase.body;
    switch (sending.mode) {
      case "whole":
        req.end(body);
        break;
      case "dribble": {
        const size = Math.ceil(body.length / sending.chunks);
        void (async () => {
          for (let at = 0; at < body.length && !answered && !done; at += size) {
            req.write(body.subarray(at, at + size));
            await delay(sending.intervalMs);
          }
          if (!done) req.end();
        })();
        break;
      }
      case "pause": {
        const half = Math.floor(body.length / 2);
        req.write(body.subarray(0, half));
        void delay(sending.pauseMs).then(() => {
          if (!done) req.end(body.subarray(half));
        });
        break;
      }
      case "stream": {
        arm(STREAM_GUARD_MS);
        const limit = Math.min(sending.bytes, sending.stopAfter ?? sending.bytes);
        void (async () => {
          let sent = 0;
          while (sent < limit && !answered && !done) {
            const piece = FILLER.subarray(0, Math.min(FILLER.length, limit - sent));
            sent += piece.length;
            if (!req.write(piece)) await drainedOrClosed(req);
          }
          if (sent >= sending.bytes && !done) req.end();
          else if (!answered && !done) arm(hangMs); // stopped early: the answer is due now
        })();
        break;
      }
    }
  });
}

/**
 * Sends a case; a keep-alive connection the server closed just as it was reused is retried once on a new
 * one, as HTTP clients do, so only a real failure to answer counts.
 */
async function sendWhole(origin: URL, fuzzCase: FuzzCase, agent: Agent, hangMs: number): Promise<Outcome> {
  const first = await sendOnce(origin, fuzzCase, agent, hangMs);
  if (!(first.error && first.reused && (first.error === "ECONNRESET" || first.error === "EPIPE")))
    return first;
  return sendOnce(origin, fuzzCase, agent, hangMs);
}

/** Waits before resending a case the server shed: 1, 2, then 4 s (its Retry-After, 10 s, shortened). */
const SHED_WAITS_MS = [1_000, 2_000, 4_000];

/** Cases answered 503 `overloaded` (with a Retry-After) and resent; a case shed every time counts as a 5xx. */
export const shed = { resent: 0 };

const wasShed = (outcome: Outcome): boolean =>
  outcome.status === 503 &&
  outcome.headers?.["retry-after"] !== undefined &&
  (outcome.body?.includes('"code":"overloaded"') ?? false);

/**
 * Sends a case. A 503 `overloaded` says the server shed it before looking at it (its event loop was behind:
 * on a machine whose cores other work shares, a burst of the heavier cases does that): the case is resent
 * after a wait, as a client honouring Retry-After would, so that what is counted is the answer to the case.
 */
export async function send(origin: URL, fuzzCase: FuzzCase, agent: Agent, hangMs: number): Promise<Outcome> {
  const sending = fuzzCase.sending;
  if (sending?.mode === "raw") return sendRaw(origin, fuzzCase.body, hangMs);
  if (sending?.mode === "pipeline") return sendPipeline(origin, fuzzCase.body, sending.requests, hangMs);
  if (sending?.mode === "flood") return sendFlood(origin, fuzzCase.body, sending, hangMs);
  let outcome = await sendWhole(origin, fuzzCase, agent, hangMs);
  for (const wait of SHED_WAITS_MS) {
    if (!wasShed(outcome)) break;
    shed.resent++;
    await delay(wait);
    outcome = await sendWhole(origin, fuzzCase, agent, hangMs);
  }
  return outcome;
}
