// The export tools' exporter for `marque mcp`: the HTTP app built in this process on the first export (never
// listening) and its export routes answered through RouteExporter, so stdio exports pass the same validation,
// capability checks, queue and limits as HTTP ones. Built lazily: start-up loads neither Fastify nor Chromium
// for a client that never exports. No HTTP server serves anything here, so a file is named
// `marque://exports/{id}/file` (the answer embeds it) and a pending job answers only its id (no links).
import type { FastifyInstance } from "fastify";
import { ApiError } from "../contract/api-error.js";
import { EXPORTS_PATH } from "../contract/index.js";
import {
  type ExportedFile,
  type Exporter,
  type ExportWatch,
  exportWaitMs,
  isExportedFile,
  type PendingExport,
} from "../mcp/exporter.js";
import type { ClosableExporter } from "../mcp/stdio.js";

/** Where the files are named: no HTTP server serves them over stdio, the answer embeds them. */
const FILES = "marque://exports";

interface Built {
  readonly app: FastifyInstance;
  readonly exporter: Exporter;
}

async function build(waitMs: number): Promise<Built> {
  const [{ buildApp }, { RouteExporter }] = await Promise.all([
    import("../server/app.js"),
    import("../server/routes/mcp-exporter.js"),
  ]);
  // No logger (stdout carries JSON-RPC only); the jobs live here, rendered here, even when MARQUE_REDIS_URL is
  // set: stdio is offline.
  const app = await buildApp({ logger: false, exportSharing: "alone", exports: { redisUrl: undefined } });
  await app.ready();
  return { app, exporter: new RouteExporter(app, { origin: "", remoteAddress: "127.0.0.1", waitMs }) };
}

/** `/api/exports/{id}/file` → `marque://exports/{id}/file`; a pending job without its HTTP links. */
function overStdio(result: ExportedFile | PendingExport): ExportedFile | PendingExport {
  if (isExportedFile(result)) return { ...result, url: `${FILES}${result.url.slice(EXPORTS_PATH.length)}` };
  const { links: _http, ...pending } = result;
  return pending;
}

export class StdioExporter implements ClosableExporter {
  #built: Promise<Built> | undefined;
  #closed = false;
  /** Read at start: a bad MARQUE_MCP_EXPORT_WAIT_MS stops `marque mcp` with its name. */
  readonly #waitMs = exportWaitMs();

  #exporter(): Promise<Built> {
    if (this.#closed) throw new ApiError("not_ready", "the MCP server is closing", "format");
    this.#built ??= build(this.#waitMs).catch((error: unknown) => {
      this.#built = undefined;
      throw error;
    });
    return this.#built;
  }

  async run(request: Readonly<Record<string, unknown>>, watch?: ExportWatch) {
    return overStdio(await (await this.#exporter()).exporter.run(request, watch));
  }

  async follow(id: string, watch?: ExportWatch) {
    return overStdio(await (await this.#exporter()).exporter.follow(id, watch));
  }

  async close(): Promise<void> {
    this.#closed = true;
    const built = await this.#built?.catch(() => undefined);
    await built?.app.close();
  }
}
