// The exporter as the app registers it: the Chromium pages behind the in-memory queue, and the routes.
import type { FastifyInstance } from "fastify";
import { EDGE } from "../config.js";
import { ChromiumExporter } from "./chromium-exporter.js";
import { type ExportConfig, exportConfigFromEnv } from "./config.js";
import { MemoryExportQueue } from "./memory-queue.js";
import type { ExportQueue } from "./queue.js";
import { exportRoutes } from "./routes.js";

export type { ExportConfig } from "./config.js";

/** Registers the routes; returns the queue's state, for /healthz. */
export async function registerExports(
  app: FastifyInstance,
  overrides: Partial<ExportConfig> = {},
): Promise<ExportQueue["state"]> {
  const config = { ...exportConfigFromEnv(), ...overrides };
  const renderer = new ChromiumExporter(app, {
    executablePath: config.chromiumPath,
    pages: config.pages,
    pagesPerBrowser: config.pagesPerBrowser,
    jobsPerPage: config.jobsPerPage,
  });
  const queue = new MemoryExportQueue(renderer, {
    concurrency: config.pages,
    queueLimit: config.queue,
    ttlMs: config.ttlMs,
    resultBytes: config.resultMb * 1024 * 1024,
    timeoutMs: config.timeoutMs,
    retryAfterSeconds: EDGE.overloadRetryAfterSeconds,
  });
  await app.register(exportRoutes, { queue });
  return () => queue.state();
}
