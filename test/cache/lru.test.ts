// The byte-bounded LRU: a hit makes an entry the most recent, the least recently used goes first once the
// bytes exceed the budget, an entry over the largest kept is not kept, and maps that share a budget evict
// across each other (a font book's faces).
import { describe, expect, it } from "vitest";
import { CacheRegion } from "../../src/cache/cache-set.js";
import { Lru } from "../../src/cache/lru.js";

describe("Lru", () => {
  it("evicts the least recently used beyond its bytes, a hit counting as a use", () => {
    const lru = new Lru<string>(30);
    lru.set("a", "A", 10);
    lru.set("b", "B", 10);
    lru.set("c", "C", 10);
    expect(lru.get("a")).toBe("A");
    lru.set("d", "D", 10);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c"), lru.get("d")]).toEqual(["A", "C", "D"]);
    expect(lru.size).toBe(3);
  });

  it("keeps nothing larger than its budget, and keeps the first value of a key", () => {
    const lru = new Lru<string>(10);
    lru.set("big", "X", 11);
    expect(lru.get("big")).toBeUndefined();
    lru.set("k", "first", 5);
    lru.set("k", "second", 5);
    expect(lru.get("k")).toBe("first");
  });

  it("keeps no entry over its largest, so one large entry pushes out none of the rest", () => {
    const lru = new Lru<string>(100, 10);
    for (const key of ["a", "b", "c"]) lru.set(key, key.toUpperCase(), 10);
    lru.set("large", "L", 11);
    expect(lru.get("large")).toBeUndefined();
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual(["A", "B", "C"]);
    // Without a largest, an entry as large as the budget is kept (and pushes out the rest).
    const whole = new Lru<string>(100);
    whole.set("a", "A", 10);
    whole.set("large", "L", 100);
    expect([whole.get("a"), whole.get("large")]).toEqual([undefined, "L"]);
  });

  it("shares one budget and one recency order between maps", () => {
    const budget = new CacheRegion("shared", 20);
    const left = new Lru<number>(budget);
    const right = new Lru<number>(budget);
    left.set("x", 1, 10);
    right.set("x", 2, 10);
    expect(left.get("x")).toBe(1);
    right.set("y", 3, 10);
    // right's "x" was the least recently used of the two maps.
    expect(right.get("x")).toBeUndefined();
    expect([left.get("x"), right.get("y")]).toEqual([1, 3]);
    expect(budget.bytes).toBe(20);
  });
});
