// Export jobs on Redis (MARQUE_REDIS_URL): a real redis-server on a free port, the HTTP server enqueueing, and
// two `marque worker` processes (src/cli/main.ts under tsx) rendering with their own Chromium. Both workers take
// jobs; an identical request reuses the finished file; a full queue answers 429; a cancel stops a running
// render; a worker killed mid-job (SIGKILL) has its job run again by the other; and with Redis stopped the API
// answers 503 in the error shape within seconds (liveness stays 200), then works again once Redis is back.

import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sequenceDocument } from "../support/export-documents.js";
import { sleep, useApp } from "./raw-http.js";
import { freePort, killed, spawnWorker, startRedisServer } from "./redis-harness.js";

const children: ChildProcess[] = [];
let redis: ChildProcess | undefined;
let port = 0;
const workerOutput = new Map<number, () => string>();

async function startRedis(): Promise<void> {
  redis = await startRedisServer(port);
}

const stopRedis = () => killed(redis);

// The options are read when the app is built (after beforeAll below has found the port).
const exportsOptions: { redisUrl: string; queue: number } = { redisUrl: "", queue: 16 };
const tightOptions: { redisUrl: string; queue: number } = { redisUrl: "", queue: 1 };
const shortOptions: { redisUrl: string; ttlMs: number } = { redisUrl: "", ttlMs: 1_500 };

beforeAll(async () => {
  port = await freePort();
  exportsOptions.redisUrl = `redis://127.0.0.1:${port}`;
  tightOptions.redisUrl = exportsOptions.redisUrl;
  shortOptions.redisUrl = exportsOptions.redisUrl;
  await startRedis();
});

const server = useApp({ exports: exportsOptions });
const tight = useApp({ exports: tightOptions });
/** Keeps finished jobs 1.5 s: the same jobs expire there while the other servers still answer them. */
const short = useApp({ exports: shortOptions });

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await stopRedis();
});

function startWorker(): ChildProcess {
  // A dead worker's job is found within a few seconds (30 s by default).
  const { child, output } = spawnWorker(exportsOptions.redisUrl, { MARQUE_EXPORT_STALLED_MS: "3000" });
  children.push(child);
  workerOutput.set(child.pid as number, output);
  return child;
}

/** The worker log lines (JSON) that say `msg` about job `id` (any job when not given): their pids. */
const loggedBy = (msg: string, id?: string): number[] =>
  [...workerOutput.values()]
    .flatMap((output) =>
      output()
        .split("\n")
        .filter((line) => line.startsWith("{")),
    )
    .map((line) => JSON.parse(line) as { msg: string; pid: number; job?: string })
    .filter((line) => line.msg === msg && (id === undefined || line.job === id))
    .map((line) => line.pid);

async function until<T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
  ms: number,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Job {
  id: string;
  status: string;
  progress: { frames: number; total: number };
  error?: { error: { code: string; message: string } };
}

const png = (width: number) => ({
  source: { kind: "background", settings: { width, height: 180 } },
  format: "png",
});

async function post(url: string, body: unknown) {
  const started = Date.now();
  const response = await fetch(`${url}/api/exports`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as any,
    ms: Date.now() - started,
  };
}

async function job(id: string): Promise<Job> {
  const response = await fetch(`${server.url}/api/exports/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Job;
}

const finished = (id: string, ms = 60_000) =>
  until(
    `job ${id} to end`,
    async () => {
      const got = await job(id);
      return ["queued", "running"].includes(got.status) ? undefined : got;
    },
    ms,
  );

/** A job long enough to be caught running: a Design Lab sequence as a shader-sequence GIF. */
async function longBody(): Promise<Record<string, unknown>> {
  const document = await sequenceDocument(server.url);
  return { source: document, format: "gif", mode: "shader-sequence" };
}

describe("exports on Redis with `marque worker` processes", () => {
  it("spreads jobs over two workers, reuses a finished file, refuses past the queue, cancels and survives a killed worker", {
    timeout: 240_000,
  }, async () => {
    const first = startWorker();
    const second = startWorker();
    await until(
      "two ready workers",
      () => (loggedBy("worker ready").length >= 2 ? true : undefined),
      120_000,
    );
    const state = await (await fetch(`${server.url}/api/exports`)).json();
    expect(state).toMatchObject({ available: true, pages: 2 });

    // Four jobs at once: each worker renders one at a time, so both take some, and the tight server is full.
    const jobs = await Promise.all([320, 330, 340, 350].map((width) => post(server.url, png(width))));
    for (const answer of jobs) expect(answer.status, JSON.stringify(answer.json)).toBe(202);
    const full = await post(tight.url, png(360));
    expect(full.status).toBe(429);
    expect(full.json.error.code).toBe("queue_full");
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const answer of jobs) expect((await finished(answer.json.id)).status).toBe("done");
    expect(new Set(loggedBy("job done"))).toEqual(new Set([first.pid, second.pid]));

    const id = jobs[0]?.json.id as string;
    // The document left Redis with the render; the job keeps only its counts and options.
    const client = new Redis(exportsOptions.redisUrl);
    const data = JSON.parse((await client.hget(`marque:exports:${id}`, "data")) ?? "{}");
    client.disconnect();
    expect(data.task.source).toEqual({});
    expect(data.task.frames).toBe(1);
    const file = await fetch(`${server.url}/api/exports/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The same request again: the finished job, not a new render.
    const again = await post(server.url, png(320));
    expect(again.json).toMatchObject({ id, status: "done" });
    expect(loggedBy("job started", id)).toHaveLength(1);
    await sleep(1_600);
    expect((await fetch(`${short.url}/api/exports/${id}`)).status).toBe(404);

    // Three long jobs on two workers: the waiting one is cancelled at once, the running ones stop in their
    // worker, and a running job's events stream ends with the cancel.
    const long = await longBody();
    const three = await Promise.all([1, 2, 3].map(() => post(server.url, long)));
    for (const answer of three) expect(answer.status).toBe(202);
    const states = await until(
      "two running, one waiting",
      async () => {
        const got = await Promise.all(three.map((answer) => job(answer.json.id)));
        const running = got.filter((one) => one.status === "running");
        const waiting = got.filter((one) => one.status === "queued");
        return running.length === 2 && waiting.length === 1 ? { running, waiting } : undefined;
      },
      60_000,
    );
    const waiting = states.waiting[0] as Job;
    const dropped = await fetch(`${server.url}/api/exports/${waiting.id}`, { method: "DELETE" });
    expect(dropped.status).toBe(200);
    expect(((await dropped.json()) as Job).status).toBe("cancelled");
    const streamed = fetch(`${server.url}/api/exports/${states.running[0]?.id}/events`).then((r) => r.text());
    await sleep(300);
    for (const running of states.running) {
      const deleted = await fetch(`${server.url}/api/exports/${running.id}`, { method: "DELETE" });
      expect(deleted.status).toBe(200);
    }
    for (const running of states.running)
      expect((await finished(running.id, 15_000)).status).toBe("cancelled");
    const events = (await streamed).split("\n\n").filter((block) => block.trim() !== "");
    expect(events[0]).toMatch(/^event: state\n/u);
    expect(events.at(-1)).toMatch(/^event: end\ndata: .*"status":"cancelled"/u);
    for (const running of states.running)
      await until(
        "the worker's cancel",
        () => (loggedBy("job cancelled", running.id).length ? true : undefined),
        10_000,
      );
    expect(loggedBy("job started", waiting.id)).toEqual([]);

    // Killed mid-job: the other worker runs it again (BullMQ's stalled-job check) and it finishes.
    const victim = await post(server.url, long);
    expect(victim.status).toBe(202);
    const pid = await until("the job's worker", () => loggedBy("job started", victim.json.id)[0], 60_000);
    process.kill(pid, "SIGKILL");
    const outcome = await finished(victim.json.id, 90_000);
    if (outcome.status === "failed") expect(outcome.error?.error.message).toMatch(/stopped|killed/u);
    else expect(outcome.status).toBe("done");
    const survivor = pid === first.pid ? second.pid : first.pid;
    // Started twice: by the killed worker, then by the other (lines gathered per worker, so sorted here).
    expect(loggedBy("job started", victim.json.id).sort()).toEqual([pid, survivor].sort());
  });

  it("answers 503 within seconds while Redis is down, keeps /healthz at 200, and works again once it is back", {
    timeout: 120_000,
  }, async () => {
    // A worker for the end (the first test leaves one alive; alone, this test starts its own).
    if (!children.some((child) => child.exitCode === null && child.signalCode === null)) {
      startWorker();
      await until("a ready worker", () => (loggedBy("worker ready").length > 0 ? true : undefined), 120_000);
    }
    await stopRedis();
    for (const path of ["/api/exports", "/api/exports/0123456789abcdef0123456789abcdef"]) {
      const started = Date.now();
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(503);
      expect(((await response.json()) as any).error.code).toBe("capability_unavailable");
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const refused = await post(server.url, png(370));
    expect(refused.status).toBe(503);
    expect(refused.json.error.code).toBe("capability_unavailable");
    expect(refused.ms).toBeLessThan(5_000);
    const health = await until(
      "/healthz to report the exporter down",
      async () => {
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { exports: { available: boolean; missing?: string } };
        return body.exports.available ? undefined : body;
      },
      10_000,
    );
    expect(health.exports.missing).toContain("Redis");

    await startRedis();
    await until(
      "exports available again",
      async () => {
        const response = await fetch(`${server.url}/api/exports`);
        return response.status === 200 && ((await response.json()) as any).available ? true : undefined;
      },
      30_000,
    );
    // Waited for (Prefer: wait): the end comes from BullMQ's queue events, which reconnected too; without
    // them the answer would come only when the wait runs out.
    const started = Date.now();
    const back = await fetch(`${server.url}/api/exports`, {
      method: "POST",
      headers: { "content-type": "application/json", prefer: "wait=25" },
      body: JSON.stringify(png(380)),
    });
    expect(back.status).toBe(200);
    expect(back.headers.get("content-type")).toBe("image/png");
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
