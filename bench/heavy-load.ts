// npm run heavy: the hostile heavy-image load. HEAVY_CLIENTS (20) keep-alive clients each send, again and again,
// the ~3.9 MB partnership request with three ~970 KB SVG images (harness/heavy-request.ts) to the built server in a child
// process (WEB_CONCURRENCY workers, default 2) for HEAVY_WARMUP_SECONDS (5, while each worker inspects the
// images the first time, ~2.6 s on its event loop) and then HEAVY_SECONDS (20), while a probe asks /healthz every
// 50 ms and a prompt client sends small background requests. Prints /healthz p50/p99/max, the prompt client's
// statuses and p99, each worker's peak RSS, then sends SIGTERM while the load runs and prints how the server
// ended (exit code, resets seen by clients). Exits non-zero when /healthz p99 is 100 ms or more, a prompt
// request failed, a worker passed the memory it is given (WORKER_MEMORY_BUDGET_MB), or the shutdown did not end
// with exit 0.
import { Agent, request } from "node:http";
import { heavyRequestBody } from "../harness/heavy-request.js";
import { RESOURCE_PATHS } from "../src/contract/index.js";
import { WORKER_MEMORY_BUDGET_MB } from "../src/policy/config.js";
import { median } from "./median.js";
import { rssByProcess } from "./rss.js";
import { startServerProcess } from "./server-process.js";

const CLIENTS = Number(process.env.HEAVY_CLIENTS ?? 20);
const SECONDS = Number(process.env.HEAVY_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.HEAVY_WARMUP_SECONDS ?? 5);
const WORKERS = process.env.WEB_CONCURRENCY ?? "2";
const PROBE_MS = 50;
const HEALTH_P99_MS = 100;

interface Answer {
  ms: number;
  status?: number;
  error?: string;
}

function send(origin: URL, agent: Agent, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const done = (answer: Omit<Answer, "ms">) => resolve({ ...answer, ms: performance.now() - startedAt });
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
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

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const tally = (answers: readonly Answer[]) => {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.error ?? String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(", ");
};

const body = heavyRequestBody();
const prompt = JSON.stringify({ kind: "background", settings: { width: 320, height: 200 } });
const server = await startServerProcess(undefined, { env: { WEB_CONCURRENCY: WORKERS, LOG_LEVEL: "warn" } });
const origin = new URL(server.url);
const heavyAgent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
const probeAgent = new Agent({ keepAlive: true, maxSockets: 2 });
console.error(
  `heavy: ${CLIENTS} clients × ${(body.length / 1e6).toFixed(1)} MB requests, ${SECONDS} s, ${WORKERS} workers`,
);

const heavy: Answer[] = [];
const health: Answer[] = [];
const prompts: Answer[] = [];
const peakRss = new Map<number, number>();
let signalled = false;
const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
const endAt = measureFrom + SECONDS * 1000;
const sampler = setInterval(() => {
  for (const [pid, mb] of rssByProcess(server.pid)) peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, mb));
}, 500);

/** Sends the heavy request until the server has gone; answers after SIGTERM are counted apart. */
const heavyClient = async () => {
  while (server.exited() === undefined) {
    const answer = await send(origin, heavyAgent, "POST", RESOURCE_PATHS.generate, body);
    if (signalled) afterSignal.push(answer);
    else if (performance.now() >= measureFrom) heavy.push(answer);
    // A refused connection: the server no longer listens.
    if (answer.error === "ECONNREFUSED") return;
  }
};
const probe = async () => {
  while (performance.now() < endAt) {
    const measured = performance.now() >= measureFrom;
    const healthz = await send(origin, probeAgent, "GET", "/healthz");
    const small = await send(origin, probeAgent, "POST", RESOURCE_PATHS.generate, prompt);
    if (measured) {
      health.push(healthz);
      prompts.push(small);
    }
    await new Promise((wait) => setTimeout(wait, PROBE_MS));
  }
};
const afterSignal: Answer[] = [];
const clients = Array.from({ length: CLIENTS }, heavyClient);
await probe();

// SIGTERM while the heavy clients keep sending.
signalled = true;
const stoppedAt = performance.now();
await server.stop();
const shutdownMs = performance.now() - stoppedAt;
await Promise.all(clients);
clearInterval(sampler);
heavyAgent.destroy();
probeAgent.destroy();

const healthMs = health.map((a) => a.ms).sort((a, b) => a - b);
const promptMs = prompts.map((a) => a.ms).sort((a, b) => a - b);
const healthP99 = percentile(healthMs, 0.99);
const promptFailed = prompts.filter((a) => a.status !== 200).length;
console.log(
  `\nHeavy-image load: ${CLIENTS} clients, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, ${WORKERS} workers\n`,
);
console.log("| probe | requests | p50 ms | p99 ms | max ms | answers |\n|---|---:|---:|---:|---:|---|");
for (const [name, answers, ms] of [
  ["/healthz", health, healthMs],
  ["small background", prompts, promptMs],
] as const) {
  console.log(
    `| ${name} | ${answers.length} | ${median(ms).toFixed(1)} | ${percentile(ms, 0.99).toFixed(1)} | ${(ms.at(-1) ?? 0).toFixed(0)} | ${tally(answers)} |`,
  );
}
console.log(
  `\nHeavy requests answered: ${heavy.length} (${tally(heavy)}), ${(heavy.length / SECONDS).toFixed(1)}/s`,
);
console.log(
  `Peak RSS (MB): ${[...peakRss].map(([pid, mb]) => `${pid === server.pid ? "primary" : `worker ${pid}`} ${mb.toFixed(0)}`).join(", ")}`,
);
console.log(
  `SIGTERM under load: exit ${server.exited()} after ${shutdownMs.toFixed(0)} ms; requests sent after it: ${tally(afterSignal) || "none"}`,
);
const overBudget = [...peakRss].filter(([pid, mb]) => pid !== server.pid && mb > WORKER_MEMORY_BUDGET_MB);
console.log(
  `Every worker within the ${WORKER_MEMORY_BUDGET_MB} MB a worker is given: ${overBudget.length === 0 ? "yes" : "NO"}`,
);
const failed =
  healthP99 >= HEALTH_P99_MS || promptFailed > 0 || overBudget.length > 0 || server.exited() !== "0";
process.exit(failed ? 1 : 0);
