// Load shedding: while the mean event-loop delay or the used heap is past its limit, requests are answered
// 503 `overloaded` with Retry-After at once, instead of joining an unbounded queue. The probes answer for
// themselves: /healthz 200, /readyz 503 `not_ready`.
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { EDGE } from "../../policy/config.js";
import { PROBE_PATHS } from "../routes/health.js";

export interface OverloadLimits {
  /** Mean event-loop delay in ms over a sample (0: not checked). */
  readonly maxEventLoopDelayMs: number;
  /** Used V8 heap in MB (0: not checked). */
  readonly maxHeapMb: number;
  /** How often the process is sampled, in ms (default one second). */
  readonly sampleIntervalMs?: number;
}

const WHAT: Record<string, string> = {
  eventLoopDelay: "its event loop is behind",
  heapUsedBytes: "its memory is nearly full",
};

export async function registerOverload(app: FastifyInstance, limits: OverloadLimits): Promise<void> {
  if (limits.maxEventLoopDelayMs <= 0 && limits.maxHeapMb <= 0) return;
  const retryAfter = String(EDGE.overloadRetryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapMb * 1024 * 1024,
    sampleInterval: limits.sampleIntervalMs ?? 1_000,
    // Returning nothing lets the request through; a rejection becomes the error body.
    pressureHandler: async (request, _reply, type) => {
      if (PROBE_PATHS.has(request.routeOptions.url ?? "")) return;
      throw new ApiError(
        "overloaded",
        `the server is overloaded (${WHAT[type] ?? type}); retry in ${retryAfter} seconds`,
        "request",
        [],
        { "retry-after": retryAfter },
      );
    },
  });
}
