// Builds the Marque HTTP app (Fastify). main.ts listens; tests call app.inject().
import cors from "@fastify/cors";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import type { CacheSet } from "../cache/cache-set.js";
import { type CacheRegionName, defaultCaches, helperThreadBudget } from "../cache/regions.js";
import { openDocs, type ServedDocs } from "../docs/served.js";
import { type AppConfig, DEFAULT_CONFIG } from "../policy/config.js";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./errors.js";
import { type ExportConfig, type ExportSharing, registerExports } from "./exports/index.js";
import { Artifacts } from "./files/artifacts.js";
import { guardConnections } from "./hardening/connections.js";
import { registerDrain } from "./hardening/drain.js";
import { registerFramingChecks, registerHttpEdge } from "./hardening/http-edge.js";
import { registerOverload } from "./hardening/overload.js";
import { Pipeline } from "./hardening/pipeline.js";
import { notFoundRateLimit, registerRateLimit } from "./hardening/rate-limit.js";
import { RequestLog } from "./hardening/request-log.js";
import { registerSecurityHeaders } from "./hardening/security-headers.js";
import { registerCloseAfterAnswers } from "./hardening/shutdown.js";
import { limitConnections, timeoutOptions } from "./hardening/timeouts.js";
import { trackMethods } from "./methods.js";
import { packageRoot } from "./package-root.js";
import { catalogRoutes } from "./routes/catalogs.js";
import { discoveryRoutes } from "./routes/discovery.js";
import { docsRoutes } from "./routes/docs.js";
import { generateRoutes } from "./routes/generate.js";
import { healthRoutes, Readiness } from "./routes/health.js";
import { mcpRoutes } from "./routes/mcp.js";
import { searchRoutes } from "./routes/search.js";
import { studioRoutes } from "./routes/studio.js";
import { untilCalm, warmRenders } from "./warm-up.js";

/**
 * The app's options. Timeouts and the connection bound default to DEFAULT_CONFIG's; load shedding and the rate
 * limit are off unless given (main.ts gives the production configuration). With a logger, every request is
 * logged as one line.
 */
export interface AppOptions extends Partial<AppConfig> {
  logger?: FastifyServerOptions["logger"];
  /** How often load is sampled for shedding, in ms (tests shorten it). */
  overloadSampleMs?: number;
  /**
   * Renders every identity's templates once and waits for a calm load sample before returning the (ready)
   * app, so that the first requests after listen are served at normal speed (warm-up.ts). main.ts sets it.
   */
  warmUp?: boolean;
  /** The exporter's settings (POST /api/exports); unset ones come from MARQUE_EXPORT_* and the contract. */
  exports?: Partial<ExportConfig>;
  /** Where export jobs live: in this process, or in one worker of a cluster that the others call (main.ts). */
  exportSharing?: ExportSharing;
  /** The docs site and search (default: the repository's, docs/served.ts); tests give a built one. */
  docs?: ServedDocs;
}

/**
 * The API is public and carries no credentials: any origin may call it and read the file name of a download,
 * and the headers that say when to retry. A bare OPTIONS (no preflight headers) is answered like a preflight.
 */
const CORS = {
  origin: "*",
  methods: ["GET", "HEAD", "POST", "DELETE", "OPTIONS"],
  exposedHeaders: [
    "Content-Disposition",
    "Location",
    "Preference-Applied",
    "X-Marque-Warnings",
    "ETag",
    "Retry-After",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
  ],
  maxAge: 86_400,
  strictPreflight: false,
};

const MB = 1024 * 1024;

/** Fastify's trustProxy: a hop count trusts that many proxies nearest the server; a list, those addresses. */
function trustProxyOption(trust: AppConfig["trustProxy"]) {
  if (trust === undefined) return {};
  const hops = trust;
  return { trustProxy: typeof hops === "number" ? (_: string, hop: number) => hop < hops : [...hops] };
}

/**
 * This thread's cache set (cache/regions.ts: renderers use it too) at the configured budget, with the responses'
 * regions capped by MARQUE_RESPONSE_CACHE_MB; the render thread and file threads size theirs at half of it
 * (helperThreadBudget).
 */
function sizeCaches(options: AppOptions): CacheSet<CacheRegionName> {
  const caches = defaultCaches();
  const responseBytes = (options.responseCacheMb ?? DEFAULT_CONFIG.responseCacheMb) * MB;
  caches.resize((options.cacheMb ?? DEFAULT_CONFIG.cacheMb) * MB, {
    responses: responseBytes,
    "file-responses": responseBytes,
  });
  return caches;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const { logger = false } = options;
  const requestLog = logger ? new RequestLog() : undefined;
  const pipeline = new Pipeline();
  const app = Fastify({
    logger,
    // Fastify's own request lines would carry the URL; ours (request-log.ts) carry the route pattern.
    logController: new LogController({ disableRequestLogging: true }),
    // `/api/agent/` is `/api/agent`.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(CORS),
    clientErrorHandler: clientErrorHandler(CORS, requestLog?.clientError, pipeline),
    ...timeoutOptions({
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_CONFIG.requestTimeoutMs,
      headersTimeoutMs: options.headersTimeoutMs ?? DEFAULT_CONFIG.headersTimeoutMs,
      keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? DEFAULT_CONFIG.keepAliveTimeoutMs,
    }),
    // While closing, requests already on a connection are served (with Connection: close), not refused.
    return503OnClosing: false,
    ...trustProxyOption(options.trustProxy),
  });
  limitConnections(app.server, options.maxConnections ?? DEFAULT_CONFIG.maxConnections);
  guardConnections(app.server, {
    firstByteTimeoutMs: options.firstByteTimeoutMs ?? DEFAULT_CONFIG.firstByteTimeoutMs,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? DEFAULT_CONFIG.maxConnectionsPerAddress,
    trustProxy: options.trustProxy,
  });
  registerHttpEdge(app.server, CORS, requestLog?.clientError, pipeline);
  registerErrorHandling(app);
  registerFramingChecks(app);
  requestLog?.register(app);
  registerSecurityHeaders(app);
  registerDrain(app);
  registerCloseAfterAnswers(app);
  await registerOverload(app, {
    maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
    maxHeapMb: options.maxHeapMb ?? 0,
    sampleIntervalMs: options.overloadSampleMs,
  });
  if (options.rateLimit) await registerRateLimit(app, options.rateLimit);
  await app.register(cors, CORS);
  const methods = trackMethods(app);
  const caches = sizeCaches(options);
  // What an operator sizes memory by: each thread's budget and each region's cap (GET /healthz?verbose: use).
  app.log.info(
    {
      cacheMb: caches.maxBytes / MB,
      helperCacheMb: helperThreadBudget(caches.maxBytes) / MB,
      regionMb: Object.fromEntries(
        Object.entries(caches.stats().regions).map(([name, { maxBytes }]) => [
          name,
          +(maxBytes / MB).toFixed(2),
        ]),
      ),
    },
    `caches: ${caches.maxBytes / MB} MB on the event loop, ${helperThreadBudget(caches.maxBytes) / MB} MB on each helper thread (MARQUE_CACHE_MB)`,
  );
  const readiness = new Readiness();
  await app.register(healthRoutes, { readiness, caches: () => caches.stats() });
  await app.register(discoveryRoutes);
  await app.register(catalogRoutes, { caches });
  // One docs site for the pages, the search and the MCP resources.
  const docs = options.docs ?? (await openDocs(packageRoot()));
  await app.register(docsRoutes, { docs, caches });
  await app.register(searchRoutes, { docs });
  // One set of artifacts (caches, file pool) for the HTTP API and the MCP tools.
  const artifacts = new Artifacts({
    caches,
    fileThreads: options.fileThreads ?? DEFAULT_CONFIG.fileThreads,
  });
  app.addHook("preClose", async () => artifacts.shed());
  app.addHook("onClose", () => artifacts.close());
  await app.register(generateRoutes, { artifacts });
  await app.register(mcpRoutes, { artifacts, docs });
  await app.register(studioRoutes, { caches });
  readiness.exports = await registerExports(app, options.exports, options.exportSharing);
  methods.close(options.rateLimit ? notFoundRateLimit(app) : undefined);
  if (options.warmUp) {
    readiness.starting = true;
    await app.ready();
    await warmRenders();
    await untilCalm(app);
    readiness.starting = false;
  }
  return app;
}
