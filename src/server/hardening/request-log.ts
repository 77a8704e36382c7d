// One structured line per request: method, route pattern (never the URL: its query values are the
// caller's), status, duration and response size. Bodies, query strings and data URLs are never logged.
import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { type DestinationStream, destination } from "pino";
import type { ClientErrorEntry } from "../errors.js";

/**
 * Where log lines go: written to `fd` (stdout by default) as each is logged, never queued. Pino's default
 * writes asynchronously, one 16 KB write per turn of the event loop; at 200 connections a turn logged more
 * than that, and the lines left over piled up in memory (~0.4 MB/s, unbounded: the soak's growing RSS). A
 * write to a pipe or file costs under a microsecond; a reader that stops makes the writes wait, not the heap
 * grow.
 */
export const logDestination = (fd = 1): DestinationStream => destination({ dest: fd, sync: true });

/** The route's pattern (`/api/surface-textures/:assetId/:map`), or null when no route matched (404). */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? null;

/**
 * The request log. Answers Node writes itself (408 for a request too slow, 431, 400 for an unparsable one)
 * are logged too: as their own line when no route saw the request, else on the line of the request they cut.
 */
export class RequestLog {
  #log: FastifyBaseLogger | undefined;
  /** Requests a route holds per connection (several when they are pipelined). */
  readonly #inFlight = new WeakMap<Socket, number>();
  readonly #cut = new WeakMap<Socket, { status: number; code: string }>();

  register(app: FastifyInstance): void {
    this.#log = app.log;
    // Hooks that call done rather than return a promise: Fastify runs them without a microtask each.
    app.addHook("onRequest", (request, _reply, done) => {
      const socket = request.raw.socket;
      this.#inFlight.set(socket, (this.#inFlight.get(socket) ?? 0) + 1);
      done();
    });
    app.addHook("onResponse", (request, reply, done) => {
      this.#leave(request.raw.socket);
      request.log.info(
        {
          method: request.method,
          route: routeOf(request),
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
          bytes: Number(reply.getHeader("content-length") ?? 0),
        },
        "request",
      );
      done();
    });
    // A request that ends without its answer: cut by the server (timeout) or left by the client.
    app.addHook("onRequestAbort", async (request) => {
      const socket = request.raw.socket;
      this.#leave(socket);
      // The answer that cut the connection belongs to one request; any other cut with it was left unanswered.
      const cut = this.#cut.get(socket);
      this.#cut.delete(socket);
      request.log.info(
        {
          method: request.method,
          route: routeOf(request),
          status: cut?.status ?? null,
          code: cut?.code,
          aborted: !cut,
        },
        "request",
      );
    });
  }

  #leave(socket: Socket): void {
    const left = (this.#inFlight.get(socket) ?? 1) - 1;
    if (left > 0) this.#inFlight.set(socket, left);
    else this.#inFlight.delete(socket);
  }

  /** An answer written before or instead of a route's (see clientErrorHandler in errors.ts). */
  readonly clientError = (socket: Socket, { method, alone, ...entry }: ClientErrorEntry): void => {
    if (!alone && this.#inFlight.has(socket)) this.#cut.set(socket, entry);
    else this.#log?.info({ method: method ?? null, route: null, ...entry }, "request");
  };
}
