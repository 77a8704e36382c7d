// Runs a built server (Marque by default) in a child process on a free loopback port, so load and server do
// not share a thread.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
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

/** The V8 flags `npm start` gives the server (package.json), so the bench measures what runs in production. */
export const START_FLAGS: readonly string[] = (() => {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8"));
  return (
    /node ((?:--\S+ )*)dist\/src\/server\/main\.js/u.exec(manifest.scripts.start)?.[1]?.trim().split(" ") ??
    []
  );
})();

export function startServerProcess(script = MARQUE): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [...START_FLAGS, script], {
      // One process: its RSS is the server's, and ratios are per process (bench/speed.ts measures workers).
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", WEB_CONCURRENCY: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buffered = "";
    let exit: string | undefined;
    child.once("exit", (code, signal) => {
      exit = signal ?? String(code);
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered);
      if (match?.[1]) {
        child.stdout?.removeAllListeners("data");
        child.stdout?.resume();
        resolve({
          url: match[1],
          pid: child.pid ?? 0,
          exited: () => exit,
          stop: () =>
            new Promise((done) => {
              if (exit !== undefined) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited early with code ${code}`)));
  });
}
