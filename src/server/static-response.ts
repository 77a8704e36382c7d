// Responses that never change while the process runs (catalogs, documents, texture maps), tagged with a strong
// ETag per encoding and answered 304 when the client has them. Compressed forms are made on the first request
// that accepts them — off the event loop, at the best ratio, once — so startup compresses nothing and a body
// nobody asks for compressed is never compressed.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Catalogs may be cached for five minutes and revalidated with their ETag (DESIGN.md). */
export const CATALOG_CACHE_CONTROL = "public, max-age=300";

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = "br" | "gzip";

/** Best ratio: each body is compressed once per process, and every later answer is smaller for it. */
const COMPRESSORS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

interface Encoded {
  readonly body: Buffer;
  readonly etag: string;
}

export class StaticBody {
  readonly mediaType: string;
  readonly identity: Encoded;
  /** Whether brotli and gzip forms are offered (text worth compressing). */
  readonly compressible: boolean;
  readonly #encoded = new Map<Encoding, Promise<Encoded>>();

  constructor(body: Buffer, mediaType: string) {
    this.mediaType = mediaType;
    this.identity = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    this.compressible = body.byteLength >= COMPRESS_FROM_BYTES && !isCompressed(mediaType);
  }

  /** The body in an encoding, compressed on first use and kept. */
  encoded(encoding: Encoding): Promise<Encoded> {
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      const tag = `${this.identity.etag.slice(0, -1)}-${encoding}"`;
      encoded = COMPRESSORS[encoding](this.identity.body).then((body) => ({ body, etag: tag }));
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** Media types that are already compressed. */
const isCompressed = (mediaType: string) => /^image\/(png|jpeg|gif|webp)|^font\/woff2/u.test(mediaType);

/** Encodes a value once: objects as JSON, strings as they are, bytes untouched. */
export function staticBody(value: unknown, mediaType = "application/json"): StaticBody {
  const body = Buffer.isBuffer(value)
    ? value
    : value instanceof Uint8Array
      ? Buffer.from(value)
      : Buffer.from(typeof value === "string" ? value : JSON.stringify(value));
  return new StaticBody(body, mediaType);
}

/** The best encoding the request accepts (brotli, then gzip), by a plain reading of Accept-Encoding. */
function negotiate(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  const accepted = header
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q?.trim() !== "q=0")
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** Sends a static body in the best accepted encoding with its ETag and cache policy, or 304. */
export async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StaticBody,
  cacheControl = CATALOG_CACHE_CONTROL,
): Promise<FastifyReply> {
  const encoding = body.compressible ? negotiate(request) : undefined;
  const encoded = encoding ? await body.encoded(encoding) : body.identity;
  reply.header("etag", encoded.etag).header("cache-control", cacheControl);
  if (body.compressible) reply.header("vary", "Accept-Encoding");
  const tags = request.headers["if-none-match"]?.split(",") ?? [];
  if (tags.some((tag) => tag.trim().replace(/^W\//u, "") === encoded.etag)) {
    return reply.status(304).send();
  }
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type(body.mediaType).send(encoded.body);
}
