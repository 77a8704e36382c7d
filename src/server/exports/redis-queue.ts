// The export queue of an HTTP server when MARQUE_REDIS_URL is set: jobs go to BullMQ on Redis and `marque worker`
// processes (redis-worker.ts) render them; this side only enqueues, reads jobs and files, cancels, and streams
// progress from BullMQ's queue events. Every call is bounded in time: with Redis down it fails with 503
// capability_unavailable within seconds, and works again once Redis is back.
import { randomBytes } from "node:crypto";
import { Job, Queue, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";
import { ApiError } from "../../contract/api-error.js";
import { unsupportedIn } from "./capabilities.js";
import type { ExportEvent, ExporterState, ExportFile, ExportJob, ExportQueue, ExportTask } from "./queue.js";
import {
  CANCELLED_REASON,
  cancelKey,
  cancelledKey,
  fileKey,
  HEARTBEAT_STALE_MS,
  type JobData,
  type JobResult,
  PREFIX,
  QUEUE_NAME,
  reasonBody,
  redisClient,
  requestKey,
  WORKERS_KEY,
  type WorkerBeat,
} from "./redis-names.js";

export interface RedisQueueOptions {
  url: string;
  queueLimit: number;
  ttlMs: number;
  retryAfterSeconds: number;
}

/** How long one call may wait on Redis before it is answered with a 503. */
const CALL_TIMEOUT_MS = 3_000;
/** How old the state /healthz reports may be before it is read again (in the background). */
const STATE_REFRESH_MS = 2_000;
const ID_PATTERN = /^[0-9a-f]{32}$/u;

const unreachable = () =>
  new ApiError(
    "capability_unavailable",
    "exports are unavailable for now: the export queue (Redis) does not answer; retry shortly",
    "request",
    [],
    { "retry-after": "5" },
  );

/** A 128-bit random id; BullMQ refuses custom ids that are integers, so an all-digit one is drawn again. */
function newId(): string {
  for (;;) {
    const id = randomBytes(16).toString("hex");
    if (!/^\d+$/u.test(id)) return id;
  }
}

type Listener = (event: ExportEvent) => void;

export class RedisExportQueue implements ExportQueue {
  readonly #redis: Redis;
  readonly #queue: Queue<JobData, JobResult>;
  readonly #events: QueueEvents;
  readonly #listeners = new Map<string, Set<Listener>>();
  #state: ExporterState;
  #stateAt = 0;

  constructor(private readonly options: RedisQueueOptions) {
    this.#redis = redisClient(options.url);
    this.#queue = new Queue<JobData, JobResult>(QUEUE_NAME, { connection: this.#redis, prefix: PREFIX });
    this.#queue.on("error", () => {});
    this.#events = new QueueEvents(QUEUE_NAME, {
      connection: redisClient(options.url, true),
      prefix: PREFIX,
    });
    this.#events.on("error", () => {});
    const relay = (id: string, end: boolean) => {
      if (!this.#listeners.has(id)) return;
      this.#get(id).then(
        (job) => job && this.#emit(job, end || ended(job)),
        () => {},
      );
    };
    this.#events.on("active", ({ jobId }) => relay(jobId, false));
    this.#events.on("progress", ({ jobId }) => relay(jobId, false));
    for (const name of ["completed", "failed", "removed"] as const)
      this.#events.on(name, ({ jobId }: { jobId: string }) => relay(jobId, true));
    this.#state = {
      available: false,
      missing: "the export queue (Redis) has not answered yet",
      queued: 0,
      running: 0,
      pages: 0,
      queueLimit: options.queueLimit,
    };
  }

  enqueue(task: ExportTask): Promise<ExportJob> {
    return bounded(async () => {
      const same = await this.#redis.get(requestKey(task.key));
      const done = same ? await this.#get(same) : undefined;
      if (done?.status === "done") return done;
      const waiting = await this.#queue.getJobCountByTypes("waiting", "prioritized", "delayed");
      if (waiting >= this.options.queueLimit)
        throw new ApiError(
          "queue_full",
          `the export queue is full (${this.options.queueLimit} jobs waiting); retry after ${this.options.retryAfterSeconds} s`,
          "request",
          [],
          { "retry-after": String(this.options.retryAfterSeconds) },
        );
      const id = newId();
      const age = Math.ceil(this.options.ttlMs / 1000);
      const job = await this.#queue.add(
        "export",
        { task },
        { jobId: id, attempts: 1, removeOnComplete: { age }, removeOnFail: { age } },
      );
      return { id, status: "queued", progress: { frames: 0, total: task.frames }, queuedAt: job.timestamp };
    });
  }

  get(id: string): Promise<ExportJob | undefined> {
    return bounded(() => this.#get(id));
  }

  cancel(id: string): Promise<ExportJob | undefined> {
    return bounded(async () => {
      const job = await this.#get(id);
      if (!job || ended(job)) return job;
      if (job.status === "queued") {
        // Removed while it waits; remembered as cancelled. A job a worker took meanwhile is cancelled running.
        const finishedAt = Date.now();
        const cancelled: ExportJob = {
          ...job,
          status: "cancelled",
          finishedAt,
          expiresAt: finishedAt + this.options.ttlMs,
        };
        await this.#redis.set(cancelledKey(id), JSON.stringify(cancelled), "PX", this.options.ttlMs);
        const removed = await this.#queue
          .remove(id)
          .then((count) => count > 0)
          .catch(() => false);
        if (removed) {
          this.#emit(cancelled, true);
          return cancelled;
        }
        await this.#redis.del(cancelledKey(id));
      }
      // The worker rendering it looks for this key and stops at its next check.
      await this.#redis.set(cancelKey(id), "1", "PX", this.options.ttlMs);
      return (await this.#get(id)) ?? job;
    });
  }

  async subscribe(id: string, listener: Listener): Promise<() => void> {
    const set = this.#listeners.get(id) ?? new Set();
    this.#listeners.set(id, set);
    set.add(listener);
    const stop = () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(id) === set) this.#listeners.delete(id);
    };
    try {
      const job = await this.get(id);
      if (job && ended(job) && set.has(listener)) {
        stop();
        listener({ type: "end", job });
      }
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  result(id: string): Promise<ExportFile | undefined> {
    return bounded(async () => {
      const job = await this.#get(id);
      if (job?.status !== "done" || !job.file) return undefined;
      const body = await this.#redis.getBuffer(fileKey(id));
      return body ? { ...job.file, body } : undefined;
    });
  }

  async unsupported(task: ExportTask): Promise<string | undefined> {
    const state = await this.state();
    return unsupportedIn(state.capabilities, task);
  }

  state(): Promise<ExporterState> {
    return bounded(async () => {
      const now = Date.now();
      const beats = Object.values(await this.#redis.hgetall(WORKERS_KEY))
        .map((text) => JSON.parse(text) as WorkerBeat)
        .filter((beat) => now - beat.at < HEARTBEAT_STALE_MS);
      const counts = await this.#queue.getJobCounts("waiting", "prioritized", "delayed", "active");
      const capabilities = beats.find((beat) => beat.capabilities)?.capabilities;
      this.#state = {
        available: beats.length > 0,
        ...(beats.length > 0
          ? {}
          : {
              missing:
                "no `marque worker` process is running: start one with the same MARQUE_REDIS_URL (docs/cli.md)",
            }),
        ...(capabilities ? { capabilities } : {}),
        queued: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
        running: counts.active ?? 0,
        pages: beats.reduce((sum, beat) => sum + beat.pages, 0),
        queueLimit: this.options.queueLimit,
      };
      this.#stateAt = Date.now();
      return this.#state;
    });
  }

  lastState(): ExporterState {
    if (Date.now() - this.#stateAt > STATE_REFRESH_MS) {
      this.#stateAt = Date.now();
      this.state().catch(() => {
        const { capabilities: _, ...rest } = this.#state;
        this.#state = {
          ...rest,
          available: false,
          missing: "the export queue (Redis) does not answer",
        };
      });
    }
    return this.#state;
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await Promise.race([
      Promise.allSettled([this.#events.close(), this.#queue.close()]),
      new Promise((resolve) => setTimeout(resolve, CALL_TIMEOUT_MS)),
    ]);
    this.#redis.disconnect();
  }

  #emit(job: ExportJob, end: boolean): void {
    const set = this.#listeners.get(job.id);
    if (!set) return;
    if (end) this.#listeners.delete(job.id);
    for (const listener of [...set]) listener({ type: end ? "end" : "progress", job });
  }

  async #get(id: string): Promise<ExportJob | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    // The state before the job: read the other way round, a job that ends between the two reads was reported
    // failed with its running snapshot's empty reason (an `internal_error` in place of its own), or done
    // without its file.
    const state = await this.#queue.getJobState(id);
    const job = (await Job.fromId(this.#queue, id)) as Job<JobData, JobResult> | undefined;
    if (!job) {
      const cancelled = await this.#redis.get(cancelledKey(id));
      return cancelled ? (JSON.parse(cancelled) as ExportJob) : undefined;
    }
    const total = job.data.task.frames;
    const progress =
      typeof job.progress === "object" && job.progress !== null && "frames" in job.progress
        ? (job.progress as ExportJob["progress"])
        : { frames: 0, total };
    const base: ExportJob = {
      id,
      status: "queued",
      progress,
      queuedAt: job.timestamp,
      ...(job.processedOn ? { startedAt: job.processedOn } : {}),
    };
    if (state === "active") return { ...base, status: "running" };
    if (state !== "completed" && state !== "failed") return base;
    const finishedAt = job.finishedOn ?? Date.now();
    const expiresAt = finishedAt + this.options.ttlMs;
    // Kept no longer than the time limit, whenever BullMQ gets to removing it.
    if (expiresAt <= Date.now()) return undefined;
    const finished = { ...base, finishedAt, expiresAt };
    if (state === "completed")
      return { ...finished, status: "done", progress: { frames: total, total }, file: job.returnvalue };
    if (job.failedReason === CANCELLED_REASON) return { ...finished, status: "cancelled" };
    return { ...finished, status: "failed", error: reasonBody(job.failedReason) };
  }
}

const ended = (job: ExportJob) => job.status !== "queued" && job.status !== "running";

/** Runs a call on Redis within CALL_TIMEOUT_MS; a Redis failure becomes a 503, an ApiError stays itself. */
async function bounded<T>(call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(unreachable()), CALL_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreachable();
  } finally {
    clearTimeout(timer);
  }
}
