// The cluster primary: with WEB_CONCURRENCY above 1, main.ts runs this instead of a server. It forks that many
// workers, each a whole Marque server sharing the listening socket (node:cluster hands connections round-robin),
// replaces a worker that dies (waiting longer after each quick crash, so a crash loop cannot spin), and on
// SIGTERM or SIGINT asks every worker to drain as a single process does (hardening/shutdown.ts), then exits 0
// when all of them drained, 1 when any was cut or failed.
//
// Export jobs (POST /api/exports) live in one worker, the "owner", which alone runs the Chromium pages: the
// others reach its queue through this process, which relays the tagged messages (exports/ipc-*.ts). A worker
// rather than the primary, because the pages load the Studio from a Fastify app (app.inject) that a worker
// already is, and the primary stays free of the server's modules; when the owner dies its replacement is the
// owner, and the other workers are told so that their waiting calls and event streams end at once.
import cluster, { type Worker } from "node:cluster";
import { hostname } from "node:os";
import { ERROR_SCHEMA_VERSION } from "../contract/errors.js";
import { EXPORT_OWNER_VARIABLE, EXPORT_TAG } from "./exports/ipc-names.js";
import type { ReplyMessage } from "./exports/ipc-protocol.js";

/** The message a worker takes as SIGTERM (a signal sent to the primary alone does not reach its workers). */
export const SHUTDOWN_MESSAGE = "marque:shutdown";

/** A worker that ran at least this long before dying was not crash-looping: the next restart is quick. */
export const STEADY_UPTIME_MS = 30_000;
const FIRST_RESTART_MS = 250;
const MAX_RESTART_MS = 30_000;

/**
 * glibc's malloc arenas a worker may use unless the environment says otherwise (MALLOC_ARENA_MAX). By default
 * glibc makes up to eight per core as threads contend (V8's GC and compiler threads, libuv's pool, resvg), and
 * each keeps its own freed memory: with two, a worker's RSS under the soak (bench/soak.ts) is ~15–25 MB lower.
 * glibc reads it once, when a process starts, so the primary hands it to the workers it forks; `npm start` and
 * the image set it for a single process too (package.json, Dockerfile).
 */
export const WORKER_MALLOC_ARENAS = "2";

/**
 * Milliseconds resvg's allocator (mimalloc, linked into @resvg/resvg-js) keeps freed memory before giving it
 * back to the system (MIMALLOC_PURGE_DELAY; its default is 10). At 10 ms the pixmaps of one raster (3 MB for
 * a 1200×630 cover, and as much again for each layer) went back between two files and were faulted in and
 * zeroed afresh by the next: at 1,000 ms a PNG cover costs the server ~10 % less CPU (16.0 → 14.2 ms a
 * request, bench/files.ts conditions), and an idle server still returns the memory within a second. Like
 * MALLOC_ARENA_MAX it is read once, when resvg loads, so it is handed to the workers and set by `npm start`
 * and the image.
 */
export const WORKER_MIMALLOC_PURGE_DELAY_MS = "1000";

/**
 * How long to wait before replacing a dead worker, given how many workers in a row died within
 * STEADY_UPTIME_MS of starting (this one included): 250 ms, doubling per quick crash, at most 30 s.
 */
export const restartDelayMs = (quickCrashes: number): number =>
  Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, quickCrashes - 1));

/** Pino's level numbers, so the primary's lines read like the workers' (logs are JSON lines on stdout). */
const LEVELS: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

export interface PrimaryOptions {
  workers: number;
  logLevel: string;
  /** The workers' own drain time (MARQUE_SHUTDOWN_GRACE_MS); past it and a margin, they are killed. */
  shutdownGraceMs: number;
}

/** A margin past the workers' grace period for them to report and exit before the primary kills them. */
const EXIT_MARGIN_MS = 5_000;

/** Forks the workers and supervises them until a signal drains them; never returns while they run. */
export function runPrimary({ workers, logLevel, shutdownGraceMs }: PrimaryOptions): void {
  const threshold = LEVELS[logLevel] ?? LEVELS.info;
  const host = hostname();
  const log = (level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}) => {
    if ((LEVELS[level] ?? 0) < (threshold ?? 0)) return;
    const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: host, ...fields, msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };

  const startedAt = new Map<Worker, number>();
  let quickCrashes = 0;
  let shuttingDown = false;
  let failed = false;

  let owner: Worker | undefined;
  const fork = (isOwner: boolean) => {
    const worker = cluster.fork({
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? WORKER_MALLOC_ARENAS,
      MIMALLOC_PURGE_DELAY: process.env.MIMALLOC_PURGE_DELAY ?? WORKER_MIMALLOC_PURGE_DELAY_MS,
      [EXPORT_OWNER_VARIABLE]: isOwner ? "1" : "0",
    });
    if (isOwner) owner = worker;
    startedAt.set(worker, Date.now());
    log("info", "worker started", { worker: worker.process.pid, exportOwner: isOwner });
  };

  cluster.on("message", (from, message: unknown) => relayExports(from, message, owner));

  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    const wasOwner = worker === owner;
    if (wasOwner) owner = undefined;
    const gone = { tag: EXPORT_TAG, kind: "gone", worker: worker.id, owner: wasOwner };
    for (const other of wasOwner ? startedAt.keys() : owner ? [owner] : [])
      if (other.isConnected()) other.send(gone);
    if (shuttingDown) {
      if (code !== 0) failed = true;
      if (startedAt.size === 0) {
        log("info", "closed", { failed });
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    quickCrashes = uptime < STEADY_UPTIME_MS ? quickCrashes + 1 : 1;
    const delayMs = restartDelayMs(quickCrashes);
    log("error", "worker died; replacing it", {
      worker: worker.process.pid,
      code,
      signal,
      uptimeMs: uptime,
      restartInMs: delayMs,
    });
    setTimeout(() => {
      if (!shuttingDown) fork(wasOwner);
    }, delayMs);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log("info", "shutting down: draining every worker", { signal, workers: startedAt.size });
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    // A worker that cannot finish (stuck past its own grace period) is killed so the primary can exit.
    setTimeout(() => {
      log("error", "workers still running past the grace period: killing them", { workers: startedAt.size });
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
    }, shutdownGraceMs + EXIT_MARGIN_MS).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, shutdown);

  log("info", "starting workers", { workers });
  for (let i = 0; i < workers; i++) fork(i === 0);
}

/**
 * Relays export messages: a worker's call to the owner (with the caller's id), the owner's replies and events
 * to the worker named in `to`. With no owner (it is being replaced), a call is answered at once with a 503.
 */
function relayExports(from: Worker, message: unknown, owner: Worker | undefined): void {
  if (typeof message !== "object" || message === null) return;
  const tagged = message as { tag?: unknown; kind?: unknown; to?: unknown; call?: unknown };
  if (tagged.tag !== EXPORT_TAG) return;
  if (tagged.kind === "call") {
    if (owner?.isConnected()) owner.send({ ...tagged, from: from.id });
    else if (from.isConnected() && typeof tagged.call === "number")
      from.send({
        tag: EXPORT_TAG,
        kind: "reply",
        to: from.id,
        call: tagged.call,
        error: {
          body: {
            error: {
              code: "capability_unavailable",
              message:
                "exports are unavailable for now: the worker that runs them is restarting; retry shortly",
              field: "request",
              issues: [],
            },
            schemaVersion: ERROR_SCHEMA_VERSION,
          },
          headers: { "retry-after": "5" },
        },
      } satisfies ReplyMessage);
    return;
  }
  const to = typeof tagged.to === "number" ? cluster.workers?.[tagged.to] : undefined;
  if (to?.isConnected()) to.send(message);
}
