// Every core: the real server (src/server/main.ts under tsx, as shutdown.test.ts runs it) with WEB_CONCURRENCY=2
// is a primary and two workers sharing one port, each worker started with MALLOC_ARENA_MAX=2. Answers come from
// both workers (each request-log line names its process), a killed worker is replaced and the replacement
// answers, and SIGTERM drains every worker and exits 0 leaving no process behind. WEB_CONCURRENCY is validated
// like every other variable.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../src/policy/config.js";
import { restartDelayMs, WORKER_MIMALLOC_PURGE_DELAY_MS } from "../../src/server/cluster.js";
import { type ClusterProcess, listening, logLines, spawnCluster, until } from "../support/cluster-process.js";

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startCluster(): ClusterProcess {
  // The primary starts without MALLOC_ARENA_MAX, as `node dist/src/server/main.js` run by hand would.
  const cluster = spawnCluster({ MALLOC_ARENA_MAX: undefined });
  children.push(cluster.child);
  return cluster;
}

/**
 * The server's URL once `count` workers listen. A worker warms up before it listens (every identity and script),
 * which under tsx also compiles the renderer: on a busy two-core machine, well over a minute for two at once.
 */
const listeningWorkers = (cluster: ClusterProcess, count: number) => listening(cluster, count, 150_000);

/** Process ids of the workers the primary started, in order. */
const startedWorkers = (output: string): number[] =>
  logLines(output)
    .filter((line) => line.msg === "worker started")
    .map((line) => Number(line.worker));

/** GET /healthz on a new connection each time (the cluster hands out connections, not requests). */
const healthz = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    req.once("error", reject);
    req.end();
  });

/** Sends `count` requests and returns the process ids whose request-log lines answered them. */
async function answeringPids(cluster: ClusterProcess, url: string, count: number): Promise<Set<number>> {
  const before = cluster.output().length;
  for (let i = 0; i < count; i++) expect(await healthz(url)).toBe(200);
  const requestLines = await until("request lines", () => {
    const found = logLines(cluster.output().slice(before)).filter((line) => line.msg === "request");
    return found.length >= count ? found : undefined;
  });
  return new Set(requestLines.map((line) => Number(line.pid)));
}

/** A variable of a running process's environment as it started (Linux: /proc/<pid>/environ). */
const startedWith = (pid: number, name: string): string | undefined =>
  readFileSync(`/proc/${pid}/environ`, "latin1")
    .split("\0")
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("WEB_CONCURRENCY=2", () => {
  it("answers from two workers (each with two malloc arenas), replaces a killed one, and drains all on SIGTERM (exit 0, no orphans)", async () => {
    const cluster = startCluster();
    const url = await listeningWorkers(cluster, 2);
    const [first, second] = startedWorkers(cluster.output());
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(await answeringPids(cluster, url, 12)).toEqual(new Set([first, second]));
    // Each worker runs with few malloc arenas, which keeps its RSS within the documented budget.
    expect(startedWith(cluster.child.pid as number, "MALLOC_ARENA_MAX")).toBeUndefined();
    for (const pid of [first, second]) expect(startedWith(pid as number, "MALLOC_ARENA_MAX")).toBe("2");
    // …and resvg's allocator keeps a raster's freed pixmaps for the next file (cluster.ts).
    for (const pid of [first, second])
      expect(startedWith(pid as number, "MIMALLOC_PURGE_DELAY")).toBe(WORKER_MIMALLOC_PURGE_DELAY_MS);

    process.kill(first as number, "SIGKILL");
    const replacement = await until("a replacement worker", () => startedWorkers(cluster.output())[2]);
    expect([first, second]).not.toContain(replacement);
    await listeningWorkers(cluster, 3);
    expect(cluster.output()).toContain('"msg":"worker died; replacing it"');
    expect(await answeringPids(cluster, url, 12)).toEqual(new Set([second, replacement]));

    cluster.child.kill("SIGTERM");
    expect(await cluster.exited).toBe(0);
    for (const pid of [second, replacement]) {
      await until(`worker ${pid} gone`, () => (alive(pid as number) ? undefined : true), 5_000);
    }
    expect(
      logLines(cluster.output()).filter((line) => line.msg === "closed" && line.cut === false),
    ).toHaveLength(2);
  }, 400_000);
});

describe("WEB_CONCURRENCY", () => {
  it("is read as a whole number of processes, and refused otherwise with the accepted range", () => {
    expect(readConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: "8" }).webConcurrency).toBe(8);
    for (const raw of ["0", "-1", "two", "1.5", "257"]) {
      expect(() => readConfig({ WEB_CONCURRENCY: raw })).toThrow(ConfigError);
      expect(() => readConfig({ WEB_CONCURRENCY: raw })).toThrow(
        `WEB_CONCURRENCY=${JSON.stringify(raw)}: must be a whole number from 1 to 256`,
      );
    }
  });

  it("restarts crash-looping workers ever more slowly, up to 30 s", () => {
    expect([1, 2, 3, 4, 5].map(restartDelayMs)).toEqual([250, 500, 1000, 2000, 4000]);
    expect(restartDelayMs(20)).toBe(30_000);
  });
});
