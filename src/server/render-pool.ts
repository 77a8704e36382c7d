// Renders of large request bodies (caller images: up to three ~1 MB SVGs, 0.3–2.8 s of CPU apiece) run on a
// worker thread (render-thread.ts), not the event loop: while one runs, the loop still reads and writes
// sockets, answers the probes and renders the small requests (render-queue.ts), the operating system sharing
// the core between them. In one render on the loop, /healthz waited for the whole of it (p99 ~550 ms under
// `npm run heavy`). Jobs wait in order for the thread, at most EDGE.renderThreadQueue of them (beyond, 503
// `overloaded` at once). When the server starts closing,
// the jobs still waiting are answered 503 `overloaded` (shed()) so that the drain waits for the running render
// only. A thread that dies fails its job (500) and is replaced. After EDGE.threadIdleMs without a job the
// thread ends and its memory (its own heap and caches: parsed fonts, inspected images, shaped text) goes back
// to the system; the next large body starts another. (Rejecting early at a short queue made clients resend
// their 3.9 MB bodies at once, again and again: reading those uploads kept the event loop busier than the
// renders had; so did a bound of 48 MB of waiting bodies, under `npm run heavy` 336 answers in 346 were 503 and
// /healthz p99 was over a second. Waiting bodies are the memory the heavy load costs by design.)
import { Worker } from "node:worker_threads";
import type { ThreadCaches } from "../cache/regions.js";
import { ApiError } from "../contract/api-error.js";
import type { ErrorCode, Issue } from "../contract/index.js";
import type { SvgSource } from "../generate/generate.js";
import { EDGE } from "../policy/config.js";

export interface RenderJob {
  readonly id: number;
  readonly body: Uint8Array;
}

/** What the thread sends back: the answer's bytes, the caller's error, or a failure (500). */
export type RenderOutcome =
  | {
      readonly id: number;
      readonly headers: Readonly<Record<string, string>>;
      readonly mediaType: string;
      readonly body: Uint8Array;
      readonly source?: SvgSource;
    }
  | {
      readonly id: number;
      readonly error: {
        code: ErrorCode;
        message: string;
        field: string;
        issues: readonly Issue[];
        headers: Readonly<Record<string, string>>;
        omittedIssues: number;
      };
    }
  | { readonly id: number; readonly failure: string };

export interface ThreadRendered {
  readonly headers: Readonly<Record<string, string>>;
  readonly mediaType: string;
  readonly body: Buffer;
  /** A background's or template's SVG, its text joined. */
  readonly source?: SvgSource;
}

interface Pending {
  readonly job: RenderJob;
  readonly resolve: (rendered: ThreadRendered) => void;
  readonly reject: (error: unknown) => void;
}

/** Under tsx and vitest this file is TypeScript, and so is the thread's, which tsx then loads. */
const typescript = import.meta.url.endsWith(".ts");
const THREAD = new URL(typescript ? "./render-thread.ts" : "./render-thread.js", import.meta.url);

const retryAfter = String(EDGE.overloadRetryAfterSeconds);
const overloaded = (why: string) =>
  new ApiError(
    "overloaded",
    `the server is overloaded (${why}); retry in ${retryAfter} seconds`,
    "request",
    [],
    {
      "retry-after": retryAfter,
    },
  );

/**
 * One render thread, started on first use, with its queue of jobs. It is not warmed up (warm-up.ts): under
 * load, rendering every identity cost the thread ~20 s before its first answer; a first heavy request parses
 * only its own identity's fonts, besides the inspection of its images, which no warm-up can do ahead.
 */
export class RenderPool {
  #worker: Worker | undefined;
  readonly #queue: Pending[] = [];
  #running: Pending | undefined;
  #nextId = 1;
  #closed = false;
  #idle: NodeJS.Timeout | undefined;
  readonly #idleMs: number;

  readonly #cacheBytes: number | undefined;

  /** `cacheBytes`: the budget of the thread's cache set (MARQUE_CACHE_MB; default cache/regions.ts's). */
  constructor(options: { idleMs?: number; cacheBytes?: number } = {}) {
    this.#idleMs = options.idleMs ?? EDGE.threadIdleMs;
    this.#cacheBytes = options.cacheBytes;
  }

  /** Whether a thread is running (started, and not yet ended for idleness or closing). */
  get started(): boolean {
    return this.#worker !== undefined;
  }
  /** Validates and generates `body` on the thread; rejects with the ApiError the caller gets, or a failure. */
  run(body: Buffer): Promise<ThreadRendered> {
    if (this.#closed) return Promise.reject(new Error("the render pool is closed"));
    if (this.#queue.length >= EDGE.renderThreadQueue) {
      return Promise.reject(overloaded("its image renders are queued"));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, body }, resolve, reject });
      this.#next();
    });
  }

  /** Jobs waiting or running. */
  get pending(): number {
    return this.#queue.length + (this.#running ? 1 : 0);
  }

  /** Answers every job still waiting 503 `overloaded`: the server is closing, and waits for the running one. */
  shed(): void {
    for (const pending of this.#queue.splice(0)) pending.reject(overloaded("it is shutting down"));
  }

  /**
   * Ends the thread at once and fails what was waiting for it; a closed pool takes no more jobs. The server
   * closes it after its connections have closed, when no caller is left to answer.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = undefined;
    for (const pending of [...(this.#running ? [this.#running] : []), ...this.#queue.splice(0)]) {
      pending.reject(new Error("the render pool is closed"));
    }
    this.#running = undefined;
    await worker?.terminate();
  }

  #start(): Worker {
    // Compiled, the thread takes the process's V8 flags (package.json's start); under tsx or vitest it
    // registers tsx first, to load TypeScript.
    const workerData: ThreadCaches = { cacheBytes: this.#cacheBytes };
    const worker = typescript
      ? new Worker(
          `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD.href)}); });`,
          { eval: true, workerData },
        )
      : new Worker(THREAD, { workerData });
    // The server's sockets keep the process alive while a render runs; the thread alone never does.
    worker.unref();
    worker.on("message", (outcome: RenderOutcome) => this.#settle(outcome));
    worker.on("error", (error) => this.#fail(worker, error));
    worker.on("exit", (code) => this.#fail(worker, new Error(`the render thread exited (${code})`)));
    return worker;
  }

  #next(): void {
    if (this.#running) return;
    const pending = this.#queue.shift();
    if (!pending) {
      this.#endWhenIdle();
      return;
    }
    clearTimeout(this.#idle);
    this.#running = pending;
    this.#worker ??= this.#start();
    this.#worker.postMessage(pending.job);
  }

  #settle(outcome: RenderOutcome): void {
    const pending = this.#running;
    if (!pending || pending.job.id !== outcome.id) return;
    this.#running = undefined;
    if ("body" in outcome) {
      const { headers, mediaType, body, source } = outcome;
      pending.resolve({
        headers,
        mediaType,
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        ...(source ? { source } : {}),
      });
    } else if ("error" in outcome) {
      const { code, message, field, issues, headers, omittedIssues } = outcome.error;
      pending.reject(new ApiError(code, message, field, issues, headers, omittedIssues));
    } else {
      pending.reject(new Error(`render failed: ${outcome.failure}`));
    }
    this.#next();
  }

  /** Ends the thread once it has had no job for the idle time. */
  #endWhenIdle(): void {
    clearTimeout(this.#idle);
    if (!this.#worker || this.#closed) return;
    this.#idle = setTimeout(() => {
      const worker = this.#worker;
      if (!worker || this.#running || this.#queue.length > 0) return;
      // Forgotten first, so that its exit is not taken for a failure (#fail ignores a thread not current).
      this.#worker = undefined;
      void worker.terminate();
    }, this.#idleMs);
    this.#idle.unref();
  }

  /** A thread that failed or exited: its job fails (500) and the next job starts a new thread. */
  #fail(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    const pending = this.#running;
    this.#running = undefined;
    pending?.reject(error);
    if (!this.#closed) this.#next();
  }
}
