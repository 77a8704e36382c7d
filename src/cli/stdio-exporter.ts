// The export tool's exporter for `marque mcp`: the HTTP app built in this process on the first export (never
// listening) and its POST /api/exports answered through RouteExporter, so stdio exports pass the same
// validation, capability checks, queue and limits as HTTP ones. Built lazily: start-up loads neither Fastify nor
// Chromium for a client that never exports.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../contract/api-error.js";
import { EXPORTS_PATH } from "../contract/index.js";
import { type ExportedFile, type Exporter, isExportedFile, type PendingExport } from "../mcp/exporter.js";
import type { ClosableExporter } from "../mcp/stdio.js";

/** Where the files are named: no HTTP server serves them over stdio, the answer embeds them. */
const FILES = "marque://exports";

interface Built {
  readonly app: FastifyInstance;
  readonly exporter: Exporter;
}

async function build(): Promise<Built> {
  const [{ buildApp }, { RouteExporter }] = await Promise.all([
    import("../server/app.js"),
    import("../server/routes/mcp-exporter.js"),
  ]);
  // No logger (stdout carries JSON-RPC only); the jobs live here, rendered here, even when MARQUE_REDIS_URL is
  // set: stdio is offline.
  const app = await buildApp({ logger: false, exportSharing: "alone", exports: { redisUrl: undefined } });
  await app.ready();
  return { app, exporter: new RouteExporter(app, "", "127.0.0.1") };
}

export class StdioExporter implements ClosableExporter {
  #built: Promise<Built> | undefined;
  #closed = false;

  async run(request: Readonly<Record<string, unknown>>): Promise<ExportedFile | PendingExport> {
    if (this.#closed) throw new ApiError("not_ready", "the MCP server is closing", "format");
    this.#built ??= build().catch((error: unknown) => {
      this.#built = undefined;
      throw error;
    });
    const result = await (await this.#built).exporter.run(request);
    // `/api/exports/{id}/file` → `marque://exports/{id}/file`.
    return isExportedFile(result)
      ? { ...result, url: `${FILES}${result.url.slice(EXPORTS_PATH.length)}` }
      : result;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const built = await this.#built?.catch(() => undefined);
    await built?.app.close();
  }
}
