// A real redis-server on a free port and `marque worker` processes (src/cli/main.ts under tsx) for the Redis
// export tests: started by the test, killed by it, their output kept to read the workers' JSON log lines.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { sleep } from "./raw-http.js";

const REDIS = "/usr/bin/redis-server";
const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: found } = server.address() as { port: number };
      server.close(() => resolve(found));
    });
  });

/** redis-server without persistence on `port`, once it accepts connections; refuses loudly when not installed. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  if (!existsSync(REDIS))
    throw new Error(`the Redis export tests need ${REDIS}: install it: apt-get install -y redis-server`);
  const child = spawn(
    REDIS,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (const end = Date.now() + 10_000; !output.includes("Ready to accept connections"); await sleep(50))
    if (Date.now() > end) throw new Error(`redis-server did not start: ${output}`);
  return child;
}

/** A `marque worker` on `redisUrl` with `env` added; `output()` is what it wrote so far. */
export function spawnWorker(redisUrl: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, "worker"], {
    env: { ...process.env, MARQUE_REDIS_URL: redisUrl, MARQUE_EXPORT_PAGES: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const append = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  return { child, output: () => text };
}

/** Kills `child` (SIGKILL) and waits for it to exit. */
export async function killed(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}
