// Renders queued in one turn run together, in order of arrival, after the code that queued them; a render that
// throws fails its own request only; once a turn has used its time slice the rest wait for a later turn, so
// other callbacks (sockets read and written, /healthz answered) run in between, however many renders wait.
import { describe, expect, it } from "vitest";
import { RenderQueue } from "../../src/server/render-queue.js";

/** A slice no quick render reaches; the server's is EDGE.renderSliceMs. */
const SLICE_MS = 50;

/** Busy for `ms` of wall time, as a heavy render is. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

describe("RenderQueue", () => {
  it("runs the turn's renders after the code that queued them, in order of arrival", async () => {
    const rendered: number[] = [];
    const queue = new RenderQueue((n: number) => {
      rendered.push(n);
      return n * 10;
    }, SLICE_MS);
    const answers = [queue.run(1), queue.run(2), queue.run(3)];
    expect(rendered).toEqual([]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
    expect(rendered).toEqual([1, 2, 3]);
  });

  it("fails only the request whose render throws", async () => {
    const queue = new RenderQueue((n: number) => {
      if (n === 2) throw new Error("bad request 2");
      return n;
    }, SLICE_MS);
    const answers = await Promise.allSettled([queue.run(1), queue.run(2), queue.run(3)]);
    expect(answers).toEqual([
      { status: "fulfilled", value: 1 },
      { status: "rejected", reason: new Error("bad request 2") },
      { status: "fulfilled", value: 3 },
    ]);
  });

  it("runs quick renders together in one turn, whatever their number", async () => {
    let rendered = 0;
    const queue = new RenderQueue((n: number) => {
      rendered++;
      return n;
    }, SLICE_MS);
    const count = 40;
    const answers = Array.from({ length: count }, (_, n) => queue.run(n));
    const between = new Promise<number>((resolve) => setImmediate(() => resolve(rendered)));
    expect(await between).toBe(count);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: count }, (_, n) => n));
  });

  it("lets other callbacks run once a turn's renders have used the slice", async () => {
    const turns: number[] = [];
    let rendered = 0;
    const queue = new RenderQueue((n: number) => {
      rendered++;
      busy(SLICE_MS / 2 + 5);
      return n;
    }, SLICE_MS);
    const answers = Array.from({ length: 6 }, (_, n) => queue.run(n));
    // A callback that re-queues itself every turn sees how many renders ran in each.
    const watch = () => {
      turns.push(rendered);
      if (rendered < 6) setImmediate(watch);
    };
    setImmediate(watch);
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5]);
    // Two renders take the slice (the second starts before it is used up); never more between callbacks.
    const perTurn = turns.map((count, i) => count - (turns[i - 1] ?? 0));
    expect(Math.max(...perTurn)).toBe(2);
  });

  it("takes renders queued while it waits or after it has drained", async () => {
    const queue = new RenderQueue((n: number) => n + 1, SLICE_MS);
    expect(await queue.run(1)).toBe(2);
    const later = queue.run(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await Promise.all([later, queue.run(7)])).toEqual([6, 8]);
  });
});
