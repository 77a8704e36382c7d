#!/usr/bin/env node
// `marque`: the command line. Each command is a module; this file only dispatches and sets the exit code
// (docs/cli.md lists them: 0 done, 1 a request refused or failed, 2 a usage error, 3 the server unreachable).
// Commands are loaded when run: `--help` does not load the renderer.

type Command = (args: readonly string[]) => Promise<number | undefined>;

const COMMANDS: Record<string, { summary: string; run: Command }> = {
  serve: {
    summary: "run the HTTP server (what npm start runs); configured by the environment (docs/operations.md)",
    run: async () => {
      await import("../server/main.js");
      return undefined;
    },
  },
  worker: {
    summary: "render export jobs from Redis (MARQUE_REDIS_URL) in this machine's Chromium (docs/exports.md)",
    run: async (args) => (await import("./worker.js")).workerCommand(args),
  },
  mcp: {
    summary: "the MCP server on stdio, rendering in this process (docs/agents/mcp.md)",
    run: async (args) => (await import("./mcp.js")).mcpCommand(args),
  },
  generate: {
    summary: "make an artifact, or a batch of them; offline, or sent to --server URL",
    run: async (args) => (await import("./generate.js")).generateCommand(args),
  },
  docs: {
    summary: "print a docs page, or search the docs and catalogs",
    run: async (args) => (await import("./docs.js")).docsCommand(args),
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

// A reader that stops early (`marque docs … | head`) is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
