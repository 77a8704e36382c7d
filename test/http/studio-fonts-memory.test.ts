// Font files are served from disk with a bounded cache: fetching every bundled font file once (~104 MB,
// 3,929 files) leaves no more than the cache's budget held, where the whole set used to stay in memory for
// good (+107 MB per worker). A font asked for again after it left the cache has the same ETag and is still
// immutable, and a revalidation still answers 304.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../src/server/errors.js";
import { packageRoot } from "../../src/server/package-root.js";
import { studioRoutes } from "../../src/server/routes/studio.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const MB = 1024 * 1024;

/** Every font file the route serves: the woff2 files of each @fontsource package installed. */
function fontFiles(): string[] {
  const root = join(packageRoot(), "node_modules", "@fontsource");
  return readdirSync(root).flatMap((name) =>
    readdirSync(join(root, name, "files"))
      .filter((file) => file.endsWith(".woff2"))
      .map((file) => `@fontsource/${name}/files/${file}`),
  );
}

/** Bytes held in Buffers (font bodies are) once garbage is collected. */
function heldBuffers(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  await app.register(studioRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe("font files", () => {
  it("held in memory stay within a bounded cache after every one was fetched", async () => {
    const files = fontFiles();
    expect(files.length).toBeGreaterThan(1_000);
    const before = heldBuffers();
    let served = 0;
    // A few at a time, as a browser asks: the cache must bound what is held, not the order.
    for (let i = 0; i < files.length; i += 16) {
      const batch = files.slice(i, i + 16);
      const responses = await Promise.all(batch.map((file) => app.inject({ url: `/studio/fonts/${file}` })));
      for (const [j, response] of responses.entries()) {
        expect(response.statusCode, batch[j]).toBe(200);
        served += response.rawPayload.byteLength;
      }
    }
    expect(served).toBeGreaterThan(90 * MB);
    const growth = heldBuffers() - before;
    expect(growth / MB, `MB still held after serving ${(served / MB).toFixed(0)} MB`).toBeLessThan(16);
  }, 120_000);

  it("keep their ETag and immutable caching when read from disk again", async () => {
    const file = "@fontsource/inter/files/inter-latin-400-normal.woff2";
    const first = await app.inject({ url: `/studio/fonts/${file}` });
    // Push it out of the cache with others, then ask again.
    for (const other of fontFiles().slice(0, 600)) await app.inject({ url: `/studio/fonts/${other}` });
    const again = await app.inject({ url: `/studio/fonts/${file}` });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await app.inject({
      url: `/studio/fonts/${file}`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  }, 60_000);
});
