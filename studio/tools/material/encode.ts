// The Design Lab's formats from its frame function: PNG/JPG of the frame at one time; GIF, MP4 and WebM of the loop
// (standard) or the whole shader sequence, on the export pipeline's deterministic clock. A browser that cannot
// encode the video codec is told so — a video is never replaced by a GIF.
import type { DesignLabDocument, LoopExportFormat } from "../../../src/contract/index.js";
import { StudioError } from "../../api/errors.js";
import { ExportCapabilityError, exportMotion } from "../../export/index.js";
import { type Artifact, MEDIA_TYPES } from "../types.js";

export interface Encoding {
  doc: DesignLabDocument;
  width: number;
  height: number;
  /** Draws the composition at `timeMs` into a canvas of the export size. */
  frame(timeMs: number, target: HTMLCanvasElement | OffscreenCanvas): HTMLCanvasElement | OffscreenCanvas;
  /** Stills: the time of the frame. */
  timeMs: number;
  /** Motion: how long (the loop's duration, or the sequence with its hold). */
  durationMs: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((frame: number, frames: number) => void) | undefined;
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
  if (format === "png" || format === "jpg") {
    const canvas = job.frame(job.timeMs, new OffscreenCanvas(job.width, job.height)) as OffscreenCanvas;
    const blob = await canvas.convertToBlob({ type: MEDIA_TYPES[format], quality: 0.92 });
    job.onProgress?.(1, 1);
    return { blob };
  }
  const target = new OffscreenCanvas(job.width, job.height);
  const options = {
    width: job.width,
    height: job.height,
    fps: job.doc.export.fps,
    durationMs: job.durationMs,
    quality: job.doc.export.quality,
    frame: (_index: number, timeMs: number) => job.frame(timeMs, target),
    onProgress: ({ frame, frames }: { frame: number; frames: number }) => job.onProgress?.(frame, frames),
    ...(job.signal ? { signal: job.signal } : {}),
  };
  try {
    // `gifLoop` closes the loop of both motion formats: an MP4 a player loops wraps as the GIF does.
    const loop = job.doc.export.gifLoop;
    const result = await exportMotion(format, { ...options, loop });
    return { blob: result.blob, frames: result.frames, durationMs: result.durationMs };
  } catch (error) {
    if (error instanceof ExportCapabilityError) throw StudioError.capability(error.message);
    throw error;
  }
}
