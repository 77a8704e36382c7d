// The one error handler: every failure leaves as the error body of DESIGN.md, never a stack trace — including
// the ones Fastify and Node answer before any route runs (a malformed URL, a request Node cannot parse).
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MAX_BODY_BYTES, megabytes } from "../contract/index.js";
import { ApiError } from "../generate/api-error.js";

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
      // Log what failed and where, never the body.
      request.log.error(
        { err: { message: error.message, stack: error.stack }, url: request.url },
        "internal error",
      );
    }
    const apiError =
      known ??
      new ApiError("internal_error", "something went wrong on our side; the request was not processed");
    reply.status(apiError.status).headers(apiError.headers).type("application/json").send(apiError.toBody());
  });
}

/** CORS headers for answers written before Fastify's hooks run: the same policy as the app's (app.ts). */
export interface EarlyCors {
  readonly origin: string;
  readonly exposedHeaders: readonly string[];
}

const earlyCorsHeaders = (cors: EarlyCors) => ({
  "access-control-allow-origin": cors.origin,
  "access-control-expose-headers": cors.exposedHeaders.join(", "),
});

/** Fastify's `frameworkErrors`: a URL it cannot decode (bad percent-encoding) is the caller's 400. */
export function frameworkErrors(cors: EarlyCors) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const apiError =
      error.code === "FST_ERR_BAD_URL"
        ? new ApiError("invalid_request", "the URL is not valid: it has a malformed percent-encoding", "path")
        : new ApiError("invalid_request", error.message);
    reply
      .status(apiError.status)
      .headers(earlyCorsHeaders(cors))
      .type("application/json")
      .send(apiError.toBody());
  };
}

/** Node's `clientError`: a request it cannot parse (an unknown method, malformed headers) is answered, then closed. */
export function clientErrorHandler(cors: EarlyCors) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const message =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "the request headers are too large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "the request was not completed in time"
          : "the request is not HTTP/1.1 this server can parse (an unknown method, or a malformed line or header)";
    const apiError = new ApiError("invalid_request", message);
    const body = JSON.stringify(apiError.toBody());
    if (socket.writable) {
      socket.write(
        [
          `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}`,
          "content-type: application/json",
          `content-length: ${Buffer.byteLength(body)}`,
          ...Object.entries(earlyCorsHeaders(cors)).map(([name, value]) => `${name}: ${value}`),
          "connection: close",
          "",
          body,
        ].join("\r\n"),
      );
    }
    socket.destroy(error);
  };
}
