// Builds the Marque HTTP app (Fastify). main.ts listens; tests call app.inject().
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { registerErrorHandling } from "./errors.js";
import { trackMethods } from "./methods.js";
import { generateRoutes } from "./routes/generate.js";
import { healthRoutes } from "./routes/health.js";

export interface AppOptions {
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp({ logger = false }: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, disableRequestLogging: true });
  registerErrorHandling(app);
  const methods = trackMethods(app);
  await app.register(healthRoutes);
  await app.register(generateRoutes);
  methods.close();
  return app;
}
