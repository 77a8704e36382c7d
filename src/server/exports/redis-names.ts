// What the HTTP servers and `marque worker` processes share in Redis: the BullMQ queue's name, the keys beside
// it (files, identical requests, cancels, workers' heartbeats), and how a job's outcome is written.
import { Redis, type RedisOptions } from "ioredis";
import { ApiError, isErrorBody } from "../../contract/api-error.js";
import type { ErrorBody } from "../../contract/index.js";
import type { ExportFileInfo, ExportTask } from "./queue.js";

export const QUEUE_NAME = "exports";
/** BullMQ's key prefix, and the prefix of Marque's own keys. */
export const PREFIX = "marque";

export const fileKey = (id: string) => `${PREFIX}:export-file:${id}`;
export const requestKey = (key: string) => `${PREFIX}:export-request:${key}`;
export const cancelKey = (id: string) => `${PREFIX}:export-cancel:${id}`;
/** A job cancelled while it waited: removed from the queue, remembered here until it expires. */
export const cancelledKey = (id: string) => `${PREFIX}:export-cancelled:${id}`;
/** A hash: worker name → its heartbeat (JSON WorkerBeat). */
export const WORKERS_KEY = `${PREFIX}:export-workers`;

/** How often a worker writes its heartbeat, and how old one may be before the worker counts as gone. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_STALE_MS = 20_000;

export interface WorkerBeat {
  at: number;
  pid: number;
  pages: number;
  capabilities?: Record<string, boolean>;
}

export interface JobData {
  task: ExportTask;
}

export type JobResult = ExportFileInfo;

/** A cancelled job's failure reason; any other failure's reason is its error body as JSON. */
export const CANCELLED_REASON = "marque:cancelled";

/** The error body a failure reason holds; BullMQ's own reasons (a stalled job) become an internal error. */
export function reasonBody(reason: string | undefined): ErrorBody {
  try {
    const body: unknown = JSON.parse(reason ?? "");
    if (isErrorBody(body)) return body;
  } catch {}
  const stalled = /stalled/iu.test(reason ?? "");
  return new ApiError(
    "internal_error",
    stalled
      ? "the worker rendering this export stopped (killed or restarted) and so did the one that retried it; send the job again"
      : "the export worker failed; send the job again",
    "request",
  ).toBody();
}

/** A connection that gives up on a command at once when Redis is down, instead of queueing it for ever. */
export function redisClient(url: string, blocking = false): Redis {
  const options: RedisOptions = {
    // BullMQ's blocking connections (workers, queue events) must retry for ever; others fail fast.
    maxRetriesPerRequest: blocking ? null : 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  };
  const client = new Redis(url, options);
  // Reconnection is automatic; callers see a command fail, not an unhandled error event.
  client.on("error", () => {});
  return client;
}
