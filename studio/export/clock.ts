// The deterministic export clock and the checks on an export's size and timing: frame i is at i × 1000/fps ms,
// and a duration holds the frames that start before it — the contract's clock (src/contract/frame-clock.ts),
// so a file has the frames its document and describe() announce.
import { framesBefore, frameTimeMs } from "../../src/contract/frame-clock.js";
import type { ExportOptions } from "./types.js";

export const MAX_SIDE = 8192;
export const MAX_FPS = 60;

/** The frames of a `durationMs` export: those at i × 1000 / fps < durationMs, at least 1. */
export const frameCount: (durationMs: number, fps: number) => number = framesBefore;

/** The time of frame `index`: exactly index × 1000 / fps ms. */
export const frameTime: (index: number, fps: number) => number = frameTimeMs;

/** Throws a RangeError naming the first option out of bounds. */
export function checkOptions(options: ExportOptions): void {
  const { width, height, fps, durationMs } = options;
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(value) || value < 2 || value > MAX_SIDE || value % 2 !== 0)
      throw new RangeError(`${name} must be an even integer from 2 to ${MAX_SIDE}, got ${value}`);
  }
  if (!Number.isFinite(fps) || fps <= 0 || fps > MAX_FPS)
    throw new RangeError(`fps must be above 0 and at most ${MAX_FPS}, got ${fps}`);
  if (!Number.isFinite(durationMs) || durationMs <= 0)
    throw new RangeError(`durationMs must be above 0, got ${durationMs}`);
  if (typeof options.frame !== "function") throw new TypeError("frame must be a function");
  if (options.crossfadeMs !== undefined && !(options.crossfadeMs >= 0))
    throw new RangeError(`crossfadeMs must be 0 or more, got ${options.crossfadeMs}`);
}
