// exportWebm: the video pipeline (video.ts) with WebCodecs' VP9 encoder, muxed into a WebM. No VP9:
// capability_unavailable (a WebM is never replaced by another format).
import { WebMOutputFormat } from "mediabunny";
import type { ExportOptions, ExportResult } from "./types.js";
import { exportVideo, type VideoFormat } from "./video.js";
import { vp9Config } from "./vp9.js";

const WEBM: VideoFormat = {
  format: "webm",
  mimeType: "video/webm",
  codec: "vp9",
  codecName: "VP9",
  container: () => new WebMOutputFormat(),
  configure: (width, height, fps, options) => vp9Config(width, height, fps, options.quality ?? "balanced"),
};

/** Renders and encodes a VP9 WebM; rejects with `capability_unavailable` when the browser cannot encode it. */
export const exportWebm = (options: ExportOptions): Promise<ExportResult> => exportVideo(WEBM, options);
