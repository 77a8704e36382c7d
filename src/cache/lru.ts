// Least-recently-used maps bounded by the bytes their entries are counted for. A hit relinks its entry to the
// head of a list in O(1) whatever the size: deleting and re-inserting a Map entry instead leaves deleted slots
// for the Map to compact, and made hits twice as slow once 31,000 entries were held. Several maps share one
// region of a cache set (a font book's faces share theirs): eviction takes the least recently used of any of
// them, past the region's cap or past the set's budget (cache-set.ts).
import { CacheRegion, type LruNode } from "./cache-set.js";

export type { LruNode } from "./cache-set.js";

/** Keys are texts, or numbers where a caller has them (glyph keys), so a lookup builds no string. */
export class Lru<V, K extends string | number = string> {
  readonly #entries = new Map<K, LruNode>();
  readonly #region: CacheRegion;
  readonly #largest: number;

  /**
   * A map in `region` (of a cache set), or one with its own budget of `region` bytes outside any set. Entries
   * counted over `largest` bytes (default: the region's largest, see CacheRegion) are not kept, so one large
   * entry never pushes out the rest.
   */
  constructor(region: CacheRegion | number, largest = Number.POSITIVE_INFINITY) {
    this.#region = typeof region === "number" ? new CacheRegion("own", region) : region;
    this.#largest = largest;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const node = this.#entries.get(key);
    if (!node) {
      this.#region.misses++;
      return undefined;
    }
    this.#region.hits++;
    this.#region.touch(node);
    return node.value as V;
  }

  /** Keeps `value` counted as `bytes`, evicting the least recently used beyond the budget; an entry larger than
   * the largest kept, or a key already held, is left as it is. */
  set(key: K, value: V, bytes: number): void {
    if (bytes > Math.min(this.#largest, this.#region.largest) || this.#entries.has(key)) return;
    const node: LruNode = {
      owner: this.#entries as Map<string | number, LruNode>,
      key,
      value,
      bytes,
      region: this.#region,
      newer: undefined,
      older: undefined,
      newerInSet: undefined,
      olderInSet: undefined,
    };
    this.#entries.set(key, node);
    this.#region.add(node);
  }
}
