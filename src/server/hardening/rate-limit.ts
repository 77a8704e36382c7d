// The optional rate limit (MARQUE_RATE_LIMIT): requests per client address and window, 429 `rate_limited` in
// the error body with Retry-After and the IETF draft RateLimit-Limit / -Remaining / -Reset headers.
import { isIP } from "node:net";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { PROBE_PATHS } from "../routes/health.js";

const WINDOWS = { second: 1_000, minute: 60_000, hour: 3_600_000 } as const;
export type RateWindow = keyof typeof WINDOWS;

export interface RateLimit {
  /** Requests allowed per window and client address. */
  readonly max: number;
  readonly window: RateWindow;
}

/** The accepted forms, for messages and the docs. */
export const RATE_LIMIT_FORMAT = "<count>/<second|minute|hour> (e.g. 120/minute) or a bare count per minute";

/** `120/minute`, `10/second`, `5000/hour` or `120` (per minute), case-insensitive; throws on anything else. */
export function parseRateLimit(raw: string): RateLimit {
  const match = /^([0-9]{1,9})(?:\s*\/\s*(second|minute|hour))?$/iu.exec(raw.trim());
  const max = Number(match?.[1]);
  if (!match || max < 1) {
    throw new Error(`must be ${RATE_LIMIT_FORMAT}, with a count of at least 1; unset it for no limit`);
  }
  return { max, window: (match[2]?.toLowerCase() ?? "minute") as RateWindow };
}

/** Registers the limit on every route registered after it; the probes (/healthz, /readyz) never are. */
export async function registerRateLimit(app: FastifyInstance, limit: RateLimit): Promise<void> {
  await app.register(rateLimitPlugin, {
    max: limit.max,
    timeWindow: WINDOWS[limit.window],
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
