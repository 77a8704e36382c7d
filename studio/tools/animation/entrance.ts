// How the mark and the type move: each entrance's easing curve, and an element's state at any time of the
// loop. The loop is time-symmetric for them — the entrance plays from the start, holds, and plays backwards
// into the loop's end — so a frame at t and one at loop − t show them alike and the end meets the start.
import {
  type Easing,
  MOTION_RISE_DISTANCE,
  MOTION_SCALE_FROM,
  type MotionEntrance,
} from "../../../src/contract/index.js";

/** Overshoot of back-out (the common 1.70158: about 10 % past the end). */
const BACK = 1.70158;

/** Each easing curve: progress 0–1 → eased progress (back-out passes 1 before settling on it). */
export const EASE: Readonly<Record<Easing, (p: number) => number>> = {
  linear: (p) => p,
  "ease-in": (p) => p ** 3,
  "ease-out": (p) => 1 - (1 - p) ** 3,
  "ease-in-out": (p) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2),
  "back-out": (p) => 1 + (BACK + 1) * (p - 1) ** 3 + BACK * (p - 1) ** 2,
};

/** An element's state in a frame: opacity 0–1, vertical offset and scale (about its own centre). */
export interface ElementState {
  alpha: number;
  /** Downward offset, a fraction of the canvas's shorter side. */
  rise: number;
  scale: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Where `timeMs` (any time, negative in a seamless export's pre-roll) falls in the loop, mirrored. */
export function loopTime(timeMs: number, loopMs: number): number {
  const t = ((timeMs % loopMs) + loopMs) % loopMs;
  return Math.min(t, loopMs - t);
}

/** The entrance's progress (eased) at `timeMs` of a loop of `loopMs`. */
export function entranceProgress(entrance: MotionEntrance, timeMs: number, loopMs: number): number {
  if (entrance.kind === "none") return 1;
  const p = clamp((loopTime(timeMs, loopMs) - entrance.delayMs) / entrance.durationMs);
  return EASE[entrance.easing](p);
}

/** The element's state at `timeMs`: a fade changes its opacity; a rise and a scale also move it. */
export function elementState(entrance: MotionEntrance, timeMs: number, loopMs: number): ElementState {
  const e = entranceProgress(entrance, timeMs, loopMs);
  const alpha = clamp(e);
  switch (entrance.kind) {
    case "none":
      return { alpha: 1, rise: 0, scale: 1 };
    case "fade":
      return { alpha, rise: 0, scale: 1 };
    case "rise":
      return { alpha, rise: ((1 - e) * MOTION_RISE_DISTANCE) / 100, scale: 1 };
    case "scale":
      return { alpha, rise: 0, scale: MOTION_SCALE_FROM + (1 - MOTION_SCALE_FROM) * e };
  }
}
