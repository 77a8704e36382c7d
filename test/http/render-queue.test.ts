// Renders queued in one turn run together, in order of arrival, after the code that queued them; a render that
// throws fails its own request only; past the queue's bound the rest wait for a later turn, so other callbacks
// (sockets read and written) run in between.
import { describe, expect, it } from "vitest";
import { RenderQueue } from "../../src/server/render-queue.js";

/** Any bound will do; the server's is EDGE.rendersPerTurn. */
const PER_TURN = 4;

describe("RenderQueue", () => {
  it("runs the turn's renders after the code that queued them, in order of arrival", async () => {
    const rendered: number[] = [];
    const queue = new RenderQueue((n: number) => {
      rendered.push(n);
      return n * 10;
    }, PER_TURN);
    const answers = [queue.run(1), queue.run(2), queue.run(3)];
    expect(rendered).toEqual([]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
    expect(rendered).toEqual([1, 2, 3]);
  });

  it("fails only the request whose render throws", async () => {
    const queue = new RenderQueue((n: number) => {
      if (n === 2) throw new Error("bad request 2");
      return n;
    }, PER_TURN);
    const answers = await Promise.allSettled([queue.run(1), queue.run(2), queue.run(3)]);
    expect(answers).toEqual([
      { status: "fulfilled", value: 1 },
      { status: "rejected", reason: new Error("bad request 2") },
      { status: "fulfilled", value: 3 },
    ]);
  });

  it("runs at most PER_TURN renders before other callbacks get their turn", async () => {
    let rendered = 0;
    const queue = new RenderQueue((n: number) => {
      rendered++;
      return n;
    }, PER_TURN);
    const count = 2 * PER_TURN + 3;
    const answers = Array.from({ length: count }, (_, n) => queue.run(n));
    // Queued after the queue's first turn: it runs between that turn and the next.
    const between = new Promise<number>((resolve) => setImmediate(() => resolve(rendered)));
    expect(await between).toBe(PER_TURN);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(rendered).toBe(count);
  });

  it("takes renders queued while it waits or after it has drained", async () => {
    const queue = new RenderQueue((n: number) => n + 1, PER_TURN);
    expect(await queue.run(1)).toBe(2);
    const later = queue.run(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await Promise.all([later, queue.run(7)])).toEqual([6, 8]);
  });
});
