// A bounded in-memory cache of generated responses. Generation is pure (identical body → identical bytes),
// so a repeated request can be answered without rendering again. Only small bodies are cached: a body with a
// caller image (a data URL) is never held, and nothing is ever written anywhere.
import { hash } from "node:crypto";
import { Lru } from "../cache/lru.js";
import type { StaticBody } from "./static-response.js";

export interface CachedResponse {
  readonly headers: Readonly<Record<string, string>>;
  /** Encoded once, and compressed at most once per encoding, so a repeated answer costs neither again. */
  readonly body: StaticBody;
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
  /** Bytes of cached responses as sizeOf counts them; the least recently used go beyond it; 0 caches nothing. */
  maxTotalBytes: number;
}

/** Least-recently-used eviction with O(1) hits whatever the size (see Lru). */
export class ResponseCache {
  readonly #entries: Lru<CachedResponse>;
  readonly #options: ResponseCacheOptions;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#entries = new Lru(options.maxTotalBytes);
  }

  /** The cache key of a request body, or undefined when the body is not cacheable. */
  keyOf(body: Buffer): string | undefined {
    if (this.#options.maxTotalBytes === 0 || body.byteLength > this.#options.maxRequestBytes)
      return undefined;
    return hash("sha256", body, "base64url");
  }

  get(key: string): CachedResponse | undefined {
    return this.#entries.get(key);
  }

  set(key: string, response: CachedResponse): void {
    this.#entries.set(key, response, sizeOf(response));
  }
}
