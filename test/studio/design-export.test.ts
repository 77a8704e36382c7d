// The spec's programmatic Studio export, end to end through window.marque.studio only: POST a design
// sequence → open /studio (the Identity tool opens first) → applySource(response.document) → readSource() is
// the v4 document → design.export as PNG, JPG, GIF and MP4, standard and shader-sequence, checked by decoding
// what came back.
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { meanDifference } from "../export/measure.js";
import { useServer } from "../support/server.js";
import {
  bytesOf,
  decodedPng,
  designDocument,
  type Exported,
  exportDesign,
  inStudio,
  openDesignLab,
  openStudio,
  useBrowser,
} from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const generate = async (body: object) => ({
  document: await designDocument<Record<string, unknown>>(server.url, body),
});

/** Applies `document` and exports each [format, mode]: the source version and the exports by "format:mode". */
async function exportAll(page: Page, document: unknown, jobs: readonly (readonly [string, string])[]) {
  const { version, exports } = await exportDesign(
    page,
    document,
    jobs.map(([format, mode]) => ({ format, mode })),
  );
  const keyed: Record<string, Exported> = {};
  jobs.forEach(([format, mode], i) => {
    const exported = exports[i];
    if (exported) keyed[`${format}:${mode}`] = exported;
  });
  return { version, exports: keyed };
}

describe("the programmatic Design Lab export", () => {
  it("takes a POSTed design sequence from /studio's first tool to PNG, JPG, GIF and MP4, standard and shader-sequence", {
    timeout: 240_000,
  }, async () => {
    // The spec's flow literally: /studio opens the Identity tool, and applySource opens the Design Lab.
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    const { document: design } = await generate({
      ratio: "wide",
      effect: { kind: "posterize", levels: 4 },
      export: { width: 320, fps: 12, durationMs: 1200, gifLoop: "seamless" },
      sequence: { cutCount: 8, finalHoldMs: 3000 },
    });
    // Stills without a mode are the standard mode's (the loops without one: design-export-loop.test.ts).
    const jobs = [
      ["png", undefined],
      ["jpg", undefined],
      ["gif", "standard"],
      ["mp4", "standard"],
      ["png", "shader-sequence"],
      ["jpg", "shader-sequence"],
      ["gif", "shader-sequence"],
      ["mp4", "shader-sequence"],
    ] as const;
    type Made = Exported & { type: string; size: number };
    const result = await inStudio<{
      before: string;
      version: number;
      status: string;
      exports: Record<string, Made>;
    }>(
      page,
      async (s, { design, jobs }) => {
        const before = s.activeTool();
        await s.applySource(design);
        const { version } = s.readSource();
        const status = document.getElementById("status")?.textContent;
        const exports: Record<string, unknown> = {};
        for (const [format, mode] of jobs) {
          const { blob, ...rest } = await s.invoke("design.export", {
            format,
            ...(mode ? { mode } : {}),
            base64: true,
          });
          exports[`${format}:${mode ?? "standard"}`] = { ...rest, type: blob.type, size: blob.size };
        }
        return { before, version, status, exports };
      },
      { design, jobs },
    );
    expect(result.before).toBe("identity");
    expect(result.version).toBe(4);
    // The status line says why the Design Lab opened.
    expect(result.status).toContain("Opened in Design Lab");
    const { exports } = result;
    const types = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", mp4: "video/mp4" } as const;
    const magic: Record<string, (head: Buffer) => boolean> = {
      png: (head) => head[0] === 0x89 && head[1] === 0x50,
      jpg: (head) => head[0] === 0xff && head[1] === 0xd8,
      gif: (head) => head.subarray(0, 3).toString("latin1") === "GIF",
      mp4: (head) => head.subarray(4, 8).toString("latin1") === "ftyp",
    };
    for (const [format, mode] of jobs) {
      const name = mode ?? "standard";
      const exported = exports[`${format}:${name}`];
      expect(exported, `${format} ${name}`).toMatchObject({
        type: types[format],
        mimeType: types[format],
        filename: `marque-design-${name}-320x180.${format}`,
        width: 320,
        height: 180,
      });
      expect(exported?.size, `${format} ${name}`).toBeGreaterThan(0);
      expect(exported?.bytes, `${format} ${name}`).toBe(exported?.size);
      expect(bytesOf(exported).length, `${format} ${name}`).toBe(exported?.size);
      expect(magic[format]?.(bytesOf(exported)), `${format} ${name} bytes`).toBe(true);
      // The standard loop of export.durationMs; the sequence's eight cuts and the 3 s hold.
      if (format === "gif" || format === "mp4")
        expect(exported?.durationMs, `${format} ${name}`).toBe(name === "standard" ? 1200 : 4200);
    }
    const png = decodedPng(exports["png:standard"]);
    expect([png.width, png.height]).toEqual([320, 180]);
    expect(exports["jpg:shader-sequence"]?.mimeType).toBe("image/jpeg");

    const loop = parseGif(bytesOf(exports["gif:standard"]));
    expect(loop.loopCount).toBe(0);
    expect(loop.frames.length).toBe(exports["gif:standard"]?.frames);
    // The frames that start before 1200 ms at 12 fps (14.4 → 15), as describe() and the document count them.
    expect(loop.frames.length).toBe(15);
    expect(loop.frames.reduce((sum, frame) => sum + frame.delayCs, 0) * 10).toBe(
      exports["gif:standard"]?.durationMs,
    );
    const [first, middle] = [loop.frames[0]?.rgba, loop.frames[Math.floor(loop.frames.length / 2)]?.rgba];
    expect(Buffer.compare(Buffer.from(first ?? []), Buffer.from(middle ?? []))).not.toBe(0);

    // 1200 ms at 12 fps is 14.4 frames: 15 frames, the last one shorter, and the file lasts exactly 1200 ms.
    expect(exports["gif:standard"]?.durationMs).toBe(1200);
    const sequence = parseGif(bytesOf(exports["gif:shader-sequence"]));
    expect(sequence.frames.length).toBe((design.export as { frameCount: number }).frameCount);
    expect(sequence.frames.length).toBe(51);
    expect(sequence.frames.reduce((sum, frame) => sum + frame.delayCs, 0)).toBe(420);

    for (const mode of ["standard", "shader-sequence"]) {
      const exported = exports[`mp4:${mode}`];
      expect(exported?.mimeType).toBe("video/mp4");
      const input = new Input({ source: new BufferSource(bytesOf(exported)), formats: ALL_FORMATS });
      const track = await input.getPrimaryVideoTrack();
      expect(track?.codec).toBe("avc");
      expect([track?.displayWidth, track?.displayHeight]).toEqual([320, 180]);
      const duration = await input.computeDuration();
      // MP4 frames sit on the frame-rate grid, and the last one ends with the duration.
      expect(duration * 1000).toBeCloseTo(mode === "standard" ? 1200 : 4200, 3);
    }
  });

  it("takes every ratio, with and without effect and texts, to PNG and JPG in both modes and to a seamless GIF", {
    timeout: 240_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const requests = [
      { ratio: "wide", texts: [], includeBrandMark: false },
      { ratio: "square", effect: { kind: "bayer", matrix: 4, scale: 2 } },
      { ratio: "opengraph", effect: { kind: "halftone", cellSize: 8 }, texts: [] },
      { ratio: "opengraph" },
    ] as const;
    const heights = { wide: 180, square: 320, opengraph: 168 } as const;
    const stills = [
      ["png", "standard"],
      ["png", "shader-sequence"],
      ["jpg", "standard"],
      ["jpg", "shader-sequence"],
    ] as const;
    for (const request of requests) {
      const { document } = await generate({ ...request, export: { width: 320, fps: 12, durationMs: 1200 } });
      const { version, exports } = await exportAll(page, document, stills);
      expect(version).toBe(4);
      const height = heights[request.ratio];
      for (const [format, mode] of stills) {
        const exported = exports[`${format}:${mode}`];
        expect(exported, `${request.ratio} ${format} ${mode}`).toMatchObject({
          filename: `marque-design-${mode}-320x${height}.${format}`,
          mimeType: format === "png" ? "image/png" : "image/jpeg",
          width: 320,
          height,
        });
        expect(exported?.bytes).toBe(bytesOf(exported).length);
      }
      const png = decodedPng(exports["png:standard"]);
      expect([png.width, png.height], request.ratio).toEqual([320, height]);
      // JPEG's SOF0/SOF2 segment carries the frame's height and width.
      const jpg = bytesOf(exports["jpg:standard"]);
      const sof = jpg.findIndex((byte, i) => byte === 0xff && (jpg[i + 1] === 0xc0 || jpg[i + 1] === 0xc2));
      expect([jpg.readUInt16BE(sof + 7), jpg.readUInt16BE(sof + 5)], request.ratio).toEqual([320, height]);
    }

    // The POSTed loop exported seamless: wrapping from the last frame to the first is one ordinary step.
    const { document } = await generate({
      ratio: "square",
      texts: [],
      includeBrandMark: false,
      export: { width: 320, fps: 12, durationMs: 1200, gifLoop: "seamless" },
    });
    const { exports } = await exportAll(page, document, [["gif", "standard"]]);
    const frames = parseGif(bytesOf(exports["gif:standard"])).frames.map((frame) => frame.rgba);
    const none = new Uint8Array();
    const steps = frames.slice(1).map((frame, i) => meanDifference(frames[i] ?? none, frame));
    const wrap = meanDifference(frames.at(-1) ?? none, frames[0] ?? none);
    const median = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0;
    expect(wrap).toBeLessThanOrEqual(1.5 * median);
  });

  it("shows each cut's material in the sequence and the final one in the hold", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const { document } = await generate({
      ratio: "square",
      texts: [],
      includeBrandMark: false,
      export: { width: 320, fps: 12, durationMs: 1200 },
    });
    const sequence = document.sequence as {
      timeline: { cuts: { materialId: string; startMs: number }[]; holdStartMs: number };
    };
    const cut = sequence.timeline.cuts[2];
    if (!cut) throw new Error("no third cut");
    const frames = await inStudio<Record<string, string>>(
      page,
      async (s, { document: sent, cut, holdMs }) => {
        await s.applySource(sent);
        const at = async (timeMs: number, mode: string): Promise<string> =>
          (await s.invoke("design.export", { format: "png", mode, timeMs, base64: true })).base64;
        const inCut = await at(cut.startMs, "shader-sequence");
        const hold = await at(holdMs, "shader-sequence");
        const finalAlone = await at(holdMs, "standard");
        await s.set("Material", cut.materialId);
        const cutAlone = await at(cut.startMs, "standard");
        return { inCut, hold, finalAlone, cutAlone };
      },
      { document, cut, holdMs: sequence.timeline.holdStartMs + 500 },
    );
    expect(frames.hold).toBe(frames.finalAlone);
    expect(frames.inCut).toBe(frames.cutAlone);
    expect(frames.inCut).not.toBe(frames.hold);
  });
});
