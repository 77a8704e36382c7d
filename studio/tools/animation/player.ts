// The preview's playback (UI state, never the document): playing on the wall clock, or paused at a scrubbed
// time; either way the canvas shows the exact time of an export frame (frame i at i × 1000 / fps ms).
import { framesBefore, frameTimeMs } from "../../../src/contract/frame-clock.js";

/** The export frame's time nearest `timeMs` in a loop of `loopMs` at `fps`. */
export function frameTimeAt(timeMs: number, loopMs: number, fps: number): number {
  const frames = framesBefore(loopMs, fps);
  const index = Math.min(frames - 1, Math.max(0, Math.round((timeMs * fps) / 1000)));
  return frameTimeMs(index, fps);
}

export class MotionPlayer {
  #playing = false;
  /** The paused time; undefined until scrubbed: the middle of the loop, where everything has arrived. */
  #timeMs: number | undefined;
  /** performance.now() at the loop's time 0 while playing. */
  #origin = 0;

  get playing(): boolean {
    return this.#playing;
  }

  /** The time the canvas shows. */
  timeMs(loopMs: number, fps: number, now = performance.now()): number {
    const raw = this.#playing ? (now - this.#origin) % loopMs : Math.min(this.#timeMs ?? loopMs / 2, loopMs);
    return frameTimeAt(raw, loopMs, fps);
  }

  play(on: boolean, loopMs: number, fps: number): void {
    if (on === this.#playing) return;
    if (on) this.#origin = performance.now() - this.timeMs(loopMs, fps);
    else this.#timeMs = this.timeMs(loopMs, fps);
    this.#playing = on;
  }

  scrub(timeMs: number): void {
    this.#playing = false;
    this.#timeMs = timeMs;
  }
}
