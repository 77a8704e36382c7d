// The server's caches as one set, through the real HTTP edge: a cold start (clear()) renders and then finds
// what it made, with the same bytes; many distinct requests keep every region and the whole within a small
// budget; GET /healthz?verbose reports counts by region and nothing a caller sent; the budget is logged once
// at start-up.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CacheStats } from "../../src/cache/cache-set.js";
import { defaultCaches } from "../../src/cache/regions.js";
import { buildApp } from "../../src/server/app.js";
import { useLoggedApp } from "../http/raw-http.js";

const MB = 1024 * 1024;
// A small budget, so that the distinct requests below fill it, and a response cache that may take all of it:
// what keeps the regions together within the budget is the set's eviction, not their caps.
const { server } = useLoggedApp({ cacheMb: 8, responseCacheMb: 8 });

/** Greetings in scripts drawn from files of their own (Noto), so that parsed fonts fill their region too. */
const SCRIPTS = ["Ωμέγα мир", "مرحبا", "שלום", "नमस्ते", "สวัสดี", "こんにちは", "안녕하세요", "你好世界"];

const slide = (title: string) => ({
  kind: "template",
  template: "slides",
  slideLayout: "agenda",
  output: "raw",
  identity: { preset: "halden-rail" },
  title,
  body: "First point\nSecond point\nThird point",
});

async function post(body: unknown): Promise<Buffer> {
  const response = await fetch(`${server.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function stats(): Promise<CacheStats> {
  const response = await fetch(`${server.url}/healthz?verbose`);
  expect(response.status).toBe(200);
  const { caches } = (await response.json()) as { caches: CacheStats };
  return caches;
}

describe("the server's cache set", () => {
  it("starts cold after clear(), then finds what the first render made, to the same bytes", async () => {
    defaultCaches().clear();
    const cold = await stats();
    for (const region of Object.values(cold.regions)) expect(region).toMatchObject({ bytes: 0, hits: 0 });
    const first = await post(slide("Cold start"));
    const afterFirst = await stats();
    expect(afterFirst.regions["parsed-fonts"]?.misses).toBeGreaterThan(0);
    expect(afterFirst.regions["parsed-fonts"]?.entries).toBeGreaterThan(0);
    const second = await post(slide("Cold start"));
    const afterSecond = await stats();
    expect(second.equals(first)).toBe(true);
    // The second render drew from the text and glyphs the first kept.
    for (const name of ["shaped-text", "glyph-paths"]) {
      expect(afterSecond.regions[name]?.hits).toBeGreaterThan(afterFirst.regions[name]?.hits ?? 0);
    }
  });

  it("keeps every region within its cap and all within the budget under many distinct requests", async () => {
    defaultCaches().clear();
    const titles = Array.from(
      { length: 96 },
      (_, i) => `Distinct ${i} ${SCRIPTS[i % SCRIPTS.length]} ${i * 7919}`,
    );
    // Each asked for twice: an answer is kept from the second time its request is seen.
    for (let i = 0; i < titles.length; i += 8) {
      const batch = titles.slice(i, i + 8);
      await Promise.all(batch.map((title) => post(slide(title))));
      await Promise.all(batch.map((title) => post(slide(title))));
    }
    const after = await stats();
    expect(after.maxBytes).toBe(8 * MB);
    expect(after.bytes).toBeGreaterThan(after.maxBytes / 2);
    // Answers and fonts were each asked to keep more than the budget leaves them.
    expect(after.regions.responses?.maxBytes).toBe(8 * MB);
    expect(after.regions.responses?.entries).toBeGreaterThan(0);
    expect(after.regions["parsed-fonts"]?.entries).toBeGreaterThan(0);
    expect(after.bytes).toBeLessThanOrEqual(after.maxBytes);
    let sum = 0;
    for (const region of Object.values(after.regions)) {
      expect(region.bytes).toBeLessThanOrEqual(region.maxBytes);
      sum += region.bytes;
    }
    expect(sum).toBe(after.bytes);
  }, 120_000);

  it("reports counts only when asked, never a caller's text", async () => {
    await post(slide("Secret launch codename"));
    const plain = await (await fetch(`${server.url}/healthz`)).json();
    expect(plain).not.toHaveProperty("caches");
    const verbose = await (await fetch(`${server.url}/healthz?verbose`)).text();
    expect(verbose).not.toMatch(/Secret|codename/);
    expect(Object.keys(JSON.parse(verbose).caches.regions.responses).sort()).toEqual([
      "bytes",
      "entries",
      "hits",
      "maxBytes",
      "misses",
    ]);
  });
});

describe("the cache budget at start-up", () => {
  it("is logged once, with each region's cap", async () => {
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ logger: { level: "info", stream }, cacheMb: 2, responseCacheMb: 0 });
    // The server above shares this thread's set: its size is restored for the tests that may follow.
    defaultCaches().resize(8 * MB, { responses: 8 * MB, "file-responses": 8 * MB });
    await app.close();
    const budget = logged.map((line) => JSON.parse(line)).filter((entry) => entry.cacheMb !== undefined);
    expect(budget).toHaveLength(1);
    expect(budget[0]).toMatchObject({
      cacheMb: 2,
      helperCacheMb: 1,
      msg: "caches: 2 MB on the event loop, 1 MB on each helper thread (MARQUE_CACHE_MB)",
    });
    expect(budget[0].regionMb["parsed-fonts"]).toBeCloseTo(4 / 3, 2);
    expect(budget[0].regionMb.responses).toBe(0);
  });
});
