// Responses that never change while the process runs (catalogs, documents, texture maps): encoded once,
// tagged with a strong ETag, answered 304 when the client already has them.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Catalogs may be cached for five minutes and revalidated with their ETag (DESIGN.md). */
export const CATALOG_CACHE_CONTROL = "public, max-age=300";

export interface StaticBody {
  readonly body: Buffer;
  readonly etag: string;
  readonly mediaType: string;
}

/** Encodes a value once: objects as JSON, strings as they are, bytes untouched. */
export function staticBody(value: unknown, mediaType = "application/json"): StaticBody {
  const body = Buffer.isBuffer(value)
    ? value
    : value instanceof Uint8Array
      ? Buffer.from(value)
      : Buffer.from(typeof value === "string" ? value : JSON.stringify(value));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, mediaType };
}

/** Sends a static body with its ETag and cache policy, or 304 when `If-None-Match` names it. */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag, mediaType }: StaticBody,
  cacheControl = CATALOG_CACHE_CONTROL,
): FastifyReply {
  reply.header("etag", etag).header("cache-control", cacheControl);
  const tags = request.headers["if-none-match"]?.split(",") ?? [];
  if (tags.some((tag) => tag.trim().replace(/^W\//u, "") === etag)) {
    return reply.status(304).send();
  }
  return reply.type(mediaType).send(body);
}
