// What Node answers on its own before a request reaches Fastify — `Expect`, CONNECT, a missing or repeated
// Host — answered here instead, in the error shape with nosniff and one log line, like every other answer.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { type ClientErrorLog, type EarlyCors, earlyHeaders, writeEarlyAnswer } from "../errors.js";
import type { Pipeline } from "./pipeline.js";

/** Node's http options for this edge: Host is checked by `registerFramingChecks`, which answers in the error shape. */
export const HTTP_EDGE_OPTIONS = { requireHostHeader: false } as const;

/**
 * `Expect: 100-continue` is granted only when something starts reading the body, so an answer decided from the
 * headers alone (413 for a declared 10 GB, 415, 404) goes out at once and the client never sends the body.
 * Any other expectation is 417; CONNECT (Marque is no proxy) is 405.
 */
export function registerHttpEdge(
  server: Server,
  cors: EarlyCors,
  log: ClientErrorLog = () => {},
  pipeline?: Pipeline,
): void {
  server.on("checkContinue", (request: IncomingMessage, response: ServerResponse) => {
    const grant = (event: string | symbol) => {
      if (event !== "data" && event !== "readable") return;
      request.off("newListener", grant);
      if (!response.headersSent) response.writeContinue();
    };
    request.on("newListener", grant);
    server.emit("request", request, response);
  });
  // Answered through Node's response, which waits its turn behind answers to requests pipelined before it.
  server.on("checkExpectation", (request: IncomingMessage, response: ServerResponse) => {
    const apiError = new ApiError(
      "expectation_failed",
      "the only expectation this server meets is Expect: 100-continue",
      "Expect",
    );
    // Its own line, once written (after the lines of the requests before it), even while requests pipelined
    // after it are held by routes: they are cut by its Connection: close.
    response.once("finish", () =>
      log(request.socket, {
        status: apiError.status,
        code: apiError.code,
        method: request.method,
        alone: true,
      }),
    );
    const body = JSON.stringify(apiError.toBody());
    response.writeHead(apiError.status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      ...earlyHeaders(cors),
      connection: "close",
    });
    response.end(body);
  });
  // Node hands the socket over for CONNECT: its answer is written once the requests before it are answered.
  server.on("connect", (_request: IncomingMessage, socket: Socket) => {
    const answer = () => {
      if (!socket.writable) return;
      const apiError = new ApiError(
        "method_not_allowed",
        "CONNECT is not served: this server is not a proxy",
        "method",
      );
      log(socket, { status: apiError.status, code: apiError.code, method: "CONNECT" });
      writeEarlyAnswer(socket, apiError, cors);
      socket.end();
    };
    if (pipeline) pipeline.afterEarlier(socket, answer);
    else answer();
  });
}

/**
 * What frames a request, checked before anything reads it: HTTP/1.1 requests carry exactly one Host (RFC 9112
 * §3.2), none or two is 400 (Node keeps only the first of two, so the raw list is counted); and the only
 * transfer coding served is `chunked` alone — `identity, chunked` (identity is no longer a coding) or `gzip,
 * chunked` is 400 too, never read as plain chunked.
 */
export function registerFramingChecks(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const raw = request.raw.rawHeaders;
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2)
      if (raw[i]?.length === 4 && raw[i]?.toLowerCase() === "host") hosts++;
    if (hosts !== 1 && !(hosts === 0 && request.raw.httpVersion === "1.0")) {
      throw new ApiError(
        "invalid_request",
        hosts === 0
          ? "the request has no Host header"
          : `the request has ${hosts} Host headers; exactly one is allowed`,
        "Host",
      );
    }
    const coding = request.headers["transfer-encoding"];
    if (coding !== undefined && coding.trim().toLowerCase() !== "chunked") {
      throw new ApiError(
        "invalid_request",
        "Transfer-Encoding must be chunked alone (or absent, with Content-Length)",
        "Transfer-Encoding",
      );
    }
  });
}
