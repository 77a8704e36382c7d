// Bodies that never change once made: catalogs, documents and texture maps (tagged with a strong ETag per
// encoding, answered 304 when the client has them) and generated artifacts. Compressed forms are made on the
// first request that accepts them, off the event loop, and kept with the body, so startup compresses nothing
// and a body nobody asks for compressed is never compressed.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CATALOG_CACHE_CONTROL, COMPRESS_FROM_BYTES } from "../policy/cache-control.js";
import { TextPieces } from "../svg/index.js";

type Encoding = "br" | "gzip";

/**
 * "best" for documents, compressed once per process, every later answer the smaller for it (brotli 11 takes
 * ~100 ms on the materials catalog); "fast" for generated artifacts, compressed while their caller waits
 * (brotli 5 takes ~0.5 ms on a 12 KB slide and leaves a third of it).
 */
export type Compression = "best" | "fast";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const QUALITY: Record<Compression, { br: number; gzip: number }> = {
  best: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  fast: { br: 5, gzip: constants.Z_DEFAULT_COMPRESSION },
};

function compress(body: Buffer, encoding: Encoding, compression: Compression): Promise<Buffer> {
  const quality = QUALITY[compression];
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality.br,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipped(body, { level: quality.gzip });
}

interface Encoded {
  readonly body: Buffer;
  readonly etag: string;
}

/** The uncompressed body; its ETag (a sha256) is made when first asked for — generated answers never are. */
class Identity implements Encoded {
  readonly body: Buffer;
  #etag: string | undefined;

  constructor(body: Buffer) {
    this.body = body;
  }

  get etag(): string {
    this.#etag ??= `"${createHash("sha256").update(this.body).digest("base64url").slice(0, 27)}"`;
    return this.#etag;
  }
}

/** A compressed form; its ETag is the identity's, tagged with the encoding. */
class Compressed implements Encoded {
  constructor(
    readonly body: Buffer,
    readonly identity: Identity,
    readonly encoding: Encoding,
  ) {}

  get etag(): string {
    return `${this.identity.etag.slice(0, -1)}-${this.encoding}"`;
  }
}

export class StaticBody {
  readonly mediaType: string;
  readonly identity: Encoded;
  /** Whether brotli and gzip forms are offered (text worth compressing). */
  readonly compressible: boolean;
  readonly #identity: Identity;
  readonly #compression: Compression;
  /** Made when a compressed form is first asked for: a body only ever sent as it is needs none. */
  #encoded: Map<Encoding, Promise<Encoded>> | undefined;

  constructor(body: Buffer, mediaType: string, compression: Compression = "best") {
    this.mediaType = mediaType;
    this.#compression = compression;
    this.#identity = new Identity(body);
    this.identity = this.#identity;
    this.compressible = body.byteLength >= COMPRESS_FROM_BYTES && !isCompressed(mediaType);
  }

  /** The body in an encoding, compressed on first use and kept. */
  encoded(encoding: Encoding): Promise<Encoded> {
    this.#encoded ??= new Map();
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      const identity = this.#identity;
      encoded = compress(identity.body, encoding, this.#compression).then(
        (body) => new Compressed(body, identity, encoding),
      );
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** Media types that are already compressed. */
const isCompressed = (mediaType: string) =>
  /^image\/(png|jpeg|gif|webp|avif)|^font\/woff2|^application\/pdf/u.test(mediaType);

/** Texts up to this many UTF-16 units are encoded through the scratch buffer (it grows to three bytes a unit). */
const SCRATCH_UNITS = 1 << 20;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * `pieces` joined, as UTF-8: each written into a reused buffer in turn, then copied out at their exact length.
 * Buffer.from measures a string's UTF-8 length in a pass of its own before writing it; and a text's pieces
 * written apart keep its markup one byte a character (see TextPieces). Same bytes as Buffer.from of the
 * joined text (lone surrogates become U+FFFD either way; TextPieces never split a surrogate pair).
 */
function utf8(pieces: readonly string[]): Buffer {
  let units = 0;
  for (const piece of pieces) units += piece.length;
  if (units > SCRATCH_UNITS) return Buffer.from(pieces.join(""));
  if (units * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(units * 3);
  let length = 0;
  for (const piece of pieces) length += scratch.write(piece, length);
  const bytes = Buffer.allocUnsafeSlow(length);
  scratch.copy(bytes, 0, 0, length);
  return bytes;
}

/** Encodes a value once: text (in pieces or not) as it is, bytes untouched, other values as JSON. */
export function staticBody(
  value: unknown,
  mediaType = "application/json",
  compression: Compression = "best",
): StaticBody {
  const body = Buffer.isBuffer(value)
    ? value
    : value instanceof Uint8Array
      ? Buffer.from(value)
      : value instanceof TextPieces
        ? utf8(value.pieces)
        : utf8([typeof value === "string" ? value : JSON.stringify(value)]);
  return new StaticBody(body, mediaType, compression);
}

/** The best encoding the request accepts (brotli, then gzip), by a plain reading of Accept-Encoding. */
function accepted(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  const names = header
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q?.trim() !== "q=0")
    .map(([name]) => name?.trim().toLowerCase());
  if (names.includes("br")) return "br";
  if (names.includes("gzip")) return "gzip";
  return undefined;
}

type Negotiated = readonly [Encoding | undefined, Encoded];

/** The body in the best encoding the request accepts; says in Vary that the answer depends on it. */
async function negotiate(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StaticBody,
): Promise<Negotiated> {
  if (!body.compressible) return [undefined, body.identity];
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const encoding = accepted(request);
  return [encoding, encoding ? await body.encoded(encoding) : body.identity];
}

function send(reply: FastifyReply, body: StaticBody, [encoding, encoded]: Negotiated): FastifyReply {
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type(body.mediaType).send(encoded.body);
}

/** Sends a body in the best encoding the request accepts. */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StaticBody,
): Promise<FastifyReply> {
  return send(reply, body, await negotiate(request, reply, body));
}

/** Sends a static body in the best accepted encoding with its ETag and cache policy, or 304. */
export async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StaticBody,
  cacheControl = CATALOG_CACHE_CONTROL,
): Promise<FastifyReply> {
  const negotiated = await negotiate(request, reply, body);
  const { etag } = negotiated[1];
  reply.header("etag", etag).header("cache-control", cacheControl);
  // `*` matches any current representation (RFC 9110 §13.1.2); tags compare weakly.
  const tags = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim()) ?? [];
  if (tags.some((tag) => tag === "*" || tag.replace(/^W\//u, "") === etag)) return reply.status(304).send();
  return send(reply, body, negotiated);
}
