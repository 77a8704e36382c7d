// Runs a built server (Marque by default) in a child process on a free loopback port, so load and server do
// not share a thread.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packageRoot } from "../src/server/package-root.js";

export interface ServerProcess {
  url: string;
  /** The child's process id (its RSS is read from /proc/<pid>/status). */
  pid: number;
  /** The child's exit code or signal once it has exited on its own or been stopped; undefined while it runs. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

const MARQUE = fileURLToPath(new URL("../src/server/main.js", import.meta.url));

const START = /((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/src\/server\/main\.js/u.exec(
  JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")).scripts.start,
);
const words = (text: string | undefined) => text?.trim().split(" ").filter(Boolean) ?? [];

/** The V8 flags `npm start` gives the server (package.json), so the bench measures what runs in production. */
export const START_FLAGS: readonly string[] = words(START?.[2]);

/** The variables `npm start` sets for the server (glibc's MALLOC_ARENA_MAX); the bench's own environment wins. */
export const START_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  words(START?.[1]).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
);

/** A loopback port nothing listens on (the kernel's pick, released for the server to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server warms up before it listens (src/server/warm-up.ts): ~5 s on an idle machine, but 57 s for one
 * process on two cores shared at a load average of 13, where the old 60 s limit failed the runs of two workers.
 */
const READY_WITHIN_MS = 180_000;

/** GET /readyz's status on `port`, or undefined when nothing answers. */
const readyStatus = (port: number): Promise<number | undefined> =>
  new Promise((resolve) => {
    const req = get({ host: "127.0.0.1", port, path: "/readyz", agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    req.setTimeout(5_000, () => req.destroy());
    req.once("error", () => resolve(undefined));
  });

/**
 * Resolves once `port` answers /readyz other than 503 (Marque: 200, listening, and no longer shedding the load of its start: on a busy
 * machine a fresh server's first samples of event-loop delay may be over the limit, and the first requests of a
 * run that started at the first accepted connection got 503 `overloaded`). Rejects when the child exits first
 * or after READY_WITHIN_MS. (The bare reference server answers it 404.)
 */
async function ready(port: number, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const status = await readyStatus(port);
    if (status !== undefined && status !== 503) return;
    const exit = exited();
    if (exit !== undefined) throw new Error(`server exited early (${exit})`);
    if (Date.now() > deadline) {
      throw new Error(`server was not ready on port ${port} within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

export interface ServerOptions {
  /** Node's arguments before the script (default: npm start's flags). */
  args?: readonly string[];
  /** Variables over the defaults (one process, info logs, no per-address connection cap). */
  env?: Readonly<Record<string, string>>;
}

export async function startServerProcess(
  script = MARQUE,
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...(options.args ?? START_FLAGS), script], {
    // One process by default: its RSS is the server's, and ratios are per process.
    env: {
      ...START_ENV,
      ...process.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      // The load client stands in for many clients from one loopback address: no per-address cap.
      MARQUE_MAX_CONNECTIONS_PER_ADDRESS: "0",
      ...options.env,
      PORT: String(port),
    },
    // Its request log goes to /dev/null: through a pipe read by this process, busy with its own load, the
    // server's log writes would wait on the load client.
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exit: string | undefined;
  child.once("exit", (code, signal) => {
    exit = signal ?? String(code);
  });
  try {
    await ready(port, () => exit);
  } catch (error) {
    // Not left running (with its cluster's workers) after the bench gives up on it.
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited: () => exit,
    stop: () =>
      new Promise((done) => {
        if (exit !== undefined) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
