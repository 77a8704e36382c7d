// Export jobs (POST /api/exports): submit, follow the job's progress (server-sent events), fetch the file, or
// cancel — and `run`, which does all of it with an onProgress callback and an AbortSignal.
import { type Api, ok } from "./api.js";
import { MarqueError } from "./errors.js";
import { serverEvents } from "./events.js";
import { fileOf, type MarqueFile } from "./files.js";
import type { components } from "./schema.js";

export type ExportRequest = components["schemas"]["ExportRequest"];
export type ExportJob = components["schemas"]["ExportJob"];

export interface ExportRunOptions {
  /** Aborting cancels the job on the server (DELETE) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the job on every event: queued, running with `progress.frames` of `progress.total`, ended. */
  onProgress?: (job: ExportJob) => void;
}

const ENDED: readonly ExportJob["status"][] = ["done", "failed", "cancelled"];

/** Whether a value read from an event is a job (it came over the wire; its id and status are checked). */
function isJob(value: unknown): value is ExportJob {
  if (typeof value !== "object" || value === null || !("id" in value) || !("status" in value)) return false;
  return typeof value.id === "string" && ENDED.concat(["queued", "running"]).some((s) => s === value.status);
}

export function exportJobs(api: Api) {
  const path = (id: string) => ({ params: { path: { id } } });

  const jobs = {
    /** What the exporter can do now: whether it takes jobs, what is missing, the probed capabilities. */
    state: () => ok(api.GET("/api/exports")),
    /** Accepts a job (202); a queue_full or capability_unavailable refusal throws. */
    async submit(request: ExportRequest, { signal }: { signal?: AbortSignal } = {}): Promise<ExportJob> {
      const answer = await ok(api.POST("/api/exports", { body: request, ...(signal ? { signal } : {}) }));
      if (!isJob(answer)) throw new MarqueError(202, "POST /api/exports answered no job");
      return answer;
    },
    get: (id: string) => ok(api.GET("/api/exports/{id}", path(id))),
    /** Cancels a queued or running job; answers the job as it ends. */
    cancel: (id: string) => ok(api.DELETE("/api/exports/{id}", path(id))),
    /** The finished job's file (404 not_found once it has expired). */
    async file(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<MarqueFile> {
      const answer = await api.GET("/api/exports/{id}/file", {
        ...path(id),
        parseAs: "stream",
        ...(signal ? { signal } : {}),
      });
      return fileOf(answer);
    },

    /** The job as it changes: its state now, each progress event, and the end, after which it returns. */
    async *progress(id: string, { signal }: { signal?: AbortSignal } = {}): AsyncGenerator<ExportJob> {
      const { data, error, response } = await api.GET("/api/exports/{id}/events", {
        ...path(id),
        parseAs: "stream",
        headers: { accept: "text/event-stream" },
        ...(signal ? { signal } : {}),
      });
      if (!response.ok || !data) throw new MarqueError(response.status, error);
      for await (const { data: text } of serverEvents(data)) {
        const job: unknown = JSON.parse(text);
        if (!isJob(job)) throw new MarqueError(response.status, text);
        yield job;
        if (ENDED.includes(job.status)) return;
      }
    },

    /**
     * Submits `request`, follows it to its end and answers its file. A failed job throws its MarqueError; an
     * aborted one is cancelled on the server.
     */
    async run(request: ExportRequest, { signal, onProgress }: ExportRunOptions = {}): Promise<MarqueFile> {
      signal?.throwIfAborted();
      let job = await jobs.submit(request, { ...(signal ? { signal } : {}) });
      try {
        onProgress?.(job);
        for await (const next of jobs.progress(job.id, { ...(signal ? { signal } : {}) })) {
          job = next;
          onProgress?.(job);
        }
      } catch (error) {
        if (!signal?.aborted) throw error;
        await jobs.cancel(job.id).catch(() => undefined);
        throw signal.reason;
      }
      if (job.status !== "done") {
        throw new MarqueError(0, job.error ?? `export job ${job.id} ended ${job.status}`);
      }
      return jobs.file(job.id, { ...(signal ? { signal } : {}) });
    },
  };
  return jobs;
}
