// 404 for unknown paths and 405 (with Allow) for known paths asked with another method.
import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";
import { ApiError } from "../generate/api-error.js";

/** OPTIONS is not here: CORS preflight answers it on every path. */
const ALL_METHODS: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"];

/**
 * Collects routes as they are registered; `close()` then registers, for every path, a 405 route for the
 * methods it does not serve. Call `close()` after all routes are registered.
 */
export function trackMethods(app: FastifyInstance) {
  const byPath = new Map<string, Set<string>>();
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = byPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) if (method !== "OPTIONS") methods.add(method);
    byPath.set(route.url, methods);
  });
  return {
    close() {
      for (const [url, served] of [...byPath]) {
        const allow = [...served].sort().join(", ");
        const missing = ALL_METHODS.filter((method) => !served.has(method));
        if (missing.length === 0) continue;
        app.route({
          method: missing,
          url,
          handler: async (request) => {
            throw new ApiError(
              "method_not_allowed",
              `${request.method} is not allowed on ${url}; allowed: ${allow}`,
              "request",
              [],
              {
                allow,
              },
            );
          },
        });
      }
      app.setNotFoundHandler(async (request) => {
        throw new ApiError("not_found", `no resource at ${request.method} ${request.url.split("?")[0]}`);
      });
    },
  };
}
