// A bounded in-memory cache of generated responses. Generation is pure (identical body → identical bytes),
// so a repeated request can be answered without rendering again. Only small bodies are cached: a body with a
// caller image (a data URL) is never held, and nothing is ever written anywhere.
import { createHash } from "node:crypto";
import type { StaticBody } from "./static-response.js";

export interface CachedResponse {
  readonly headers: Readonly<Record<string, string>>;
  /** Encoded once, and compressed at most once per encoding, so a repeated answer costs neither again. */
  readonly body: StaticBody;
}

/** The bytes an entry is counted for: its plain body (compressed forms, a fraction of it, ride along). */
const sizeOf = (response: CachedResponse) => response.body.identity.body.byteLength;

export interface ResponseCacheOptions {
  /** Largest request body, in bytes, whose response is cached. */
  maxRequestBytes: number;
  /** Total bytes of cached response bodies; the least recently used are evicted beyond it. */
  maxTotalBytes: number;
}

export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #options: ResponseCacheOptions;
  #totalBytes = 0;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  /** The cache key of a request body, or undefined when the body is not cacheable. */
  keyOf(body: Buffer): string | undefined {
    if (body.byteLength > this.#options.maxRequestBytes) return undefined;
    return createHash("sha256").update(body).digest("base64url");
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Re-insert: Map iteration order is the recency order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, response: CachedResponse): void {
    const size = sizeOf(response);
    if (size > this.#options.maxTotalBytes || this.#entries.has(key)) return;
    this.#entries.set(key, response);
    this.#totalBytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#totalBytes <= this.#options.maxTotalBytes) break;
      this.#entries.delete(oldest);
      this.#totalBytes -= sizeOf(entry);
    }
  }
}
