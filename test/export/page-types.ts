// The shapes the export test page returns across the automation boundary (JSON-safe: bytes as base64).
import type { ExportProgress, ExportQuality, LoopMode } from "../../studio/export/index.js";

export interface PageExportRequest {
  width: number;
  height: number;
  fps: number;
  durationMs: number;
  quality?: ExportQuality;
  loop?: LoopMode;
  /**
   * "imagedata": the gradient as ImageData; "canvas": a 2D canvas with a gradient and a moving disc;
   * "material": the Studio's default live material, its WebGL2 canvas handed over as is.
   */
  source: "imagedata" | "canvas" | "material";
  /** frame() returns a promise that settles a task later. */
  async?: boolean;
}

export interface PageExportResult {
  base64: string;
  mimeType: string;
  frames: number;
  durationMs: number;
  width: number;
  height: number;
  progress: ExportProgress[];
  /** Indices and times frame() was called with, in order. */
  calls: [number, number][];
  timings: { totalMs: number; renderMs: number; encodeMs: number };
}

export interface PageFailure {
  name: string;
  message: string;
  code?: string;
  missing?: string;
  /** frame() calls after the abort. */
  callsAfterAbort?: number;
}

export interface ExportTestWindow {
  marqueExportTest: {
    run(format: "gif" | "mp4" | "webm", request: PageExportRequest): Promise<PageExportResult>;
    cancel(format: "gif" | "mp4" | "webm", atFrame: number): Promise<PageFailure>;
    failure(format: "gif" | "mp4" | "webm", request: PageExportRequest, mutate: string): Promise<PageFailure>;
    capabilities(): Promise<{ webgl2: boolean; h264: boolean; webCodecs: boolean }>;
    /** Decodes the MP4 with WebCodecs' VideoDecoder: frame count, size, and the mean RGB of the first frame. */
    decodeMp4(
      base64: string,
    ): Promise<{ frames: number; width: number; height: number; timestamps: number[] }>;
    /** Decodes every frame of the MP4 (WebCodecs), each as base64 RGBA with its timestamp and duration (s). */
    mp4Frames(base64: string): Promise<{
      width: number;
      height: number;
      durationS: number;
      frames: { timestamp: number; duration: number; rgba: string }[];
    }>;
  };
}
