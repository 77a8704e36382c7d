// 404 for unknown paths and 405 (with Allow) for known paths asked with another method.
import type { FastifyInstance, HTTPMethods, preHandlerHookHandler, RouteOptions } from "fastify";
import { ApiError } from "../contract/api-error.js";

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
  const allowOf = (served: ReadonlySet<string>) => [...served].sort().join(", ");
  const refuse = (method: string, url: string, allow: string) =>
    new ApiError(
      "method_not_allowed",
      `${method} is not allowed on ${url}; allowed: ${allow}`,
      "request",
      [],
      {
        allow,
      },
    );
  return {
    /** `preHandler` runs before the 404 answer too (the rate limit, which routes get by themselves). */
    close(preHandler?: preHandlerHookHandler) {
      // Every method Fastify routes, but OPTIONS: CORS preflight answers it on every path.
      const routable = app.supportedMethods.filter((method) => method !== "OPTIONS") as HTTPMethods[];
      // What the app's own routes serve, before the 405 routes below are tracked too.
      const servedByPath = new Map([...byPath].map(([url, served]) => [url, new Set(served)]));
      for (const [url, served] of servedByPath) {
        const allow = allowOf(served);
        const missing = routable.filter((method) => !served.has(method));
        if (missing.length === 0) continue;
        app.route({
          method: missing,
          url,
          handler: async (request) => {
            throw refuse(request.method, url, allow);
          },
        });
      }
      // Paths with parameters (`/api/surface-textures/:assetId/:map`) or a wildcard (`/docs/*`), as patterns a
      // concrete path is tried against.
      const patterns = [...servedByPath]
        .filter(([url]) => url.includes(":") || url.endsWith("*"))
        .map(([url, served]) => ({
          pattern: new RegExp(
            `^${url
              .replace(/[.+?^${}()|[\]\\]/gu, "\\$&")
              .replace(/:[^/]+/gu, "[^/]+")
              .replace(/\*$/u, ".*")}/?$`,
            "u",
          ),
          served,
        }));
      const servedAt = (path: string) =>
        servedByPath.get(path) ??
        servedByPath.get(path.replace(/\/$/u, "")) ??
        patterns.find(({ pattern }) => pattern.test(path))?.served;
      app.setNotFoundHandler(preHandler ? { preHandler } : {}, async (request) => {
        const path = request.url.split("?")[0] ?? "";
        // A method Node parses but Fastify does not route (PROPFIND…) on a path that exists is still a 405.
        const served = servedAt(path);
        if (served && !served.has(request.method)) throw refuse(request.method, path, allowOf(served));
        throw new ApiError("not_found", `no resource at ${request.method} ${path}`);
      });
    },
  };
}
