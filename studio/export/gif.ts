// exportGif: the scheduler's frames encoded by gifenc in a Web Worker, two frames in flight (one rendering while
// the worker encodes the previous), delays spread to the centisecond, looping forever.
import { abortError, throwIfAborted } from "./errors.js";
import { gifDelays } from "./gif-delays.js";
import type { FromGifWorker, ToGifWorker } from "./gif-protocol.js";
import { FrameRenderer, runFrames } from "./scheduler.js";
import { recordTimings } from "./timings.js";
import type { ExportOptions, ExportResult } from "./types.js";

export interface GifExportOptions extends ExportOptions {
  /**
   * Creates the encoder worker. Default: the module worker `gif-worker.ts` next to this file, which Vite bundles.
   * Bundles that cannot resolve it (tests, other bundlers) pass their own, e.g. from a blob URL.
   */
  createWorker?: () => Worker;
}

function defaultWorker(): Worker {
  return new Worker(new URL("./gif-worker.ts", import.meta.url), { type: "module", name: "marque-gif" });
}

/** The page's side of the worker: ordered acknowledgements, the final bytes, errors and cancellation. */
class GifWorkerClient {
  private acknowledged = 0;
  private failure: Error | undefined;
  private waiter: { count: number; resolve: () => void; reject: (error: Error) => void } | undefined;
  private finished:
    | { resolve: (done: { bytes: Uint8Array; busyMs: number }) => void; reject: (error: Error) => void }
    | undefined;

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<FromGifWorker>) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(new Error(`the GIF worker failed: ${event.message || "it could not load"}`));
    };
  }

  post(message: ToGifWorker, transfer: Transferable[] = []): void {
    if (this.failure) throw this.failure;
    this.worker.postMessage(message, transfer);
  }

  /** Resolves once `count` frames are encoded. */
  encoded(count: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.acknowledged >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiter = { count, resolve, reject };
    });
  }

  done(): Promise<{ bytes: Uint8Array; busyMs: number }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.finished = { resolve, reject };
    });
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.waiter?.reject(this.failure);
    this.finished?.reject(this.failure);
    this.waiter = undefined;
    this.finished = undefined;
  }

  private receive(message: FromGifWorker): void {
    if (message.type === "error") {
      this.fail(new Error(`GIF encoding failed: ${message.message}`));
      return;
    }
    if (message.type === "done") {
      this.finished?.resolve(message);
      return;
    }
    this.acknowledged = message.index + 1;
    if (this.waiter && this.acknowledged >= this.waiter.count) {
      this.waiter.resolve();
      this.waiter = undefined;
    }
  }
}

/** Indices of up to four frames spread over the timeline. */
function sampleIndices(frames: number): number[] {
  return [...new Set([0, 0.25, 0.5, 0.75].map((at) => Math.floor(at * frames)))];
}

/** Every k-th pixel of each sample, so the pool is about one frame's worth. */
function poolSamples(images: ImageData[]): Uint8ClampedArray {
  const stride = images.length;
  const pixels = (images[0]?.width ?? 0) * (images[0]?.height ?? 0);
  const pool = new Uint8ClampedArray(images.length * Math.ceil(pixels / stride) * 4);
  let at = 0;
  images.forEach((image, offset) => {
    for (let p = offset % stride; p < pixels; p += stride) {
      pool.set(image.data.subarray(p * 4, p * 4 + 4), at);
      at += 4;
    }
  });
  return pool.subarray(0, at);
}

/** Renders and encodes an animated GIF; rejects with an AbortError when `signal` aborts. */
export async function exportGif(options: GifExportOptions): Promise<ExportResult> {
  const started = performance.now();
  throwIfAborted(options.signal);
  const renderer = new FrameRenderer(options);
  const { frames } = renderer;
  const delaysCs = gifDelays(frames, options.fps, options.durationMs);
  const quality = options.quality ?? "balanced";
  const worker = (options.createWorker ?? defaultWorker)();
  const client = new GifWorkerClient(worker);
  const onAbort = () => client.fail(abortError());
  options.signal?.addEventListener("abort", onAbort);
  try {
    const samples =
      quality === "fast" ? poolSamples(await renderer.renderAhead(sampleIndices(frames))) : undefined;
    client.post({ type: "start", width: options.width, height: options.height, quality, delaysCs, samples });
    await runFrames(
      renderer,
      {
        async add(pixels, index) {
          const copy = pixels.data.slice();
          client.post({ type: "frame", index, pixels: copy }, [copy.buffer]);
          await client.encoded(index);
        },
      },
      options,
    );
    // The worker's answer arrives in a later task, so asking for it after posting cannot miss it.
    client.post({ type: "finish" });
    const { bytes, busyMs } = await client.done();
    throwIfAborted(options.signal);
    const durationMs = delaysCs.reduce((sum, delay) => sum + delay, 0) * 10;
    options.onProgress?.({ frame: frames, frames, progress: 1 });
    return {
      blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/gif" }),
      mimeType: "image/gif",
      width: options.width,
      height: options.height,
      frames,
      durationMs,
      timings: recordTimings("gif", started, {
        totalMs: performance.now() - started,
        renderMs: renderer.renderMs,
        encodeMs: busyMs,
      }),
    };
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    worker.terminate();
  }
}
