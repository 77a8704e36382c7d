// The spec's programmatic export of a POSTed design sequence, measured on decoded frames: `design.export`
// without `mode` is the standard loop of export.durationMs at export.fps; `mode: "shader-sequence"` is the
// cuts and the hold; every file has the frames and the length the document and describe() announce; and a
// seamless GIF or MP4, in either mode, wraps from its last frame to its first in one ordinary step.
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { loadExports } from "../export/harness.js";
import { meanDifference } from "../export/measure.js";
import type { ExportTestWindow } from "../export/page-types.js";
import { useServer } from "../support/server.js";
import { designDocument, type Exported, inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

interface Timing {
  frames: number;
  durationMs: number;
}
interface Described {
  export: { modes: string[]; defaultMode: string; timing: Record<string, Timing> };
}

const FPS = 12;
const DURATION_MS = 1200;
const HOLD_MS = 3000;

async function generate(): Promise<{ export: { frameCount: number } } & Record<string, unknown>> {
  return designDocument(server.url, {
    ratio: "wide",
    export: { width: 320, fps: FPS, durationMs: DURATION_MS, gifLoop: "seamless", quality: "balanced" },
    sequence: { cutCount: 8, finalHoldMs: HOLD_MS },
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The wrap (last → first) against the median step between neighbours. */
function seam(frames: Uint8Array[]): { wrap: number; medianStep: number } {
  const none = new Uint8Array();
  const steps = frames.slice(1).map((frame, i) => meanDifference(frames[i] ?? none, frame));
  return { wrap: meanDifference(frames.at(-1) ?? none, frames[0] ?? none), medianStep: median(steps) };
}

describe("design.export of a POSTed design sequence, on decoded frames", () => {
  it("is the standard loop without mode, agrees on frames with the document and describe(), and loops seamlessly", {
    timeout: 240_000,
  }, async () => {
    const { page, context } = await openDesignLab(browser, server.url);
    const document = await generate();
    const result = await inStudio<{ described: Described; exports: Record<string, Exported> }>(
      page,
      async (s, { document: sent }) => {
        await s.applySource(sent);
        const described = s.describe();
        const exports: Record<string, unknown> = {};
        for (const [key, options] of <[string, object][]>[
          ["gif", { format: "gif" }],
          ["mp4", { format: "mp4" }],
          ["gif:shader-sequence", { format: "gif", mode: "shader-sequence" }],
          ["mp4:shader-sequence", { format: "mp4", mode: "shader-sequence" }],
        ]) {
          const { blob: _blob, ...rest } = await s.invoke("design.export", { ...options, base64: true });
          exports[key] = rest;
        }
        return { described, exports };
      },
      { document },
    );
    const { described, exports } = result;
    // One rule: the frames that start before the end, i × 1000 / fps < durationMs. 1200 ms at 12 fps is
    // 15 frames (14.4 rounds up); 1200 + 3000 ms is 51 (50.4), as the document says.
    const loopFrames = 15;
    const sequenceFrames = 51;
    expect.soft(document.export.frameCount).toBe(sequenceFrames);
    expect.soft(described.export.defaultMode).toBe("standard");
    expect.soft(described.export.modes).toEqual(["standard", "shader-sequence"]);
    expect.soft(described.export.timing).toEqual({
      standard: { frames: loopFrames, durationMs: DURATION_MS },
      "shader-sequence": { frames: sequenceFrames, durationMs: DURATION_MS + HOLD_MS },
    });

    const bytes = (key: string) => new Uint8Array(Buffer.from(exports[key]?.base64 ?? "", "base64"));
    const decoder = await context.newPage();
    await loadExports(decoder);
    const decodeMp4 = (key: string) =>
      decoder.evaluate(
        (base64) => (window as unknown as ExportTestWindow).marqueExportTest.mp4Frames(base64),
        exports[key]?.base64 ?? "",
      );

    for (const [mode, suffix, frames, durationMs] of [
      ["standard", "", loopFrames, DURATION_MS],
      ["shader-sequence", ":shader-sequence", sequenceFrames, DURATION_MS + HOLD_MS],
    ] as const) {
      const gifKey = `gif${suffix}`;
      const mp4Key = `mp4${suffix}`;
      expect.soft(exports[gifKey]).toMatchObject({
        filename: `marque-design-${mode}-320x180.gif`,
        frames,
        durationMs,
      });
      expect.soft(exports[mp4Key]).toMatchObject({
        filename: `marque-design-${mode}-320x180.mp4`,
        frames,
        durationMs,
      });

      const gif = parseGif(bytes(gifKey));
      expect.soft(gif.frames.length, `${mode} GIF frames`).toBe(frames);
      expect
        .soft(gif.frames.reduce((sum, frame) => sum + frame.delayCs, 0) * 10, `${mode} GIF length`)
        .toBe(durationMs);
      const input = new Input({ source: new BufferSource(bytes(mp4Key)), formats: ALL_FORMATS });
      expect.soft((await input.computeDuration()) * 1000, `${mode} MP4 length`).toBeCloseTo(durationMs, 0);

      const mp4 = await decodeMp4(mp4Key);
      expect.soft(mp4.frames.length, `${mode} MP4 frames`).toBe(frames);
      const gifSeam = seam(gif.frames.map((frame) => frame.rgba));
      const mp4Seam = seam(mp4.frames.map((frame) => new Uint8Array(Buffer.from(frame.rgba, "base64"))));
      for (const [format, measured] of [
        ["GIF", gifSeam],
        ["MP4", mp4Seam],
      ] as const) {
        expect
          .soft(measured.wrap, `${mode} ${format} wrap vs median step ${measured.medianStep}`)
          .toBeLessThanOrEqual(1.5 * measured.medianStep);
      }
    }
  });
});

describe("the Design Lab's Download buttons", () => {
  it("export the inspector's Export mode, which design.export without mode does not follow", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const called = await inStudio<{ filename: string }>(page, async (s) => {
      await s.set("Export width", 320);
      await s.set("Export mode", "shader-sequence");
      const { blob, ...rest } = await s.invoke("design.export", { format: "png" });
      return rest;
    });
    expect(called.filename).toBe("marque-design-standard-320x180.png");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      inStudio(page, async (s) => s.activate("Download PNG")),
    ]);
    expect(download.suggestedFilename()).toBe("marque-design-shader-sequence-320x180.png");
  });
});
