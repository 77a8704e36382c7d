// Graceful shutdown: on SIGTERM or SIGINT the server stops accepting connections, lets the requests in flight
// finish (their answers say Connection: close), closes idle connections, and exits 0. Requests still running
// after the grace period have their connections closed and the process exits 1. A second signal ends the
// process at once (the default action).
import type { FastifyInstance } from "fastify";

/**
 * Once the app is closing, every answer says `Connection: close`, so that a keep-alive connection whose
 * request was in flight closes with its answer instead of holding the shutdown until it idles out.
 */
export function registerCloseAfterAnswers(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}

/**
 * SIGTERM and SIGINT close the app within `graceMs`, then end the process (0: drained, 1: cut). Returns the
 * shutdown itself, for a cluster worker to run when its primary asks (a signal to the primary does not reach
 * it); a shutdown already under way is not started again.
 */
export function closeOnSignals(app: FastifyInstance, graceMs: number): (signal: NodeJS.Signals) => void {
  let started = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.log.info({ signal, graceMs }, "shutting down: no new connections; finishing requests in flight");
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      app.log.warn({ graceMs }, "grace period over: closing the connections still open");
      app.server.closeAllConnections();
    }, graceMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info({ cut }, "closed");
        process.exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: { message: (error as Error).message } }, "closing failed");
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, shutdown);
  return shutdown;
}
