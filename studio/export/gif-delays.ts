// GIF frame delays: whole centiseconds, spread so the loop's total is the timeline's duration to the centisecond.
import { MAX_FPS } from "./clock.js";

/** GIF players stretch delays under 2 cs to 10 cs, so a GIF above 50 fps would play slower, not faster. */
export const GIF_MAX_FPS = Math.min(50, MAX_FPS);

/**
 * Delays for `frames` frames lasting `durationMs`: whole centiseconds, the rounding spread over the frames
 * (delay i = round((i + 1) × D / frames) − round(i × D / frames), D the duration in centiseconds), so the delays
 * sum to the duration exactly to the centisecond even when it is not a whole number of frames at `fps`.
 */
export function gifDelays(frames: number, fps: number, durationMs = (frames * 1000) / fps): number[] {
  if (fps > GIF_MAX_FPS)
    throw new RangeError(
      `a GIF plays at most ${GIF_MAX_FPS} fps (delays are whole centiseconds, and players slow delays under 2 cs), got ${fps}`,
    );
  const total = Math.round(durationMs / 10);
  const delays: number[] = [];
  for (let i = 0; i < frames; i++)
    delays.push(Math.round(((i + 1) * total) / frames) - Math.round((i * total) / frames));
  return delays;
}
