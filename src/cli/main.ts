#!/usr/bin/env node
// `marque`: the command line. Each command is a module; this file only dispatches and sets the exit code
// (docs/cli.md lists them: 0 done, 1 a request refused or failed, 2 a usage error, 3 the server unreachable).
import { mcpCommand } from "./mcp.js";

type Command = (args: readonly string[]) => Promise<number | undefined>;

const COMMANDS: Record<string, { summary: string; run: Command }> = {
  serve: {
    summary: "run the HTTP server (what npm start runs); configured by the environment (docs/operations.md)",
    run: async () => {
      await import("../server/main.js");
      return undefined;
    },
  },
  mcp: {
    summary: "the MCP server on stdio, rendering in this process (docs/agents/mcp.md)",
    run: mcpCommand,
  },
};

const USAGE = `usage: marque <command> [arguments]

${Object.entries(COMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(10)}${summary}`)
  .join("\n")}

marque <command> --help tells more.
`;

async function main(argv: readonly string[]): Promise<number | undefined> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`marque: no command ${JSON.stringify(name)}\n\n${USAGE}`);
    return 2;
  }
  return command.run(args);
}

const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
