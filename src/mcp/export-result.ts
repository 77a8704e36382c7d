// An export as a tool answer: the request (or an earlier job, by id) run through the export service
// (Chromium), the file embedded, a PNG still when the file has one, and a short summary; a job still running
// when the wait runs out answers its id and how to collect it. Progress reaches the client when it asked for
// it. A server built without an exporter answers a tool error naming what is missing.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ApiError } from "../contract/api-error.js";
import type { ExportRequest } from "../contract/index.js";
import {
  type ExportedFile,
  type Exporter,
  type ExportWatch,
  isExportedFile,
  type PendingExport,
} from "./exporter.js";
import { stillOf } from "./still.js";
import { jsonResult, type ToolContext } from "./tool.js";

export const NO_EXPORTER =
  "this MCP server was built without an export service: connect to POST /mcp of a running server (marque serve) or run marque mcp, or use POST /api/exports";

function exporterOf({ exporter }: ToolContext, field: string): Exporter {
  if (!exporter) throw new ApiError("capability_unavailable", NO_EXPORTER, field);
  return exporter;
}

/** The job's frames as MCP progress (once they move: progress must only grow). */
function watchOf({ progress }: ToolContext): ExportWatch | undefined {
  if (!progress) return undefined;
  let told = -1;
  return {
    onProgress(frames, total) {
      if (total === 0 || frames <= told) return;
      told = frames;
      progress(frames, total);
    },
  };
}

/** Runs `request` (POST /api/exports's body) and answers with its file. */
export async function exportResult(request: ExportRequest, context: ToolContext): Promise<CallToolResult> {
  return answerOf(await exporterOf(context, "format").run(request, watchOf(context)));
}

/** Waits again for the job `id` an earlier answer left running, and answers with its file. */
export async function followedResult(id: string, context: ToolContext): Promise<CallToolResult> {
  return answerOf(await exporterOf(context, "id").follow(id, watchOf(context)));
}

async function answerOf(result: ExportedFile | PendingExport): Promise<CallToolResult> {
  if (!isExportedFile(result))
    return jsonResult({
      ...result,
      next: `still ${result.status}: call export with {"id":"${result.id}"} to wait again and get the file`,
    });
  const still = await stillOf(result.bytes, result.mimeType);
  const summary = {
    filename: result.filename,
    mimeType: result.mimeType,
    bytes: result.bytes.byteLength,
    url: result.url,
    ...(still ? { still: { width: still.width, height: still.height } } : {}),
  };
  return {
    content: [
      ...(still ? [{ type: "image" as const, data: still.data, mimeType: still.mimeType }] : []),
      { type: "text", text: JSON.stringify(summary) },
      {
        type: "resource",
        resource: { uri: result.url, mimeType: result.mimeType, blob: result.bytes.toString("base64") },
      },
    ],
  };
}
