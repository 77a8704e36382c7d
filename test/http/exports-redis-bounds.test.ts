// Redis mode's bounds on what workers report and store: a file over MARQUE_EXPORT_RESULT_MB fails its job with
// payload_too_large and is never written to Redis (a file under it is), and a format the workers' browser cannot
// encode (VP9 for WebM, as their heartbeat reports) is refused with 503 capability_unavailable before any job.
import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileKey, WORKERS_KEY } from "../../src/server/exports/redis-names.js";
import { sleep, useApp } from "./raw-http.js";
import { freePort, killed, spawnWorker, startRedisServer } from "./redis-harness.js";

let redis: ChildProcess | undefined;
let worker: ChildProcess | undefined;
// Read when the app is built, after beforeAll has found the port.
const options = { redisUrl: "" };

beforeAll(async () => {
  const port = await freePort();
  options.redisUrl = `redis://127.0.0.1:${port}`;
  redis = await startRedisServer(port);
});
const server = useApp({ exports: options });
afterAll(async () => {
  await killed(worker);
  await killed(redis);
});

interface Job {
  id: string;
  status: string;
  error?: { error: { code: string; message: string } };
}

async function post(body: unknown) {
  const response = await fetch(`${server.url}/api/exports`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

async function finished(id: string): Promise<Job> {
  for (const end = Date.now() + 120_000; Date.now() < end; await sleep(100)) {
    const job = (await (await fetch(`${server.url}/api/exports/${id}`)).json()) as Job;
    if (!["queued", "running"].includes(job.status)) return job;
  }
  throw new Error(`job ${id} did not end`);
}

async function designLab(width: number): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "design-sequence", ratio: "wide", export: { width } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { document: Record<string, unknown> }).document;
}

describe("exports on Redis: per-file bound and the workers' capabilities", () => {
  it("refuses WebM with 503 capability_unavailable naming VP9 when the workers' browser cannot encode it", async () => {
    const client = new Redis(options.redisUrl);
    try {
      // A live worker's heartbeat whose browser has WebCodecs and H.264 but no VP9.
      const beat = {
        at: Date.now(),
        pid: 1,
        pages: 1,
        capabilities: { webgl2: true, webCodecs: true, h264: true, vp9: false },
      };
      await client.hset(WORKERS_KEY, "no-vp9", JSON.stringify(beat));
      const document = await designLab(320);
      const refused = await post({ source: document, format: "webm" });
      expect(refused.status).toBe(503);
      expect(refused.json.error).toMatchObject({ code: "capability_unavailable", field: "format" });
      expect(refused.json.error.message).toMatch(/VP9/u);
      // MP4 still goes to the queue: only the missing codec's format is refused.
      const mp4 = await post({ source: document, format: "mp4" });
      expect(mp4.status, JSON.stringify(mp4.json)).toBe(202);
      await fetch(`${server.url}/api/exports/${mp4.json.id}`, { method: "DELETE" });
    } finally {
      await client.hdel(WORKERS_KEY, "no-vp9");
      client.disconnect();
    }
  });

  it("fails a job whose file is over MARQUE_EXPORT_RESULT_MB with payload_too_large and stores no file", {
    timeout: 180_000,
  }, async () => {
    // A long stall bound: on a loaded machine a 1920-wide render must not be taken for a dead worker's job.
    const started = spawnWorker(options.redisUrl, {
      MARQUE_EXPORT_RESULT_MB: "1",
      MARQUE_EXPORT_STALLED_MS: "120000",
    });
    worker = started.child;
    for (const end = Date.now() + 120_000; !started.output().includes("worker ready"); await sleep(100))
      if (Date.now() > end) throw new Error(`the worker did not start: ${started.output()}`);

    // A 1920 × 1080 PNG of a moving shader field: several MB, over the 1 MB bound.
    const large = await post({ source: await designLab(1920), format: "png" });
    expect(large.status, JSON.stringify(large.json)).toBe(202);
    const failed = await finished(large.json.id);
    expect(failed.status).toBe("failed");
    expect(failed.error?.error.code, JSON.stringify(failed.error)).toBe("payload_too_large");
    expect(failed.error?.error.message).toMatch(/larger than the exporter keeps \(1048576 bytes\)/u);
    const client = new Redis(options.redisUrl);
    try {
      expect(await client.exists(fileKey(large.json.id))).toBe(0);
    } finally {
      client.disconnect();
    }
    const file = await fetch(`${server.url}/api/exports/${large.json.id}/file`);
    expect(file.status).toBe(404);

    // The same worker keeps a file under the bound.
    const small = await post({ source: await designLab(320), format: "jpg" });
    expect(small.status).toBe(202);
    expect((await finished(small.json.id)).status).toBe("done");
    expect((await fetch(`${server.url}/api/exports/${small.json.id}/file`)).status).toBe(200);
  });
});
