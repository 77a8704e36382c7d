// The in-memory export queue: a bounded list of waiting jobs, as many running as the renderer has pages, and
// finished files kept for a time and within a byte budget. Nothing is written to disk.
import { randomBytes } from "node:crypto";
import { ApiError } from "../../contract/api-error.js";
import { type ErrorBody, EXPORT_TIMEOUT_PER_MEGAPIXEL_FRAME_MS } from "../../contract/index.js";
import type {
  ExportEvent,
  ExporterState,
  ExportFile,
  ExportJob,
  ExportQueue,
  ExportRenderer,
  ExportTask,
} from "./queue.js";

export interface MemoryQueueOptions {
  /** Jobs rendering at once (the renderer's pages). */
  concurrency: number;
  /** Jobs waiting; more are refused. */
  queueLimit: number;
  ttlMs: number;
  resultBytes: number;
  timeoutMs: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** Jobs remembered at most, finished ones first forgotten (their files are within resultBytes anyway). */
const MAX_JOBS = 2_000;

interface Entry {
  job: ExportJob;
  task: ExportTask;
  file?: ExportFile;
  controller?: AbortController;
  listeners: Set<(event: ExportEvent) => void>;
}

const ended = (job: ExportJob) =>
  job.status === "done" || job.status === "failed" || job.status === "cancelled";

export class MemoryExportQueue implements ExportQueue {
  readonly #jobs = new Map<string, Entry>();
  readonly #waiting: Entry[] = [];
  /** Finished files by request key, for identical requests. */
  readonly #byKey = new Map<string, Entry>();
  #running = 0;
  #keptBytes = 0;
  readonly #sweeper: NodeJS.Timeout;

  constructor(
    private readonly renderer: ExportRenderer,
    private readonly options: MemoryQueueOptions,
  ) {
    this.#sweeper = setInterval(() => this.#sweep(), Math.min(options.ttlMs, 30_000));
    this.#sweeper.unref();
  }

  async enqueue(task: ExportTask): Promise<ExportJob> {
    this.#sweep();
    const same = this.#byKey.get(task.key);
    if (same?.file) return same.job;
    if (this.#waiting.length >= this.options.queueLimit)
      throw new ApiError(
        "queue_full",
        `the export queue is full (${this.options.queueLimit} jobs waiting); retry after ${this.options.retryAfterSeconds} s`,
        "request",
        [],
        { "retry-after": String(this.options.retryAfterSeconds) },
      );
    const entry: Entry = {
      job: {
        id: randomBytes(16).toString("hex"),
        status: "queued",
        progress: { frames: 0, total: task.frames },
        queuedAt: Date.now(),
      },
      task,
      listeners: new Set(),
    };
    this.#jobs.set(entry.job.id, entry);
    this.#waiting.push(entry);
    this.#forgetOldest();
    this.#next();
    return entry.job;
  }

  async get(id: string): Promise<ExportJob | undefined> {
    this.#sweep();
    return this.#jobs.get(id)?.job;
  }

  async cancel(id: string): Promise<ExportJob | undefined> {
    return this.#cancel(id);
  }

  #cancel(id: string): ExportJob | undefined {
    const entry = this.#jobs.get(id);
    if (!entry) return undefined;
    if (entry.job.status === "queued") {
      this.#waiting.splice(this.#waiting.indexOf(entry), 1);
      this.#finish(entry, "cancelled");
    } else if (entry.job.status === "running") {
      entry.controller?.abort("cancelled");
    }
    return entry.job;
  }

  async subscribe(id: string, listener: (event: ExportEvent) => void): Promise<() => void> {
    const entry = this.#jobs.get(id);
    if (!entry) return () => {};
    if (ended(entry.job)) {
      listener({ type: "end", job: entry.job });
      return () => {};
    }
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }

  async result(id: string): Promise<ExportFile | undefined> {
    return this.#jobs.get(id)?.file;
  }

  async unsupported(task: ExportTask): Promise<string | undefined> {
    return this.renderer.unsupported(task);
  }

  async state(): Promise<ExporterState> {
    return this.lastState();
  }

  lastState(): ExporterState {
    const missing = this.renderer.missing();
    const capabilities = this.renderer.capabilities();
    return {
      available: missing === undefined,
      ...(missing ? { missing } : {}),
      ...(capabilities ? { capabilities } : {}),
      queued: this.#waiting.length,
      running: this.#running,
      pages: this.options.concurrency,
      queueLimit: this.options.queueLimit,
    };
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    for (const entry of [...this.#waiting]) this.#cancel(entry.job.id);
    for (const entry of this.#jobs.values()) entry.controller?.abort("cancelled");
    await this.renderer.close();
  }

  /** Starts waiting jobs while pages are free. */
  #next(): void {
    while (this.#running < this.options.concurrency && this.#waiting.length > 0) {
      const entry = this.#waiting.shift() as Entry;
      void this.#run(entry);
    }
  }

  async #run(entry: Entry): Promise<void> {
    const { job, task } = entry;
    this.#running++;
    job.status = "running";
    job.startedAt = Date.now();
    const controller = new AbortController();
    entry.controller = controller;
    const limitMs = timeLimitMs(task, this.options.timeoutMs);
    const timer = setTimeout(() => controller.abort("timeout"), limitMs);
    this.#emit(entry, { type: "progress", job });
    try {
      const file = await this.renderer.render(task, {
        signal: controller.signal,
        onProgress: (frames, total) => {
          if (ended(job)) return;
          job.progress = { frames, total };
          this.#emit(entry, { type: "progress", job });
        },
      });
      if (controller.signal.aborted) throw new Error("aborted");
      this.#keep(entry, file);
    } catch (error) {
      const reason = controller.signal.reason;
      if (reason === "cancelled") this.#finish(entry, "cancelled");
      else if (reason === "timeout") this.#finish(entry, "failed", timeoutBody(task, limitMs));
      else this.#finish(entry, "failed", errorBodyOf(error));
    } finally {
      clearTimeout(timer);
      entry.controller = undefined;
      this.#running--;
      this.#next();
    }
  }

  #keep(entry: Entry, file: ExportFile): void {
    if (file.body.byteLength > this.options.resultBytes) {
      this.#finish(entry, "failed", tooLargeBody(file.body.byteLength, this.options.resultBytes));
      return;
    }
    this.#keptBytes += file.body.byteLength;
    entry.file = file;
    const { body: _body, ...info } = file;
    entry.job.file = info;
    entry.job.progress = { frames: entry.job.progress.total, total: entry.job.progress.total };
    this.#byKey.set(entry.task.key, entry);
    // The oldest files go first when the budget is passed.
    for (const other of this.#jobs.values()) {
      if (this.#keptBytes <= this.options.resultBytes) break;
      if (other !== entry && other.file) this.#forget(other);
    }
    this.#finish(entry, "done");
  }

  #finish(entry: Entry, status: ExportJob["status"], error?: ErrorBody): void {
    const { job } = entry;
    job.status = status;
    job.finishedAt = Date.now();
    job.expiresAt = job.finishedAt + this.options.ttlMs;
    if (error) job.error = error;
    this.#emit(entry, { type: "end", job });
    entry.listeners.clear();
  }

  #emit(entry: Entry, event: ExportEvent): void {
    for (const listener of entry.listeners) listener(event);
  }

  #forget(entry: Entry): void {
    this.#jobs.delete(entry.job.id);
    if (entry.file) this.#keptBytes -= entry.file.body.byteLength;
    entry.file = undefined;
    if (this.#byKey.get(entry.task.key) === entry) this.#byKey.delete(entry.task.key);
  }

  #sweep(): void {
    const now = Date.now();
    for (const entry of this.#jobs.values())
      if (entry.job.expiresAt !== undefined && entry.job.expiresAt <= now) this.#forget(entry);
  }

  #forgetOldest(): void {
    if (this.#jobs.size <= MAX_JOBS) return;
    for (const entry of this.#jobs.values()) {
      if (this.#jobs.size <= MAX_JOBS) break;
      if (ended(entry.job)) this.#forget(entry);
    }
  }
}

/** A job's time limit: it grows with the work, frames × megapixels. */
export const timeLimitMs = (task: ExportTask, baseMs: number) =>
  baseMs + Math.ceil(task.frames * (task.pixels / 1e6) * EXPORT_TIMEOUT_PER_MEGAPIXEL_FRAME_MS);

export const timeoutBody = (task: ExportTask, limitMs: number): ErrorBody =>
  new ApiError(
    "request_timeout",
    `the export took longer than its limit of ${Math.round(limitMs / 1000)} s (${task.frames} frames at ${task.pixels} pixels)`,
    "request",
  ).toBody();

export const tooLargeBody = (bytes: number, bound: number): ErrorBody =>
  new ApiError(
    "payload_too_large",
    `the file (${bytes} bytes) is larger than the exporter keeps (${bound} bytes)`,
    "request",
  ).toBody();

/** A renderer's failure in the error shape: the Studio's own body when it gave one. */
export function errorBodyOf(error: unknown): ErrorBody {
  if (error instanceof ApiError) return error.toBody();
  if (error && typeof error === "object" && "body" in error) return (error as { body: ErrorBody }).body;
  // Details of a failure on the server's side stay there (an internal error's body never carries them).
  return new ApiError(
    "internal_error",
    "the export page failed; the job can be sent again",
    "request",
  ).toBody();
}
