// Sends the security headers of policy/security-headers.ts. A small hook rather than a helmet-style plugin: the
// API is public and CORS-open, so most of such a plugin's defaults (Cross-Origin-Resource-Policy: same-origin,
// …) would have to be undone.
import type { FastifyInstance } from "fastify";
import { NOSNIFF, SVG_POLICY } from "../../policy/security-headers.js";

/** Adds nosniff to every answer and the SVG policy to every SVG answer. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers(NOSNIFF);
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.toLowerCase().startsWith("image/svg+xml")) {
      reply.header("content-security-policy", SVG_POLICY);
    }
    done(null, payload);
  });
}
