// The shader-sequence timeline and frame size over the whole of the contract's bounds: integer times that add
// up exactly, cuts of whole frames that an export at i × 1000 / fps ms really shows, paces that differ, and
// even frame sizes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPORT_FPS, RATIOS, SEQUENCE_PACES, sequenceSettingsSchema } from "../../src/contract/index.js";
import { frameSize } from "../../src/documents/design-sequence.js";
import { buildTimeline, type Timeline } from "../../src/documents/timeline.js";

const bounds = (schema: { minValue: number | null; maxValue: number | null }) => ({
  min: schema.minValue ?? 0,
  max: schema.maxValue ?? 0,
});
const CUTS = bounds(sequenceSettingsSchema.shape.cutCount.unwrap());
const DURATION = { min: 1200, max: 4000 };
const ids = (count: number) => Array.from({ length: count }, (_, i) => `m${i}`);
const frames = (timeline: Timeline) => timeline.cuts.map((cut) => cut.frameCount);

function checkTimeline(timeline: Timeline, durationMs: number, finalHoldMs: number) {
  for (const cut of timeline.cuts) {
    expect(Number.isInteger(cut.startMs) && Number.isInteger(cut.durationMs)).toBe(true);
    expect(cut.frameCount).toBeGreaterThanOrEqual(1);
  }
  expect(timeline.cuts.reduce((sum, cut) => sum + cut.durationMs, 0)).toBe(durationMs);
  expect(timeline.holdStartMs).toBe(durationMs);
  expect(timeline.totalMs).toBe(durationMs + finalHoldMs);
}

/** The cut (or the hold, -1) an export shows at frame i. */
function shownAt(timeline: Timeline, frame: number): number {
  const t = (frame * 1000) / timeline.fps;
  return timeline.cuts.find((cut) => cut.startMs <= t && t < cut.startMs + cut.durationMs)?.index ?? -1;
}

describe("timeline", () => {
  it("over every fps, duration and cut count the contract accepts: exact integer times, paces that differ", () => {
    expect(DURATION).toEqual({ min: 1200, max: 4000 });
    for (const fps of EXPORT_FPS) {
      for (let durationMs = DURATION.min; durationMs <= DURATION.max; durationMs++) {
        for (let cutCount = CUTS.min; cutCount <= CUTS.max; cutCount++) {
          const make = (pace: (typeof SEQUENCE_PACES)[number]) =>
            buildTimeline(ids(cutCount), { fps, durationMs }, { pace, finalHoldMs: 3000 });
          const even = make("even");
          const fast = make("accelerating");
          const [e, a] = [frames(even), frames(fast)];
          const label = `${fps} fps, ${durationMs} ms, ${cutCount} cuts`;
          if (Math.max(...e) - Math.min(...e) > 1) throw new Error(`even is uneven: ${label}`);
          if (a.some((n, i) => i > 0 && n > (a[i - 1] ?? 0))) throw new Error(`accelerating slows: ${label}`);
          if (!((a[0] ?? 0) > (a.at(-1) ?? 0))) throw new Error(`accelerating is flat: ${label}`);
          if (e.join() === a.join()) throw new Error(`paces are the same: ${label}`);
          if (even.cuts.reduce((s, c) => s + c.durationMs, 0) !== durationMs)
            throw new Error(`sum: ${label}`);
          if (fast.cuts.reduce((s, c) => s + c.durationMs, 0) !== durationMs)
            throw new Error(`sum: ${label}`);
        }
      }
    }
  });

  it("the case of the report: 12 cuts at 12 fps in 1200 ms differ by pace", () => {
    const make = (pace: "even" | "accelerating") =>
      buildTimeline(ids(12), { fps: 12, durationMs: 1200 }, { pace, finalHoldMs: 3000 });
    expect(frames(make("even"))).toEqual([1, 1, 1, 2, 1, 1, 1, 2, 1, 1, 1, 2]);
    expect(frames(make("accelerating"))).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    checkTimeline(make("even"), 1200, 3000);
    expect(make("even").cuts.map((cut) => cut.durationMs)).toEqual([
      83, 83, 84, 166, 84, 83, 83, 167, 83, 84, 83, 117,
    ]);
  });

  it("every frame an export draws shows the cut whose frames include it (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPORT_FPS),
        fc.integer(DURATION),
        fc.integer(CUTS),
        fc.integer({ min: 3000, max: 6000 }),
        fc.constantFrom(...SEQUENCE_PACES),
        (fps, durationMs, cutCount, finalHoldMs, pace) => {
          const timeline = buildTimeline(ids(cutCount), { fps, durationMs }, { pace, finalHoldMs });
          checkTimeline(timeline, durationMs, finalHoldMs);
          for (let frame = 0; frame < timeline.totalFrames; frame++) {
            const cut = timeline.cuts.find(
              (c) => c.startFrame <= frame && frame < c.startFrame + c.frameCount,
            );
            expect(shownAt(timeline, frame), `frame ${frame}`).toBe(cut?.index ?? -1);
          }
          // The frame after the last is at or past the end; the last one is before it.
          expect((timeline.totalFrames * 1000) / fps).toBeGreaterThanOrEqual(timeline.totalMs);
          expect(((timeline.totalFrames - 1) * 1000) / fps).toBeLessThan(timeline.totalMs);
        },
      ),
      { seed: 21, numRuns: 500 },
    );
  });
});

describe("frame size", () => {
  it("is even for every width and ratio, never wider than asked and within one pixel pair of the ratio", () => {
    for (const ratio of RATIOS) {
      for (let width = 320; width <= 3840; width++) {
        const size = frameSize(ratio, width);
        if (size.width % 2 !== 0 || size.height % 2 !== 0) throw new Error(`${ratio} ${width}: odd`);
        if (size.width > width || size.width < width - 1 || size.width < 320)
          throw new Error(`${ratio} ${width}`);
      }
    }
    expect(frameSize("wide", 321)).toEqual({ width: 320, height: 180 });
    expect(frameSize("wide", 322)).toEqual({ width: 322, height: 182 });
    expect(frameSize("opengraph", 1201)).toEqual({ width: 1200, height: 630 });
    expect(frameSize("square", 3839)).toEqual({ width: 3838, height: 3838 });
  });
});
