// What the export tools run through: the export service (Chromium pages behind its queue) of the HTTP server
// when the MCP server is mounted at /mcp, or of the app `marque mcp` builds in its own process on the first
// export (src/cli/stdio-exporter.ts).
import { EXPORT_MAX_WAIT_SECONDS } from "../contract/index.js";

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

/** A job that had not ended when the wait ran out: its id (to follow with the `export` tool) and, over HTTP, its links. */
export interface PendingExport {
  readonly id: string;
  readonly status: string;
  readonly progress: { readonly frames: number; readonly total: number };
  readonly links?: Readonly<Record<string, string>>;
}

/** What a caller hears while it waits. */
export interface ExportWatch {
  /** The job's frames encoded so far, of `total` (0 until it starts). */
  onProgress?(frames: number, total: number): void;
}

export interface Exporter {
  /**
   * Runs POST /api/exports's request (validated there), waiting for its end up to the exporter's wait bound.
   * Throws the contract's ApiError when refused (capability_unavailable, queue_full, invalid_request) or when
   * the job failed.
   */
  run(request: Readonly<Record<string, unknown>>, watch?: ExportWatch): Promise<ExportedFile | PendingExport>;
  /** Waits again (up to the bound) for the job `id` an earlier call left running; then as `run`. */
  follow(id: string, watch?: ExportWatch): Promise<ExportedFile | PendingExport>;
}

export const isExportedFile = (result: ExportedFile | PendingExport): result is ExportedFile =>
  "bytes" in result;

/** The variable that shortens how long an export tool call waits for its job (tests, slow clients). */
export const EXPORT_WAIT_VARIABLE = "MARQUE_MCP_EXPORT_WAIT_MS";

/**
 * How long an export tool call waits for its job, in ms: MARQUE_MCP_EXPORT_WAIT_MS (1 to the longest
 * `Prefer: wait`), else that longest wait. A value out of range stops the server with the variable's name.
 */
export function exportWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const longest = EXPORT_MAX_WAIT_SECONDS * 1000;
  const text = env[EXPORT_WAIT_VARIABLE];
  if (text === undefined || text === "") return longest;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > longest)
    throw new Error(
      `${EXPORT_WAIT_VARIABLE} must be an integer from 1 to ${longest}, got ${JSON.stringify(text.slice(0, 40))}`,
    );
  return value;
}
