// Builds the Marque HTTP app (Fastify). main.ts listens; tests call app.inject().
import cors from "@fastify/cors";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./errors.js";
import { trackMethods } from "./methods.js";
import { catalogRoutes } from "./routes/catalogs.js";
import { discoveryRoutes } from "./routes/discovery.js";
import { docsRoutes } from "./routes/docs.js";
import { generateRoutes } from "./routes/generate.js";
import { healthRoutes } from "./routes/health.js";
import { searchRoutes } from "./routes/search.js";
import { studioRoutes } from "./routes/studio.js";

export interface AppOptions {
  logger?: FastifyServerOptions["logger"];
}

/**
 * The API is public and carries no credentials: any origin may call it and read the file name of a download.
 * A bare OPTIONS (no preflight headers) is answered like a preflight rather than refused.
 */
const CORS = {
  origin: "*",
  methods: ["GET", "HEAD", "POST", "OPTIONS"],
  exposedHeaders: ["Content-Disposition", "X-Marque-Warnings", "ETag"],
  maxAge: 86_400,
  strictPreflight: false,
};

export async function buildApp({ logger = false }: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Requests are never logged: their URLs and bodies are the caller's.
    logController: new LogController({ disableRequestLogging: true }),
    // `/api/agent/` is `/api/agent`.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(CORS),
    clientErrorHandler: clientErrorHandler(CORS),
  });
  registerErrorHandling(app);
  await app.register(cors, CORS);
  const methods = trackMethods(app);
  await app.register(healthRoutes);
  await app.register(discoveryRoutes);
  await app.register(catalogRoutes);
  await app.register(docsRoutes);
  await app.register(searchRoutes);
  await app.register(generateRoutes);
  await app.register(studioRoutes);
  methods.close();
  return app;
}
