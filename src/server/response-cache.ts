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

/** An entry in the recency list: newest at the head, the least recently used at the tail. */
interface Node {
  readonly key: string;
  readonly response: CachedResponse;
  readonly size: number;
  newer: Node | undefined;
  older: Node | undefined;
}

/**
 * Least-recently-used eviction with O(1) hits whatever the size: a hit relinks its node to the head of a list
 * instead of deleting and re-inserting a Map entry (which leaves the Map's deleted slots to be compacted as it
 * grows, so a hit was twice as slow with 31,000 entries held).
 */
export class ResponseCache {
  readonly #entries = new Map<string, Node>();
  readonly #options: ResponseCacheOptions;
  #newest: Node | undefined;
  #oldest: Node | undefined;
  #totalBytes = 0;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  /** The cache key of a request body, or undefined when the body is not cacheable. */
  keyOf(body: Buffer): string | undefined {
    if (this.#options.maxTotalBytes === 0 || body.byteLength > this.#options.maxRequestBytes)
      return undefined;
    return createHash("sha256").update(body).digest("base64url");
  }

  get(key: string): CachedResponse | undefined {
    const node = this.#entries.get(key);
    if (!node) return undefined;
    if (node !== this.#newest) {
      this.#unlink(node);
      this.#pushNewest(node);
    }
    return node.response;
  }

  set(key: string, response: CachedResponse): void {
    const size = sizeOf(response);
    if (size > this.#options.maxTotalBytes || this.#entries.has(key)) return;
    const node: Node = { key, response, size, newer: undefined, older: undefined };
    this.#entries.set(key, node);
    this.#pushNewest(node);
    this.#totalBytes += size;
    while (this.#totalBytes > this.#options.maxTotalBytes && this.#oldest) {
      const oldest = this.#oldest;
      this.#unlink(oldest);
      this.#entries.delete(oldest.key);
      this.#totalBytes -= oldest.size;
    }
  }

  #pushNewest(node: Node): void {
    node.older = this.#newest;
    node.newer = undefined;
    if (this.#newest) this.#newest.newer = node;
    else this.#oldest = node;
    this.#newest = node;
  }

  #unlink(node: Node): void {
    if (node.newer) node.newer.older = node.older;
    else this.#newest = node.older;
    if (node.older) node.older.newer = node.newer;
    else this.#oldest = node.newer;
    node.newer = undefined;
    node.older = undefined;
  }
}
