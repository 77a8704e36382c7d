// The optional rate limit through the real server: off by default; on, per client address, 429
// `rate_limited` in the error body with Retry-After and the RateLimit headers; the health check exempt.
// The format of MARQUE_RATE_LIMIT is parsed strictly.
import { describe, expect, it } from "vitest";
import { parseRateLimit } from "../../src/policy/rate-limit.js";
import { useApp } from "./raw-http.js";

const limited = useApp({ rateLimit: { max: 3, window: "minute" }, trustProxy: 1 });
const unlimited = useApp({});

/** A GET from `client` (its address, as a trusted proxy would forward it). */
const get = (url: string, path: string, client = "203.0.113.1") =>
  fetch(`${url}${path}`, { headers: { "x-forwarded-for": client } });

describe("rate limit on", () => {
  it("counts down in RateLimit headers, then answers 429 rate_limited with Retry-After", async () => {
    const client = "203.0.113.10";
    for (let left = 2; left >= 0; left--) {
      const response = await get(limited.url, "/api/agent", client);
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("3");
      expect(response.headers.get("ratelimit-remaining")).toBe(String(left));
      expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      await response.arrayBuffer();
    }
    const refused = await get(limited.url, "/api/agent", client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.headers.get("access-control-expose-headers")).toContain("Retry-After");
    expect(refused.headers.get("access-control-expose-headers")).toContain("RateLimit-Remaining");
    const body = await refused.json();
    expect(body).toEqual({
      error: {
        code: "rate_limited",
        message: expect.stringContaining("more than 3 requests per minute"),
        field: "request",
        issues: [],
      },
      schemaVersion: 1,
    });
  });

  it("counts each client address apart", async () => {
    for (let i = 0; i < 3; i++) await (await get(limited.url, "/api/labs", "198.51.100.1")).arrayBuffer();
    expect((await get(limited.url, "/api/labs", "198.51.100.1")).status).toBe(429);
    expect((await get(limited.url, "/api/labs", "198.51.100.2")).status).toBe(200);
  });

  it("counts a forwarded value that is no address as the connecting address, not as a client of its own", async () => {
    for (let i = 0; i < 3; i++)
      await (await get(limited.url, "/api/labs", `not-an-address-${i}`)).arrayBuffer();
    expect((await get(limited.url, "/api/labs", "not-an-address-3")).status).toBe(429);
  });

  it("limits POSTs, 404s and refused requests alike", async () => {
    const client = "198.51.100.20";
    const post = () =>
      fetch(`${limited.url}/api/generate`, {
        method: "POST",
        headers: { "x-forwarded-for": client, "content-type": "text/plain" },
        body: "x",
      });
    expect((await post()).status).toBe(415);
    expect((await get(limited.url, "/nowhere", client)).status).toBe(404);
    expect((await post()).status).toBe(415);
    expect((await post()).status).toBe(429);
    expect((await get(limited.url, "/nowhere", client)).status).toBe(429);
  });

  it("never limits the health check", async () => {
    const client = "198.51.100.30";
    for (let i = 0; i < 6; i++) {
      const response = await get(limited.url, "/healthz", client);
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBeNull();
    }
  });
});

describe("rate limit off (the default)", () => {
  it("answers every request, without RateLimit headers", async () => {
    for (let i = 0; i < 20; i++) {
      const response = await get(unlimited.url, "/api/agent");
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBeNull();
      await response.arrayBuffer();
    }
  });
});

describe("MARQUE_RATE_LIMIT", () => {
  it.each([
    ["120/minute", { max: 120, window: "minute" }],
    ["10/second", { max: 10, window: "second" }],
    ["5000/HOUR", { max: 5000, window: "hour" }],
    [" 30 / minute ", { max: 30, window: "minute" }],
    ["120", { max: 120, window: "minute" }],
  ])("reads %j", (raw, limit) => {
    expect(parseRateLimit(raw)).toEqual(limit);
  });

  it.each([
    "0",
    "0/minute",
    "-1",
    "abc",
    "120/day",
    "120/minutes",
    "1.5/second",
    "120 per minute",
    "/minute",
  ])("refuses %j with the accepted forms", (raw) => {
    expect(() => parseRateLimit(raw)).toThrow(/<count>\/<second\|minute\|hour> \(e\.g\. 120\/minute\)/u);
  });
});
