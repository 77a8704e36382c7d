// Files are drawn and encoded in a pool of threads (piscina) so a 200 ms AVIF never holds up the event loop
// that answers /healthz and every other request. The queue is bounded: when it is full the request is refused
// at once with 503 `overloaded` and a Retry-After, rather than waiting behind work it cannot overtake.
import { Piscina } from "piscina";
import type { ThreadCaches } from "../../cache/regions.js";
import { ApiError } from "../../contract/api-error.js";
import { EDGE } from "../../policy/config.js";
import type { FileRequest } from "../../render/files/encode.js";
import type { DeckOutcome, DeckTask } from "./deck-outcome.js";
import type { DocumentOutcome, DocumentTask } from "./document-outcome.js";

export interface FilePoolOptions {
  /** Threads drawing files in this process. */
  readonly threads: number;
  /** Files waiting for a thread, beyond which requests are refused. */
  readonly maxQueue: number;
  /** The budget of each thread's cache set (MARQUE_CACHE_MB; cache/regions.ts). */
  readonly cacheBytes?: number;
}

const RETRY_AFTER_SECONDS = EDGE.overloadRetryAfterSeconds;

/** Run from TypeScript (tests, tsx) the worker is a .ts file, loaded through tsx; built, it is plain .js. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith(".ts");
  const filename = new URL(`./file-worker.${fromSource ? "ts" : "js"}`, import.meta.url).href;
  return { filename, execArgv: fromSource ? ["--import", "tsx"] : [] };
}

export class FilePool {
  readonly #options: FilePoolOptions;
  #pool: Piscina | undefined;

  constructor(options: FilePoolOptions) {
    this.#options = options;
  }

  /** The file's bytes; rejects with 503 `overloaded` when the queue is full. */
  async encode(request: FileRequest): Promise<Buffer> {
    const bytes = (await this.#run(request)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** A deck validated and drawn on a thread (see deck-task.ts); 503 `overloaded` when the queue is full. */
  async deck(task: DeckTask): Promise<DeckOutcome> {
    return (await this.#run(task, "deck")) as DeckOutcome;
  }

  /** A Studio document drawn on a thread (see document-task.ts); 503 `overloaded` when the queue is full. */
  async document(task: DocumentTask): Promise<DocumentOutcome> {
    return (await this.#run(task, "document")) as DocumentOutcome;
  }

  #run(task: unknown, name?: string): Promise<unknown> {
    const pool = this.#start();
    if (pool.queueSize >= this.#options.maxQueue) {
      throw new ApiError(
        "overloaded",
        `the server is drawing ${this.#options.maxQueue} files already; retry in ${RETRY_AFTER_SECONDS} s`,
        "request",
        [],
        { "retry-after": String(RETRY_AFTER_SECONDS) },
      );
    }
    return pool.run(task, name === undefined ? {} : { name });
  }

  /** Threads start with the first file: a process that draws none starts none. */
  #start(): Piscina {
    this.#pool ??= new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads: this.#options.threads,
      // An idle thread ends, giving back its memory (sharp's and resvg's buffers, its heap).
      idleTimeout: EDGE.threadIdleMs,
      workerData: { cacheBytes: this.#options.cacheBytes } satisfies ThreadCaches,
    });
    return this.#pool;
  }

  async close(): Promise<void> {
    await this.#pool?.destroy();
    this.#pool = undefined;
  }
}
