// The render thread gives its memory back: it ends once it has had no job for its idle time, and the next
// large body starts another that answers as the first did. Before, a thread started by one large body kept its
// heap and caches (parsed fonts, inspected images; tens of MB) for the life of the process.
import { afterAll, describe, expect, it } from "vitest";
import { heavyRequestBody } from "../../harness/heavy-request.js";
import { ApiError } from "../../src/contract/api-error.js";
import { RenderPool } from "../../src/server/render-pool.js";

const pool = new RenderPool({ idleMs: 500 });
afterAll(() => pool.close());

/** A large body with one unknown field: the thread validates it and answers the caller's error. */
const bad = Buffer.from(heavyRequestBody(100_000, 2).replace('"title"', '"titel"'));
const errorOf = (body: Buffer) =>
  pool.run(body).then(
    () => "rendered",
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

describe("the render thread", () => {
  it("ends after its idle time and starts again for the next large body", async () => {
    expect(pool.started).toBe(false);
    expect(await errorOf(bad)).toBe("unknown_field");
    expect(pool.started).toBe(true);
    const until = Date.now() + 10_000;
    while (pool.started && Date.now() < until) await new Promise((wait) => setTimeout(wait, 100));
    expect(pool.started).toBe(false);
    expect(await errorOf(bad)).toBe("unknown_field");
    expect(pool.started).toBe(true);
  }, 120_000);
});
