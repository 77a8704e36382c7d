// Starts Marque with the configuration of the environment (config.ts lists every variable): listens on
// HOST:PORT (default 127.0.0.1:8080) and closes gracefully on SIGTERM/SIGINT. A bad variable stops it at once.
import { buildApp } from "./app.js";
import { ConfigError, readConfig, type ServerConfig } from "./config.js";
import { closeOnSignals } from "./hardening/shutdown.js";

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`marque: ${error.message}\n`);
  process.exit(1);
}

// One line per request (method, route, status, duration, bytes); never bodies, query values or data URLs.
const app = await buildApp({ ...config, logger: { level: config.logLevel } });
closeOnSignals(app, config.shutdownGraceMs);
await app.listen({ port: config.port, host: config.host });
