// A worker's memory holds under hostile traffic: a stream of distinct caller images (each request under the
// render thread's 64 KB, so the event loop inspects them) only cycles the event loop's image caches
// (region "image-inspections" of its cache set), rather than growing its heap by the render thread's larger budget. Before the caches
// had a budget per thread, 400 such requests left ~21 MB more live heap behind; now they leave a few MB.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { defaultCaches } from "../../src/cache/regions.js";
import { EDGE } from "../../src/policy/config.js";
import { useApp } from "./raw-http.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const MB = 1024 * 1024;

/** Live heap after full collections, in bytes. */
const liveHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/** A valid SVG whose data URL is ~`bytes` long, distinct by `n` (the comment is dropped when sanitized). */
const imageOf = (n: number, bytes: number) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${1 + (n % 7)} 1"><rect width="1" height="1"/><!--${String(n).padEnd((bytes * 3) / 4 - 120, "x")}--></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
};

const server = useApp({ logger: false, responseCacheMb: 0 });

async function post(n: number): Promise<number> {
  const body = JSON.stringify({
    kind: "background",
    settings: { width: 64, height: 64 },
    identity: { preset: "custom", name: "Budget", logoDataUrl: imageOf(n, 48 * 1024) },
  });
  expect(Buffer.byteLength(body)).toBeLessThan(EDGE.renderThreadFromBytes);
  const response = await fetch(`${server.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

describe("memory under distinct caller images", () => {
  it("keeps the event loop's live heap within its image budget after 400 distinct 48 KB images", async () => {
    for (let n = 0; n < 10; n++) expect(await post(n)).toBe(200);
    const before = liveHeap();
    const statuses = new Set<number>();
    for (let n = 10; n < 410; n += 8) {
      const batch = await Promise.all(Array.from({ length: 8 }, (_, i) => post(n + i)));
      for (const status of batch) statuses.add(status);
    }
    expect([...statuses]).toEqual([200]);
    const grown = liveHeap() - before;
    // ~19 MB of distinct data URLs went through; the image caches may keep their regions' caps (inspections,
    // and half that again of logos and identities), plus a few MB of other warm state.
    const { regions } = defaultCaches().stats();
    const images = ["image-inspections", "logos", "identities"] as const;
    const imageBytes = images.reduce((sum, name) => sum + (regions[name]?.maxBytes ?? 0), 0);
    expect(imageBytes / MB).toBeLessThanOrEqual(8);
    expect(grown / MB).toBeLessThan(imageBytes / MB + 4);
  }, 60_000);
});
