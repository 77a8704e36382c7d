// Bundled into a blank test page: runs the export pipeline on small synthetic frames and returns what it made.
import { ALL_FORMATS, BufferSource, Input, VideoSampleSink } from "mediabunny";
import { materialById, materialsCatalog } from "../../src/catalog/materials/index.js";
import { createMaterialRenderer } from "../../studio/engines/index.js";
import { capabilities, type ExportOptions, exportGif, exportMotion } from "../../studio/export/index.js";
import { canvasFrames } from "./frames.js";
import { gradient } from "./measure.js";
import type { ExportTestWindow, PageExportRequest, PageExportResult, PageFailure } from "./page-types.js";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

function createWorker(): Worker {
  const source = (window as unknown as { gifWorkerSource: string }).gifWorkerSource;
  return new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
}

let materials: ReturnType<typeof createMaterialRenderer> | undefined;

/** The Studio's default material through the shared renderer: a WebGL2 canvas with a preserved drawing buffer. */
function materialFrames(width: number, height: number) {
  materials ??= createMaterialRenderer();
  const renderer = materials;
  const material = materialById(materialsCatalog.defaults.heroAnimation);
  if (!material) throw new Error("no default material");
  return (_index: number, timeMs: number) => renderer.render(material, {}, timeMs, width, height);
}

function options(request: PageExportRequest, calls: [number, number][]): ExportOptions {
  const { width, height } = request;
  const draw =
    request.source === "canvas"
      ? canvasFrames(width, height)
      : request.source === "material"
        ? materialFrames(width, height)
        : (_index: number, timeMs: number) => new ImageData(gradient(width, height, timeMs), width, height);
  return {
    width: request.width,
    height: request.height,
    fps: request.fps,
    durationMs: request.durationMs,
    quality: request.quality,
    loop: request.loop,
    frame: (index, timeMs) => {
      calls.push([index, timeMs]);
      if (!request.async) return draw(index, timeMs);
      return new Promise((resolve) => setTimeout(() => resolve(draw(index, timeMs)), 0));
    },
  };
}

async function run(format: "gif" | "mp4" | "webm", request: PageExportRequest): Promise<PageExportResult> {
  const calls: [number, number][] = [];
  const progress: PageExportResult["progress"] = [];
  const base = {
    ...options(request, calls),
    onProgress: (p: PageExportResult["progress"][number]) => progress.push(p),
  };
  const result =
    format === "gif" ? await exportGif({ ...base, createWorker }) : await exportMotion(format, base);
  return {
    base64: toBase64(new Uint8Array(await result.blob.arrayBuffer())),
    mimeType: result.blob.type,
    frames: result.frames,
    durationMs: result.durationMs,
    width: result.width,
    height: result.height,
    progress,
    calls,
    timings: result.timings,
  };
}

function describeFailure(error: unknown): PageFailure {
  const failure = error as { name?: string; message?: string; code?: string; missing?: string };
  return {
    name: String(failure.name),
    message: String(failure.message),
    code: failure.code,
    missing: failure.missing,
  };
}

async function cancel(format: "gif" | "mp4" | "webm", atFrame: number): Promise<PageFailure> {
  const controller = new AbortController();
  const calls: [number, number][] = [];
  let callsAtAbort = -1;
  const base = options({ width: 64, height: 36, fps: 15, durationMs: 2000, source: "canvas" }, calls);
  const frame = base.frame;
  const exporting = { ...base, signal: controller.signal, createWorker };
  exporting.frame = (index, timeMs) => {
    if (index === atFrame) {
      controller.abort();
      callsAtAbort = calls.length + 1;
    }
    return frame(index, timeMs);
  };
  try {
    await (format === "gif" ? exportGif(exporting) : exportMotion(format, exporting));
    return { name: "resolved", message: "the export finished despite the abort" };
  } catch (error) {
    return { ...describeFailure(error), callsAfterAbort: calls.length - callsAtAbort };
  }
}

/** Runs an export with a browser feature taken away or broken, and reports how it failed. */
async function failure(
  format: "gif" | "mp4" | "webm",
  request: PageExportRequest,
  mutate: string,
): Promise<PageFailure> {
  const global = globalThis as unknown as Record<string, unknown>;
  const saved = { VideoEncoder: global.VideoEncoder, isConfigSupported: VideoEncoder.isConfigSupported };
  if (mutate === "no-webcodecs") global.VideoEncoder = undefined;
  if (mutate === "no-h264" || mutate === "no-vp9")
    VideoEncoder.isConfigSupported = async () => ({ supported: false });
  const calls: [number, number][] = [];
  const base = options(request, calls);
  if (mutate === "wrong-size") base.frame = () => new ImageData(request.width + 2, request.height);
  try {
    await (format === "gif" ? exportGif({ ...base, createWorker }) : exportMotion(format, base));
    return { name: "resolved", message: "" };
  } catch (error) {
    return describeFailure(error);
  } finally {
    global.VideoEncoder = saved.VideoEncoder;
    VideoEncoder.isConfigSupported = saved.isConfigSupported;
  }
}

async function decodeMp4(base64: string) {
  const input = new Input({ source: new BufferSource(fromBase64(base64)), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error("no video track");
  const timestamps: number[] = [];
  for await (const sample of new VideoSampleSink(track).samples()) {
    timestamps.push(sample.timestamp);
    sample.close();
  }
  return { frames: timestamps.length, width: track.displayWidth, height: track.displayHeight, timestamps };
}

/** Every frame of the MP4 decoded by WebCodecs and drawn in RGBA, with its timestamp and duration (s). */
async function mp4Frames(base64: string) {
  const input = new Input({ source: new BufferSource(fromBase64(base64)), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error("no video track");
  const { displayWidth: width, displayHeight: height } = track;
  const context = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D context");
  const frames: { timestamp: number; duration: number; rgba: string }[] = [];
  for await (const sample of new VideoSampleSink(track).samples()) {
    sample.draw(context, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    frames.push({
      timestamp: sample.timestamp,
      duration: sample.duration,
      rgba: toBase64(new Uint8Array(data.buffer)),
    });
    sample.close();
  }
  return { width, height, durationS: await input.computeDuration(), frames };
}

const api: ExportTestWindow["marqueExportTest"] = {
  run,
  cancel,
  failure,
  capabilities,
  decodeMp4,
  mp4Frames,
};
(window as unknown as ExportTestWindow).marqueExportTest = api;
