// What the export tool runs through: the export service (Chromium pages behind its queue) of the HTTP server
// when the MCP server is mounted at /mcp, or of the app `marque mcp` builds in its own process on the first
// export (src/cli/stdio-exporter.ts).

/** A finished export's file. */
export interface ExportedFile {
  readonly bytes: Buffer;
  readonly mimeType: string;
  readonly filename: string;
  /**
   * Where the file can be fetched over HTTP while the job is kept (absolute); over stdio, where no HTTP server
   * serves it, `marque://exports/{id}/file` (a name: the answer embeds the file).
   */
  readonly url: string;
}

/** A job that had not ended when the wait ran out: where to follow it over HTTP. */
export interface PendingExport {
  readonly id: string;
  readonly status: string;
  readonly progress: unknown;
  readonly links: Readonly<Record<string, string>>;
}

export interface Exporter {
  /**
   * Runs POST /api/exports's request (validated there), waiting for its end up to the service's longest wait.
   * Throws the contract's ApiError when refused (capability_unavailable, queue_full, invalid_request) or when
   * the job failed.
   */
  run(request: Readonly<Record<string, unknown>>): Promise<ExportedFile | PendingExport>;
}

export const isExportedFile = (result: ExportedFile | PendingExport): result is ExportedFile =>
  "bytes" in result;
