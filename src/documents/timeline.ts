// The shader-sequence timeline: cut durations aligned to frames, paced evenly or accelerating.
import type { DesignSequenceRequest } from "../contract/index.js";

export interface TimelineCut {
  index: number;
  materialId: string;
  startMs: number;
  durationMs: number;
  startFrame: number;
  frameCount: number;
}

export interface Timeline {
  fps: number;
  cuts: TimelineCut[];
  /** Where the final material starts holding. */
  holdStartMs: number;
  finalHoldMs: number;
  totalMs: number;
  totalFrames: number;
}

/** Each accelerating cut lasts this fraction of the one before it. */
const ACCELERATION = 0.8;

const ms = (frames: number, fps: number) => Math.round((frames * 1_000_000) / fps) / 1000;

/**
 * Splits `durationMs` of cuts across `materialIds` (the last is the final material), whole frames each,
 * then holds the final material for `finalHoldMs`.
 */
export function buildTimeline(
  materialIds: readonly string[],
  { fps, durationMs }: Pick<DesignSequenceRequest["export"], "fps" | "durationMs">,
  { pace, finalHoldMs }: Pick<DesignSequenceRequest["sequence"], "pace" | "finalHoldMs">,
): Timeline {
  const cutFrames = Math.max(materialIds.length, Math.round((durationMs * fps) / 1000));
  const weights = materialIds.map((_, i) => (pace === "even" ? 1 : ACCELERATION ** i));
  const frames = distribute(cutFrames, weights);
  let frame = 0;
  const cuts = materialIds.map((materialId, index) => {
    const frameCount = frames[index] ?? 1;
    const cut = {
      index,
      materialId,
      startMs: ms(frame, fps),
      durationMs: ms(frame + frameCount, fps) - ms(frame, fps),
      startFrame: frame,
      frameCount,
    };
    frame += frameCount;
    return cut;
  });
  const holdFrames = Math.round((finalHoldMs * fps) / 1000);
  return {
    fps,
    cuts,
    holdStartMs: ms(frame, fps),
    finalHoldMs,
    totalMs: ms(frame + holdFrames, fps),
    totalFrames: frame + holdFrames,
  };
}

/** Largest-remainder split of `total` whole units by weight, at least one unit each. */
function distribute(total: number, weights: readonly number[]): number[] {
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
