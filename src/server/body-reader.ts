// Reads a request body into one buffer that grows as bytes arrive, so a body costs about what it weighs
// whatever its chunking. Fastify's own reader keeps every chunk as a view over the socket's read buffer: a
// body sent as a million 1-byte HTTP chunks held ~380 MB. A body whose chunks stay absurdly small (a trickle)
// is refused with 400 once that is clear, and its connection is closed without draining the rest.
import type { Socket } from "node:net";
import { errorCodes, type FastifyContentTypeParser } from "fastify";
import { ApiError } from "../contract/api-error.js";
import { EDGE } from "../policy/config.js";

/** Sockets whose request was refused as a trickle: closed after the answer, not drained (drain.ts). */
export const trickling = new WeakSet<Socket>();

const trickleError = () =>
  new ApiError(
    "invalid_request",
    `the request body arrives in chunks too small to read: after ${EDGE.trickleMinChunks} chunks they averaged under ${EDGE.trickleMinMeanChunkBytes} bytes; send it in larger chunks or with a Content-Length`,
    "Transfer-Encoding",
  );

/** Fastify's content-type parser (stream form) that hands the route the body as one Buffer. */
export function bodyReader(limit: number): FastifyContentTypeParser {
  return (request, payload, done) => {
    const declared = Number(request.headers["content-length"]);
    if (declared > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    // A declared length is trusted up to the limit (a shorter body is refused at its end); a chunked body
    // starts small and doubles, so it never holds more than twice its size.
    let buffer = Buffer.allocUnsafe(Number.isNaN(declared) ? EDGE.bodyInitialBytes : declared);
    let length = 0;
    let chunks = 0;
    const finish = (error: Error | null, body?: Buffer) => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onEnd);
      done(error, body);
    };
    function onData(chunk: Buffer) {
      chunks += 1;
      if (length + chunk.length > limit) return finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (chunks >= EDGE.trickleMinChunks && length < chunks * EDGE.trickleMinMeanChunkBytes) {
        trickling.add(request.raw.socket);
        return finish(trickleError());
      }
      if (length + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(buffer.length * 2, length + chunk.length)));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      chunk.copy(buffer, length);
      length += chunk.length;
    }
    function onEnd(error?: Error & { statusCode?: number }) {
      if (error) {
        if (!(typeof error.statusCode === "number" && error.statusCode >= 400)) error.statusCode = 400;
        return finish(error);
      }
      if (!Number.isNaN(declared) && length !== declared) {
        return finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      }
      finish(null, buffer.subarray(0, length));
    }
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onEnd);
    payload.resume();
  };
}
