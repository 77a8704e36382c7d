// `marque worker`: renders export jobs from Redis (MARQUE_REDIS_URL) in this machine's Chromium, for HTTP servers
// that only enqueue them (docs/exports.md). Logs one JSON line per event on stdout; SIGTERM/SIGINT finish the
// jobs it runs, then exit 0.
import { exportConfigFromEnv } from "../server/exports/config.js";

const USAGE = `usage: marque worker

Takes export jobs (POST /api/exports) from the Redis at MARQUE_REDIS_URL and renders them in headless Chromium
(CHROMIUM_PATH). MARQUE_EXPORT_PAGES sets the jobs it renders at once; the other MARQUE_EXPORT_* variables are
the servers' (docs/exports.md).
`;

export async function workerCommand(args: readonly string[]): Promise<number | undefined> {
  if (args[0] === "--help" || args[0] === "-h") {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args.length > 0) {
    process.stderr.write(`marque worker: takes no arguments (got ${args[0]}); see marque worker --help\n`);
    return 2;
  }
  let config: ReturnType<typeof exportConfigFromEnv>;
  try {
    config = exportConfigFromEnv();
  } catch (error) {
    process.stderr.write(`marque worker: ${(error as Error).message}\n`);
    return 2;
  }
  const { redisUrl } = config;
  if (!redisUrl) {
    process.stderr.write(
      "marque worker: set MARQUE_REDIS_URL (e.g. redis://localhost:6379): the worker takes its jobs from Redis\n",
    );
    return 2;
  }
  const log = (msg: string, fields: Record<string, unknown> = {}) =>
    process.stdout.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...fields, msg })}\n`,
    );
  // The Studio the pages load is served by an app of this process that never listens.
  const { buildApp } = await import("../server/app.js");
  const { startExportWorker } = await import("../server/exports/redis-worker.js");
  const app = await buildApp({ exportSharing: "off" });
  await app.ready();
  let worker: Awaited<ReturnType<typeof startExportWorker>>;
  try {
    worker = await startExportWorker(app, { ...config, redisUrl }, log);
  } catch (error) {
    process.stderr.write(`marque worker: ${(error as Error).message}\n`);
    await app.close();
    return 1;
  }
  let closing = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log("closing: finishing the jobs it runs", { signal });
    await worker.close();
    await app.close();
    log("closed");
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, (s) => void stop(s));
  return undefined; // runs until a signal
}
