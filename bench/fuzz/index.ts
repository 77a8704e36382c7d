// npm run fuzz [N]: N mutated requests (FUZZ_N, default 50,000; seeded by FUZZ_SEED) from the examples and the
// contract against the real built server in a child process on loopback, FUZZ_CONCURRENCY (12) in flight,
// then a few slow and oversized ones. Prints a table per category and exits non-zero when any must-be-zero
// column is not, or when the server's peak RSS passes the memory a worker is given (WORKER_MEMORY_BUDGET_MB).
import { Agent } from "node:http";
import fc from "fast-check";
import { GENERATE_EXAMPLES } from "../../src/catalog/examples/index.js";
import { DEFAULT_CONFIG, WORKER_MEMORY_BUDGET_MB } from "../../src/policy/config.js";
import { samplePeakRss } from "../rss.js";
import { startServerProcess } from "../server-process.js";
import { FUZZ_CATEGORIES, type FuzzCase } from "./case.js";
import { CATEGORY_CASES, SLOW_CASES } from "./cases/index.js";
import { type Outcome, send, shed } from "./client.js";
import { MUST_BE_ZERO, Tally } from "./tally.js";

const N = Number(process.argv[2] ?? process.env.FUZZ_N ?? 50_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_909);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 12);
const HANG_MS = 5_000;
const PROGRESS_MS = 5_000;

if (!Number.isSafeInteger(N) || N < 1)
  throw new Error(`N must be a positive integer, not ${process.argv[2] ?? process.env.FUZZ_N}`);

/** Case i's category: the weights spread evenly over every run of their sum. */
const schedule = CATEGORY_CASES.flatMap((entry, index) => Array.from({ length: entry.weight }, () => index));
const caseAt = (i: number): FuzzCase => {
  const entry = CATEGORY_CASES[schedule[i % schedule.length] ?? 0];
  if (!entry) throw new Error("no category");
  const [fuzzCase] = fc.sample(entry.cases, { seed: (SEED + i) | 0, numRuns: 1 });
  if (!fuzzCase) throw new Error(`${entry.category}: no case`);
  return fuzzCase;
};

async function examplesAnswer(origin: URL, agent: Agent): Promise<string[]> {
  const answers: string[] = [];
  for (const example of Object.values(GENERATE_EXAMPLES)) {
    const outcome: Outcome = await send(
      origin,
      {
        category: "valid",
        label: "example",
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(example)),
        accept: "always",
      },
      agent,
      HANG_MS,
    );
    answers.push(`${outcome.status} ${outcome.body?.toString("base64") ?? outcome.error}`);
  }
  return answers;
}

// The per-address connection cap as in production (the bench's server runs without one): the floods test it.
const server = await startServerProcess(undefined, {
  env: { MARQUE_MAX_CONNECTIONS_PER_ADDRESS: String(DEFAULT_CONFIG.maxConnectionsPerAddress) },
});
const origin = new URL(server.url);
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const tally = new Tally();
const startedAt = performance.now();
const rss = samplePeakRss(server.pid, 500);
let failed = false;

try {
  const before = await examplesAnswer(origin, agent);
  console.error(
    `fuzz: ${N} cases, seed ${SEED}, ${CONCURRENCY} in flight, server ${server.url} (pid ${server.pid})`,
  );
  let next = 0;
  let finished = 0;
  const progress = setInterval(() => {
    const seconds = (performance.now() - startedAt) / 1000;
    console.error(
      `fuzz: ${finished}/${N} (${((finished / N) * 100).toFixed(0)}%) in ${seconds.toFixed(0)} s, ${(finished / seconds).toFixed(0)} req/s`,
    );
  }, PROGRESS_MS);
  const worker = async () => {
    while (next < N && server.exited() === undefined) {
      const fuzzCase = caseAt(next++);
      tally.record(fuzzCase, await send(origin, fuzzCase, agent, HANG_MS));
      finished++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await Promise.all(
    SLOW_CASES.map(async (fuzzCase) => tally.record(fuzzCase, await send(origin, fuzzCase, agent, HANG_MS))),
  );
  clearInterval(progress);

  const seconds = (performance.now() - startedAt) / 1000;
  console.log(
    `\nFuzz: ${finished + SLOW_CASES.length} requests (N = ${N} + ${SLOW_CASES.length} slow), seed ${SEED}, ${CONCURRENCY} in flight, ${seconds.toFixed(1)} s wall\n`,
  );
  console.log(tally.table(FUZZ_CATEGORIES));

  const findings = tally.findingLines();
  if (findings.length > 0) console.log(`\nFindings (grouped; one detail each):\n${findings.join("\n")}`);

  rss.stop();
  console.log(`\nShed (503 overloaded) and resent: ${shed.resent}`);
  const peakMb = rss.peaks.get(server.pid) ?? 0;
  const withinBudget = peakMb <= WORKER_MEMORY_BUDGET_MB;
  console.log(
    `Server peak RSS: ${peakMb.toFixed(0)} MB (its threads included), within the ${WORKER_MEMORY_BUDGET_MB} MB a worker is given: ${withinBudget ? "yes" : "NO"}`,
  );
  if (!withinBudget) failed = true;
  const exited = server.exited();
  if (exited !== undefined) {
    console.log(`\nThe server exited during the run (${exited}).`);
    failed = true;
  } else {
    // Nothing a request did may change what a later one gets (a polluted prototype, a poisoned cache).
    const after = await examplesAnswer(origin, agent);
    const same = after.every((answer, i) => answer === before[i]);
    console.log(`\nThe published examples answer byte-identically before and after: ${same ? "yes" : "NO"}`);
    if (!same) failed = true;
  }
  const totals = tally.totals();
  const nonZero = MUST_BE_ZERO.filter((finding) => totals[finding] > 0);
  if (nonZero.length > 0) {
    console.log(`\nNot zero: ${nonZero.map((f) => `${f} ${totals[f]}`).join(", ")}`);
    failed = true;
  }
} finally {
  agent.destroy();
  await server.stop();
}
process.exit(failed ? 1 : 0);
