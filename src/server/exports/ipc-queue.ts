// A cluster worker's export queue when another worker owns the real one (ipc-owner.ts): every call goes to the
// owner through the primary and waits for its answer a bounded time. When the owner is gone or does not answer,
// calls fail with 503 capability_unavailable instead of hanging, and subscriptions end.
import { ApiError } from "../../contract/api-error.js";
import {
  type CallMessage,
  EXPORT_TAG,
  type ExportMethod,
  isExportMessage,
  receivedError,
  receivedFile,
  type SentFile,
} from "./ipc-protocol.js";
import type { ExportEvent, ExporterState, ExportFile, ExportJob, ExportQueue, ExportTask } from "./queue.js";

export interface IpcQueueOptions {
  /** How long a call waits for the owner's answer. */
  timeoutMs: number;
  /** The state /healthz reports before the owner first answered. */
  initialState: ExporterState;
  send?: (message: CallMessage) => void;
}

/** How old the state /healthz reports may be before it is asked for again (in the background). */
const STATE_REFRESH_MS = 2_000;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

const unavailable = (why: string) =>
  new ApiError(
    "capability_unavailable",
    `exports are unavailable for now: ${why}; retry shortly`,
    "request",
    [],
    {
      "retry-after": "5",
    },
  );

export class IpcExportQueue implements ExportQueue {
  readonly #pending = new Map<number, Pending>();
  /** Listeners by subscription, with the job as last seen (to end its stream if the owner dies). */
  readonly #listeners = new Map<number, { listener: (event: ExportEvent) => void; job?: ExportJob }>();
  #nextCall = 1;
  #state: ExporterState;
  #stateAt = 0;
  readonly #send: (message: CallMessage) => void;
  readonly #onMessage = (message: unknown) => this.#receive(message);

  constructor(private readonly options: IpcQueueOptions) {
    this.#state = options.initialState;
    this.#send = options.send ?? ((message) => process.send?.(message));
    process.on("message", this.#onMessage);
  }

  enqueue(task: ExportTask): Promise<ExportJob> {
    return this.#call("enqueue", [task]) as Promise<ExportJob>;
  }

  get(id: string): Promise<ExportJob | undefined> {
    return this.#call("get", [id]) as Promise<ExportJob | undefined>;
  }

  cancel(id: string): Promise<ExportJob | undefined> {
    return this.#call("cancel", [id]) as Promise<ExportJob | undefined>;
  }

  async result(id: string): Promise<ExportFile | undefined> {
    const sent = (await this.#call("result", [id])) as SentFile | undefined;
    return sent && receivedFile(sent);
  }

  unsupported(task: ExportTask): Promise<string | undefined> {
    return this.#call("unsupported", [task]) as Promise<string | undefined>;
  }

  async state(): Promise<ExporterState> {
    this.#state = (await this.#call("state", [])) as ExporterState;
    this.#stateAt = Date.now();
    return this.#state;
  }

  lastState(): ExporterState {
    if (Date.now() - this.#stateAt > STATE_REFRESH_MS) {
      this.#stateAt = Date.now();
      this.state().catch((error: unknown) => {
        this.#state = {
          ...this.#state,
          available: false,
          missing: error instanceof Error ? error.message : "the export process does not answer",
        };
      });
    }
    return this.#state;
  }

  async subscribe(id: string, listener: (event: ExportEvent) => void): Promise<() => void> {
    // The id is the call's: the listener is in place before the owner can send an event.
    const subscription = this.#nextCall;
    const entry: { listener: (event: ExportEvent) => void; job?: ExportJob } = {
      listener: (event) => {
        entry.job = event.job;
        if (event.type === "end") this.#listeners.delete(subscription);
        listener(event);
      },
    };
    this.#listeners.set(subscription, entry);
    try {
      entry.job ??= (await this.#call("subscribe", [id, subscription])) as ExportJob | undefined;
    } catch (error) {
      this.#listeners.delete(subscription);
      throw error;
    }
    return () => {
      if (!this.#listeners.delete(subscription)) return;
      this.#call("unsubscribe", [subscription]).catch(() => {});
    };
  }

  async close(): Promise<void> {
    process.off("message", this.#onMessage);
    this.#failAll("this server is closing");
  }

  #call(method: ExportMethod | "subscribe", args: unknown[]): Promise<unknown> {
    const call = this.#nextCall++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(call);
        reject(unavailable(`the export process did not answer within ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      this.#pending.set(call, { resolve, reject, timer });
      try {
        this.#send({ tag: EXPORT_TAG, kind: "call", call, method, args });
      } catch {
        clearTimeout(timer);
        this.#pending.delete(call);
        reject(unavailable("this worker cannot reach the cluster primary"));
      }
    });
  }

  #receive(message: unknown): void {
    if (!isExportMessage(message)) return;
    if (message.kind === "reply") {
      const pending = this.#pending.get(message.call);
      if (!pending) return;
      this.#pending.delete(message.call);
      clearTimeout(pending.timer);
      if (message.error) pending.reject(receivedError(message.error));
      else pending.resolve(message.value);
    } else if (message.kind === "event") {
      this.#listeners.get(message.subscription)?.listener(message.event as ExportEvent);
    } else if (message.kind === "gone" && message.owner) {
      this.#failAll("the export process restarted, and its jobs with it");
    }
  }

  /** Fails every waiting call and ends every stream: their jobs lived in the owner's memory. */
  #failAll(why: string): void {
    for (const [call, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(unavailable(why));
      this.#pending.delete(call);
    }
    const error = unavailable(why).toBody();
    for (const { listener, job } of [...this.#listeners.values()])
      if (job) listener({ type: "end", job: { ...job, status: "failed", finishedAt: Date.now(), error } });
    this.#listeners.clear();
  }
}
