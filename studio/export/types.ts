// The export pipeline's public option and result shapes, shared by the GIF, MP4 and WebM exporters.

/** What the caller draws for frame `index` at `timeMs`: a canvas, image, bitmap, video frame or raw pixels. */
export type FrameSource = CanvasImageSource | ImageData;

/** Draws one frame at the export size (sync or async). `timeMs` may be negative in a seamless tail. */
export type FrameFunction = (index: number, timeMs: number) => FrameSource | Promise<FrameSource>;

/** fast: cheapest encode; balanced: the default; best: the highest fidelity the format offers. */
export type ExportQuality = "fast" | "balanced" | "best";

/**
 * raw: the timeline as is, frames 0..n-1 at i × 1000/fps ms.
 * seamless: the same timeline, but the tail crossfades into the time just before 0 (see seamless.ts), so the
 * last frame flows into the first when the file loops (a GIF, or an MP4 a player loops).
 */
export type LoopMode = "raw" | "seamless";

export interface ExportProgress {
  /** Frames finished (rendered and encoded). */
  frame: number;
  /** Frames in the export. */
  frames: number;
  /** 0–1; 1 only once the file is complete. */
  progress: number;
}

export interface ExportOptions {
  /** Export size in pixels; both even (H.264 4:2:0 and a stable GIF size), 2–8192. */
  width: number;
  height: number;
  /** Frames per second, 1–60. */
  fps: number;
  /**
   * Duration in ms; the export has the frames that start before it, ceil(durationMs × fps / 1000) (at least 1),
   * and lasts exactly this long: the last frame is cut short where the duration ends.
   */
  durationMs: number;
  /** Default "balanced". */
  quality?: ExportQuality;
  /** Default "raw". */
  loop?: LoopMode;
  /** Crossfade length for `loop: "seamless"`; default a quarter of the duration up to 1000 ms; at most half. */
  crossfadeMs?: number;
  frame: FrameFunction;
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}

export interface ExportTimings {
  /** Wall time of the whole export. */
  totalMs: number;
  /** Time spent in the caller's frame() and reading its pixels back. */
  renderMs: number;
  /** Time the encoder worked (GIF: the worker's busy time; MP4: encoding, waiting on the encoder, muxing). */
  encodeMs: number;
}

export interface ExportResult {
  blob: Blob;
  mimeType: "image/gif" | "video/mp4" | "video/webm";
  width: number;
  height: number;
  frames: number;
  /** The requested duration: a GIF's to the centisecond, a video's to the microsecond. */
  durationMs: number;
  timings: ExportTimings;
}
