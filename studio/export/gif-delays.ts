// GIF frame delays: whole centiseconds, spread so the loop's total is the timeline's duration to the centisecond.
import { MAX_FPS } from "./clock.js";

/** GIF players stretch delays under 2 cs to 10 cs, so a GIF above 50 fps would play slower, not faster. */
export const GIF_MAX_FPS = Math.min(50, MAX_FPS);

/**
 * Delay of frame i = round((i + 1) × 100 / fps) − round(i × 100 / fps): the rounding remainder is spread over
 * the frames instead of piling up, and the delays sum to round(frames × 100 / fps) exactly.
 */
export function gifDelays(frames: number, fps: number): number[] {
  if (fps > GIF_MAX_FPS)
    throw new RangeError(
      `a GIF plays at most ${GIF_MAX_FPS} fps (delays are whole centiseconds, and players slow delays under 2 cs), got ${fps}`,
    );
  const delays: number[] = [];
  for (let i = 0; i < frames; i++)
    delays.push(Math.round(((i + 1) * 100) / fps) - Math.round((i * 100) / fps));
  return delays;
}
