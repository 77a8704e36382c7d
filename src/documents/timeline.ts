// The shader-sequence timeline: cuts of whole frames, paced evenly or accelerating, in integer milliseconds
// that add up exactly to the requested duration, then the hold on the final material.
import { type DesignSequenceRequest, framesBefore, type Timeline } from "../contract/index.js";

export type { Timeline };
export type TimelineCut = Timeline["cuts"][number];

/** Each accelerating cut lasts this fraction of the one before it (before rounding to whole frames). */
const ACCELERATION = 0.8;

/**
 * Splits `durationMs` into cuts through `materialIds` (the last is the final material), then holds the final
 * material for `finalHoldMs`. An export draws frame i at i × 1000 / fps ms, so:
 * - the cuts share the frames drawn before `durationMs`, at least one each, so that every cut is seen;
 * - `even` gives every cut the same number of frames, or one more, the longer cuts spread through the
 *   sequence; `accelerating` gives each cut at most as many frames as the one before, the first more than
 *   the last — the contract's bounds always leave more frames than cuts, so the two paces always differ;
 * - a cut starts at the whole millisecond at or before its first frame, so every time is an integer, the cut
 *   durations add up to exactly `durationMs`, and `totalMs` is exactly `durationMs + finalHoldMs`.
 */
export function buildTimeline(
  materialIds: readonly string[],
  { fps, durationMs }: Pick<DesignSequenceRequest["export"], "fps" | "durationMs">,
  { pace, finalHoldMs }: Pick<DesignSequenceRequest["sequence"], "pace" | "finalHoldMs">,
): Timeline {
  /** The whole millisecond at or before frame `frame` (after the frame before it: frames are ≥ 33 ms apart). */
  const msOfFrame = (frame: number) => Math.floor((frame * 1000) / fps);

  const cutFrames = framesBefore(durationMs, fps);
  const frames =
    pace === "even"
      ? spread(cutFrames, materialIds.length)
      : byWeight(
          cutFrames,
          materialIds.map((_, i) => ACCELERATION ** i),
        );
  let frame = 0;
  const cuts = materialIds.map((materialId, index) => {
    const frameCount = frames[index] ?? 1;
    const startMs = msOfFrame(frame);
    const endMs = index === materialIds.length - 1 ? durationMs : msOfFrame(frame + frameCount);
    const cut = { index, materialId, startMs, durationMs: endMs - startMs, startFrame: frame, frameCount };
    frame += frameCount;
    return cut;
  });
  const totalMs = durationMs + finalHoldMs;
  return {
    fps,
    cuts,
    holdStartMs: durationMs,
    finalHoldMs,
    totalMs,
    totalFrames: framesBefore(totalMs, fps),
  };
}

/** `total` whole units over `count` parts as evenly as possible, the larger parts spread out (Bresenham). */
function spread(total: number, count: number): number[] {
  return Array.from(
    { length: count },
    (_, i) => Math.floor(((i + 1) * total) / count) - Math.floor((i * total) / count),
  );
}

/** Largest-remainder split of `total` whole units by weight, at least one unit each. */
function byWeight(total: number, weights: readonly number[]): number[] {
  const spare = total - weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (spare * w) / sum);
  const units = exact.map((x) => 1 + Math.floor(x));
  let left = total - units.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    units[i] = (units[i] ?? 0) + 1;
  }
  return units;
}
