// The messages between cluster workers and the one that owns the export queue (ipc-owner.ts, ipc-queue.ts).
// Workers only talk to the cluster primary (process.send); the primary relays by `to` (cluster.ts).

import { ApiError } from "../../contract/api-error.js";
import type { ErrorBody } from "../../contract/index.js";
import { EXPORT_TAG } from "./ipc-names.js";
import type { ExportFile } from "./queue.js";

export { EXPORT_TAG } from "./ipc-names.js";

export type ExportMethod = "enqueue" | "get" | "cancel" | "result" | "unsupported" | "state" | "unsubscribe";

/** A proxy worker's call; `subscribe` calls carry the subscription's id in `args[1]`. */
export interface CallMessage {
  tag: typeof EXPORT_TAG;
  kind: "call";
  /** Set by the primary: the cluster id of the calling worker. */
  from?: number;
  call: number;
  method: ExportMethod | "subscribe";
  args: unknown[];
}

export interface ReplyMessage {
  tag: typeof EXPORT_TAG;
  kind: "reply";
  to: number;
  call: number;
  value?: unknown;
  error?: SentError;
}

export interface EventMessage {
  tag: typeof EXPORT_TAG;
  kind: "event";
  to: number;
  subscription: number;
  event: unknown;
}

/** From the primary: the owner died (to proxies), or a proxy died (to the owner: drop its subscriptions). */
export interface GoneMessage {
  tag: typeof EXPORT_TAG;
  kind: "gone";
  worker: number;
  owner: boolean;
}

export type ExportMessage = CallMessage | ReplyMessage | EventMessage | GoneMessage;

export const isExportMessage = (message: unknown): message is ExportMessage =>
  typeof message === "object" && message !== null && (message as { tag?: unknown }).tag === EXPORT_TAG;

export interface SentError {
  body: ErrorBody;
  headers: Record<string, string>;
}

/** An error as sent: an ApiError keeps its body and headers (queue_full's Retry-After); others are internal. */
export function sentError(error: unknown): SentError {
  if (error instanceof ApiError) return { body: error.toBody(), headers: { ...error.headers } };
  return {
    body: new ApiError("internal_error", "the export process failed to answer").toBody(),
    headers: {},
  };
}

export const receivedError = ({ body, headers }: SentError) => ApiError.fromBody(body, headers);

/** A file as sent over IPC: JSON serialization, so the bytes travel as base64. */
export type SentFile = Omit<ExportFile, "body"> & { base64: string };

export const sentFile = ({ body, ...info }: ExportFile): SentFile => ({
  ...info,
  base64: body.toString("base64"),
});

export const receivedFile = ({ base64, ...info }: SentFile): ExportFile => ({
  ...info,
  body: Buffer.from(base64, "base64"),
});
