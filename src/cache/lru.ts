// A least-recently-used map bounded by the bytes its entries are counted for. A hit relinks its entry to the
// head of a list in O(1) whatever the size: deleting and re-inserting a Map entry instead leaves deleted slots
// for the Map to compact, and made hits twice as slow once 31,000 entries were held.

/** An entry in the recency list: newest at the head, the least recently used at the tail. */
interface Node<V> {
  readonly key: string;
  readonly value: V;
  readonly bytes: number;
  newer: Node<V> | undefined;
  older: Node<V> | undefined;
}

export class Lru<V> {
  readonly #entries = new Map<string, Node<V>>();
  #newest: Node<V> | undefined;
  #oldest: Node<V> | undefined;
  #bytes = 0;

  /** `maxBytes` of 0 keeps nothing. */
  constructor(readonly maxBytes: number) {}

  /** Bytes held, as the entries were counted when set. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const node = this.#entries.get(key);
    if (!node) return undefined;
    if (node !== this.#newest) {
      this.#unlink(node);
      this.#pushNewest(node);
    }
    return node.value;
  }

  /** Keeps `value` counted as `bytes`, evicting the least recently used beyond the budget; an entry larger than
   * the whole budget, or a key already held, is left as it is. */
  set(key: string, value: V, bytes: number): void {
    if (bytes > this.maxBytes || this.#entries.has(key)) return;
    const node: Node<V> = { key, value, bytes, newer: undefined, older: undefined };
    this.#entries.set(key, node);
    this.#pushNewest(node);
    this.#bytes += bytes;
    while (this.#bytes > this.maxBytes && this.#oldest) {
      const oldest = this.#oldest;
      this.#unlink(oldest);
      this.#entries.delete(oldest.key);
      this.#bytes -= oldest.bytes;
    }
  }

  #pushNewest(node: Node<V>): void {
    node.older = this.#newest;
    node.newer = undefined;
    if (this.#newest) this.#newest.newer = node;
    else this.#oldest = node;
    this.#newest = node;
  }

  #unlink(node: Node<V>): void {
    if (node.newer) node.newer.older = node.older;
    else this.#newest = node.older;
    if (node.older) node.older.newer = node.newer;
    else this.#oldest = node.newer;
    node.newer = undefined;
    node.older = undefined;
  }
}
