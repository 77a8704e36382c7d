// The export queue as the routes see it: an asynchronous interface, so the routes work the same over the
// in-memory queue (memory-queue.ts), its proxy in another cluster worker (ipc-queue.ts) or a shared one.
import type { ErrorBody, ExportJobStatus, ExportProgress, ExportRequest } from "../../contract/index.js";

/** A request once validated: the tool that reads its source and the export action's input. */
export interface ExportTask {
  tool: string;
  /** The tool's export action (`design.export`, `animation.export`, …). */
  action: string;
  source: Record<string, unknown>;
  options: Omit<ExportRequest, "source">;
  /** Frames the file will hold and its pixels per frame: the job's time limit grows with both. */
  frames: number;
  pixels: number;
  /** A hash of the canonical request: identical requests may share a finished file. */
  key: string;
}

export interface ExportFileInfo {
  filename: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
}

export interface ExportFile extends ExportFileInfo {
  body: Buffer;
}

export interface ExportJob {
  id: string;
  status: ExportJobStatus;
  progress: ExportProgress;
  queuedAt: number;
  startedAt?: number;
  finishedAt?: number;
  expiresAt?: number;
  file?: ExportFileInfo;
  error?: ErrorBody;
}

export type ExportEvent = { type: "progress"; job: ExportJob } | { type: "end"; job: ExportJob };

/** What the exporter can do now, for GET /api/exports and /healthz. */
export interface ExporterState {
  /** Whether POST /api/exports takes jobs; when not, what is missing and how to install it. */
  available: boolean;
  missing?: string;
  /** Probed once a page has loaded: WebGL2, WebCodecs, H.264. */
  capabilities?: Record<string, boolean>;
  queued: number;
  running: number;
  pages: number;
  queueLimit: number;
}

export interface ExportQueue {
  /** Accepts a task (or answers a finished identical one); rejects with ApiError queue_full when full. */
  enqueue(task: ExportTask): Promise<ExportJob>;
  get(id: string): Promise<ExportJob | undefined>;
  /** Cancels a queued or running job; a finished one is left as it is. */
  cancel(id: string): Promise<ExportJob | undefined>;
  /**
   * Progress and the end of a job; resolves, once listening, with the unsubscribe. The end is sent at once for
   * a finished job.
   */
  subscribe(id: string, listener: (event: ExportEvent) => void): Promise<() => void>;
  /** The finished file, while kept. */
  result(id: string): Promise<ExportFile | undefined>;
  /** Why this task cannot run here (no WebGL2, no H.264 in the probed browser); undefined when it can. */
  unsupported(task: ExportTask): Promise<string | undefined>;
  state(): Promise<ExporterState>;
  /** The state as last known, at once: /healthz answers from it without waiting on another process. */
  lastState(): ExporterState;
  close(): Promise<void>;
}

/** Renders one task: the part that runs the Studio (chromium-exporter.ts). */
export interface ExportRenderer {
  render(
    task: ExportTask,
    hooks: { signal: AbortSignal; onProgress(frames: number, total: number): void },
  ): Promise<ExportFile>;
  /** Why no job can run (nothing to launch, no built Studio), checked before a job is accepted. */
  missing(): string | undefined;
  /** Why this task cannot run in the browser as probed (no WebGL2, no H.264), once known. */
  unsupported(task: ExportTask): string | undefined;
  capabilities(): Record<string, boolean> | undefined;
  close(): Promise<void>;
}
