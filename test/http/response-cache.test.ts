// The generated-response cache is bounded by bytes, counting what an entry holds besides its plain body (its
// compressed forms and its key, headers and objects), so neither a few large answers nor many tiny ones grow it
// past its budget; MARQUE_RESPONSE_CACHE_MB=0 turns it off and answers stay the same.
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { CacheRegion } from "../../src/cache/cache-set.js";
import { RATIOS } from "../../src/contract/index.js";
import { DEFAULT_CONFIG, EDGE } from "../../src/policy/config.js";
import { buildApp } from "../../src/server/app.js";
import { type CachedResponse, ResponseCache, sizeOf } from "../../src/server/response-cache.js";
import { staticBody } from "../../src/server/static-response.js";

const answer = (text: string, mediaType = "image/svg+xml"): CachedResponse => ({
  headers: { "content-disposition": 'inline; filename="x.svg"' },
  body: staticBody(text, mediaType, "fast"),
});

describe("ResponseCache", () => {
  it("counts an entry's overhead, and a compressible body twice (room for its compressed forms)", () => {
    const tiny = answer("<svg/>");
    const large = answer("x".repeat(10_000));
    const png = answer("x".repeat(10_000), "image/png");
    expect(sizeOf(tiny)).toBeGreaterThanOrEqual(1024);
    expect(sizeOf(large)).toBe(sizeOf(tiny) - 6 + 20_000);
    expect(sizeOf(png)).toBe(sizeOf(tiny) - 6 + 10_000);
  });

  it("keeps many tiny answers within its budget, evicting the least recently used", () => {
    const budget = 64 * 1024;
    const cache = new ResponseCache({ maxRequestBytes: 1024, region: new CacheRegion("responses", budget) });
    const keys = Array.from({ length: 1_000 }, (_, i) => cache.keyOf(Buffer.from(`{"n":${i}}`)) as string);
    const first = keys[0] as string;
    cache.set(first, answer("<svg/>"));
    for (const [i, key] of keys.entries()) {
      if (i > 0) cache.set(key, answer("<svg/>"));
      cache.get(first); // kept recent
    }
    const held = keys.filter((key) => cache.get(key) !== undefined);
    expect(held.length).toBeLessThanOrEqual(Math.floor(budget / sizeOf(answer("<svg/>"))));
    expect(held.length).toBeGreaterThan(10);
    expect(held).toContain(first);
    expect(cache.get(keys[1] as string)).toBeUndefined();
  });

  it("admits an answer from the second time its request is seen, remembering requests seen once", () => {
    const cache = new ResponseCache({
      maxRequestBytes: 1024,
      region: new CacheRegion("responses", 1024 * 1024),
    });
    const keys = Array.from({ length: 5_000 }, (_, i) => cache.keyOf(Buffer.from(`{"n":${i}}`)) as string);
    expect(keys.map((key) => cache.admits(key)).filter(Boolean)).toEqual([]);
    // Seen once, up to 5,000 requests ago: remembered, bar those whose slot in the 65,536 another took (~4 %,
    // and as many again as those retake theirs in this second pass).
    const again = keys.filter((key) => cache.admits(key));
    expect(again.length).toBeGreaterThan(4_500);
    const repeated = cache.keyOf(Buffer.from('{"repeated":true}')) as string;
    expect([cache.admits(repeated), cache.admits(repeated), cache.admits(repeated)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("caches nothing with a budget of 0, nor bodies over the request bound", () => {
    const off = new ResponseCache({ maxRequestBytes: 1024, region: new CacheRegion("responses", 0) });
    expect(off.keyOf(Buffer.from("{}"))).toBeUndefined();
    const on = new ResponseCache({ maxRequestBytes: 4, region: new CacheRegion("responses", 1024 * 1024) });
    expect(on.keyOf(Buffer.from("{}"))).toBeTypeOf("string");
    expect(on.keyOf(Buffer.from("{ 12 }"))).toBeUndefined();
  });

  it("has modest defaults: 8 MB of answers to request bodies up to 16 KB", () => {
    expect(DEFAULT_CONFIG.responseCacheMb).toBe(8);
    expect(EDGE.responseCacheMaxRequestBytes).toBe(16 * 1024);
  });
});

describe("the server with the response cache off", () => {
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it("answers identical requests with identical bytes", async () => {
    app = await buildApp({ responseCacheMb: 0 });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const post = async () => {
      const response = await fetch(`${url}/api/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "design-sequence", ratio: RATIOS[0], texts: [{ value: "Cache off" }] }),
      });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const first = await post();
    const second = await post();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(first.bytes.toString()).toContain("Cache off");
  });
});
