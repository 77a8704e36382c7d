// The one error handler: every failure leaves as the error body of DESIGN.md, never a stack trace — including
// the ones Fastify and Node answer before any route runs (a malformed URL, a request Node cannot parse).
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../contract/api-error.js";
import { MAX_BODY_BYTES, MAX_HEADER_BYTES, megabytes } from "../contract/index.js";
import { EDGE } from "../policy/config.js";
import { NOSNIFF } from "../policy/security-headers.js";
import type { Pipeline } from "./hardening/pipeline.js";

/** Fastify's own error codes that are the caller's doing, mapped onto ours. */
function fromFastify(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ApiError(
        "payload_too_large",
        `the request body exceeds ${MAX_BODY_BYTES} bytes (${megabytes(MAX_BODY_BYTES)})`,
      );
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH"
        ? new ApiError(
            "invalid_request",
            "the Content-Length header does not match the body",
            "Content-Length",
          )
        : new ApiError("unsupported_media_type", "Content-Type must be application/json", "Content-Type");
    default:
      return error.statusCode === 400 ? new ApiError("invalid_request", error.message) : undefined;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : fromFastify(error);
    if (!known) {
      // Log what failed and where (the route pattern: the URL's query values are the caller's), never the body.
      request.log.error(
        { err: { message: error.message, stack: error.stack }, route: request.routeOptions.url ?? null },
        "internal error",
      );
    }
    const apiError =
      known ??
      new ApiError("internal_error", "something went wrong on our side; the request was not processed");
    reply.status(apiError.status).headers(apiError.headers).type("application/json").send(apiError.toBody());
  });
}

/** Headers of answers written before Fastify's hooks run: the app's CORS policy (app.ts) and nosniff. */
export interface EarlyCors {
  readonly origin: string;
  readonly exposedHeaders: readonly string[];
}

export const earlyHeaders = (cors: EarlyCors) => ({
  "access-control-allow-origin": cors.origin,
  "access-control-expose-headers": cors.exposedHeaders.join(", "),
  ...NOSNIFF,
});

/** Fastify's `frameworkErrors`: a URL it cannot decode (bad percent-encoding) is the caller's 400. */
export function frameworkErrors(cors: EarlyCors) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const apiError =
      error.code === "FST_ERR_BAD_URL"
        ? new ApiError("invalid_request", "the URL is not valid: it has a malformed percent-encoding", "path")
        : error.code === "FST_ERR_MAX_PARAM_LENGTH"
          ? // No catalog id is that long: the path names nothing (a well-formed URL, so not the caller's 400).
            new ApiError(
              "not_found",
              "no resource at this path: one of its segments is longer than any id",
              "path",
            )
          : new ApiError("invalid_request", error.message);
    reply
      .status(apiError.status)
      .headers(earlyHeaders(cors))
      .type("application/json")
      .send(apiError.toBody());
  };
}

/** What Node could not take as a request, as our error: too slow (408), headers too large (431), or unparsable. */
function clientErrorOf(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new ApiError(
        "request_timeout",
        "the request was not received in time: its headers or body arrived too slowly",
      );
    case "HPE_HEADER_OVERFLOW":
      return new ApiError(
        "headers_too_large",
        `the request line and headers exceed ${MAX_HEADER_BYTES} bytes (${MAX_HEADER_BYTES / 1024} KB)`,
      );
    default:
      return new ApiError(
        "invalid_request",
        "the request is not HTTP/1.1 this server can parse (an unknown method, or a malformed line or header)",
      );
  }
}

/** An answer given before routing: its own request's (`alone`), or else that of a request it cut, if any. */
export interface ClientErrorEntry {
  status: number;
  code: string;
  method?: string | undefined;
  alone?: boolean;
}

/** Where answers given before routing are reported (the request log), if anywhere. */
export type ClientErrorLog = (socket: Socket, entry: ClientErrorEntry) => void;

/** Writes `apiError` as a whole HTTP answer straight to `socket`, in the error shape, with `connection: close`. */
export function writeEarlyAnswer(socket: Socket, apiError: ApiError, cors: EarlyCors): void {
  const body = JSON.stringify(apiError.toBody());
  socket.write(
    [
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}`,
      "content-type: application/json",
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries({ ...earlyHeaders(cors), ...apiError.headers }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}

/**
 * Node's `clientError`: a request it cannot parse or that came too slowly is answered, then closed. A request
 * Node cannot parse is answered after the requests pipelined before it (pipeline.ts), then the connection is
 * closed once the answers are out; a timeout cuts the connection at once.
 */
export function clientErrorHandler(cors: EarlyCors, log: ClientErrorLog = () => {}, pipeline?: Pipeline) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const apiError = clientErrorOf(error);
    if (pipeline && error.code !== "ERR_HTTP_REQUEST_TIMEOUT") {
      pipeline.afterEarlier(
        socket,
        () => {
          if (!socket.writable) return;
          log(socket, { status: apiError.status, code: apiError.code });
          writeEarlyAnswer(socket, apiError, cors);
          // Earlier answers may still be queued on the socket: close once everything is written, or after a bound.
          socket.end(() => socket.destroy());
          setTimeout(() => socket.destroy(), EDGE.drainMaxMs).unref();
        },
        pipeline.reading(socket),
      );
      return;
    }
    // A connection already waiting to give its parse error's answer is not cut in the middle of the others.
    if (pipeline?.deferred(socket)) return;
    // A socket whose answer is already out (a lingering close after 413) has nothing more to say.
    if (socket.writable) {
      log(socket, { status: apiError.status, code: apiError.code });
      writeEarlyAnswer(socket, apiError, cors);
    }
    socket.destroy(error);
  };
}
