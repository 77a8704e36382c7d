// How `loop: "seamless"` closes the loop: a crossfade of the timeline's tail into the time just before 0.
//
// The timeline plays as is from frame 0 (the first frame is the same as in a raw export). Over the last
// `crossfadeMs`, each frame i at t = i × 1000/fps is mixed with the frame one loop earlier, at t − duration
// (index i − frames, a negative time: the "pre-roll" just before the loop starts), with a weight that rises
// linearly to 1 at the last frame. The last frame is then exactly the frame one step before 0, so the file's
// wrap to frame 0 is one ordinary step of motion instead of a jump. Chosen over a time-symmetric
// (ping-pong) loop because materials flow one way: playing them backwards reads as a rewind.
import { frameTime } from "./clock.js";

/**
 * The crossfade length: the caller's, or a quarter of the duration capped at one second; never more than half
 * the duration, so the loop's first half always plays the timeline unmixed.
 */
export function crossfadeLength(durationMs: number, crossfadeMs: number | undefined): number {
  return Math.min(durationMs / 2, crossfadeMs ?? Math.min(durationMs / 4, 1000));
}

/**
 * For frame `index` of `frames`, the weight of the pre-roll frame: 0 before the tail, then k/n for the tail's
 * k-th of n frames (measured at the frame's end, so the ramp reaches 1 on the last frame).
 */
export function tailWeight(index: number, frames: number, fps: number, crossfadeMs: number): number {
  if (crossfadeMs <= 0) return 0;
  const duration = frameTime(frames, fps);
  const weight = (frameTime(index + 1, fps) - (duration - crossfadeMs)) / crossfadeMs;
  return weight > 0 ? Math.min(weight, 1) : 0;
}

/** (1 − weight) × a + weight × b, per channel, into a new image. */
export function mix(a: ImageData, b: ImageData, weight: number): ImageData {
  const out = new ImageData(a.width, a.height);
  const target = out.data;
  const from = a.data;
  const to = b.data;
  const keep = 1 - weight;
  for (let i = 0; i < target.length; i++) target[i] = (from[i] ?? 0) * keep + (to[i] ?? 0) * weight;
  return out;
}
