// GET /healthz and GET /readyz, the probes of load balancers and orchestrators. /healthz says "alive": it
// answers while the process lives, even when other routes shed load (503) or are rate-limited, so a liveness
// probe never restarts a process that is only busy. /readyz says "send me traffic": 503 `not_ready` while the
// process starts (warm-up.ts), sheds load (hardening/overload.ts) or drains for shutdown.
import type { FastifyInstance } from "fastify";
import type { CacheStats } from "../../cache/cache-set.js";
import { ApiError } from "../../contract/api-error.js";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** The probes no load shedding or rate limit answers for: they report those states themselves. */
export const PROBE_PATHS: ReadonlySet<string> = new Set([HEALTH_PATH, READY_PATH]);

/** What keeps a process from taking requests, set by the app as it starts and closes. */
export class Readiness {
  starting = false;
  draining = false;
  /** What the exporter can do (POST /api/exports), once it is registered. */
  exports?: () => { available: boolean; missing?: string; capabilities?: Record<string, boolean> };
}

export interface HealthRoutesOptions {
  readiness: Readiness;
  /** This process's cache use, answered by `GET /healthz?verbose`: counts by region, never keys or values. */
  caches?: () => CacheStats;
}

export async function healthRoutes(
  app: FastifyInstance,
  { readiness, caches }: HealthRoutesOptions,
): Promise<void> {
  app.get(HEALTH_PATH, async (request) => {
    // An operator sizing memory asks for the caches' use: `?verbose` (any value).
    const verbose = caches && Object.hasOwn(request.query as object, "verbose");
    const extra = verbose ? { caches: caches() } : {};
    const exports = readiness.exports?.();
    if (!exports) return { status: "ok", ...extra };
    const { available, missing, capabilities } = exports;
    return {
      status: "ok",
      exports: { available, ...(missing ? { missing } : {}), ...(capabilities ? { capabilities } : {}) },
      ...extra,
    };
  });
  app.addHook("preClose", async () => {
    readiness.draining = true;
  });
  app.get(READY_PATH, async () => {
    const reason = readiness.draining
      ? "is draining for shutdown"
      : readiness.starting
        ? "is starting"
        : app.hasDecorator("isUnderPressure") && app.isUnderPressure()
          ? "is overloaded and sheds load"
          : undefined;
    if (reason) throw new ApiError("not_ready", `the server ${reason}; send requests elsewhere`, "request");
    return { status: "ready" };
  });
}
