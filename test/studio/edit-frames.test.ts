// How long an edit keeps a person waiting, counted in animation frames rather than milliseconds (a shared
// machine cannot hold a wall-clock bound): set(), Undo, Redo and Reset each resolve after one frame — the one
// that redraws the edit — also in a Design Lab document of 24 layers, whose preview frame is the slowest.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, type StudioPage, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** `framed(fn)` in the page: runs a facade call and counts the animation frames that ran before it resolved. */
type FramedWindow = { framed(fn: () => Promise<unknown>): Promise<number> };

async function studioWithFramed(tool: string): Promise<StudioPage> {
  const opened = await browser.fresh();
  await opened.page.addInitScript(() => {
    (window as unknown as FramedWindow).framed = async (fn) => {
      let frames = 0;
      let counting = true;
      const tick = () => {
        if (!counting) return;
        frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      await fn();
      counting = false;
      return frames;
    };
  });
  await openStudio(opened.page, server.url, `?tool=${tool}`);
  return opened;
}

describe("edits redraw in one animation frame", () => {
  it("set(), Undo, Redo and Reset in a Design Lab document of 24 layers, each undone exactly", {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await studioWithFramed("material");
    const result = await inStudio<{
      layers: number;
      frames: Record<string, number>;
      speeds: Record<string, unknown>;
    }>(page, async (s) => {
      const { framed } = window as unknown as FramedWindow;
      for (let i = 0; i < 12; i++) await s.activate("Add text layer");
      for (let i = 0; i < 11; i++) await s.activate("Add brand mark");
      const speed = async () => (await s.readSource()).layers[0].settings.speed;
      const before = await speed();
      const frames: Record<string, number> = {};
      const speeds: Record<string, unknown> = { before };
      frames.set = await framed(() => s.set("Speed", 0.7));
      speeds.set = await speed();
      frames.undo = await framed(() => s.activate("Undo"));
      speeds.undo = await speed();
      frames.redo = await framed(() => s.activate("Redo"));
      speeds.redo = await speed();
      const layers = (await s.readSource()).layers.length;
      frames.reset = await framed(() => s.activate("Reset tool"));
      frames.undoReset = await framed(() => s.activate("Undo"));
      speeds.undoReset = await speed();
      return { layers, frames, speeds };
    });
    expect(result.layers).toBe(24);
    expect(result.speeds).toEqual({
      before: result.speeds.before,
      set: 0.7,
      undo: result.speeds.before,
      redo: 0.7,
      undoReset: 0.7,
    });
    expect(result.frames).toEqual({ set: 1, undo: 1, redo: 1, reset: 1, undoReset: 1 });
    expect(errors).toEqual([]);
  });

  it("Undo in Motion resolves after the one frame that redraws it", { timeout: 120_000 }, async () => {
    const { page } = await studioWithFramed("animation");
    const frames = await inStudio<number[]>(page, async (s) => {
      const { framed } = window as unknown as FramedWindow;
      return [await framed(() => s.set("Mark scale", 44)), await framed(() => s.activate("Undo"))];
    });
    expect(frames).toEqual([1, 1]);
  });
});
