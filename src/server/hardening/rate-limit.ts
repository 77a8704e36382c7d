// The optional rate limit (MARQUE_RATE_LIMIT): requests per client address and window, 429 `rate_limited` in
// the error body with Retry-After and the IETF draft RateLimit-Limit / -Remaining / -Reset headers.
import { isIP } from "node:net";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { RATE_WINDOW_MS, type RateLimit } from "../../policy/rate-limit.js";
import { PROBE_PATHS } from "../routes/health.js";

/** Registers the limit on every route registered after it; the probes (/healthz, /readyz) never are. */
export async function registerRateLimit(app: FastifyInstance, limit: RateLimit): Promise<void> {
  await app.register(rateLimitPlugin, {
    max: limit.max,
    timeWindow: RATE_WINDOW_MS[limit.window],
    enableDraftSpec: true,
    // With trusted proxies, request.ip is whatever X-Forwarded-For says; a value that is no address (which a
    // client could vary freely for a fresh budget each time) counts as the connection's own address.
    keyGenerator: (request: FastifyRequest) =>
      isIP(request.ip) !== 0 ? request.ip : (request.socket.remoteAddress ?? request.ip),
    allowList: (request: FastifyRequest) => PROBE_PATHS.has(request.routeOptions.url ?? ""),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        "rate_limited",
        `more than ${limit.max} requests per ${limit.window} from this address; retry in ${context.after}`,
      ),
  });
}

/** The limit's hook for answers that no route serves (404s), which the plugin does not reach by itself. */
export const notFoundRateLimit = (app: FastifyInstance) => app.rateLimit();
