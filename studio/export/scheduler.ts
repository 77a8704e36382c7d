// The frame scheduler: asks the caller for each frame on the deterministic clock, reads it back, applies the
// seamless tail, hands the pixels to an encoder's sink in order, and reports progress; cancellable at every frame.
import { checkOptions, frameCount, frameTime } from "./clock.js";
import { throwIfAborted } from "./errors.js";
import { PixelReader } from "./pixels.js";
import { crossfadeLength, mix, tailWeight } from "./seamless.js";
import type { ExportOptions } from "./types.js";

/** Where the scheduler delivers frames; `add` resolves when the encoder can take the next one. */
export interface FrameSink {
  add(pixels: ImageData, index: number): Promise<void> | void;
}

/** Renders one export's frames; also used to render sample frames ahead (the GIF's global palette). */
export class FrameRenderer {
  readonly frames: number;
  /** Time spent in the caller's frame() and reading back, summed. */
  renderMs = 0;
  private readonly reader: PixelReader;
  private readonly crossfadeMs: number;
  private readonly ahead = new Map<number, ImageData>();

  constructor(private readonly options: ExportOptions) {
    checkOptions(options);
    this.frames = frameCount(options.durationMs, options.fps);
    this.reader = new PixelReader(options.width, options.height);
    this.crossfadeMs =
      options.loop === "seamless" && this.frames > 1
        ? crossfadeLength(frameTime(this.frames, options.fps), options.crossfadeMs)
        : 0;
  }

  /** The exported timeline's duration: the last frame ends there (at or before frames × 1000 / fps). */
  get durationMs(): number {
    return this.options.durationMs;
  }

  /** Renders frames ahead of the run (e.g. for a global palette); render() hands each over once, then drops it. */
  async renderAhead(indices: number[]): Promise<ImageData[]> {
    const images: ImageData[] = [];
    for (const index of indices) {
      const image = this.ahead.get(index) ?? (await this.render(index));
      this.ahead.set(index, image);
      images.push(image);
    }
    return images;
  }

  /** Frame `index` as the file shows it (the seamless tail already mixed in). */
  async render(index: number): Promise<ImageData> {
    const kept = this.ahead.get(index);
    if (kept) {
      this.ahead.delete(index);
      return kept;
    }
    const weight = tailWeight(index, this.frames, this.options.fps, this.crossfadeMs);
    if (weight >= 1) return this.read(index - this.frames);
    const pixels = await this.read(index);
    if (weight <= 0) return pixels;
    return mix(pixels, await this.read(index - this.frames), weight);
  }

  private async read(index: number): Promise<ImageData> {
    throwIfAborted(this.options.signal);
    const start = performance.now();
    const source = await this.options.frame(index, frameTime(index, this.options.fps));
    throwIfAborted(this.options.signal);
    const pixels = this.reader.read(source, index);
    this.renderMs += performance.now() - start;
    return pixels;
  }
}

/**
 * Renders frames 0..n-1 into the sink. Progress is reported after each frame the sink accepts, except the last:
 * the exporter reports 1 once the file is complete.
 */
export async function runFrames(
  renderer: FrameRenderer,
  sink: FrameSink,
  options: ExportOptions,
): Promise<void> {
  const frames = renderer.frames;
  for (let index = 0; index < frames; index++) {
    const pixels = await renderer.render(index);
    throwIfAborted(options.signal);
    await sink.add(pixels, index);
    throwIfAborted(options.signal);
    if (index < frames - 1)
      options.onProgress?.({ frame: index + 1, frames, progress: (index + 1) / frames });
  }
}
