// Bounds on slow and numerous clients: whole-request, header, keep-alive and idle timeouts, the header size,
// and the number of open connections. A request past its time is answered 408 by the clientError handler.
import type { Server } from "node:http";
import { MAX_HEADER_BYTES } from "../../contract/index.js";
import { type AppConfig, EDGE } from "../../policy/config.js";
import { HTTP_EDGE_OPTIONS } from "./http-edge.js";

export type Timeouts = Pick<AppConfig, "requestTimeoutMs" | "headersTimeoutMs" | "keepAliveTimeoutMs">;

/**
 * Fastify's server options for the timeouts (and Node's http options of the edge, http-edge.ts). Node checks for late requests on an interval (30 s by
 * default, which would let a slow client run 30 s over); it is tightened to a tenth of the shortest
 * timeout, at most a second.
 */
export function timeoutOptions(timeouts: Timeouts) {
  const shortest = Math.min(timeouts.requestTimeoutMs, timeouts.headersTimeoutMs);
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // No byte either way for this long: a client that stopped reading its answer, or a dead peer.
    connectionTimeout: timeouts.requestTimeoutMs * EDGE.idleTimeoutFactor,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(shortest / 10))),
      maxHeaderSize: MAX_HEADER_BYTES,
      ...HTTP_EDGE_OPTIONS,
    },
  };
}

/** Connections past the bound are closed as they arrive (Node's `maxConnections`), never queued. */
export function limitConnections(server: Server, maxConnections: number): void {
  server.maxConnections = maxConnections;
}
