// The deterministic export clock and the checks on an export's size and timing: frame i is at i × 1000/fps ms.
import type { ExportOptions } from "./types.js";

export const MAX_SIDE = 8192;
export const MAX_FPS = 60;

/** round(durationMs × fps / 1000), at least 1. */
export function frameCount(durationMs: number, fps: number): number {
  return Math.max(1, Math.round((durationMs * fps) / 1000));
}

/** The time of frame `index`: exactly index × 1000 / fps ms. */
export function frameTime(index: number, fps: number): number {
  return (index * 1000) / fps;
}

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
