// A `marque worker`'s side of the Redis export queue: takes jobs from BullMQ, renders them in its own Chromium
// pages (chromium-exporter.ts, the Studio served by an app that does not listen), reports progress, and stores
// each file in Redis for the time limit. It looks for a cancel every CANCEL_CHECK_MS and stops the render; a
// worker that dies mid-job loses its lock and BullMQ's stalled-job check hands the job to another worker once.
import { hostname } from "node:os";
import { UnrecoverableError, Worker } from "bullmq";
import type { FastifyInstance } from "fastify";
import { ChromiumExporter } from "./chromium-exporter.js";
import type { ExportConfig } from "./config.js";
import { errorBodyOf, timeLimitMs, timeoutBody, tooLargeBody } from "./memory-queue.js";
import {
  CANCELLED_REASON,
  cancelKey,
  fileKey,
  HEARTBEAT_MS,
  type JobData,
  type JobResult,
  PREFIX,
  QUEUE_NAME,
  redisClient,
  requestKey,
  WORKERS_KEY,
} from "./redis-names.js";

const CANCEL_CHECK_MS = 250;
/** Progress is written at most this often (each write is a Redis call and an event to every server). */
const PROGRESS_EVERY_MS = 200;

export type WorkerLog = (msg: string, fields?: Record<string, unknown>) => void;

export interface ExportWorker {
  readonly name: string;
  /** Finishes the jobs it runs, then stops taking jobs and closes the browsers. */
  close(): Promise<void>;
}

/** Starts taking jobs; throws when this machine cannot render (no Chromium, no built Studio). */
export async function startExportWorker(
  app: Pick<FastifyInstance, "inject">,
  config: ExportConfig & { redisUrl: string },
  log: WorkerLog,
): Promise<ExportWorker> {
  const renderer = new ChromiumExporter(app, {
    executablePath: config.chromiumPath,
    pages: config.pages,
    pagesPerBrowser: config.pagesPerBrowser,
    jobsPerPage: config.jobsPerPage,
  });
  const missing = renderer.missing();
  if (missing) throw new Error(missing);
  // The pages open before the first job: the browser's start is not charged to a job, and the heartbeat
  // carries the capabilities from the start.
  await renderer.warm();
  const name = `${hostname()}:${process.pid}`;
  const redis = redisClient(config.redisUrl, true);
  const resultBytes = config.resultMb * 1024 * 1024;

  const beat = () =>
    redis
      .hset(
        WORKERS_KEY,
        name,
        JSON.stringify({
          at: Date.now(),
          pid: process.pid,
          pages: config.pages,
          capabilities: renderer.capabilities(),
        }),
      )
      .catch(() => {});
  await beat();
  const beating = setInterval(beat, HEARTBEAT_MS);

  const worker = new Worker<JobData, JobResult>(
    QUEUE_NAME,
    async (job) => {
      const id = job.id as string;
      const { task } = job.data;
      log("job started", { job: id, worker: name, attempt: job.attemptsStarted });
      const controller = new AbortController();
      const limitMs = timeLimitMs(task, config.timeoutMs);
      const timer = setTimeout(() => controller.abort("timeout"), limitMs);
      const watching = setInterval(() => {
        redis.exists(cancelKey(id)).then(
          (found) => found && controller.abort("cancelled"),
          () => {},
        );
      }, CANCEL_CHECK_MS);
      let reportedAt = 0;
      try {
        if (await redis.exists(cancelKey(id))) throw new UnrecoverableError(CANCELLED_REASON);
        const file = await renderer.render(task, {
          signal: controller.signal,
          onProgress: (frames, total) => {
            const now = Date.now();
            if (now - reportedAt < PROGRESS_EVERY_MS && frames < total) return;
            reportedAt = now;
            job.updateProgress({ frames, total }).catch(() => {});
          },
        });
        if (controller.signal.aborted) throw new Error("aborted");
        if (file.body.byteLength > resultBytes)
          throw new UnrecoverableError(JSON.stringify(tooLargeBody(file.body.byteLength, resultBytes)));
        await redis.set(fileKey(id), file.body, "PX", config.ttlMs);
        await redis.set(requestKey(task.key), id, "PX", config.ttlMs);
        const { body: _body, ...info } = file;
        log("job done", { job: id, worker: name, bytes: info.bytes });
        return info;
      } catch (error) {
        if (error instanceof UnrecoverableError) throw error;
        const reason = controller.signal.reason;
        if (reason === "cancelled") {
          log("job cancelled", { job: id, worker: name });
          throw new UnrecoverableError(CANCELLED_REASON);
        }
        const body = reason === "timeout" ? timeoutBody(task, limitMs) : errorBodyOf(error);
        log("job failed", { job: id, worker: name, code: body.error.code });
        throw new UnrecoverableError(JSON.stringify(body));
      } finally {
        clearTimeout(timer);
        clearInterval(watching);
        // The document leaves Redis with the render: the job keeps its counts and options, not the source.
        await job.updateData({ task: { ...task, source: {} } }).catch(() => {});
      }
    },
    {
      connection: redisClient(config.redisUrl, true),
      prefix: PREFIX,
      concurrency: config.pages,
      lockDuration: config.stalledMs,
      stalledInterval: config.stalledMs,
      // A job whose worker died runs once more elsewhere; dying twice fails it with a clear error.
      maxStalledCount: 1,
    },
  );
  worker.on("error", (error) => log("queue error", { error: error.message }));
  await worker.waitUntilReady();
  log("worker ready", { worker: name, pages: config.pages });

  return {
    name,
    async close() {
      clearInterval(beating);
      await worker.close();
      await redis.hdel(WORKERS_KEY, name).catch(() => {});
      redis.disconnect();
      await renderer.close();
    },
  };
}
