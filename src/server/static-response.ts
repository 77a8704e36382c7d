// Responses that never change while the process runs (catalogs, documents, texture maps): encoded once —
// plain, gzip and brotli — tagged with a strong ETag per encoding, answered 304 when the client has them.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Catalogs may be cached for five minutes and revalidated with their ETag (DESIGN.md). */
export const CATALOG_CACHE_CONTROL = "public, max-age=300";

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

interface Encoded {
  readonly body: Buffer;
  readonly etag: string;
}

export interface StaticBody {
  readonly mediaType: string;
  readonly identity: Encoded;
  readonly br?: Encoded;
  readonly gzip?: Encoded;
}

/** Media types that are already compressed. */
const isCompressed = (mediaType: string) => /^image\/(png|jpeg|gif|webp)/u.test(mediaType);

/** Encodes a value once: objects as JSON, strings as they are, bytes untouched; text also compressed. */
export function staticBody(value: unknown, mediaType = "application/json"): StaticBody {
  const body = Buffer.isBuffer(value)
    ? value
    : value instanceof Uint8Array
      ? Buffer.from(value)
      : Buffer.from(typeof value === "string" ? value : JSON.stringify(value));
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const identity = { body, etag: `"${tag}"` };
  if (body.byteLength < COMPRESS_FROM_BYTES || isCompressed(mediaType)) return { mediaType, identity };
  return {
    mediaType,
    identity,
    br: {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      etag: `"${tag}-br"`,
    },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${tag}-gz"` },
  };
}

/** The best encoding the request accepts (brotli, then gzip), by a plain reading of Accept-Encoding. */
function negotiate(request: FastifyRequest, body: StaticBody): ["br" | "gzip" | undefined, Encoded] {
  const accepted = (request.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q?.trim() !== "q=0")
    .map(([name]) => name?.trim().toLowerCase());
  if (body.br && accepted.includes("br")) return ["br", body.br];
  if (body.gzip && accepted.includes("gzip")) return ["gzip", body.gzip];
  return [undefined, body.identity];
}

/** Sends a static body in the best accepted encoding with its ETag and cache policy, or 304. */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StaticBody,
  cacheControl = CATALOG_CACHE_CONTROL,
): FastifyReply {
  const [encoding, encoded] = negotiate(request, body);
  reply.header("etag", encoded.etag).header("cache-control", cacheControl);
  if (body.br) reply.header("vary", "Accept-Encoding");
  const tags = request.headers["if-none-match"]?.split(",") ?? [];
  if (tags.some((tag) => tag.trim().replace(/^W\//u, "") === encoded.etag)) {
    return reply.status(304).send();
  }
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type(body.mediaType).send(encoded.body);
}
