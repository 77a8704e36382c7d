// exportMp4: the video pipeline (video.ts) with WebCodecs' H.264 encoder, muxed into an MP4 with the index at
// the front (fast start). No H.264: capability_unavailable.
import { Mp4OutputFormat } from "mediabunny";
import { h264Config } from "./h264.js";
import type { ExportOptions, ExportResult } from "./types.js";
import { exportVideo, type VideoFormat } from "./video.js";

const MP4: VideoFormat = {
  format: "mp4",
  mimeType: "video/mp4",
  codec: "avc",
  codecName: "H.264",
  container: () => new Mp4OutputFormat({ fastStart: "in-memory" }),
  configure: async (width, height, fps, options) =>
    (await h264Config(width, height, fps, options.quality ?? "balanced")).config,
};

/** Renders and encodes an H.264 MP4; rejects with `capability_unavailable` when the browser cannot encode it. */
export const exportMp4 = (options: ExportOptions): Promise<ExportResult> => exportVideo(MP4, options);
