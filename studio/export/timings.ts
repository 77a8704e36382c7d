// Each finished export leaves a User Timing measure ("marque:export gif", "… mp4", "… webm") whose detail is
// its ExportTimings, so a profiler or the exports bench can read where the time went (frame rendering and
// readback vs. encoding) from a page that only calls the Studio's public design.export.
import type { ExportTimings } from "./types.js";

/** The measure's name for `format`. */
export const timingName = (format: "gif" | "mp4" | "webm") => `marque:export ${format}`;

/** Records `timings` of an export that started at `started` (performance.now()) and returns them. */
export function recordTimings(
  format: "gif" | "mp4" | "webm",
  started: number,
  timings: ExportTimings,
): ExportTimings {
  // A page without User Timing (never the Studio's browsers) simply keeps no record.
  performance.measure?.(timingName(format), { start: started, duration: timings.totalMs, detail: timings });
  return timings;
}
