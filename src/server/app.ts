// Builds the Marque HTTP app (Fastify). main.ts listens; tests call app.inject().
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { registerErrorHandling } from "./errors.js";
import { trackMethods } from "./methods.js";
import { generateRoutes } from "./routes/generate.js";
import { healthRoutes } from "./routes/health.js";

export interface AppOptions {
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp({ logger = false }: AppOptions = {}): Promise<FastifyInstance> {
  // Requests are never logged: their URLs and bodies are the caller's.
  const app = Fastify({ logger, logController: new LogController({ disableRequestLogging: true }) });
  registerErrorHandling(app);
  const methods = trackMethods(app);
  await app.register(healthRoutes);
  await app.register(generateRoutes);
  methods.close();
  return app;
}
