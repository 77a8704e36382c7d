// Export jobs over HTTP (POST /api/exports): a Studio source document and an export format in, a job out whose
// file is the Studio's own export of that document. Bounds and defaults live here; the server derives from them.
import { z } from "zod";
import { DESIGN_LAB_MODES } from "./design-export.js";
import { STUDIO_EXPORT_FORMATS } from "./discovery.js";

export const EXPORTS_PATH = "/api/exports";

/** A job's states: queued → running → done | failed | cancelled. */
export const EXPORT_JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
/** The states a job no longer leaves. */
export const EXPORT_JOB_ENDS: readonly ExportJobStatus[] = ["done", "failed", "cancelled"];

/** The longest `Prefer: wait=N` honoured, in seconds (RFC 7240). */
export const EXPORT_MAX_WAIT_SECONDS = 60;

/** Server defaults; each is an environment variable (docs/exports.md). */
export const EXPORT_DEFAULTS = {
  /** Chromium pages rendering at once (MARQUE_EXPORT_PAGES). */
  pages: 1,
  /** Pages per browser process (MARQUE_EXPORT_PAGES_PER_BROWSER). */
  pagesPerBrowser: 4,
  /** A page is replaced after this many jobs (MARQUE_EXPORT_PAGE_JOBS). */
  jobsPerPage: 50,
  /** Jobs waiting for a page; more are refused with 429 queue_full (MARQUE_EXPORT_QUEUE). */
  queue: 16,
  /** How long a finished job and its file are kept, in ms (MARQUE_EXPORT_TTL_MS). */
  ttlMs: 10 * 60_000,
  /** MB of finished files kept in memory; the oldest go first (MARQUE_EXPORT_RESULT_MB). */
  resultMb: 256,
  /** A job's time limit: this much, plus per-frame time by pixels (MARQUE_EXPORT_TIMEOUT_MS). */
  timeoutMs: 30_000,
  /**
   * With Redis: how long a `marque worker`'s hold on a job lasts unrenewed, and how often workers look for jobs
   * whose worker died, to run them again (MARQUE_EXPORT_STALLED_MS).
   */
  stalledMs: 30_000,
} as const;
/** Per frame of a million pixels, added to a job's time limit. */
export const EXPORT_TIMEOUT_PER_MEGAPIXEL_FRAME_MS = 400;

export const exportRequestSchema = z.strictObject({
  source: z
    .record(z.string(), z.unknown())
    .describe(
      "a Studio source document: a Design Lab document (version 3 as POST /api/generate design-sequence answers it, or 4), a Motion document, or a background or template request",
    ),
  format: z.enum(STUDIO_EXPORT_FORMATS).describe("one of the formats of the tool that reads the source"),
  mode: z
    .enum(DESIGN_LAB_MODES)
    .optional()
    .describe("Design Lab only: standard (the loop) or shader-sequence (the cuts and the final hold)"),
  timeMs: z
    .number()
    .min(0)
    .optional()
    .describe("PNG and JPG of a loop: the time of the frame, in milliseconds from the loop's start"),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportProgressSchema = z.object({
  frames: z.number().int().min(0).describe("frames encoded so far"),
  total: z.number().int().min(0).describe("frames in the file (0 until the export starts)"),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

export const exportJobSchema = z.object({
  id: z.string().describe("128 random bits, hex"),
  status: z.enum(EXPORT_JOB_STATUSES),
  progress: exportProgressSchema,
  timings: z.object({
    queuedAt: z.string().describe("ISO time the job was accepted"),
    startedAt: z.string().optional(),
    finishedAt: z.string().optional(),
    expiresAt: z.string().optional().describe("when a finished job and its file are forgotten"),
  }),
  file: z
    .object({
      filename: z.string(),
      mimeType: z.string(),
      bytes: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    })
    .optional(),
  error: z.unknown().optional().describe("a failed job's error, in the error body's shape"),
  links: z.object({ self: z.string(), file: z.string(), events: z.string() }),
});
export type ExportJobBody = z.infer<typeof exportJobSchema>;

/** GET /api/exports: what the exporter can do now (the queue's state, as /healthz also reports it). */
export const exporterStateSchema = z.object({
  available: z.boolean().describe("whether POST /api/exports takes jobs"),
  missing: z.string().optional().describe("when not available: what is missing and how to install it"),
  capabilities: z
    .record(z.string(), z.boolean())
    .optional()
    .describe("probed once a page has loaded: WebGL2, WebCodecs, H.264 (MP4), VP9 (WebM)"),
  queued: z.number().int().min(0).describe("jobs waiting for a page"),
  running: z.number().int().min(0).describe("jobs rendering now"),
  pages: z.number().int().min(0).describe("Chromium pages rendering at once"),
  queueLimit: z.number().int().min(0).describe("jobs that may wait; more are refused with 429 queue_full"),
});

export const exportLinks = (id: string) => ({
  self: `${EXPORTS_PATH}/${id}`,
  file: `${EXPORTS_PATH}/${id}/file`,
  events: `${EXPORTS_PATH}/${id}/events`,
});
