// A design sequence's export as a tool answer: the request run through the export service (Chromium), the
// file embedded, a PNG still when the file has one, and a short summary. A server built without an exporter
// answers a tool error naming what is missing.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ApiError } from "../contract/api-error.js";
import type { ExportRequest } from "../contract/index.js";
import { isExportedFile } from "./exporter.js";
import { stillOf } from "./still.js";
import { jsonResult, type ToolContext } from "./tool.js";

export const NO_EXPORTER =
  "this MCP server was built without an export service: connect to POST /mcp of a running server (marque serve) or run marque mcp, or use POST /api/exports";

/** Runs `request` (POST /api/exports's body) and answers with its file. */
export async function exportResult(
  request: ExportRequest,
  { exporter }: ToolContext,
): Promise<CallToolResult> {
  if (!exporter) throw new ApiError("capability_unavailable", NO_EXPORTER, "format");
  const result = await exporter.run(request);
  if (!isExportedFile(result)) {
    return jsonResult({ ...result, note: "not done yet: follow links.events or GET links.self over HTTP" });
  }
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
