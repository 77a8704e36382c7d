// /api/exports: export jobs over HTTP. POST answers 202 with the job (or 200 with the file under
// `Prefer: wait=N`), GET polls it, /file serves the file, /events streams progress (server-sent events),
// DELETE cancels. The routes talk only to the ExportQueue interface.
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import {
  EXPORT_MAX_WAIT_SECONDS,
  EXPORTS_PATH,
  type ExportJobBody,
  exportLinks,
  MAX_BODY_BYTES,
  REQUEST_CONTENT_TYPE,
} from "../../contract/index.js";
import { bodyReader } from "../body-reader.js";
import { jsonBodyOnly } from "../json-media-type.js";
import type { ExportEvent, ExportFile, ExportJob, ExportQueue } from "./queue.js";
import { exportTask } from "./validate.js";

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

export function jobBody(job: ExportJob): ExportJobBody {
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    timings: {
      queuedAt: iso(job.queuedAt) as string,
      ...(job.startedAt ? { startedAt: iso(job.startedAt) } : {}),
      ...(job.finishedAt ? { finishedAt: iso(job.finishedAt) } : {}),
      ...(job.expiresAt ? { expiresAt: iso(job.expiresAt) } : {}),
    },
    ...(job.file ? { file: job.file } : {}),
    ...(job.error ? { error: job.error } : {}),
    links: exportLinks(job.id),
  };
}

/** `Prefer: wait=N` (RFC 7240), at most EXPORT_MAX_WAIT_SECONDS; undefined when not asked. */
export function preferredWait(header: string | string[] | undefined): number | undefined {
  const text = [header ?? []].flat().join(",");
  const match = /(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?/iu.exec(text);
  return match ? Math.min(Number(match[1]), EXPORT_MAX_WAIT_SECONDS) : undefined;
}

const ended = (job: ExportJob) => job.status !== "queued" && job.status !== "running";

/** Resolves with the job once it ends, or after `ms`. */
async function untilEnd(queue: ExportQueue, id: string, ms: number): Promise<ExportJob | undefined> {
  let stop: (() => void) | undefined;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const end = new Promise<ExportJob | undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    queue
      .subscribe(id, (event) => {
        if (event.type === "end") resolve(event.job);
      })
      .then(
        (unsubscribe) => {
          // Listening may start after the wait is over: then it stops at once.
          if (finished) unsubscribe();
          else stop = unsubscribe;
        },
        () => resolve(undefined),
      );
  });
  try {
    return (await end) ?? (await queue.get(id));
  } finally {
    finished = true;
    clearTimeout(timer);
    stop?.();
  }
}

const notFound = (id: string) =>
  new ApiError("not_found", `no export job ${id.slice(0, 64)}: it never existed or has expired`, "id");

export async function exportRoutes(app: FastifyInstance, { queue }: { queue: ExportQueue }): Promise<void> {
  app.removeAllContentTypeParsers();
  const asBytes = { bodyLimit: MAX_BODY_BYTES } as const;
  app.addContentTypeParser("*", asBytes, bodyReader(MAX_BODY_BYTES));
  app.addContentTypeParser(REQUEST_CONTENT_TYPE, asBytes, bodyReader(MAX_BODY_BYTES));
  app.addHook("onClose", () => queue.close());

  const jobOf = async (id: string) => {
    const job = await queue.get(id);
    if (!job) throw notFound(id);
    return job;
  };
  const fileReply = (reply: FastifyReply, file: ExportFile) =>
    reply
      .headers({
        "content-type": file.mimeType,
        "content-length": String(file.body.byteLength),
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "private, no-store",
      })
      .send(file.body);
  const sendFile = async (reply: FastifyReply, id: string) => {
    const file = await queue.result(id);
    if (!file) {
      const job = await jobOf(id);
      throw new ApiError("not_found", `export job ${id} has no file: it is ${job.status}`, "id");
    }
    return fileReply(reply, file);
  };

  // What the exporter can do: formats need Chromium, and the probed capabilities once a page has loaded.
  app.get(EXPORTS_PATH, () => queue.state());

  app.post(EXPORTS_PATH, {
    preParsing: jsonBodyOnly,
    handler: async (request, reply) => {
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch (error) {
        throw new ApiError("invalid_json", `the body is not JSON: ${(error as Error).message}`);
      }
      const task = exportTask(body);
      const state = await queue.state();
      if (!state.available)
        throw new ApiError("capability_unavailable", `exports are unavailable: ${state.missing}`, "request");
      const unsupported = await queue.unsupported(task);
      if (unsupported)
        throw new ApiError(
          "capability_unavailable",
          `${task.options.format} exports are unavailable: ${unsupported}`,
          "format",
        );
      let job = await queue.enqueue(task);
      const wait = preferredWait(request.headers.prefer);
      if (wait !== undefined && !ended(job)) job = (await untilEnd(queue, job.id, wait * 1000)) ?? job;
      if (wait !== undefined && job.status === "done") {
        const file = await queue.result(job.id);
        if (file)
          return fileReply(
            reply
              .code(200)
              .header("preference-applied", `wait=${wait}`)
              .header("content-location", exportLinks(job.id).self),
            file,
          );
      }
      return reply.code(202).header("location", exportLinks(job.id).self).send(jobBody(job));
    },
  });

  app.get(`${EXPORTS_PATH}/:id`, async (request) =>
    jobBody(await jobOf((request.params as { id: string }).id)),
  );

  app.get(`${EXPORTS_PATH}/:id/file`, async (request, reply) =>
    sendFile(reply, (request.params as { id: string }).id),
  );

  app.get(`${EXPORTS_PATH}/:id/events`, async (request, reply) => {
    const job = await jobOf((request.params as { id: string }).id);
    const stream = new PassThrough();
    const write = (event: ExportEvent["type"] | "state", value: ExportJob) =>
      stream.write(`event: ${event}\ndata: ${JSON.stringify(jobBody(value))}\n\n`);
    write("state", job);
    let closed = false;
    let stop = () => {};
    reply.raw.on("close", () => {
      closed = true;
      stop();
      stream.end();
    });
    // Listening is set up before the answer starts: a queue that cannot be reached answers in the error shape.
    const unsubscribe = await queue.subscribe(job.id, (event) => {
      write(event.type, event.job);
      if (event.type === "end") stream.end();
    });
    if (closed) unsubscribe();
    else stop = unsubscribe;
    return reply
      .headers({
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      })
      .send(stream);
  });

  app.delete(`${EXPORTS_PATH}/:id`, async (request) => {
    const { id } = request.params as { id: string };
    const job = await queue.cancel(id);
    if (!job) throw notFound(id);
    // A running job stops at its next frame: answered once it has (or after a few seconds, still running).
    return jobBody(ended(job) ? job : ((await untilEnd(queue, id, 5_000)) ?? job));
  });
}
