// Builds the Marque HTTP app (Fastify). main.ts listens; tests call app.inject().
import cors from "@fastify/cors";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { registerErrorHandling } from "./errors.js";
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

export async function buildApp({ logger = false }: AppOptions = {}): Promise<FastifyInstance> {
  // Requests are never logged: their URLs and bodies are the caller's.
  const app = Fastify({ logger, logController: new LogController({ disableRequestLogging: true }) });
  registerErrorHandling(app);
  // The API is public and carries no credentials: any origin may call it and read the file name of a download.
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "POST", "OPTIONS"],
    exposedHeaders: ["Content-Disposition", "X-Marque-Warnings", "ETag"],
    maxAge: 86_400,
  });
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
