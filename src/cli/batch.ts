// `marque generate --batch requests.jsonl -o dir/`: one generate request a line, each written to dir/ as
// `NNN-<filename>`; a progress bar on stderr, then a summary naming every failed line and why.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FileFormat, RasterScale } from "../contract/index.js";
import { CommandError, type Renderer } from "./render.js";

const BAR_WIDTH = 30;

function bar(done: number, total: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return `\r[${"#".repeat(filled)}${" ".repeat(BAR_WIDTH - filled)}] ${done}/${total}`;
}

/** Runs every request; exit code 0 when all were written, 1 when any failed. */
export async function runBatch(
  text: string,
  dir: string,
  render: Renderer,
  { format, scale }: { format: FileFormat; scale: RasterScale },
): Promise<number> {
  const lines = text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "" && !line.startsWith("#"));
  mkdirSync(dir, { recursive: true });
  const width = String(lines.length).length;
  const failures: string[] = [];
  let written = 0;
  const progress = process.stderr.isTTY === true;
  for (const [index, { line, number }] of lines.entries()) {
    if (progress) process.stderr.write(bar(index, lines.length));
    try {
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch (error) {
        throw new CommandError(`invalid_json: ${(error as Error).message}`, 1);
      }
      if (typeof request !== "object" || request === null || Array.isArray(request))
        throw new CommandError("invalid_request: a line is one JSON object, a generate request", 1);
      const { bytes, filename } = await render(request as Record<string, unknown>, format, scale);
      writeFileSync(join(dir, `${String(index + 1).padStart(width, "0")}-${filename}`), bytes);
      written += 1;
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      failures.push(`line ${number}: ${error.message.replaceAll("\n", "\n  ")}`);
      if (error.exitCode === 3) break; // the server is out of reach: the other lines would fail the same way
    }
  }
  if (progress) process.stderr.write(`${bar(lines.length, lines.length)}\n`);
  process.stderr.write(
    `${lines.length} request${lines.length === 1 ? "" : "s"}: ${written} written to ${dir}, ${failures.length} failed\n`,
  );
  for (const failure of failures) process.stderr.write(`${failure}\n`);
  return failures.length > 0 ? 1 : 0;
}
