// The export tool's Exporter on the HTTP server: POST /api/exports answered in-process (app.inject: no socket)
// with `Prefer: wait`, so a tool call passes the same validation, capability checks, queue and limits as an
// HTTP client's request, and nothing here reaches into the export service's internals.
import type { FastifyInstance } from "fastify";
import { ApiError, isErrorBody } from "../../contract/api-error.js";
import { EXPORT_MAX_WAIT_SECONDS, EXPORTS_PATH } from "../../contract/index.js";
import type { ExportedFile, Exporter, PendingExport } from "../../mcp/exporter.js";

/** The file name of a Content-Disposition header. */
const filenameOf = (disposition: unknown) => /filename="([^"]+)"/u.exec(String(disposition ?? ""))?.[1] ?? "";

/**
 * The one call into the export service: its request answered with the file once done (within the longest
 * wait), or with the job. Awaited, whatever the service answers with.
 */
async function submitExport(
  app: FastifyInstance,
  request: Readonly<Record<string, unknown>>,
  remoteAddress: string,
) {
  return await app.inject({
    method: "POST",
    url: EXPORTS_PATH,
    // The tool's caller, so the rate limit counts the export against them, not against the server itself.
    remoteAddress,
    headers: { "content-type": "application/json", prefer: `wait=${EXPORT_MAX_WAIT_SECONDS}` },
    payload: JSON.stringify(request),
  });
}

export class RouteExporter implements Exporter {
  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    /** The MCP request's client address. */
    private readonly remoteAddress: string,
  ) {}

  async run(request: Readonly<Record<string, unknown>>): Promise<ExportedFile | PendingExport> {
    const response = await submitExport(this.app, request, this.remoteAddress);
    if (response.statusCode === 200) {
      const job = String(response.headers["content-location"] ?? "");
      return {
        bytes: response.rawPayload,
        mimeType: String(response.headers["content-type"] ?? "application/octet-stream").split(";")[0] ?? "",
        filename: filenameOf(response.headers["content-disposition"]),
        url: `${this.origin}${job}/file`,
      };
    }
    const body: unknown = response.json();
    if (response.statusCode !== 202) {
      if (isErrorBody(body)) throw ApiError.fromBody(body);
      throw new ApiError("internal_error", `the export service answered ${response.statusCode}`);
    }
    const job = body as PendingExport & { error?: unknown };
    if (isErrorBody(job.error)) throw ApiError.fromBody(job.error);
    const links = Object.fromEntries(
      Object.entries(job.links).map(([name, path]) => [name, `${this.origin}${path}`]),
    );
    return { id: job.id, status: job.status, progress: job.progress, links };
  }
}
