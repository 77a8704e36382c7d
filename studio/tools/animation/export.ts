// Motion's exports: PNG or JPG of one frame, GIF or MP4 of the whole loop on the export pipeline's
// deterministic clock — seamless or raw for both, since a Motion loop is made to loop in any player. A browser
// that cannot encode H.264 is told so; an MP4 is never replaced by a GIF.
import type { MotionDocument } from "../../../src/contract/index.js";
import { ExportCapabilityError, exportGif, exportMp4 } from "../../export/index.js";
import type { Encoded } from "../../runtime/encode.js";
import { StudioError } from "../../runtime/errors.js";
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

export async function encodeMotion(
  format: "png" | "jpg" | "gif" | "mp4",
  job: MotionEncoding,
): Promise<Encoded> {
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
    const result = format === "gif" ? await exportGif(options) : await exportMp4(options);
    return { blob: result.blob, frames: result.frames, durationMs: result.durationMs };
  } catch (error) {
    if (error instanceof ExportCapabilityError) throw StudioError.capability(error.message);
    throw error;
  }
}
