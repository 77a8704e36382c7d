// Motion (the `animation` tool) through window.marque.studio only: its document applied, read back and
// refused as the API refuses; describe(); PNG frames whose entrances differ by kind; GIF and MP4 loops checked
// by decoding what came back — size, frame count, delays, infinite loop, the entrance visible, and a seamless
// wrap (the last frame close to the first, unlike a raw loop's).

import { decode } from "fast-png";
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from "mediabunny";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import type { Artifact } from "../../studio/tools/types.js";
import { parseGif } from "../export/gif-parse.js";
import { meanDifference } from "../export/measure.js";
import { motionLoop } from "../support/export-documents.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser, withoutCapability } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** An export result as it leaves the page: the serializable fields, the Blob as base64. */
type Exported = Omit<Artifact, "blob"> & { base64: string };

interface Rejected {
  rejected: { error: { code: string; issues: { code: string; field: string; message: string }[] } };
}

const loop = motionLoop;

const bytesOf = (exported: Exported | undefined) => Buffer.from(exported?.base64 ?? "", "base64");

async function exportAs(
  page: Page,
  document: unknown,
  format: string,
  extra: object = {},
): Promise<Exported> {
  return inStudio<Exported>(
    page,
    async (s, { document: sent, format, extra }) => {
      await s.applySource(sent);
      const { blob, ...rest } = await s.invoke("animation.export", {
        format: format,
        base64: true,
        ...extra,
      });
      return rest;
    },
    { document, format, extra },
  );
}

/** Every frame of an H.264 MP4 as RGBA: packets demuxed here, decoded by the page's WebCodecs. */
async function mp4Frames(page: Page, bytes: Uint8Array): Promise<Uint8Array[]> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error("no video track");
  const config = await track.getDecoderConfig();
  if (!config) throw new Error("no decoder configuration");
  const packets: { data: string; key: boolean; timestamp: number }[] = [];
  for await (const packet of new EncodedPacketSink(track).packets())
    packets.push({
      data: Buffer.from(packet.data).toString("base64"),
      key: packet.type === "key",
      timestamp: Math.round(packet.timestamp * 1e6),
    });
  const description = config.description
    ? Buffer.from(config.description as ArrayBuffer).toString("base64")
    : undefined;
  const frames = await page.evaluate(
    async ({ codec, width, height, description, packets }) => {
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d", { willReadFrequently: true });
      const out: { timestamp: number; rgba: string }[] = [];
      const decoder = new VideoDecoder({
        output: (frame) => {
          context?.drawImage(frame, 0, 0, width, height);
          const data = context?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
          let binary = "";
          for (let i = 0; i < data.length; i += 0x8000)
            binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
          out.push({ timestamp: frame.timestamp, rgba: btoa(binary) });
          frame.close();
        },
        error: (error) => {
          throw error;
        },
      });
      decoder.configure({
        codec,
        codedWidth: width,
        codedHeight: height,
        ...(description ? { description: bytes(description) } : {}),
      });
      for (const packet of packets)
        decoder.decode(
          new EncodedVideoChunk({
            type: packet.key ? "key" : "delta",
            timestamp: packet.timestamp,
            data: bytes(packet.data),
          }),
        );
      await decoder.flush();
      return out.sort((a, b) => a.timestamp - b.timestamp).map((frame) => frame.rgba);
    },
    { codec: config.codec, width: track.codedWidth, height: track.codedHeight, description, packets },
  );
  return frames.map((rgba) => new Uint8Array(Buffer.from(rgba, "base64")));
}

/** The wrap from the last frame to the first, the loop's median step between frames, and first → middle. */
function wrapOf(frames: readonly Uint8Array[]): { wrap: number; step: number; entrance: number } {
  const at = (i: number) => frames.at(i) ?? new Uint8Array();
  const steps = frames
    .slice(1)
    .map((frame, i) => meanDifference(at(i), frame))
    .sort((a, b) => a - b);
  return {
    wrap: meanDifference(at(-1), at(0)),
    step: steps[Math.floor(steps.length / 2)] ?? 0,
    entrance: meanDifference(at(0), at(Math.floor(frames.length / 2))),
  };
}

describe("Motion's document", () => {
  it("round-trips through applySource and readSource, and refuses unknown fields and bad values", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const result = await inStudio<Record<string, unknown>>(
      page,
      async (s, { loop }) => {
        const initial = s.readSource();
        const document = { ...loop, identity: initial.identity };
        const applied = await s.applySource(document);
        const read = s.readSource();
        await s.applySource(JSON.stringify(read));
        const again = s.readSource();
        const refuse = async (doc: unknown) => {
          try {
            await s.applySource(doc);
            return "applied";
          } catch (e: any) {
            return e.body;
          }
        };
        const unknown = await refuse({ ...read, mark: { ...read.mark, bounce: true }, extra: 1 });
        const range = await refuse({
          ...read,
          mark: { ...read.mark, scale: 500 },
          export: { ...read.export, fps: 7 },
        });
        const tooLong = await refuse({
          ...read,
          mark: { ...read.mark, entrance: { ...read.mark.entrance, durationMs: 900 } },
        });
        const material = await refuse({ ...read, material: { materialId: "no-such-material" } });
        const wide = await refuse({ ...read, export: { ...read.export, width: 1500 } });
        // An odd width: the frame is even on both sides, the story's aspect kept.
        await s.applySource({ ...read, export: { ...read.export, width: 161 } });
        const { blob, ...story } = await s.invoke("animation.export", { format: "jpg" });
        await s.applySource(read);
        return {
          initial,
          applied,
          read,
          again,
          after: s.readSource(),
          unknown,
          range,
          tooLong,
          material,
          wide,
          story,
          describe: s.describe(),
        };
      },
      { loop: loop({ size: "story", name: "Launch loop" }) },
    );
    const initial = result.initial as Record<string, unknown>;
    expect(initial).toMatchObject({ kind: "motion", version: 1, size: "square" });
    expect(result.read).toEqual(result.applied);
    expect(result.again).toEqual(result.read);
    expect(result.after).toEqual(result.read);
    expect(result.read).toMatchObject({
      size: "story",
      name: "Launch loop",
      text: { value: "Loops", entrance: { kind: "fade", delayMs: 150 } },
      export: { width: 160, fps: 12, durationMs: 1000, loop: "seamless" },
    });
    expect(result.story).toMatchObject({
      filename: "marque-motion-story-160x284.jpg",
      mimeType: "image/jpeg",
      width: 160,
      height: 284,
    });
    const fields = (body: unknown) =>
      (body as Rejected["rejected"]).error.issues.map((issue) => `${issue.code} ${issue.field}`);
    expect(fields(result.unknown)).toEqual(
      expect.arrayContaining(["unknown_field extra", "unknown_field mark.bounce"]),
    );
    expect(fields(result.range)).toEqual(expect.arrayContaining([expect.stringMatching(/ mark\.scale$/u)]));
    expect(fields(result.range)).toEqual(expect.arrayContaining([expect.stringMatching(/ export\.fps$/u)]));
    expect(fields(result.tooLong)).toEqual([expect.stringMatching(/ mark\.entrance\.durationMs$/u)]);
    expect((result.tooLong as Rejected["rejected"]).error.issues[0]?.message).toContain("half the loop");
    expect(fields(result.material)).toEqual([expect.stringMatching(/ material\.materialId$/u)]);
    expect(fields(result.wide)).toEqual([expect.stringMatching(/ export\.width$/u)]);
    expect(result.describe).toMatchObject({
      tool: "animation",
      source: { kind: "motion" },
      exports: ["png", "jpg", "gif", "mp4", "webm"],
      export: {
        action: "animation.export",
        formats: ["png", "jpg", "gif", "mp4", "webm"],
        capabilities: { webgl2: true, webCodecs: true, h264: true, vp9: true },
      },
    });
    expect((result.describe as { actions: string[] }).actions).toEqual(
      expect.arrayContaining(["animation.export", "animation.export.cancel"]),
    );
  });

  it("edits through the inspector's controls, with undo, play and an exact scrubber", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      const time = () => Number(document.querySelector<HTMLCanvasElement>("#preview canvas")?.dataset.timeMs);
      await s.set("Mark scale", 42);
      await s.set("Mark entrance", "scale");
      const edited = s.readSource().mark;
      await s.activate("Undo");
      const undone = s.readSource().mark;
      await s.set("Loop duration", 1000);
      const shortened = s.readSource();
      await s.activate("Undo");
      await s.set("Show type", false);
      const typeless = "text" in s.readSource();
      await s.set("Time", 1234);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const scrubbed = time();
      await s.set("Play", true);
      await new Promise((r) => setTimeout(r, 600));
      const playing = time();
      await s.set("Play", false);
      const svg = await s.invoke("animation.export", { format: "svg" }).catch((e) => e.body.error.code);
      const mode = await s
        .invoke("animation.export", { format: "png", mode: "shader-sequence" })
        .catch((e) => e.body.error.field);
      return { edited, undone, shortened, typeless, scrubbed, playing, svg, mode };
    });
    expect(result.edited).toMatchObject({ scale: 42, entrance: { kind: "scale" } });
    expect(result.undone).toMatchObject({ scale: 42, entrance: { kind: "rise" } });
    // A loop too short for the entrances shortens them so they end by its half (the new document's own).
    expect(result.shortened).toMatchObject({
      export: { durationMs: 1000 },
      mark: { entrance: { delayMs: 0, durationMs: 500 } },
      text: { entrance: { delayMs: 300, durationMs: 200 } },
    });
    expect(result.typeless).toBe(false);
    // 1234 ms at 30 fps is frame 37, drawn at exactly 1233.33… ms.
    expect(result.scrubbed).toBeCloseTo((37 * 1000) / 30, 6);
    expect(result.playing).not.toBe(result.scrubbed);
    expect(result.svg).toBe("invalid_request");
    expect(result.mode).toBe("mode");
  });
});

describe("Motion's exports", () => {
  it("draws fade, rise and scale differently at mid-entrance, and the arrived frame after", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const frames: Record<string, Uint8Array> = {};
    for (const kind of ["fade", "rise", "scale"] as const) {
      const document = loop({
        mark: { scale: 50, entrance: { kind, easing: "linear", delayMs: 0, durationMs: 400 } },
        text: undefined,
        material: { materialId: materialsCatalog.defaults.animation, settings: { speed: 0 } },
      });
      for (const timeMs of [200, 500]) {
        const png = await exportAs(page, document, "png", { timeMs });
        expect(png).toMatchObject({
          filename: "marque-motion-square-160x160.png",
          mimeType: "image/png",
          width: 160,
          height: 160,
        });
        const image = decode(bytesOf(png));
        expect([image.width, image.height]).toEqual([160, 160]);
        frames[`${kind}@${timeMs}`] = new Uint8Array(image.data);
      }
    }
    const differ = (a: string, b: string) =>
      meanDifference(frames[a] ?? new Uint8Array(), frames[b] ?? new Uint8Array());
    // Arrived, the three are the same frame; half way in, each is its own.
    expect(differ("fade@500", "rise@500")).toBe(0);
    expect(differ("fade@500", "scale@500")).toBe(0);
    expect(differ("fade@200", "rise@200")).toBeGreaterThan(1);
    expect(differ("fade@200", "scale@200")).toBeGreaterThan(1);
    expect(differ("rise@200", "scale@200")).toBeGreaterThan(1);
    for (const kind of ["fade", "rise", "scale"])
      expect(differ(`${kind}@200`, `${kind}@500`)).toBeGreaterThan(1);
  });

  it("sets a line in any script the templates set (its fallback fonts fetched, never missing boxes)", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const still = async (value: string) => {
      const document = loop({
        mark: { visible: false },
        text: { value, size: 12, entrance: { kind: "none" } },
        material: { materialId: materialsCatalog.defaults.animation, settings: { speed: 0 } },
      });
      const png = await exportAs(page, document, "png");
      if (!png.base64) throw new Error(`no PNG: ${JSON.stringify(png)}`);
      return decode(bytesOf(png)).data as Uint8Array;
    };
    // Two words of as many characters: drawn as missing-glyph boxes, they would be the same frame.
    for (const [a, b] of [
      ["こんにちは", "さようなら"],
      ["مرحبا", "سلامم"],
    ] as const)
      expect(meanDifference(await still(a), await still(b)), `${a} / ${b}`).toBeGreaterThan(0.3);
  });

  it("exports a GIF and an MP4 that loop seamlessly", { timeout: 120_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const gif = await exportAs(page, loop(), "gif");
    expect(gif).toMatchObject({
      filename: "marque-motion-square-160x160.gif",
      mimeType: "image/gif",
      width: 160,
      height: 160,
      frames: 12,
      durationMs: 1000,
    });
    const parsed = parseGif(bytesOf(gif));
    expect([parsed.width, parsed.height]).toEqual([160, 160]);
    expect(parsed.loopCount).toBe(0);
    expect(parsed.frames).toHaveLength(12);
    expect(parsed.frames.reduce((sum, frame) => sum + frame.delayCs, 0)).toBe(100);
    const seamless = wrapOf(parsed.frames.map((frame) => frame.rgba));
    const raw = wrapOf(
      parseGif(
        bytesOf(await exportAs(page, loop({ export: { ...loop().export, loop: "raw" } }), "gif")),
      ).frames.map((frame) => frame.rgba),
    );
    // The entrance shows: the middle frame is far from the first. Seamless: the wrap is an ordinary step
    // between frames; raw jumps (the material one loop further on).
    expect(seamless.entrance).toBeGreaterThan(3 * seamless.wrap);
    expect(seamless.wrap).toBeLessThanOrEqual(1.5 * seamless.step);
    expect(raw.wrap).toBeGreaterThan(2 * seamless.wrap);

    const mp4 = await exportAs(page, loop(), "mp4");
    expect(mp4).toMatchObject({
      filename: "marque-motion-square-160x160.mp4",
      mimeType: "video/mp4",
      width: 160,
      height: 160,
      frames: 12,
    });
    const bytes = bytesOf(mp4);
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    expect(track?.codec).toBe("avc");
    expect([track?.displayWidth, track?.displayHeight]).toEqual([160, 160]);
    expect((await track?.computePacketStats())?.packetCount).toBe(12);
    expect(Math.abs((await input.computeDuration()) * 1000 - 1000)).toBeLessThanOrEqual(1000 / 12);
    const video = wrapOf(await mp4Frames(page, bytes));
    expect(video.entrance).toBeGreaterThan(3 * video.wrap);
    expect(video.wrap).toBeLessThanOrEqual(1.5 * video.step);
    const rawMp4 = await exportAs(page, loop({ export: { ...loop().export, loop: "raw" } }), "mp4");
    expect(wrapOf(await mp4Frames(page, bytesOf(rawMp4))).wrap).toBeGreaterThan(2 * video.wrap);
  });

  it("reports progress, refuses a second export while one runs, and cancels", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const result = await inStudio<Record<string, unknown>>(
      page,
      async (s, { document: sent }) => {
        await s.applySource(sent);
        const events: unknown[] = [];
        let second: string | undefined;
        const cancelled = new Promise((resolve) => {
          window.addEventListener("marque:studio-export-progress", (event) => {
            events.push((event as CustomEvent).detail);
            if (events.length === 2) {
              s.invoke("animation.export", { format: "png" })
                .then(
                  () => "ran",
                  (e) => e.body.error.message as string,
                )
                .then((m) => {
                  second = m;
                  resolve(s.invoke("animation.export.cancel"));
                });
            }
          });
        });
        const outcome = await s.invoke("animation.export", { format: "gif" }).then(
          () => "finished",
          (e) => e.body.error.message,
        );
        return { outcome, second, cancel: await cancelled, first: events[0] };
      },
      { document: loop({ export: { ...loop().export, durationMs: 4000 } }) },
    );
    expect(result.first).toMatchObject({
      tool: "animation",
      action: "animation.export",
      format: "gif",
      frames: 48,
    });
    expect(result.second).toContain("already running");
    expect(result.cancel).toEqual({ cancelled: true });
    expect(result.outcome).toContain("cancelled");
  });

  it("says plainly what the browser lacks, never substituting another format", {
    timeout: 60_000,
  }, async () => {
    const missing = async (lack: "webgl2" | "video") => {
      const { page } = await browser.fresh();
      // Without WebGL2 nothing can be drawn; without WebCodecs only an MP4 cannot be encoded.
      await withoutCapability(page, lack);
      await openStudio(page, server.url, "?tool=animation");
      return inStudio<Record<string, unknown>>(
        page,
        async (s, { document: source }) => {
          await s.applySource(source);
          const attempt = (format: string) =>
            s.invoke("animation.export", { format }).then(
              (r) => r.mimeType,
              (e) => e.body.error,
            );
          return {
            capabilities: s.describe().export?.capabilities,
            message: document.querySelector("#preview .unavailable")?.textContent ?? null,
            gif: await attempt("gif"),
            mp4: await attempt("mp4"),
          };
        },
        { document: loop() },
      );
    };
    const noGl = await missing("webgl2");
    expect(noGl.capabilities).toMatchObject({ webgl2: false });
    expect(noGl.message).toMatch(/WebGL2/u);
    expect(noGl.gif).toMatchObject({ code: "capability_unavailable" });
    expect(noGl.mp4).toMatchObject({ code: "capability_unavailable" });
    const noVideo = await missing("video");
    expect(noVideo.capabilities).toEqual({ webgl2: true, webCodecs: false, h264: false, vp9: false });
    expect(noVideo.gif).toBe("image/gif");
    expect(noVideo.mp4).toMatchObject({
      code: "capability_unavailable",
      message: expect.stringMatching(/WebCodecs/u),
    });
  });
});
