// The video exporters' shared pipeline: the scheduler's frames encoded by WebCodecs' VideoEncoder and muxed by
// mediabunny into an in-memory file. Frame i is stamped i × 1e6 / fps µs and lasts until frame i + 1, the last
// one until the duration ends, so the file has exactly the timeline's frames and duration. mp4.ts (H.264) and
// webm.ts (VP9) give it their codec, container and encoder configuration.
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, type OutputFormat } from "mediabunny";
import { throwIfAborted, untilAborted } from "./errors.js";
import { FrameRenderer, runFrames } from "./scheduler.js";
import { recordTimings } from "./timings.js";
import type { ExportOptions, ExportResult } from "./types.js";

/** Frames the encoder may queue before the scheduler waits for it. */
const ENCODE_QUEUE = 3;
/** A key frame every this many seconds (and on frame 0). */
const KEY_FRAME_SECONDS = 2;

const stamp = (index: number, fps: number): number => Math.round((index * 1e6) / fps);

/** What a video format brings to the pipeline. */
export interface VideoFormat {
  format: "mp4" | "webm";
  mimeType: "video/mp4" | "video/webm";
  /** mediabunny's name of the codec. */
  codec: "avc" | "vp9";
  /** The codec's name in errors ("H.264", "VP9"). */
  codecName: string;
  container: () => OutputFormat;
  /** The supported encoder configuration (rejects with the capability error when there is none). */
  configure: (
    width: number,
    height: number,
    fps: number,
    options: ExportOptions,
  ) => Promise<VideoEncoderConfig>;
}

/** Renders and encodes `options` as `video`; rejects as `video.configure` does when the browser cannot. */
export async function exportVideo(video: VideoFormat, options: ExportOptions): Promise<ExportResult> {
  const started = performance.now();
  throwIfAborted(options.signal);
  const renderer = new FrameRenderer(options);
  const { frames } = renderer;
  const { width, height, fps, signal } = options;
  /** Where the last frame ends: the duration, which frames × 1000 / fps may overshoot by less than a frame. */
  const end = Math.round(options.durationMs * 1000);
  const config = await untilAborted(video.configure(width, height, fps, options), signal);

  const target = new BufferTarget();
  const output = new Output({ format: video.container(), target });
  const source = new EncodedVideoPacketSource(video.codec);
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
      failure ??= new Error(`${video.codecName} encoding failed: ${error.message}`);
      wake?.();
    },
  });
  encoder.addEventListener("dequeue", () => wake?.());
  try {
    encoder.configure(config);
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
    if (!buffer) throw new Error(`the ${video.format.toUpperCase()} muxer produced no bytes`);
    options.onProgress?.({ frame: frames, frames, progress: 1 });
    const totalMs = performance.now() - started;
    return {
      blob: new Blob([buffer], { type: video.mimeType }),
      mimeType: video.mimeType,
      width,
      height,
      frames,
      durationMs: renderer.durationMs,
      timings: recordTimings(video.format, started, {
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
