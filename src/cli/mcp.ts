// `marque mcp`: the MCP server on stdin/stdout, no HTTP server needed.
import { openDocs } from "../docs/served.js";
import { serveStdio } from "../mcp/stdio.js";
import { packageRoot } from "../server/package-root.js";
import { StdioExporter } from "./stdio-exporter.js";

export async function mcpCommand(args: readonly string[]): Promise<number | undefined> {
  if (args.length > 0) {
    process.stderr.write(`marque mcp: takes no arguments (got ${args[0]}); see marque --help\n`);
    return 2;
  }
  await serveStdio(await openDocs(packageRoot()), new StdioExporter());
  return undefined; // runs until the client closes stdin
}
