// The MCP server over stdio (`marque mcp`): offline, rendering in this process. stdout carries JSON-RPC only.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { Search } from "../docs/search.js";
import type { DocsSite } from "../docs/site.js";
import { InProcessEngine } from "./in-process.js";
import { createMcpServer } from "./server.js";

/** Serves until stdin closes; resolves once connected. */
export async function serveStdio(docs: { site: DocsSite; search: Search }): Promise<void> {
  const server = createMcpServer({ engine: new InProcessEngine(), docs });
  await server.connect(new StdioServerTransport());
}
