// The export pipeline's pure parts in Node: the clock, GIF delays, H.264 levels, the seamless tail weights, and
// gifenc + Floyd–Steinberg through the worker's encoder, read back by the test's own GIF parser.
import { describe, expect, it } from "vitest";
import { EXPORT_FPS } from "../../src/contract/index.js";
import { buildTimeline } from "../../src/documents/timeline.js";
import { frameCount, frameTime } from "../../studio/export/clock.js";
import { ditherToPalette } from "../../studio/export/dither.js";
import { gifDelays } from "../../studio/export/gif-delays.js";
import { GifWriter, quarterSample } from "../../studio/export/gif-encode.js";
import { bitrate, codecCandidates } from "../../studio/export/h264.js";
import { crossfadeLength, tailWeight } from "../../studio/export/seamless.js";
import { parseGif } from "./gif-parse.js";
import { bandingError, gradient } from "./measure.js";

describe("export clock", () => {
  it("frame i is at i × 1000/fps and a duration has the frames that start before it", () => {
    expect(frameCount(1600, 15)).toBe(24);
    expect(frameCount(1000, 30)).toBe(30);
    expect(frameCount(10, 15)).toBe(1);
    expect(frameTime(3, 15)).toBe(200);
    expect(frameTime(24, 15)).toBe(1600);
    // 14.4 and 50.4 frames: the fifteenth and fifty-first start before the end (at 1166.7 and 4166.7 ms).
    expect(frameCount(1200, 12)).toBe(15);
    expect(frameCount(4200, 12)).toBe(51);
  });

  it("counts a design sequence's frames as its document does", () => {
    for (const fps of EXPORT_FPS)
      for (const durationMs of [1200, 1201, 2345, 4000])
        for (const finalHoldMs of [3000, 4321, 6000]) {
          const timeline = buildTimeline(
            ["a", "b", "c", "d", "e", "f", "g", "h"],
            { fps, durationMs },
            {
              pace: "even",
              finalHoldMs,
            },
          );
          expect(frameCount(timeline.totalMs, fps)).toBe(timeline.totalFrames);
          expect(timeline.cuts.reduce((sum, cut) => sum + cut.frameCount, 0)).toBe(
            frameCount(durationMs, fps),
          );
        }
  });
});

describe("GIF delays", () => {
  it("spread the centisecond remainder so the sum is the duration exactly", () => {
    for (const [frames, fps] of [
      [24, 15],
      [30, 30],
      [7, 24],
      [100, 50],
      [13, 7],
    ] as const) {
      const delays = gifDelays(frames, fps);
      expect(delays).toHaveLength(frames);
      expect(delays.reduce((a, b) => a + b, 0)).toBe(Math.round((frames * 100) / fps));
      expect(Math.max(...delays) - Math.min(...delays)).toBeLessThanOrEqual(1);
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(2);
    }
    expect(gifDelays(3, 30)).toEqual([3, 4, 3]);
  });

  it("last exactly the requested duration when it is not a whole number of frames", () => {
    // 1200 ms at 12 fps is 14.4 frames: 14 frames share 120 cs.
    const delays = gifDelays(14, 12, 1200);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(120);
    expect(Math.max(...delays) - Math.min(...delays)).toBeLessThanOrEqual(1);
  });

  it("refuse frame rates GIF players cannot play", () => {
    expect(() => gifDelays(10, 60)).toThrow(RangeError);
  });
});

describe("H.264 levels and bitrate", () => {
  it("pick the lowest Baseline level that holds the size, rate and bitrate", () => {
    expect(codecCandidates(640, 360, 15, bitrate(640, 360, 15, "balanced"))[0]).toBe("avc1.42001e");
    expect(codecCandidates(1280, 720, 30, bitrate(1280, 720, 30, "balanced"))[0]).toBe("avc1.42001f");
    expect(codecCandidates(1920, 1080, 30, bitrate(1920, 1080, 30, "balanced"))[0]).toBe("avc1.420028");
    expect(codecCandidates(1080, 1920, 30, bitrate(1080, 1920, 30, "fast"))[0]).toBe("avc1.420028");
    expect(codecCandidates(3840, 2160, 30, 20e6)[0]).toBe("avc1.420033");
    expect(codecCandidates(64, 36, 15, 1e5).at(-1)).toBe("avc1.420034");
  });

  it("rise with quality", () => {
    expect(bitrate(640, 360, 15, "fast")).toBeLessThan(bitrate(640, 360, 15, "balanced"));
    expect(bitrate(640, 360, 15, "balanced")).toBeLessThan(bitrate(640, 360, 15, "best"));
  });
});

describe("seamless tail", () => {
  it("is a quarter of the loop up to a second (never over half), rising linearly to the pre-roll on the last frame", () => {
    expect(crossfadeLength(1600, undefined)).toBe(400);
    expect(crossfadeLength(8000, undefined)).toBe(1000);
    expect(crossfadeLength(1600, 5000)).toBe(800);
    expect(crossfadeLength(1600, 200)).toBe(200);
    const weights = Array.from({ length: 24 }, (_, i) => tailWeight(i, 24, 15, 400));
    expect(weights.slice(0, 18).every((w) => w === 0)).toBe(true);
    expect(weights.slice(18)).toEqual([1, 2, 3, 4, 5, 6].map((k) => expect.closeTo(k / 6, 9)));
    expect(tailWeight(23, 24, 15, 0)).toBe(0);
  });
});

describe("GIF encoding by quality (gifenc in Node)", () => {
  const width = 96;
  const height = 48;
  const frames = [0, 1, 2].map((i) => gradient(width, height, i * 100));

  function encode(quality: "fast" | "balanced" | "best") {
    const samples = quality === "fast" ? frames[0] : undefined;
    const writer = new GifWriter({ width, height, quality, delaysCs: [7, 6, 7], samples });
    frames.forEach((frame, index) => {
      writer.add(frame, index);
    });
    return parseGif(writer.finish());
  }

  it("writes every frame, its delay, a forever loop, and local palettes unless fast", () => {
    for (const quality of ["fast", "balanced", "best"] as const) {
      const gif = encode(quality);
      expect(gif.width).toBe(width);
      expect(gif.loopCount).toBe(0);
      expect(gif.frames.map((frame) => frame.delayCs)).toEqual([7, 6, 7]);
      expect(gif.frames.slice(1).every((frame) => frame.localPalette)).toBe(quality !== "fast");
    }
  });

  it("best dithers: its local averages follow a smooth gradient more closely than fast's bands", () => {
    const fast = encode("fast");
    const best = encode("best");
    const source = frames[1] ?? new Uint8ClampedArray();
    const fastError = bandingError(fast.frames[1]?.rgba ?? new Uint8Array(), source, width, height);
    const bestError = bandingError(best.frames[1]?.rgba ?? new Uint8Array(), source, width, height);
    expect(bestError).toBeLessThan(fastError);
  });

  it("samples a quarter of the pixels for a balanced palette, every column and row alike", () => {
    const [w, h] = [8, 4];
    // Each pixel's red is its column, its green its row.
    const image = new Uint8ClampedArray(w * h * 4);
    for (let p = 0; p < w * h; p++) image.set([p % w, Math.floor(p / w), 0, 255], p * 4);
    const sample = quarterSample(image, w, h);
    expect(sample.length / 4).toBe((w * h) / 4);
    const columns = new Set<number>();
    const rows = new Set<number>();
    for (let i = 0; i < sample.length; i += 4) {
      columns.add(sample[i] ?? -1);
      rows.add(sample[i + 1] ?? -1);
    }
    expect([...columns].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(rows.size).toBe(h);
  });

  it("dithering maps onto the palette and keeps flat colours flat", () => {
    const flat = new Uint8ClampedArray(8 * 8 * 4).fill(200);
    const indexed = ditherToPalette(flat, 8, 8, [
      [0, 0, 0],
      [200, 200, 200],
    ]);
    expect([...indexed].every((index) => index === 1)).toBe(true);
  });
});
