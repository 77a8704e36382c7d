// H.264 encoder settings: the Baseline-profile level that fits the size and frame rate, the bitrate by quality,
// and a configuration the browser's VideoEncoder says it supports (or the capability error naming what is missing).
import { ExportCapabilityError } from "./errors.js";
import type { ExportQuality } from "./types.js";

/** H.264 Annex A levels: level_idc, max macroblocks per frame and per second, max Baseline bitrate (kbit/s). */
const LEVELS: readonly (readonly [idc: number, frameMbs: number, mbsPerSecond: number, kbps: number])[] = [
  [0x1e, 1620, 40500, 10000], // 3.0
  [0x1f, 3600, 108000, 14000], // 3.1
  [0x20, 5120, 216000, 20000], // 3.2
  [0x28, 8192, 245760, 20000], // 4.0
  [0x2a, 8704, 522240, 50000], // 4.2
  [0x32, 22080, 589824, 135000], // 5.0
  [0x33, 36864, 983040, 240000], // 5.1
  [0x34, 36864, 2073600, 240000], // 5.2
];

/** Bits per pixel per frame by quality: bitrate = width × height × fps × this. */
export const BITS_PER_PIXEL: Readonly<Record<ExportQuality, number>> = {
  fast: 0.08,
  balanced: 0.15,
  best: 0.3,
};

export function bitrate(width: number, height: number, fps: number, quality: ExportQuality): number {
  return Math.round(width * height * fps * BITS_PER_PIXEL[quality]);
}

/**
 * Codec strings (`avc1.42 00 xx`, Baseline, level xx) from the lowest level that holds the size, rate and
 * bitrate up to the highest, so a browser that refuses one level can be offered the next.
 */
export function codecCandidates(width: number, height: number, fps: number, bitsPerSecond: number): string[] {
  const frameMbs = Math.ceil(width / 16) * Math.ceil(height / 16);
  const maxSideMbs = Math.max(Math.ceil(width / 16), Math.ceil(height / 16));
  const first = LEVELS.findIndex(
    ([, maxFs, maxMbps, kbps]) =>
      frameMbs <= maxFs &&
      maxSideMbs ** 2 <= maxFs * 8 &&
      frameMbs * fps <= maxMbps &&
      bitsPerSecond <= kbps * 1000,
  );
  const levels = first < 0 ? LEVELS.slice(-1) : LEVELS.slice(first);
  return levels.map(([idc]) => `avc1.4200${idc.toString(16).padStart(2, "0")}`);
}

export interface H264Plan {
  config: VideoEncoderConfig;
  bitsPerSecond: number;
}

/** The first supported configuration; rejects with `capability_unavailable` when there is none. */
export async function h264Config(
  width: number,
  height: number,
  fps: number,
  quality: ExportQuality,
): Promise<H264Plan> {
  if (typeof VideoEncoder !== "function" || typeof VideoFrame !== "function")
    throw new ExportCapabilityError(
      "webCodecs",
      "MP4 export needs WebCodecs (VideoEncoder and VideoFrame), which this browser does not provide",
    );
  const bitsPerSecond = bitrate(width, height, fps, quality);
  const candidates = codecCandidates(width, height, fps, bitsPerSecond);
  for (const codec of candidates) {
    const config: VideoEncoderConfig = {
      codec,
      width,
      height,
      bitrate: bitsPerSecond,
      bitrateMode: "variable",
      framerate: fps,
      latencyMode: "quality",
      avc: { format: "avc" },
    };
    try {
      const support = await VideoEncoder.isConfigSupported(config);
      if (support.supported) return { config, bitsPerSecond };
    } catch {
      // An invalid configuration for this browser: try the next level.
    }
  }
  throw new ExportCapabilityError(
    "h264",
    `MP4 export needs H.264 encoding, and this browser's VideoEncoder supports none of ${candidates.join(", ")} at ${width}×${height} ${fps} fps`,
  );
}
