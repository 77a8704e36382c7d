// Starts Marque with the configuration of the environment (policy/config.ts lists every variable): listens on
// HOST:PORT (default 127.0.0.1:8080) and closes gracefully on SIGTERM/SIGINT. A bad variable stops it at once.
// With WEB_CONCURRENCY above 1 (by default, one per core) this process is the cluster primary (cluster.ts) and
// each worker it forks runs this file again as a server.
import cluster from "node:cluster";
import { ConfigError, readConfig, type ServerConfig } from "../policy/config.js";
import { runPrimary, SHUTDOWN_MESSAGE } from "./cluster.js";
import { EXPORT_OWNER_VARIABLE } from "./exports/ipc-names.js";

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`marque: ${error.message}\n`);
  process.exit(1);
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  runPrimary({
    workers: config.webConcurrency,
    logLevel: config.logLevel,
    shutdownGraceMs: config.shutdownGraceMs,
  });
} else {
  // Until the server listens no request is in flight: a shutdown asked for while it starts (loading, warming
  // up) ends the process at once, and cleanly.
  const exitWhileStarting = () => process.exit(0);
  const exitOnShutdownMessage = (message: unknown) => {
    if (message === SHUTDOWN_MESSAGE) exitWhileStarting();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, exitWhileStarting);
  process.on("message", exitOnShutdownMessage);
  // Loaded here so that a cluster primary holds none of the server's modules (catalogs, fonts, caches).
  const { buildApp } = await import("./app.js");
  const { closeOnSignals } = await import("./hardening/shutdown.js");
  const { logDestination } = await import("./hardening/request-log.js");
  // One line per request (method, route, status, duration, bytes); never bodies, query values or data URLs.
  // Warmed up before it listens: a fresh worker's first requests are neither slow nor shed.
  const app = await buildApp({
    ...config,
    logger: { level: config.logLevel, stream: logDestination() },
    warmUp: true,
    // In a cluster, export jobs live in the one worker the primary chose (cluster.ts); the others call it.
    exportSharing: cluster.isWorker
      ? process.env[EXPORT_OWNER_VARIABLE] === "1"
        ? "owner"
        : "proxy"
      : "alone",
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.off(signal, exitWhileStarting);
  process.off("message", exitOnShutdownMessage);
  const shutdown = closeOnSignals(app, config.shutdownGraceMs);
  if (cluster.isWorker) {
    process.on("message", (message) => {
      if (message === SHUTDOWN_MESSAGE) shutdown("SIGTERM");
    });
  }
  await app.listen({ port: config.port, host: config.host });
}
