// exportMp4: the scheduler's frames encoded by WebCodecs' VideoEncoder (H.264) and muxed by mediabunny into an
// in-memory MP4 with the index at the front (fast start). Frame i is stamped i × 1e6 / fps µs and lasts until
// frame i + 1, the last one until the duration ends, so the file has exactly the timeline's frames and
// duration. No H.264: capability_unavailable.
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from "mediabunny";
import { throwIfAborted, untilAborted } from "./errors.js";
import { h264Config } from "./h264.js";
import { FrameRenderer, runFrames } from "./scheduler.js";
import { recordTimings } from "./timings.js";
import type { ExportOptions, ExportResult } from "./types.js";

/** Frames the encoder may queue before the scheduler waits for it. */
const ENCODE_QUEUE = 3;
/** A key frame every this many seconds (and on frame 0). */
const KEY_FRAME_SECONDS = 2;

const stamp = (index: number, fps: number): number => Math.round((index * 1e6) / fps);

/** Renders and encodes an H.264 MP4; rejects with `capability_unavailable` when the browser cannot encode it. */
export async function exportMp4(options: ExportOptions): Promise<ExportResult> {
  const started = performance.now();
  throwIfAborted(options.signal);
  const renderer = new FrameRenderer(options);
  const { frames } = renderer;
  const { width, height, fps, signal } = options;
  /** Where the last frame ends: the duration, which frames × 1000 / fps may overshoot by less than a frame. */
  const end = Math.round(options.durationMs * 1000);
  const plan = await untilAborted(h264Config(width, height, fps, options.quality ?? "balanced"), signal);

  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: "in-memory" }), target });
  const source = new EncodedVideoPacketSource("avc");
  // No frameRate: mediabunny would snap every duration to the frame grid, and the last frame ends off it.
  output.addVideoTrack(source);
  await output.start();

  let failure: Error | undefined;
  let muxing = Promise.resolve();
  /** Wakes the scheduler waiting for room in the encoder's queue (on dequeue or on failure). */
  let wake: (() => void) | undefined;
  const encoder = new VideoEncoder({
    output(chunk, meta) {
      const packet = EncodedPacket.fromEncodedChunk(chunk);
      muxing = muxing.then(() => source.add(packet, meta));
      muxing.catch((error: unknown) => {
        failure ??= error instanceof Error ? error : new Error(String(error));
      });
    },
    error(error) {
      failure ??= new Error(`H.264 encoding failed: ${error.message}`);
      wake?.();
    },
  });
  encoder.addEventListener("dequeue", () => wake?.());
  try {
    encoder.configure(plan.config);
    await runFrames(
      renderer,
      {
        async add(pixels, index) {
          if (failure) throw failure;
          const frame = new VideoFrame(pixels.data, {
            format: "RGBA",
            codedWidth: width,
            codedHeight: height,
            timestamp: stamp(index, fps),
            duration: (index === frames - 1 ? end : stamp(index + 1, fps)) - stamp(index, fps),
          });
          try {
            encoder.encode(frame, {
              keyFrame: index % Math.max(1, Math.round(fps * KEY_FRAME_SECONDS)) === 0,
            });
          } finally {
            frame.close();
          }
          while (encoder.encodeQueueSize > ENCODE_QUEUE && !failure)
            await untilAborted(
              new Promise<void>((resolve) => {
                wake = resolve;
              }),
              signal,
            );
        },
      },
      options,
    );
    await untilAborted(encoder.flush(), signal);
    await untilAborted(muxing, signal);
    if (failure) throw failure;
    source.close();
    await untilAborted(output.finalize(), signal);
    const buffer = target.buffer;
    if (!buffer) throw new Error("the MP4 muxer produced no bytes");
    options.onProgress?.({ frame: frames, frames, progress: 1 });
    const totalMs = performance.now() - started;
    return {
      blob: new Blob([buffer], { type: "video/mp4" }),
      mimeType: "video/mp4",
      width,
      height,
      frames,
      durationMs: renderer.durationMs,
      timings: recordTimings("mp4", started, {
        totalMs,
        renderMs: renderer.renderMs,
        encodeMs: totalMs - renderer.renderMs,
      }),
    };
  } catch (error) {
    if (output.state !== "finalized" && output.state !== "canceled") await output.cancel().catch(() => {});
    throw error;
  } finally {
    if (encoder.state !== "closed") encoder.close();
  }
}
