// Motion's exports: PNG or JPG of one frame, GIF, MP4 or WebM of the whole loop on the export pipeline's
// deterministic clock — seamless or raw for both, since a Motion loop is made to loop in any player. A browser
// that cannot encode the video codec is told so; a video is never replaced by a GIF.
import type { LoopExportFormat, MotionDocument } from "../../../src/contract/index.js";
import { StudioError } from "../../api/errors.js";
import { ExportCapabilityError, exportMotion } from "../../export/index.js";
import type { Encoded } from "../material/encode.js";
import type { ExportRun } from "../types.js";
import { MEDIA_TYPES } from "../types.js";

type Canvas = HTMLCanvasElement | OffscreenCanvas;

export interface MotionEncoding {
  doc: MotionDocument;
  width: number;
  height: number;
  /** Draws the frame at `timeMs` into `target` (of the export size). */
  frame(timeMs: number, target: Canvas): Canvas;
  /** Stills: the time of the frame. */
  timeMs: number;
  run?: ExportRun | undefined;
}

export async function encodeMotion(format: LoopExportFormat, job: MotionEncoding): Promise<Encoded> {
  const target = new OffscreenCanvas(job.width, job.height);
  if (format === "png" || format === "jpg") {
    job.frame(job.timeMs, target);
    const blob = await target.convertToBlob({ type: MEDIA_TYPES[format], quality: 0.92 });
    job.run?.onProgress(1, 1);
    return { blob };
  }
  const { fps, durationMs, quality, loop } = job.doc.export;
  const options = {
    width: job.width,
    height: job.height,
    fps,
    durationMs,
    quality,
    loop,
    frame: (_index: number, timeMs: number) => job.frame(timeMs, target),
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
