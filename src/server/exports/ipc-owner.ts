// The owning worker's side of the cluster's shared export queue: answers other workers' calls (relayed by the
// primary) from its own queue, and forwards the events of their subscriptions.
import {
  type CallMessage,
  EXPORT_TAG,
  type ExportMessage,
  isExportMessage,
  sentError,
  sentFile,
} from "./ipc-protocol.js";
import type { ExportQueue, ExportTask } from "./queue.js";

/** Serves `queue` to the other workers until the returned function is called. */
export function serveExportQueue(
  queue: ExportQueue,
  send = (message: ExportMessage) => process.send?.(message),
): () => void {
  /** Unsubscribes by worker, then by subscription id. */
  const subscriptions = new Map<number, Map<number, () => void>>();

  const answer = async ({ method, args, from = 0 }: CallMessage): Promise<unknown> => {
    const [first, second] = args;
    switch (method) {
      case "enqueue":
        return queue.enqueue(first as ExportTask);
      case "get":
        return queue.get(String(first));
      case "cancel":
        return queue.cancel(String(first));
      case "result": {
        const file = await queue.result(String(first));
        return file && sentFile(file);
      }
      case "unsupported":
        return queue.unsupported(first as ExportTask);
      case "state":
        return queue.state();
      case "subscribe": {
        const subscription = Number(second);
        const mine = subscriptions.get(from) ?? new Map<number, () => void>();
        subscriptions.set(from, mine);
        let ended = false;
        const stop = await queue.subscribe(String(first), (event) => {
          send({ tag: EXPORT_TAG, kind: "event", to: from, subscription, event });
          if (event.type !== "end") return;
          ended = true;
          mine.delete(subscription);
        });
        if (!ended) mine.set(subscription, stop);
        return queue.get(String(first));
      }
      case "unsubscribe": {
        const mine = subscriptions.get(from);
        mine?.get(Number(first))?.();
        mine?.delete(Number(first));
        return undefined;
      }
    }
  };

  const onMessage = (message: unknown) => {
    if (!isExportMessage(message)) return;
    if (message.kind === "gone") {
      for (const stop of subscriptions.get(message.worker)?.values() ?? []) stop();
      subscriptions.delete(message.worker);
      return;
    }
    if (message.kind !== "call") return;
    const to = message.from ?? 0;
    answer(message).then(
      (value) => send({ tag: EXPORT_TAG, kind: "reply", to, call: message.call, value }),
      (error: unknown) =>
        send({ tag: EXPORT_TAG, kind: "reply", to, call: message.call, error: sentError(error) }),
    );
  };
  process.on("message", onMessage);
  return () => {
    process.off("message", onMessage);
    for (const mine of subscriptions.values()) for (const stop of mine.values()) stop();
    subscriptions.clear();
  };
}
