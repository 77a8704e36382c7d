// One byte budget for a thread's caches. Each cache is a region of the set with a cap of its own (a share of
// the budget), so a flood of one kind (distinct titles) cannot push out another (parsed fonts) beyond that
// share; together they stay within the set's budget, the least recently used entry of any region going first.
// Entries sit in two recency lists, their region's and the set's, so both evictions take O(1). The two lists'
// links are fields of the entry itself, linked by two near-twin methods: a shared list class over separate
// link objects made a hit-and-insert loop ~45 % slower (2 M operations: 1.3 s against 0.9 s).

/** An entry: newest at the head of its region's list and of its set's, the least recently used at the tails. */
export interface LruNode {
  readonly owner: Map<string | number, LruNode>;
  readonly key: string | number;
  readonly value: unknown;
  readonly bytes: number;
  readonly region: CacheRegion;
  newer: LruNode | undefined;
  older: LruNode | undefined;
  newerInSet: LruNode | undefined;
  olderInSet: LruNode | undefined;
}

/** What a region reports: no keys or values, only counts. */
export interface RegionStats {
  bytes: number;
  maxBytes: number;
  entries: number;
  hits: number;
  misses: number;
}

export interface CacheStats {
  bytes: number;
  maxBytes: number;
  regions: Record<string, RegionStats>;
}

/** How a region is sized: its cap as a share of the set's budget, and the largest entry as a share of its cap. */
export interface RegionPlan {
  readonly share: number;
  readonly largestShare?: number;
}

/** One kind of cached result (parsed fonts, shaped text…): any number of Lru maps count against it. */
export class CacheRegion {
  hits = 0;
  misses = 0;
  #newest: LruNode | undefined;
  #oldest: LruNode | undefined;
  #bytes = 0;
  #entries = 0;
  #maxBytes: number;

  /** A region of `set` (or standing alone) keeping up to `maxBytes`; `maxBytes` of 0 keeps nothing. */
  constructor(
    readonly name: string,
    maxBytes: number,
    readonly largestShare = 1,
    readonly set?: CacheSet,
  ) {
    this.#maxBytes = maxBytes;
  }

  get maxBytes(): number {
    return this.#maxBytes;
  }

  /** Bytes held, as the entries were counted when set. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The largest entry kept. */
  get largest(): number {
    return this.#maxBytes * this.largestShare;
  }

  stats(): RegionStats {
    const { hits, misses } = this;
    return { bytes: this.#bytes, maxBytes: this.#maxBytes, entries: this.#entries, hits, misses };
  }

  /** A new cap; the least recently used go until the region is within it. */
  resize(maxBytes: number): void {
    this.#maxBytes = maxBytes;
    this.#trim();
  }

  touch(node: LruNode): void {
    this.set?.touch(node);
    if (node === this.#newest) return;
    this.#unlink(node);
    this.#pushNewest(node);
  }

  add(node: LruNode): void {
    this.#pushNewest(node);
    this.#bytes += node.bytes;
    this.#entries++;
    this.set?.add(node);
    this.#trim();
  }

  /** Drops `node` from its map and from both lists. */
  evict(node: LruNode): void {
    this.#unlink(node);
    node.owner.delete(node.key);
    this.#bytes -= node.bytes;
    this.#entries--;
    this.set?.remove(node);
  }

  /** Drops every entry and the counts: the region starts cold. */
  clear(): void {
    while (this.#oldest) this.evict(this.#oldest);
    this.hits = 0;
    this.misses = 0;
  }

  #trim(): void {
    while (this.#bytes > this.#maxBytes && this.#oldest) this.evict(this.#oldest);
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

/** The regions of one thread's caches under one budget. */
export class CacheSet<Name extends string = string> {
  readonly #regions = new Map<Name, CacheRegion>();
  readonly #plans: Readonly<Record<Name, RegionPlan>>;
  readonly #fixed: Partial<Record<Name, number>> = {};
  #maxBytes: number;
  #bytes = 0;
  #newest: LruNode | undefined;
  #oldest: LruNode | undefined;

  /** A set of `maxBytes` whose regions are sized by `plans` (shares of the budget; they may add up past 1). */
  constructor(maxBytes: number, plans: Readonly<Record<Name, RegionPlan>>) {
    this.#maxBytes = maxBytes;
    this.#plans = plans;
  }

  get maxBytes(): number {
    return this.#maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The region `name`, made on first use. */
  region(name: Name): CacheRegion {
    let region = this.#regions.get(name);
    if (!region) {
      region = new CacheRegion(name, this.#capOf(name), this.#plans[name].largestShare, this);
      this.#regions.set(name, region);
    }
    return region;
  }

  /**
   * A new budget, and caps in bytes for regions that are not sized by their share (an operator's setting);
   * what no longer fits is evicted, least recently used first.
   */
  resize(maxBytes: number, fixed: Partial<Record<Name, number>> = {}): void {
    this.#maxBytes = maxBytes;
    Object.assign(this.#fixed, fixed);
    for (const [name, region] of this.#regions) region.resize(this.#capOf(name));
    this.#trim();
  }

  /** Every region emptied and its counts reset: what a test starts from to measure a cold render. */
  clear(): void {
    for (const region of this.#regions.values()) region.clear();
  }

  /** Bytes, entries, hits and misses by region (every planned region, used or not). */
  stats(): CacheStats {
    const regions: Record<string, RegionStats> = {};
    for (const name of Object.keys(this.#plans) as Name[]) {
      regions[name] = this.#regions.get(name)?.stats() ?? {
        bytes: 0,
        maxBytes: this.#capOf(name),
        entries: 0,
        hits: 0,
        misses: 0,
      };
    }
    return { bytes: this.#bytes, maxBytes: this.#maxBytes, regions };
  }

  /** Called by a region: `node` was used. */
  touch(node: LruNode): void {
    if (node === this.#newest) return;
    this.#unlink(node);
    this.#pushNewest(node);
  }

  /** Called by a region: `node` was added to it; the least recently used of any region go past the budget. */
  add(node: LruNode): void {
    this.#pushNewest(node);
    this.#bytes += node.bytes;
    this.#trim();
  }

  /** Called by a region: `node` was evicted from it. */
  remove(node: LruNode): void {
    this.#unlink(node);
    this.#bytes -= node.bytes;
  }

  #capOf(name: Name): number {
    const plan = this.#plans[name];
    if (!plan) throw new Error(`no cache region named ${JSON.stringify(name)}`);
    return Math.min(this.#maxBytes, this.#fixed[name] ?? Math.floor(this.#maxBytes * plan.share));
  }

  #trim(): void {
    while (this.#bytes > this.#maxBytes && this.#oldest) this.#oldest.region.evict(this.#oldest);
  }

  #pushNewest(node: LruNode): void {
    node.olderInSet = this.#newest;
    node.newerInSet = undefined;
    if (this.#newest) this.#newest.newerInSet = node;
    else this.#oldest = node;
    this.#newest = node;
  }

  #unlink(node: LruNode): void {
    if (node.newerInSet) node.newerInSet.olderInSet = node.olderInSet;
    else this.#newest = node.olderInSet;
    if (node.olderInSet) node.olderInSet.newerInSet = node.newerInSet;
    else this.#oldest = node.newerInSet;
    node.newerInSet = undefined;
    node.olderInSet = undefined;
  }
}
