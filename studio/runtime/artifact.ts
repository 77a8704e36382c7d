// What an export makes and how it runs: the formats' media types, the shell's cancellation and progress, and
// the finished file. Shared by the encoders here, every tool and the shell.
import { STUDIO_EXPORT_MEDIA_TYPES, type StudioExportFormat } from "../../src/contract/index.js";

export type ExportFormat = StudioExportFormat;

/** The media type of each export format (the contract's). */
export const MEDIA_TYPES = STUDIO_EXPORT_MEDIA_TYPES;

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
