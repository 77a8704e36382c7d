// What an export makes and how it runs: the formats' media types, the shell's cancellation and progress, and
// the finished file. Shared by the encoders here, every tool and the shell.
import type { StudioExportFormat } from "../../src/contract/index.js";

export type ExportFormat = StudioExportFormat;

/** The media type of each export format. */
export const MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** What the shell gives a running export: cancellation and a progress callback. */
export interface ExportRun {
  signal: AbortSignal;
  onProgress(frame: number, frames: number): void;
}

/** A finished export: serializable fields plus the Blob itself. */
export interface Artifact {
  filename: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  /** Motion: the number of frames and the length. */
  frames?: number;
  durationMs?: number;
  blob: Blob;
}
