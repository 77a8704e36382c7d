// An answer given before the request body was read (413, 415, a refusal during upload) closes the connection,
// but not at once: a client still uploading would meet a reset and lose the answer (EPIPE, ECONNRESET). The
// server sends the answer and its end (FIN), keeps reading and discarding the rest of the body, bounded in
// bytes and time, then closes — a "lingering close".
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { EDGE } from "../../policy/config.js";
import { trickling } from "../body-reader.js";

/** Whether the request declares a body (a length above zero, or chunks). */
const declaresBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;

const lingering = new WeakSet<Socket>();

/**
 * Replaces the socket's close-after-answer (Node calls `destroySoon` once an answer marked `Connection:
 * close` is written) with: end our side, discard what still arrives, close when the body has all arrived,
 * the client has closed, or a bound is reached.
 */
function lingerOnClose(socket: Socket, request: IncomingMessage): void {
  // Not a network socket (app.inject): nothing to drain.
  if (lingering.has(socket) || typeof socket.destroySoon !== "function") return;
  lingering.add(socket);
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (request.complete) {
      destroySoon();
      return;
    }
    // A trickle is not read further: each of its chunks costs more than the answer is worth to wait for.
    if (trickling.has(socket)) {
      socket.end();
      socket.pause();
      setTimeout(() => socket.destroy(), EDGE.drainMaxMs).unref();
      return;
    }
    // Node's parser reads the socket itself and drops a dumped request's body, so bytes are counted on the
    // socket, by polling.
    const limit = socket.bytesRead + EDGE.drainMaxBytes;
    const close = () => {
      clearTimeout(timer);
      clearInterval(poll);
      socket.destroy();
    };
    const timer = setTimeout(close, EDGE.drainMaxMs);
    const poll = setInterval(() => {
      if (socket.bytesRead > limit) close();
    }, 50);
    timer.unref();
    poll.unref();
    socket.once("close", close);
    request.once("end", close);
    request.resume();
    socket.end();
  };
}

/** Marks answers sent while the body is still arriving `Connection: close`, and drains before closing. */
export function registerDrain(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const raw = request.raw;
    // A body that was read has ended; one refused before or while arriving has not.
    if (!raw.readableEnded && declaresBody(raw)) {
      reply.header("connection", "close");
      lingerOnClose(raw.socket, raw);
    }
    done(null, payload);
  });
}
