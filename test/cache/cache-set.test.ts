// One budget for a thread's caches: each region stays within its cap, all of them together within the set's
// budget (the least recently used of any region going first), and stats() counts bytes, entries, hits and
// misses by region; clear() starts every region cold.
import { describe, expect, it } from "vitest";
import { CacheSet } from "../../src/cache/cache-set.js";
import { Lru } from "../../src/cache/lru.js";
import { CACHE_REGIONS, DEFAULT_CACHE_MB } from "../../src/cache/regions.js";

const plans = { fonts: { share: 0.6 }, text: { share: 0.6 }, images: { share: 0.5, largestShare: 0.5 } };

describe("CacheSet", () => {
  it("caps each region at its share, and evicts its own least recently used past it", () => {
    const set = new CacheSet(100, plans);
    const text = new Lru<number>(set.region("text"));
    for (let i = 0; i < 10; i++) text.set(`t${i}`, i, 10);
    // 60 bytes of text at most: the first four went, the last six stay.
    expect(set.region("text").bytes).toBe(60);
    expect(text.get("t3")).toBeUndefined();
    expect(text.get("t4")).toBe(4);
    expect(set.bytes).toBe(60);
  });

  it("keeps every region together within its budget, the least recently used of any going first", () => {
    const set = new CacheSet(100, plans);
    const fonts = new Lru<string>(set.region("fonts"));
    const text = new Lru<string>(set.region("text"));
    fonts.set("a", "A", 30);
    fonts.set("b", "B", 30);
    text.set("x", "X", 30);
    expect(fonts.get("a")).toBe("A");
    // 120 bytes would be held: fonts' "b", the least recently used of the set, goes.
    text.set("y", "Y", 30);
    expect(set.bytes).toBe(90);
    expect(fonts.get("b")).toBeUndefined();
    expect([fonts.get("a"), text.get("x"), text.get("y")]).toEqual(["A", "X", "Y"]);
    expect(set.stats().regions.fonts).toMatchObject({ bytes: 30, entries: 1 });
    expect(set.stats().regions.text).toMatchObject({ bytes: 60, entries: 2 });
  });

  it("keeps no entry larger than its region's largest", () => {
    const set = new CacheSet(100, plans);
    const images = new Lru<string>(set.region("images"));
    images.set("big", "B", 26);
    images.set("fits", "F", 25);
    expect([images.get("big"), images.get("fits")]).toEqual([undefined, "F"]);
  });

  it("counts hits and misses by region, and clear() starts every region cold", () => {
    const set = new CacheSet(100, plans);
    const fonts = new Lru<string>(set.region("fonts"));
    fonts.get("a");
    fonts.set("a", "A", 10);
    fonts.get("a");
    fonts.get("a");
    expect(set.stats().regions.fonts).toEqual({ bytes: 10, maxBytes: 60, entries: 1, hits: 2, misses: 1 });
    // A region never used is reported at its cap.
    expect(set.stats().regions.images).toEqual({ bytes: 0, maxBytes: 50, entries: 0, hits: 0, misses: 0 });
    set.clear();
    expect(set.stats()).toEqual({
      bytes: 0,
      maxBytes: 100,
      regions: {
        fonts: { bytes: 0, maxBytes: 60, entries: 0, hits: 0, misses: 0 },
        text: { bytes: 0, maxBytes: 60, entries: 0, hits: 0, misses: 0 },
        images: { bytes: 0, maxBytes: 50, entries: 0, hits: 0, misses: 0 },
      },
    });
    expect(fonts.get("a")).toBeUndefined();
    expect(fonts.size).toBe(0);
  });

  it("resizes: a smaller budget or a region's fixed cap evicts down to it at once", () => {
    const set = new CacheSet(100, plans);
    const fonts = new Lru<number>(set.region("fonts"));
    const text = new Lru<number>(set.region("text"));
    for (let i = 0; i < 5; i++) fonts.set(`f${i}`, i, 10);
    for (let i = 0; i < 4; i++) text.set(`t${i}`, i, 10);
    expect(set.bytes).toBe(90);
    set.resize(50, { text: 10 });
    expect(set.stats().regions.text).toMatchObject({ bytes: 10, maxBytes: 10 });
    expect(set.bytes).toBeLessThanOrEqual(50);
    expect(set.stats().regions.fonts?.maxBytes).toBe(30);
    // A region capped at 0 keeps nothing.
    set.resize(50, { text: 0 });
    text.set("t9", 9, 1);
    expect(text.get("t9")).toBeUndefined();
  });

  it("refuses a region it has no plan for", () => {
    const set = new CacheSet<string>(100, plans);
    expect(() => set.region("typo")).toThrow(/no cache region named "typo"/);
  });

  it("plans every region of the server's caches within the default budget", () => {
    const set = new CacheSet(DEFAULT_CACHE_MB * 1024 * 1024, CACHE_REGIONS);
    for (const region of Object.values(set.stats().regions)) {
      expect(region.maxBytes).toBeGreaterThan(0);
      expect(region.maxBytes).toBeLessThanOrEqual(set.maxBytes);
    }
  });
});
