// A bounded in-memory cache of generated responses. Generation is pure (identical body → identical bytes),
// so a repeated request can be answered without rendering again. Only small bodies are cached: a body with a
// caller image (a data URL) is never held, and nothing is ever written anywhere.
//
// An answer is kept from the second time its request is seen. Kept at once, every answer to a stream of
// distinct requests was evicted unread a few hundred requests later, after it had aged into the collector's
// old generation: under distinct backgrounds that forced a full collection every ~170 ms (p99 ~10 ms, RSS
// ~190 MB) where a process caching nothing had none (p99 ~2.5 ms, ~120 MB). A request seen once leaves only
// its fingerprint in a fixed table, which allocates nothing.
import { hash } from "node:crypto";
import type { CacheRegion } from "../cache/cache-set.js";
import { Doorkeeper } from "../cache/doorkeeper.js";
import { Lru } from "../cache/lru.js";
import type { StaticBody } from "./static-response.js";

export interface CachedResponse {
  readonly headers: Readonly<Record<string, string>>;
  /** Encoded once, and compressed at most once per encoding, so a repeated answer costs neither again. */
  readonly body: StaticBody;
  /** A background's or template's `output`: its answer may be negotiated into another file. */
  readonly output?: "raw" | "json";
}

/** Estimated bytes of an entry besides its bodies: key, headers, ETags and the objects holding them. */
const ENTRY_BYTES = 1024;

/**
 * The bytes an entry is counted for, before any compressed form exists: its plain body, as much again when it
 * may be kept compressed too (brotli 5 and gzip each leave a third of text or less), and its overhead, so many
 * tiny answers are bounded as well as a few large ones.
 */
export const sizeOf = (response: CachedResponse): number => {
  const plain = response.body.identity.body.byteLength;
  return ENTRY_BYTES + (response.body.compressible ? 2 * plain : plain);
};

export interface ResponseCacheOptions {
  /** Largest request body, in bytes, whose response is cached. */
  maxRequestBytes: number;
  /**
   * The cache set's region the responses are kept in, counted as sizeOf counts them: the least recently used
   * go beyond its cap (MARQUE_RESPONSE_CACHE_MB) or the set's budget; a cap of 0 caches nothing.
   */
  region: CacheRegion;
}

/** Requests remembered as seen once, by fingerprint: the latest ~65,000 (a 256 KB table). */
const SEEN_SLOTS = 1 << 16;

/** Least-recently-used eviction with O(1) hits whatever the size (see Lru), of answers asked for twice. */
export class ResponseCache {
  readonly #entries: Lru<CachedResponse>;
  readonly #options: ResponseCacheOptions;
  readonly #seen = new Doorkeeper(SEEN_SLOTS);

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#entries = new Lru(options.region);
  }

  /** The cache key of a request body, or undefined when the body is not cacheable. */
  keyOf(body: Buffer): string | undefined {
    if (this.#options.region.maxBytes === 0 || body.byteLength > this.#options.maxRequestBytes)
      return undefined;
    return hash("sha256", body, "base64url");
  }

  get(key: string): CachedResponse | undefined {
    return this.#entries.get(key);
  }

  /**
   * Whether the answer to this request is worth keeping: true from its second sighting on (or when another
   * request's fingerprint shares its slot and value, one chance in 2³², which only keeps an answer early).
   */
  admits(key: string): boolean {
    return this.#seen.admitText(key);
  }

  set(key: string, response: CachedResponse): void {
    this.#entries.set(key, response, sizeOf(response));
  }
}
