// The export pipeline in real Chromium: GIFs from gifenc in a Web Worker, H.264 MP4s and VP9 WebMs from WebCodecs
// + mediabunny, decoded and measured here (the GIF by the test's own parser, the videos by mediabunny's demuxer).
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { beforeAll, describe, expect, it } from "vitest";
import { usePage } from "../support/browser.js";
import { parseGif } from "./gif-parse.js";
import { loadExports } from "./harness.js";
import { meanDifference } from "./measure.js";
import type { ExportTestWindow, PageExportRequest, PageExportResult } from "./page-types.js";
import { webmDurationMs } from "./webm-duration.js";

const handle = usePage();
const SMALL = { width: 64, height: 36, fps: 15, durationMs: 1600 } as const;

function run(format: "gif" | "mp4" | "webm", request: PageExportRequest): Promise<PageExportResult> {
  return handle.page.evaluate(
    ([f, r]) => (window as unknown as ExportTestWindow).marqueExportTest.run(f, r),
    [format, request] as const,
  );
}

const bytesOf = (result: PageExportResult) => new Uint8Array(Buffer.from(result.base64, "base64"));

function expectProgressToOne(result: PageExportResult): void {
  const fractions = result.progress.map((p) => p.progress);
  expect(fractions.length).toBe(result.frames);
  expect(fractions.every((value, i) => i === 0 || value > (fractions[i - 1] ?? 0))).toBe(true);
  expect(result.progress.at(-1)).toEqual({ frame: result.frames, frames: result.frames, progress: 1 });
}

beforeAll(async () => {
  await loadExports(handle.page);
}, 60_000);

describe("capabilities", () => {
  it("reports WebGL2, WebCodecs, H.264 and VP9 encoding in this Chromium", async () => {
    const found = await handle.page.evaluate(() =>
      (window as unknown as ExportTestWindow).marqueExportTest.capabilities(),
    );
    expect(found).toEqual({ webgl2: true, webCodecs: true, h264: true, vp9: true });
  });
});

describe("GIF export", () => {
  it("has duration × fps frames on the clock, exact centisecond delays, an infinite loop and motion", async () => {
    const result = await run("gif", { ...SMALL, quality: "balanced", loop: "raw", source: "canvas" });
    const gif = parseGif(bytesOf(result));
    expect(result.mimeType).toBe("image/gif");
    expect([gif.width, gif.height]).toEqual([64, 36]);
    expect(gif.frames).toHaveLength(24);
    expect(result.frames).toBe(24);
    expect(gif.frames.reduce((sum, frame) => sum + frame.delayCs, 0)).toBe(160);
    expect(result.durationMs).toBe(1600);
    expect(gif.loopCount).toBe(0);
    expect(result.calls).toEqual(Array.from({ length: 24 }, (_, i) => [i, (i * 1000) / 15]));
    const [first, middle] = [gif.frames[0]?.rgba, gif.frames[12]?.rgba];
    expect(meanDifference(first ?? new Uint8Array(), middle ?? new Uint8Array())).toBeGreaterThan(10);
    expectProgressToOne(result);
    // Where the time went, for a profiler or the bench: a User Timing measure per export.
    const measure = await handle.page.evaluate(() => {
      const entry = performance.getEntriesByName("marque:export gif").at(-1) as
        | PerformanceMeasure
        | undefined;
      return entry && { duration: entry.duration, detail: entry.detail };
    });
    expect(measure?.detail).toMatchObject({
      totalMs: expect.any(Number),
      renderMs: expect.any(Number),
      encodeMs: expect.any(Number),
    });
    expect(measure?.duration).toBeCloseTo(measure?.detail.totalMs, 3);
  });

  it("spreads the remainder when the duration is not whole frames of centiseconds (async frames)", async () => {
    const request = {
      width: 32,
      height: 18,
      fps: 12,
      durationMs: 1000,
      source: "canvas",
      async: true,
    } as const;
    const result = await run("gif", request);
    const delays = parseGif(bytesOf(result)).frames.map((frame) => frame.delayCs);
    expect(delays).toHaveLength(12);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(100);
    expect(new Set(delays)).toEqual(new Set([8, 9]));
  });

  it("seamless: the last frame flows into the first; raw: it does not", async () => {
    const raw = parseGif(bytesOf(await run("gif", { ...SMALL, loop: "raw", source: "canvas" })));
    const seamless = await run("gif", { ...SMALL, loop: "seamless", source: "canvas" });
    const looped = parseGif(bytesOf(seamless));
    const wrap = (gif: typeof raw) =>
      meanDifference(gif.frames.at(-1)?.rgba ?? new Uint8Array(), gif.frames[0]?.rgba ?? new Uint8Array());
    const step = meanDifference(
      raw.frames[0]?.rgba ?? new Uint8Array(),
      raw.frames[1]?.rgba ?? new Uint8Array(),
    );
    expect(looped.frames).toHaveLength(24);
    // Wrapping from the last frame to the first is one ordinary step of motion, not a jump.
    expect(wrap(looped)).toBeLessThan(wrap(raw) / 3);
    expect(wrap(looped)).toBeLessThan(step * 1.5);
    // The tail (the last 400 ms = 6 frames) also asked for the pre-roll, one loop earlier.
    expect(seamless.calls.filter(([index]) => index < 0).map(([index]) => index)).toEqual([
      -6, -5, -4, -3, -2, -1,
    ]);
    expect(
      meanDifference(looped.frames[0]?.rgba ?? new Uint8Array(), raw.frames[0]?.rgba ?? new Uint8Array()),
    ).toBe(0);
  });

  it("fast uses one global palette, balanced and best a palette per frame; best bands least", async () => {
    const request = { width: 96, height: 48, fps: 10, durationMs: 300, source: "imagedata" } as const;
    const errors: Record<string, number> = {};
    for (const quality of ["fast", "balanced", "best"] as const) {
      const result = await run("gif", { ...request, quality });
      const gif = parseGif(bytesOf(result));
      expect(gif.frames).toHaveLength(3);
      expect(gif.frames.slice(1).every((frame) => frame.localPalette)).toBe(quality !== "fast");
      const { gradient, bandingError } = await import("./measure.js");
      errors[quality] = bandingError(gif.frames[1]?.rgba ?? new Uint8Array(), gradient(96, 48, 100), 96, 48);
    }
    expect(errors.best).toBeLessThan(errors.balanced ?? 0);
    expect(errors.best).toBeLessThan(errors.fast ?? 0);
  });

  it("refuses an odd size, a frame of the wrong size and a frame rate above 50", async () => {
    const fail = (request: PageExportRequest, mutate = "") =>
      handle.page.evaluate(
        ([r, m]) => (window as unknown as ExportTestWindow).marqueExportTest.failure("gif", r, m),
        [request, mutate] as const,
      );
    expect((await fail({ ...SMALL, width: 63, source: "canvas" })).name).toBe("RangeError");
    const wrong = await fail({ ...SMALL, source: "canvas" }, "wrong-size");
    expect(wrong.message).toContain("66×36");
    expect((await fail({ ...SMALL, fps: 60, source: "canvas" })).message).toContain("50 fps");
  });

  it("cancels with an AbortError and asks for no frame after the abort", async () => {
    const failure = await handle.page.evaluate(() =>
      (window as unknown as ExportTestWindow).marqueExportTest.cancel("gif", 5),
    );
    expect(failure.name).toBe("AbortError");
    expect(failure.callsAfterAbort).toBe(0);
  });
});

describe("frames from the live material renderer (WebGL2 canvas)", () => {
  it("export to a GIF and an MP4 that show the material moving", async () => {
    const request = { width: 64, height: 36, fps: 10, durationMs: 500, source: "material" } as const;
    const gif = parseGif(bytesOf(await run("gif", request)));
    expect(gif.frames).toHaveLength(5);
    const first = gif.frames[0]?.rgba ?? new Uint8Array();
    const black = new Uint8Array(first.length).fill(0);
    expect(meanDifference(first, black)).toBeGreaterThan(10);
    expect(meanDifference(first, gif.frames[2]?.rgba ?? new Uint8Array())).toBeGreaterThan(0.5);
    const mp4 = await run("mp4", request);
    const decoded = await handle.page.evaluate(
      (base64) => (window as unknown as ExportTestWindow).marqueExportTest.decodeMp4(base64),
      mp4.base64,
    );
    expect(decoded).toMatchObject({ frames: 5, width: 64, height: 36 });
  });
});

describe("MP4 export", () => {
  it("is H.264 in MP4 with the size, exact frame count and duration, and decodes", async () => {
    const result = await run("mp4", { ...SMALL, quality: "balanced", source: "canvas" });
    expect(result.mimeType).toBe("video/mp4");
    const bytes = bytesOf(result);
    expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe("ftyp");
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error("no video track");
    expect(track.codec).toBe("avc");
    expect(await track.getCodecParameterString()).toMatch(/^avc1\.42/);
    expect([track.displayWidth, track.displayHeight]).toEqual([64, 36]);
    const stats = await track.computePacketStats();
    expect(stats.packetCount).toBe(24);
    // Within one frame is the promise; the muxer keeps it exact (the last frame lasts its 1/15 s).
    expect(Math.abs((await track.computeDuration()) - 1.6)).toBeLessThan(1 / 15);
    expect(await input.computeDuration()).toBeCloseTo(1.6, 3);
    expect(result.durationMs).toBe(1600);
    expectProgressToOne(result);
    const decoded = await handle.page.evaluate(
      (base64) => (window as unknown as ExportTestWindow).marqueExportTest.decodeMp4(base64),
      result.base64,
    );
    expect(decoded.frames).toBe(24);
    decoded.timestamps.forEach((timestamp, i) => {
      expect(timestamp).toBeCloseTo(i / 15, 3);
    });
  });

  it("puts the index first (fast start) and spends more bytes at higher quality", async () => {
    const sizes: Record<string, number> = {};
    for (const quality of ["fast", "best"] as const) {
      const bytes = bytesOf(
        await run("mp4", { ...SMALL, width: 160, height: 90, quality, source: "canvas" }),
      );
      sizes[quality] = bytes.length;
      const moov = Buffer.from(bytes).indexOf("moov");
      const mdat = Buffer.from(bytes).indexOf("mdat");
      expect(moov).toBeGreaterThan(0);
      expect(moov).toBeLessThan(mdat);
    }
    expect(sizes.best).toBeGreaterThan(sizes.fast ?? 0);
  });
});

describe("WebM export", () => {
  it("is VP9 in WebM with the size, exact frame count and duration, more bytes at higher quality", async () => {
    const result = await run("webm", { ...SMALL, quality: "balanced", source: "canvas" });
    expect(result.mimeType).toBe("video/webm");
    const bytes = bytesOf(result);
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    expect(await input.getMimeType()).toContain("video/webm");
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error("no video track");
    expect(track.codec).toBe("vp9");
    expect([track.displayWidth, track.displayHeight]).toEqual([64, 36]);
    expect((await track.computePacketStats()).packetCount).toBe(24);
    // The Segment says 1.6 s; demuxed packets end where the last frame starts (no SimpleBlock duration).
    expect(webmDurationMs(bytes)).toBe(1600);
    expect(await input.computeDuration()).toBeCloseTo(23 / 15, 2);
    expect(result.durationMs).toBe(1600);
    expectProgressToOne(result);
    const sizes: Record<string, number> = {};
    for (const quality of ["fast", "best"] as const)
      sizes[quality] = bytesOf(
        await run("webm", { ...SMALL, width: 160, height: 90, quality, source: "canvas" }),
      ).length;
    expect(sizes.best).toBeGreaterThan(sizes.fast ?? 0);
  });
});

describe.each([
  { format: "mp4", codec: "h264", words: "H.264" },
  { format: "webm", codec: "vp9", words: "VP9" },
] as const)("$format export without its encoder, and cancelled", ({ format, codec, words }) => {
  it("fails with capability_unavailable naming what is missing, never another format", async () => {
    for (const [mutate, missing, named] of [
      ["no-webcodecs", "webCodecs", "WebCodecs"],
      [`no-${codec}`, codec, words],
    ] as const) {
      const failure = await handle.page.evaluate(
        ([f, m, r]) => (window as unknown as ExportTestWindow).marqueExportTest.failure(f, r, m),
        [format, mutate, { ...SMALL, source: "canvas" as const }] as const,
      );
      expect(failure.code).toBe("capability_unavailable");
      expect(failure.missing).toBe(missing);
      expect(failure.message).toContain(named);
    }
  });

  it("cancels with an AbortError and asks for no frame after the abort", async () => {
    const failure = await handle.page.evaluate(
      (f) => (window as unknown as ExportTestWindow).marqueExportTest.cancel(f, 5),
      format,
    );
    expect(failure.name).toBe("AbortError");
    expect(failure.callsAfterAbort).toBe(0);
  });
});
