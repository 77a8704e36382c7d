// The exporter as the app registers it: the Chromium pages behind the in-memory queue, and the routes. In a
// cluster, one worker owns the queue and the pages and the others reach it through the primary (ipc-*.ts).
// With MARQUE_REDIS_URL, every server process enqueues on Redis and `marque worker` processes render (redis-*.ts).
import type { FastifyInstance } from "fastify";
import { EDGE } from "../../policy/config.js";
import { ChromiumExporter } from "./chromium-exporter.js";
import { type ExportConfig, exportConfigFromEnv } from "./config.js";
import { serveExportQueue } from "./ipc-owner.js";
import { IpcExportQueue } from "./ipc-queue.js";
import { MemoryExportQueue } from "./memory-queue.js";
import type { ExportQueue } from "./queue.js";
import { exportRoutes } from "./routes.js";

export type { ExportConfig } from "./config.js";

/**
 * Where this process's jobs live without Redis: its own memory (one process), or, in a cluster, the one worker
 * that owns the queue ("owner") and the others that call it ("proxy"). "off": no export routes (the app a
 * `marque worker` builds only to serve the Studio to its pages).
 */
export type ExportSharing = "alone" | "owner" | "proxy" | "off";

/** How long a worker waits for the owning worker's answer before answering 503. */
const IPC_TIMEOUT_MS = 10_000;

/** Registers the routes; returns the queue's state as last known, for /healthz. */
export async function registerExports(
  app: FastifyInstance,
  overrides: Partial<ExportConfig> = {},
  sharing: ExportSharing = "alone",
): Promise<ExportQueue["lastState"] | undefined> {
  if (sharing === "off") return undefined;
  const config = { ...exportConfigFromEnv(), ...overrides };
  let queue: ExportQueue;
  if (config.redisUrl) {
    // BullMQ (~29 MB of a process's memory) is loaded only where Redis is configured.
    const { RedisExportQueue } = await import("./redis-queue.js");
    queue = new RedisExportQueue({
      url: config.redisUrl,
      queueLimit: config.queue,
      ttlMs: config.ttlMs,
      retryAfterSeconds: EDGE.overloadRetryAfterSeconds,
    });
  } else if (sharing === "proxy") {
    queue = new IpcExportQueue({
      timeoutMs: IPC_TIMEOUT_MS,
      initialState: {
        available: false,
        missing: "the worker that runs exports has not answered yet",
        queued: 0,
        running: 0,
        pages: config.pages,
        queueLimit: config.queue,
      },
    });
  } else {
    const renderer = new ChromiumExporter(app, {
      executablePath: config.chromiumPath,
      pages: config.pages,
      pagesPerBrowser: config.pagesPerBrowser,
      jobsPerPage: config.jobsPerPage,
    });
    queue = new MemoryExportQueue(renderer, {
      concurrency: config.pages,
      queueLimit: config.queue,
      ttlMs: config.ttlMs,
      resultBytes: config.resultMb * 1024 * 1024,
      timeoutMs: config.timeoutMs,
      retryAfterSeconds: EDGE.overloadRetryAfterSeconds,
    });
    if (sharing === "owner") {
      const stop = serveExportQueue(queue);
      app.addHook("onClose", async () => stop());
    }
  }
  await app.register(exportRoutes, { queue });
  return () => queue.lastState();
}
