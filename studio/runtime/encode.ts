// The formats of a tool that draws frames (the Design Lab, Motion): PNG/JPG of the frame at one time; GIF, MP4
// and WebM of the loop (or the Design Lab's whole shader sequence), on the export pipeline's deterministic clock.
// A browser that cannot encode the video codec is told so — a video is never replaced by a GIF.
import type { LoopExportFormat } from "../../src/contract/index.js";
import type { ExportQuality, LoopMode } from "../export/index.js";
import { ExportCapabilityError, exportMotion } from "../export/index.js";
import { type Artifact, type ExportRun, MEDIA_TYPES } from "./artifact.js";
import { StudioError } from "./errors.js";

export interface Encoding {
  width: number;
  height: number;
  /** Draws the composition at `timeMs` into a canvas of the export size. */
  frame(timeMs: number, target: HTMLCanvasElement | OffscreenCanvas): HTMLCanvasElement | OffscreenCanvas;
  /** The composition at `timeMs` as pixels, where the tool reads its frames back itself (once, from the GPU):
   * the motion formats use it instead of drawing into a canvas and reading that back. */
  pixels?(timeMs: number): ImageData;
  /** Stills: the time of the frame. */
  timeMs: number;
  /** Motion: how long (the loop's duration, or the sequence with its hold), at what rate and quality, and how
   * the loop closes (`seamless` crossfades into the start, in the GIF and the MP4 alike). */
  durationMs: number;
  fps: number;
  quality: ExportQuality;
  loop: LoopMode;
  run?: ExportRun | undefined;
}

export interface Encoded {
  blob: Blob;
  frames?: number;
  durationMs?: number;
}

/** The export result both loop tools return: the encoded Blob with its serializable description. */
export function artifactOf(
  filename: string,
  format: LoopExportFormat,
  made: Encoded,
  width: number,
  height: number,
): Artifact {
  return {
    filename,
    mimeType: MEDIA_TYPES[format],
    bytes: made.blob.size,
    width,
    height,
    ...(made.frames === undefined ? {} : { frames: made.frames, durationMs: made.durationMs }),
    blob: made.blob,
  };
}

export async function encode(format: LoopExportFormat, job: Encoding): Promise<Encoded> {
  const target = new OffscreenCanvas(job.width, job.height);
  if (format === "png" || format === "jpg") {
    job.frame(job.timeMs, target);
    const blob = await target.convertToBlob({ type: MEDIA_TYPES[format], quality: 0.92 });
    job.run?.onProgress(1, 1);
    return { blob };
  }
  const options = {
    width: job.width,
    height: job.height,
    fps: job.fps,
    durationMs: job.durationMs,
    quality: job.quality,
    loop: job.loop,
    frame: (_index: number, timeMs: number) => (job.pixels ? job.pixels(timeMs) : job.frame(timeMs, target)),
    onProgress: ({ frame, frames }: { frame: number; frames: number }) => job.run?.onProgress(frame, frames),
    ...(job.run ? { signal: job.run.signal } : {}),
  };
  try {
    const result = await exportMotion(format, options);
    return { blob: result.blob, frames: result.frames, durationMs: result.durationMs };
  } catch (error) {
    if (error instanceof ExportCapabilityError) throw StudioError.capability(error.message);
    throw error;
  }
}
