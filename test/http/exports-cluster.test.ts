// Export jobs in a cluster: the real server (src/server/main.ts under tsx) with WEB_CONCURRENCY=2 hands each
// connection to either worker, so a job POSTed to one is polled, downloaded, streamed and cancelled through
// both. Every such request must find the job (one worker owns the queue; the other calls it through the
// primary), and when the owner dies the other answers at once in the error shape instead of hanging.
import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { type ClusterProcess, listening, logLines, spawnCluster, until } from "../support/cluster-process.js";

let cluster: ClusterProcess | undefined;

afterAll(() => {
  if (cluster?.child.exitCode === null) cluster.child.kill("SIGKILL");
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** One request on a connection of its own (Connection: close): the cluster hands out connections. */
function send(url: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: { connection: "close", ...(body ? { "content-type": "application/json" } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
        );
      },
    );
    req.once("error", reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8"));

describe("exports with WEB_CONCURRENCY=2", () => {
  it("finds a job from either worker (poll, file, events, cancel), and answers 503 at once while the owner is replaced", {
    timeout: 400_000,
  }, async () => {
    const started = spawnCluster();
    cluster = started;
    const output = () => started.output();
    const lines = (text = output()) => logLines(text);
    const url = await listening(started, 2, 200_000);

    const body = { source: { kind: "background", settings: { width: 320, height: 180 } }, format: "png" };
    const since = output().length;
    const posted = await send(url, "POST", "/api/exports", body);
    expect(posted.status, posted.body.toString()).toBe(202);
    const id = json(posted).id as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/u);

    // Polled on fresh connections until done: every answer finds the job, whichever worker gives it.
    // Each request-log line names its process and route (never the id).
    const logged = () =>
      new Set(
        lines(output().slice(since))
          .filter((line) => line.msg === "request" && String(line.route).startsWith("/api/exports/:id"))
          .map((line) => Number(line.pid)),
      );
    let status = "queued";
    for (let i = 0; (status === "queued" || status === "running" || i < 6) && i < 600; i++) {
      const polled = await send(url, "GET", `/api/exports/${id}`);
      expect(polled.status, polled.body.toString()).toBe(200);
      status = json(polled).status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe("done");

    let first: Buffer | undefined;
    for (let i = 0; i < 6; i++) {
      const file = await send(url, "GET", `/api/exports/${id}/file`);
      expect(file.status, file.body.toString().slice(0, 300)).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.body.subarray(1, 4).toString("latin1")).toBe("PNG");
      first ??= file.body;
      expect(file.body.equals(first)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      const events = await send(url, "GET", `/api/exports/${id}/events`);
      expect(events.status).toBe(200);
      expect(events.body.toString()).toMatch(/event: state\n.*\n\nevent: end\ndata: .*"status":"done"/u);
    }
    for (let i = 0; i < 4; i++) {
      const cancelled = await send(url, "DELETE", `/api/exports/${id}`);
      expect(cancelled.status).toBe(200);
      expect(json(cancelled).status).toBe("done");
    }
    const workers = lines().filter((line) => line.msg === "worker started");
    const owner = Number(workers.find((line) => line.exportOwner === true)?.worker);
    const other = Number(workers.find((line) => line.exportOwner === false)?.worker);
    expect(owner).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    // A job streamed while it renders, on two connections (one per worker): progress, then the end, on both.
    const document = json(
      await send(url, "POST", "/api/generate", {
        kind: "design-sequence",
        ratio: "wide",
        export: { width: 320, fps: 12, durationMs: 1200, gifLoop: "seamless", quality: "balanced" },
      }),
    ).document;
    const streamedSince = output().length;
    const gif = await send(url, "POST", "/api/exports", { source: document, format: "gif" });
    expect(gif.status, gif.body.toString()).toBe(202);
    const gifId = json(gif).id as string;
    const streams = await Promise.all([0, 1].map(() => send(url, "GET", `/api/exports/${gifId}/events`)));
    for (const stream of streams) {
      const text = stream.body.toString();
      expect(stream.status).toBe(200);
      expect(text).toMatch(/^event: state\n/u);
      expect(text).toContain("event: progress\n");
      expect(text).toMatch(/event: end\ndata: [^\n]*"status":"done"[^\n]*\n\n$/u);
    }
    const streamedBy = await until(
      "both streams in the request log",
      () => {
        const found = lines(output().slice(streamedSince))
          .filter((line) => line.msg === "request" && line.route === "/api/exports/:id/events")
          .map((line) => Number(line.pid));
        return found.length >= 2 ? new Set(found) : undefined;
      },
      5_000,
    );

    // Both workers answered for the job.
    await until("both workers in the request log", () => (logged().size >= 2 ? true : undefined), 5_000);
    expect(logged()).toEqual(new Set([owner, other]));
    expect(streamedBy).toEqual(new Set([owner, other]));

    // The owner dies: its jobs go with it, and the other worker answers at once (503, Retry-After), not hang.
    process.kill(owner, "SIGKILL");
    await until(
      "the owner's exit",
      () => (output().includes('"msg":"worker died; replacing it"') ? true : undefined),
      10_000,
    );
    for (let i = 0; i < 3; i++) {
      const answer = await send(url, "GET", `/api/exports/${id}`);
      expect(answer.ms).toBeLessThan(11_000);
      expect([503, 404]).toContain(answer.status);
      expect(json(answer).error.code).toMatch(/^(capability_unavailable|not_found)$/u);
    }
    const refused = await send(url, "POST", "/api/exports", body);
    expect(refused.status).toBe(503);
    expect(json(refused).error.code).toBe("capability_unavailable");
    expect(refused.headers["retry-after"]).toBe("5");
  });
});
