// The real server (src/server/main.ts under tsx) as a cluster: a primary and WEB_CONCURRENCY workers on one
// port, its JSON log lines read as they come. Shared by the cluster and export-cluster tests.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../src/server/main.ts", import.meta.url));

export interface ClusterProcess {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts a cluster of two workers on a free loopback port, logging at info, load shedding off (a busy test
 * machine must not turn answers into 503s). `env` adds variables; one set to undefined is left out.
 */
export function spawnCluster(env: Record<string, string | undefined> = {}): ClusterProcess {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    WEB_CONCURRENCY: "2",
    MARQUE_MAX_EVENT_LOOP_DELAY_MS: "0",
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The JSON log lines of `output`. */
export const logLines = (output: string): Record<string, unknown>[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** `read()`'s first defined value, polled every 50 ms; throws naming `what` past the time. */
export async function until<T>(what: string, read: () => T | undefined, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The server's URL once `count` workers listen (each warms up first: over a minute under tsx on a busy machine). */
export const listening = (cluster: ClusterProcess, count: number, timeoutMs: number) =>
  until(
    `${count} listening workers`,
    () => {
      const urls = logLines(cluster.output())
        .map((line) => /listening at (http:\/\/127\.0\.0\.1:\d+)/u.exec(String(line.msg))?.[1])
        .filter((url) => url !== undefined);
      return urls.length >= count ? urls[0] : undefined;
    },
    timeoutMs,
  );
