// Motion's timing in Node: the easing curves, the mirrored loop (an element at t and at loop − t alike, so the
// end meets the start), each entrance kind's state, and the preview's snapping to export frames.
import { describe, expect, it } from "vitest";
import { EASINGS, ENTRANCE_KINDS, type MotionEntrance } from "../../src/contract/index.js";
import { EASE, elementState, entranceProgress, loopTime } from "../../studio/tools/animation/entrance.js";
import { frameTimeAt } from "../../studio/tools/animation/player.js";

const entrance = (overrides: Partial<MotionEntrance> = {}): MotionEntrance => ({
  kind: "rise",
  easing: "ease-out",
  delayMs: 200,
  durationMs: 800,
  ...overrides,
});

describe("easing curves", () => {
  it.each(EASINGS)("%s starts at 0, ends at 1 and keeps moving forward overall", (easing) => {
    const ease = EASE[easing];
    expect(ease(0)).toBeCloseTo(0, 9);
    expect(ease(1)).toBeCloseTo(1, 9);
    expect(ease(0.5)).toBeGreaterThan(0);
  });

  it("ease-in starts slow, ease-out fast, back-out overshoots and settles", () => {
    expect(EASE["ease-in"](0.25)).toBeLessThan(0.25);
    expect(EASE["ease-out"](0.25)).toBeGreaterThan(0.25);
    expect(EASE["ease-in-out"](0.5)).toBeCloseTo(0.5, 9);
    const peak = Math.max(...Array.from({ length: 101 }, (_, i) => EASE["back-out"](i / 100)));
    expect(peak).toBeGreaterThan(1.05);
    expect(peak).toBeLessThan(1.15);
  });
});

describe("the mirrored loop", () => {
  it("folds any time, negative ones too, into the loop's first half", () => {
    expect(loopTime(0, 4000)).toBe(0);
    expect(loopTime(1000, 4000)).toBe(1000);
    expect(loopTime(3000, 4000)).toBe(1000);
    expect(loopTime(-500, 4000)).toBe(500);
    expect(loopTime(4500, 4000)).toBe(500);
  });

  it.each(ENTRANCE_KINDS)("a %s entrance looks the same at t and at loop − t", (kind) => {
    for (const t of [0, 100, 333, 700, 1200, 1999])
      expect(elementState(entrance({ kind }), 4000 - t, 4000)).toEqual(
        elementState(entrance({ kind }), t, 4000),
      );
  });

  it("waits for its delay, arrives after its duration and holds until the exit", () => {
    const e = entrance();
    expect(entranceProgress(e, 100, 4000)).toBe(0);
    expect(entranceProgress(e, 1000, 4000)).toBe(1);
    expect(entranceProgress(e, 2000, 4000)).toBe(1);
    expect(entranceProgress(e, 3000, 4000)).toBe(1);
    expect(entranceProgress(e, 3900, 4000)).toBe(0);
  });
});

describe("entrance kinds", () => {
  const half = { easing: "linear", delayMs: 0, durationMs: 1000 } as const;
  it("fade changes the opacity only; rise also lifts; scale also grows", () => {
    expect(elementState(entrance({ kind: "fade", ...half }), 500, 4000)).toEqual({
      alpha: 0.5,
      rise: 0,
      scale: 1,
    });
    expect(elementState(entrance({ kind: "rise", ...half }), 500, 4000)).toEqual({
      alpha: 0.5,
      rise: 0.04,
      scale: 1,
    });
    expect(elementState(entrance({ kind: "scale", ...half }), 500, 4000)).toEqual({
      alpha: 0.5,
      rise: 0,
      scale: 0.8,
    });
    expect(elementState(entrance({ kind: "none", ...half }), 0, 4000)).toEqual({
      alpha: 1,
      rise: 0,
      scale: 1,
    });
  });

  it("keeps the opacity within 0–1 while back-out overshoots the scale", () => {
    const states = Array.from({ length: 40 }, (_, i) =>
      elementState(
        entrance({ kind: "scale", easing: "back-out", delayMs: 0, durationMs: 1000 }),
        i * 25,
        4000,
      ),
    );
    expect(Math.max(...states.map((s) => s.alpha))).toBeLessThanOrEqual(1);
    expect(Math.max(...states.map((s) => s.scale))).toBeGreaterThan(1);
  });
});

describe("the preview's frames", () => {
  it("snaps to the export frame's exact time, within the loop", () => {
    expect(frameTimeAt(1234, 4000, 30)).toBeCloseTo(1233.333, 3);
    expect(frameTimeAt(4000, 4000, 30)).toBeCloseTo((119 * 1000) / 30, 6);
    expect(frameTimeAt(-5, 4000, 30)).toBe(0);
  });
});
