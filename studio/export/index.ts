// The Design Lab's export pipeline: animated GIF, H.264 MP4 and VP9 WebM from any frame source on a deterministic clock.
//
//   const result = await exportGif({ width: 640, height: 360, fps: 15, durationMs: 1600, quality: "balanced",
//     loop: "seamless", frame: (index, timeMs) => drawAt(timeMs), onProgress, signal });
//   result.blob, result.frames, result.durationMs
//
// - frame(index, timeMs) is called for i = 0..n−1 at timeMs = i × 1000/fps, n = round(durationMs × fps / 1000);
//   it returns a canvas, image, bitmap, VideoFrame or ImageData of exactly width × height (both even) — a
//   frame of another size is refused, never scaled. It may be async. With loop "seamless" it is also called
//   for the tail's pre-roll, at negative indices and times (see seamless.ts).
// - onProgress({ frame, frames, progress }) after each frame; progress 1 only when the file is complete.
// - signal: aborting rejects with a DOMException named "AbortError" and stops rendering and encoding.
// - exportMp4 and exportWebm reject with an ExportCapabilityError (code "capability_unavailable", `missing`
//   "webCodecs", "h264" or "vp9") when the browser cannot encode the codec; they never fall back to another format.
// - Each finished export leaves a User Timing measure, timingName(format), whose detail is its timings.
// - One export at a time is the caller's rule; these functions hold no shared state between calls.
export { capabilities, type ExportCapabilities } from "./capabilities.js";
export { frameCount, frameTime } from "./clock.js";
export { ExportCapabilityError, isAbortError } from "./errors.js";
export { exportGif, type GifExportOptions } from "./gif.js";
export { GIF_MAX_FPS, gifDelays } from "./gif-delays.js";
export { exportMotion } from "./motion.js";
export { exportMp4 } from "./mp4.js";
export { timingName } from "./timings.js";
export type {
  ExportOptions,
  ExportProgress,
  ExportQuality,
  ExportResult,
  ExportTimings,
  FrameFunction,
  FrameSource,
  LoopMode,
} from "./types.js";
export { exportWebm } from "./webm.js";
