// One entry for the loop formats (the contract's MOTION_EXPORT_FORMATS), so the tools that export motion name
// a format rather than pick an encoder: adding a format is an exporter here, not an edit in every tool.
import type { MotionExportFormat } from "../../src/contract/index.js";
import { exportGif } from "./gif.js";
import { exportMp4 } from "./mp4.js";
import type { ExportOptions, ExportResult } from "./types.js";
import { exportWebm } from "./webm.js";

const EXPORTERS: Readonly<Record<MotionExportFormat, (options: ExportOptions) => Promise<ExportResult>>> = {
  gif: exportGif,
  mp4: exportMp4,
  webm: exportWebm,
};

/** Renders and encodes `options` as `format`; a video format rejects with `capability_unavailable` when the browser cannot encode it. */
export const exportMotion = (format: MotionExportFormat, options: ExportOptions): Promise<ExportResult> =>
  EXPORTERS[format](options);
