// VP9 encoder settings (WebM): the profile-0 level that holds the size and frame rate, the bitrate by quality
// (the same bits per pixel as H.264), and a configuration the browser's VideoEncoder says it supports (or the
// capability error naming what is missing).
import { ExportCapabilityError } from "./errors.js";
import { bitrate } from "./h264.js";
import type { ExportQuality } from "./types.js";

/** VP9 levels (Annex A of the VP9 bitstream spec): level ×10, max luma picture size, max luma samples per second. */
const LEVELS: readonly (readonly [level: number, pictureSize: number, samplesPerSecond: number])[] = [
  [10, 36864, 829440],
  [11, 73728, 2764800],
  [20, 122880, 4608000],
  [21, 245760, 9216000],
  [30, 552960, 20736000],
  [31, 983040, 36864000],
  [40, 2228224, 83558400],
  [41, 2228224, 160432128],
  [50, 8912896, 311951360],
  [51, 8912896, 588251136],
  [52, 8912896, 1176502272],
  [60, 35651584, 1176502272],
  [61, 35651584, 2353004544],
  [62, 35651584, 4706009088],
];

/** Codec strings (`vp09.00.LL.08`: profile 0, level LL, 8 bits) from the lowest level that holds the size and rate up. */
export function vp9Candidates(width: number, height: number, fps: number): string[] {
  const pixels = width * height;
  const first = LEVELS.findIndex(([, size, rate]) => pixels <= size && pixels * fps <= rate);
  const levels = first < 0 ? LEVELS.slice(-1) : LEVELS.slice(first);
  return levels.map(([level]) => `vp09.00.${String(level).padStart(2, "0")}.08`);
}

/** The first supported configuration; rejects with `capability_unavailable` when there is none. */
export async function vp9Config(
  width: number,
  height: number,
  fps: number,
  quality: ExportQuality,
): Promise<VideoEncoderConfig> {
  if (typeof VideoEncoder !== "function" || typeof VideoFrame !== "function")
    throw new ExportCapabilityError(
      "webCodecs",
      "WebM export needs WebCodecs (VideoEncoder and VideoFrame), which this browser does not provide",
    );
  const candidates = vp9Candidates(width, height, fps);
  for (const codec of candidates) {
    const config: VideoEncoderConfig = {
      codec,
      width,
      height,
      bitrate: bitrate(width, height, fps, quality),
      bitrateMode: "variable",
      framerate: fps,
      latencyMode: "quality",
    };
    try {
      const support = await VideoEncoder.isConfigSupported(config);
      if (support.supported) return config;
    } catch {
      // An invalid configuration for this browser: try the next level.
    }
  }
  throw new ExportCapabilityError(
    "vp9",
    `WebM export needs VP9 encoding, and this browser's VideoEncoder supports none of ${candidates.join(", ")} at ${width}×${height} ${fps} fps`,
  );
}
