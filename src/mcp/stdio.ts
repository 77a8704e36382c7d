// The MCP server over stdio (`marque mcp`): offline, rendering in this process. stdout carries JSON-RPC only.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { Search } from "../docs/search.js";
import type { DocsPages } from "../docs/served.js";
import type { Exporter } from "./exporter.js";
import { InProcessEngine } from "./in-process.js";
import { createMcpServer } from "./server.js";

/** An exporter holding what must be let go when the client leaves (an in-process app's Chromium pages). */
export interface ClosableExporter extends Exporter {
  close(): Promise<void>;
}

/** Serves until stdin closes, then closes the exporter; resolves once connected. */
export async function serveStdio(
  docs: { site: DocsPages; search: Search },
  exporter?: ClosableExporter,
): Promise<void> {
  const server = createMcpServer({ engine: new InProcessEngine(), docs, ...(exporter ? { exporter } : {}) });
  server.onclose = () => void exporter?.close();
  // The transport does not watch for stdin's end; a launched Chromium would otherwise keep the process alive.
  process.stdin.once("end", () => void server.close());
  await server.connect(new StdioServerTransport());
}
