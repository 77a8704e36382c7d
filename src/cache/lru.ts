// Least-recently-used maps bounded by the bytes their entries are counted for. A hit relinks its entry to the
// head of a list in O(1) whatever the size: deleting and re-inserting a Map entry instead leaves deleted slots
// for the Map to compact, and made hits twice as slow once 31,000 entries were held. Several maps may share
// one budget (a font book's faces share theirs): eviction then takes the least recently used of any of them.

/** An entry in the recency list: newest at the head, the least recently used at the tail. */
export interface LruNode {
  readonly owner: Map<string, LruNode>;
  readonly key: string;
  readonly value: unknown;
  readonly bytes: number;
  newer: LruNode | undefined;
  older: LruNode | undefined;
}

/** Bytes and recency, for one map or shared by several. */
export class LruBudget {
  #newest: LruNode | undefined;
  #oldest: LruNode | undefined;
  #bytes = 0;

  /** `maxBytes` of 0 keeps nothing. */
  constructor(readonly maxBytes: number) {}

  /** Bytes held, as the entries were counted when set. */
  get bytes(): number {
    return this.#bytes;
  }

  touch(node: LruNode): void {
    if (node === this.#newest) return;
    this.#unlink(node);
    this.#pushNewest(node);
  }

  add(node: LruNode): void {
    this.#pushNewest(node);
    this.#bytes += node.bytes;
    while (this.#bytes > this.maxBytes && this.#oldest) {
      const oldest = this.#oldest;
      this.#unlink(oldest);
      oldest.owner.delete(oldest.key);
      this.#bytes -= oldest.bytes;
    }
  }

  #pushNewest(node: LruNode): void {
    node.older = this.#newest;
    node.newer = undefined;
    if (this.#newest) this.#newest.newer = node;
    else this.#oldest = node;
    this.#newest = node;
  }

  #unlink(node: LruNode): void {
    if (node.newer) node.newer.older = node.older;
    else this.#newest = node.older;
    if (node.older) node.older.newer = node.newer;
    else this.#oldest = node.newer;
    node.newer = undefined;
    node.older = undefined;
  }
}

export class Lru<V> {
  readonly #entries = new Map<string, LruNode>();
  readonly #budget: LruBudget;
  readonly #largest: number;

  /**
   * A map with its own budget of `budget` bytes, or one sharing `budget` with others. Entries counted over
   * `largest` bytes (default: the whole budget) are not kept, so one large entry never pushes out the rest.
   */
  constructor(budget: LruBudget | number, largest = Number.POSITIVE_INFINITY) {
    this.#budget = typeof budget === "number" ? new LruBudget(budget) : budget;
    this.#largest = Math.min(largest, this.#budget.maxBytes);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const node = this.#entries.get(key);
    if (!node) return undefined;
    this.#budget.touch(node);
    return node.value as V;
  }

  /** Keeps `value` counted as `bytes`, evicting the least recently used beyond the budget; an entry larger than
   * the largest kept, or a key already held, is left as it is. */
  set(key: string, value: V, bytes: number): void {
    if (bytes > this.#largest || this.#entries.has(key)) return;
    const node: LruNode = { owner: this.#entries, key, value, bytes, newer: undefined, older: undefined };
    this.#entries.set(key, node);
    this.#budget.add(node);
  }
}
