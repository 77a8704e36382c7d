// The heaviest valid request (a partnership with three ~1 MB SVG images, harness/heavy-request.ts) sent again and
// again by several clients must not stall the server: its images are inspected once and kept (the inspection
// cache keeps an image whatever its size), renders yield the event loop once a turn has used its time slice,
// so /healthz waits for at most the render under way; and SIGTERM while they run drains and exits 0. Before,
// each such request was inspected afresh (~2.6 s of CPU), up to 16 ran back to back in one turn, /healthz
// waited seconds and a shutdown was cut past its grace (exit 1).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { heavyRequestBody } from "../../harness/heavy-request.js";

const MAIN = fileURLToPath(new URL("../../src/server/main.ts", import.meta.url));
const BODY = heavyRequestBody();
const CLIENTS = 4;

interface Answer {
  ms: number;
  /** When the answer ended (performance.now()). */
  at: number;
  status?: number;
  error?: string;
}

function send(
  url: string,
  agent: Agent,
  method: "GET" | "POST",
  path: string,
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const done = (answer: Omit<Answer, "ms" | "at">) =>
      resolve({ ...answer, ms: performance.now() - startedAt, at: performance.now() });
    const req = request(
      {
        host: hostname,
        port,
        method,
        path,
        agent,
        headers: body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on("end", () => done({ status: response.statusCode }));
        response.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** Clients sending the heavy request until `stop()` says so; resolves with their answers. */
function heavyClients(url: string, stop: () => boolean): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const answers: Answer[] = [];
  const client = async () => {
    while (!stop()) {
      const answer = await send(url, agent, "POST", "/api/generate", BODY);
      answers.push(answer);
      if (answer.error === "ECONNREFUSED") return;
    }
  };
  return Promise.all(Array.from({ length: CLIENTS }, client)).then(() => {
    agent.destroy();
    return answers;
  });
}

/** The CPU time a process has used (user + system), in ms, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // Clock ticks of 10 ms (Linux's USER_HZ, 100).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

describe("heavy image requests, again and again", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  });

  it(`cost little each after the first and leave /healthz answering, ${CLIENTS} clients; SIGTERM exits 0`, async () => {
    // The real server in its own process (as in production), so the clients' work is not the server's.
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        WEB_CONCURRENCY: "1",
        MARQUE_MAX_EVENT_LOOP_DELAY_MS: "0",
        // Shorter than one turn of uncached heavy renders before (2.6 s each), longer than a few cached ones.
        MARQUE_SHUTDOWN_GRACE_MS: "3000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/u.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      void exited.then((code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
    });
    // The first sight of the images is the one costly inspection.
    expect((await send(url, new Agent(), "POST", "/api/generate", BODY)).status).toBe(200);

    let signalled = false;
    const cpuBefore = cpuMs(child.pid);
    const heavy = heavyClients(url, () => signalled);
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    const health: number[] = [];
    const endAt = performance.now() + 4_000;
    while (performance.now() < endAt) {
      const answer = await send(url, probe, "GET", "/healthz");
      expect(answer.status).toBe(200);
      health.push(answer.ms);
      await new Promise((wait) => setTimeout(wait, 20));
    }
    probe.destroy();
    const cpuUsed = cpuMs(child.pid) - cpuBefore;

    // SIGTERM while the clients keep sending.
    signalled = true;
    const signalledAt = performance.now();
    child.kill("SIGTERM");
    const code = await exited;
    const answers = await heavy;
    expect(code, output.slice(-2_000)).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(3_000);
    expect(output).toContain('"cut":false');
    const answered = answers.filter((a) => a.status !== undefined);
    // Before SIGTERM every answer is the artifact; during the drain, requests still waiting for the render
    // thread are answered 503 `overloaded` at once (the running render finishes).
    expect(answered.filter((a) => a.status !== 200 && a.at < signalledAt)).toEqual([]);
    expect(answered.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(
      answered.filter((a) => a.status === 200).length,
      "heavy requests answered in 4 s",
    ).toBeGreaterThanOrEqual(CLIENTS);

    // Timed in CPU, which a busy test machine does not stretch: a repeated heavy request costs a small part of
    // its first inspection (~2.6 s before, every time).
    const perRequest = cpuUsed / answered.length;
    expect(perRequest, `server CPU ms per heavy request (${answered.length} answered)`).toBeLessThan(500);
    // On an idle machine /healthz p99 stays under 100 ms (`npm run heavy` measures it with 20 clients); here
    // two cores are shared with the rest of the suite, so wall times are compared with each other: /healthz
    // waits for at most the render under way, not for every queued one as a heavy request does (before, all
    // of a turn's renders ran before it: as long as a heavy request's wait).
    const detail = `/healthz ms: ${health.map((ms) => ms.toFixed(0)).join(" ")}; heavy ms: ${answered.map((a) => a.ms.toFixed(0)).join(" ")}`;
    const heavyMs = answered.map((a) => a.ms);
    expect(percentile(health, 0.5), detail).toBeLessThan(percentile(heavyMs, 0.5) / 2);
    // Under tsx the server warms up before it listens (every identity and script, compiling as it goes) and the
    // first heavy request starts the render thread (compiling the renderer again): tens of seconds on a busy
    // two-core machine before anything is measured.
  }, 180_000);
});
