// The export tools' Exporter on the HTTP server: the export routes answered in-process (app.inject: no socket),
// so a tool call passes the same validation, capability checks, queue and limits as an HTTP client's request,
// and nothing here reaches into the export service's internals. A call POSTs the job, then follows its
// server-sent events (each frame's progress) until it ends or the wait bound runs out, then GETs the file.
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { ApiError, isErrorBody } from "../../contract/api-error.js";
import {
  EXPORT_JOB_ENDS,
  EXPORT_MAX_WAIT_SECONDS,
  EXPORTS_PATH,
  type ExportJobBody,
} from "../../contract/index.js";
import type { ExportedFile, Exporter, ExportWatch, PendingExport } from "../../mcp/exporter.js";

/** The file name of a Content-Disposition header. */
const filenameOf = (disposition: unknown) => /filename="([^"]+)"/u.exec(String(disposition ?? ""))?.[1] ?? "";

const ended = (job: ExportJobBody) => EXPORT_JOB_ENDS.includes(job.status);

/** An answer that is not the one expected, as the error it carries (or an internal one). */
function refusal(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return ApiError.fromBody(body);
  return new ApiError("internal_error", `the export service answered ${status}`);
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

async function textOf(stream: Readable): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

export interface RouteExporterOptions {
  /** Absolute origin of the links and file URLs ("" over stdio: they are paths). */
  origin: string;
  /** The MCP request's client address: the rate limit counts the export against them, not the server. */
  remoteAddress: string;
  /** How long a call waits for its job before answering it pending (default the longest `Prefer: wait`). */
  waitMs?: number;
}

export class RouteExporter implements Exporter {
  readonly #waitMs: number;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: RouteExporterOptions,
  ) {
    this.#waitMs = options.waitMs ?? EXPORT_MAX_WAIT_SECONDS * 1000;
  }

  #inject(method: "GET" | "POST", url: string, payload?: unknown, payloadAsStream = false) {
    return this.app.inject({
      method,
      url,
      remoteAddress: this.options.remoteAddress,
      ...(payload === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) }),
      payloadAsStream,
    });
  }

  async run(request: Readonly<Record<string, unknown>>, watch?: ExportWatch) {
    const response = await this.#inject("POST", EXPORTS_PATH, request);
    const body = parsed(response.body);
    if (response.statusCode !== 202) throw refusal(response.statusCode, body);
    return this.#outcome(body as ExportJobBody, watch);
  }

  async follow(id: string, watch?: ExportWatch) {
    const response = await this.#inject("GET", `${EXPORTS_PATH}/${encodeURIComponent(id)}`);
    const body = parsed(response.body);
    if (response.statusCode !== 200) throw refusal(response.statusCode, body);
    return this.#outcome(body as ExportJobBody, watch);
  }

  /** The job's file once it ends within the wait; its error when it failed; else the job, pending. */
  async #outcome(accepted: ExportJobBody, watch?: ExportWatch): Promise<ExportedFile | PendingExport> {
    const job = ended(accepted) ? accepted : await this.#watch(accepted, watch);
    if (job.status === "failed" && isErrorBody(job.error)) throw ApiError.fromBody(job.error);
    if (!ended(job)) {
      const { id, status, progress } = job;
      const links = Object.fromEntries(
        Object.entries(job.links).map(([name, path]) => [name, `${this.options.origin}${path}`]),
      );
      return { id, status, progress, links };
    }
    // Done, or cancelled (the route then says the job has no file, in the error shape).
    const file = await this.#inject("GET", job.links.file);
    if (file.statusCode !== 200) throw refusal(file.statusCode, parsed(file.body));
    return {
      bytes: file.rawPayload,
      mimeType: String(file.headers["content-type"] ?? "application/octet-stream").split(";")[0] ?? "",
      filename: filenameOf(file.headers["content-disposition"]),
      url: `${this.options.origin}${job.links.file}`,
    };
  }

  /** The job's events until it ends or the wait runs out: the last state seen, each progress told to `watch`. */
  async #watch(job: ExportJobBody, watch?: ExportWatch): Promise<ExportJobBody> {
    const response = await this.#inject("GET", job.links.events, undefined, true);
    const stream = response.stream();
    if (response.statusCode !== 200) throw refusal(response.statusCode, parsed(await textOf(stream)));
    let last = job;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stream.destroy();
    }, this.#waitMs);
    try {
      let buffer = "";
      for await (const chunk of stream) {
        buffer += String(chunk);
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const data = /^data: (.*)$/mu.exec(buffer.slice(0, cut))?.[1];
          buffer = buffer.slice(cut + 2);
          const event = data === undefined ? undefined : (parsed(data) as ExportJobBody | undefined);
          if (!event) continue;
          last = event;
          watch?.onProgress?.(event.progress.frames, event.progress.total);
          if (ended(event)) return event;
        }
      }
    } catch (error) {
      // The wait ran out: the stream was closed on purpose.
      if (!timedOut) throw error;
    } finally {
      clearTimeout(timer);
      stream.destroy();
    }
    return last;
  }
}
