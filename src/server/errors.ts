// The one error handler: every failure leaves as the error body of DESIGN.md, never a stack trace.
import type { FastifyError, FastifyInstance } from "fastify";
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

export function sendError(error: ApiError) {
  return { status: error.status, headers: error.headers, body: error.toBody() };
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
