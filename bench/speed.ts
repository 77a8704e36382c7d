// Generation speed on distinct requests (issue 14). In-process: p50 of validate → render → body encoding per
// request kind, each request's body distinct from every other, after a warm-up. Over HTTP: distinct bodies
// against the same server's trivial GET at 10 connections (ratio and p99), response-cache hits before and after
// the cache is filled, and throughput with one worker and with a worker per core, with each worker's RSS.
//
// Run from the sources with `npx tsx -e 'import("./bench/speed.ts").then(m => m.speed())'` (the server runs
// under tsx too) or, built, as part of npm run bench. SPEED_ONLY=inprocess or http runs one half.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { BACKGROUND_STYLES, SLIDE_LAYOUTS } from "../src/contract/index.js";
import { generate } from "../src/generate/generate.js";
import { validateGenerateText } from "../src/generate/validate.js";
import { defaultFontBook } from "../src/render/text/node-fonts.js";
import { staticBody } from "../src/server/static-response.js";
import { distinctAngle } from "./distinct.js";
import { type LoadRequest, type LoadResult, runLoad } from "./load.js";
import { median } from "./median.js";
import { type ServerProcess, START_FLAGS, startServerProcess } from "./server-process.js";

/** A request body made distinct by its sequence number. */
type Body = (n: number) => string;

const background =
  (settings: Record<string, unknown>): Body =>
  (n) =>
    JSON.stringify({
      kind: "background",
      output: "raw",
      identity: { preset: "tessel-labs" },
      settings: { width: 1200, height: 630, ...settings, angle: distinctAngle(n) },
    });

const AGENDA =
  "09:30 Welcome — Chair\nNetwork performance\nFleet renewal — Electric trains arriving in spring\nBudget 2027\nQuestions";

const slide =
  (slideLayout: string): Body =>
  (n) =>
    JSON.stringify({
      kind: "template",
      template: "slides",
      slideLayout,
      output: "raw",
      identity: { preset: "halden-rail" },
      title: `Reliable rail for a growing region, part ${n}`,
      body: AGENDA,
    });

/** Words a brand's titles are made of: every title below is new, every word in it has been set before. */
const KNOWN_WORDS = [
  "Reliable",
  "rail",
  "for",
  "a",
  "growing",
  "region,",
  "part",
  "of",
  "the",
  "plan",
  "network",
  "trains",
  "every",
  "morning",
  "on",
  "time",
];

/** A title of eight known words in an order drawn from `n` (a fixed linear congruential sequence). */
function knownWordsTitle(n: number): string {
  let state = n;
  return Array.from({ length: 8 }, () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return KNOWN_WORDS[state % KNOWN_WORDS.length];
  }).join(" ");
}

const slideOfKnownWords: Body = (n) =>
  JSON.stringify({
    kind: "template",
    template: "slides",
    slideLayout: "agenda",
    output: "raw",
    identity: { preset: "halden-rail" },
    title: knownWordsTitle(n),
    body: AGENDA,
  });

const designSequence: Body = (n) =>
  JSON.stringify({
    kind: "design-sequence",
    backgroundColor: `#${(n & 0xffffff).toString(16).padStart(6, "0")}`,
  });

/** A title slide whose title is a sentence in another script, made new by its number. */
const worldTitle =
  (title: (n: number) => string): Body =>
  (n) =>
    JSON.stringify({
      kind: "template",
      template: "slides",
      slideLayout: "title",
      output: "raw",
      identity: { preset: "halden-rail" },
      title: title(n),
    });

/** A caller's own identity, the same in every request (as a client sends it). */
const OWN_IDENTITY = { preset: "custom", name: "Quayside Books", ink: "#1d3b2a", paper: "#f6f1e7" };

const ownBackground: Body = (n) =>
  JSON.stringify({
    kind: "background",
    output: "raw",
    identity: OWN_IDENTITY,
    settings: { width: 1200, height: 630, style: "grain-gradient", angle: distinctAngle(n) },
  });

const ownSlide: Body = (n) =>
  JSON.stringify({
    kind: "template",
    template: "slides",
    slideLayout: "agenda",
    output: "raw",
    identity: OWN_IDENTITY,
    title: `Spring reading list, part ${n}`,
    body: AGENDA,
  });

const REQUESTS: readonly { name: string; body: Body }[] = [
  ...BACKGROUND_STYLES.map((style) => ({
    name: `background ${style} 1200×630 raw`,
    body: background({ style }),
  })),
  ...SLIDE_LAYOUTS.map((layout) => ({ name: `slide ${layout} raw`, body: slide(layout) })),
  { name: "slide agenda raw, title: known words in a new order", body: slideOfKnownWords },
  { name: "slide title raw, Devanagari title", body: worldTitle((n) => `हर ट्रेन समय पर पहुँचती है, भाग ${n}`) },
  { name: "slide title raw, Arabic title", body: worldTitle((n) => `كل قطار يصل في موعده، الجزء ${n}`) },
  {
    name: "slide title raw, Japanese title",
    body: worldTitle((n) => `すべての列車が時間どおりに到着します 第${n}部`),
  },
  { name: "background grain-gradient 1200×630 raw, the caller's own identity", body: ownBackground },
  { name: "slide agenda raw, the caller's own identity", body: ownSlide },
  { name: "design-sequence", body: designSequence },
];

const WARM_UP = Number(process.env.SPEED_WARM_UP ?? 300);
const SAMPLES = Number(process.env.SPEED_SAMPLES ?? 600);

const microseconds = (from: bigint, to: bigint) => Number(to - from) / 1000;

/**
 * p50 of each stage over SAMPLES distinct bodies, after WARM_UP of every kind and WARM_UP more of its own. The
 * shared warm-up is there because the first kinds measured were measured cold: slides' shared code and caches
 * still warming, the first layout (title) measured ~25 µs slower than the same layout measured again last.
 */
function inProcess(): void {
  const fonts = defaultFontBook();
  console.log(
    `\nIn-process, distinct bodies (p50 of ${SAMPLES}, after ${WARM_UP} of every kind and ${WARM_UP} of its own; µs)`,
  );
  console.log("| request | validate | render | body | body KB |\n|---|---:|---:|---:|---:|");
  let n = 1_000_000;
  for (let i = 0; i < WARM_UP; i++) {
    for (const { body } of REQUESTS) {
      const result = generate(validateGenerateText(body(n++)), fonts);
      staticBody(result.body, result.mediaType, "fast");
    }
  }
  for (const { name, body } of REQUESTS) {
    const stages: [number[], number[], number[]] = [[], [], []];
    let bytes = 0;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const text = body(n++);
      const t0 = process.hrtime.bigint();
      const request = validateGenerateText(text);
      const t1 = process.hrtime.bigint();
      const result = generate(request, fonts);
      const t2 = process.hrtime.bigint();
      const encoded = staticBody(result.body, result.mediaType, "fast");
      const t3 = process.hrtime.bigint();
      if (i < WARM_UP) continue;
      stages[0].push(microseconds(t0, t1));
      stages[1].push(microseconds(t1, t2));
      stages[2].push(microseconds(t2, t3));
      bytes = encoded.identity.body.byteLength;
    }
    const [validate, render, encode] = stages.map((values) => median(values).toFixed(0));
    console.log(`| ${name} | ${validate} | ${render} | ${encode} | ${(bytes / 1024).toFixed(1)} |`);
  }
}

/**
 * What a new word costs however the rest is cached: shaping it (advances and kerning pairs when fontkit's pass
 * would do no more, see kerned-runs.ts; the first time a pair is met, fontkit lays the pair out), the floor
 * under a slide whose title holds a word never set before.
 */
function newWords(): void {
  const face = defaultFontBook().face({ family: "Inter", weight: 700, fallback: "sans-serif" });
  const kinds: [string, (n: number) => string][] = [
    ["a 7-digit number", (n) => String(n)],
    ["a 12-letter word", (n) => `Timetable${n.toString(36).slice(-3)}`],
  ];
  console.log(`\nShaping a word never shaped before (Inter 700; p50 of ${SAMPLES}; µs)`);
  console.log("| word | shape |\n|---|---:|");
  let n = 2_000_000;
  for (const [name, word] of kinds) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const text = word(n++);
      const t0 = process.hrtime.bigint();
      face.shape(text);
      if (i >= WARM_UP) times.push(microseconds(t0, process.hrtime.bigint()));
    }
    console.log(`| ${name} | ${median(times).toFixed(0)} |`);
  }
}

// --- over HTTP ---

const MAIN = new URL("../src/server/main.js", import.meta.url);
const FROM_SOURCES = import.meta.url.endsWith(".ts");

/** Starts Marque (built, or under tsx from the sources) on a free loopback port with extra variables. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const script = fileURLToPath(FROM_SOURCES ? new URL("../src/server/main.ts", import.meta.url) : MAIN);
  return startServerProcess(script, {
    args: FROM_SOURCES ? ["--import", "tsx"] : START_FLAGS,
    // Load shedding off: on a busy machine a 503 would end a round instead of measuring it.
    env: { MARQUE_MAX_EVENT_LOOP_DELAY_MS: "0", ...env },
  });
}

const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1500);
/** Lets the server compile the route (and tsx transpile it) before rounds count. */
const WARM_UP_MS = 1000;
const BASELINE: LoadRequest = { method: "GET", path: "/healthz" };
const post = (body: string | Body): LoadRequest => ({
  method: "POST",
  path: "/api/generate",
  headers: { "content-type": "application/json" },
  body,
});

/**
 * Requests numbered so far: a load's n-th body is numbered across every round of the run, so a distinct load
 * never repeats a body (the cache keeps an answer from a body's second sighting). Always even.
 */
let numbered = 0;

async function measure(origin: string, load: LoadRequest, durationMs = ROUND_MS): Promise<LoadResult> {
  const { body } = load;
  const from = numbered;
  const numberedLoad = typeof body === "function" ? { ...load, body: (n: number) => body(from + n) } : load;
  const result = await runLoad(origin, numberedLoad, CONNECTIONS, durationMs);
  // Requests still in flight when the round ended were sent too.
  numbered += 2 * Math.ceil((result.requests + CONNECTIONS) / 2);
  const unexpected = [...result.statuses].filter(([status]) => status !== 200);
  if (unexpected.length > 0) throw new Error(`unexpected statuses ${JSON.stringify(unexpected)}`);
  return result;
}

interface Rounds {
  rps: number;
  p99: number;
  ratio: number;
}

/** Alternates baseline and load rounds after a warm-up; medians. */
async function rounds(origin: string, load: LoadRequest): Promise<Rounds> {
  await measure(origin, load, WARM_UP_MS);
  const runs: { baseline: LoadResult; load: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push({ baseline: await measure(origin, BASELINE), load: await measure(origin, load) });
  }
  return {
    rps: median(runs.map((run) => run.load.rps)),
    p99: median(runs.map((run) => run.load.p99Ms)),
    ratio: median(runs.map((run) => run.load.rps / run.baseline.rps)),
  };
}

/** The process ids of a cluster primary's workers (or the process itself when it has none). */
function workersOf(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return children === "" ? [pid] : children.split(/\s+/u).map(Number);
  } catch {
    return [pid];
  }
}

const rssMb = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
};

/** Distinct bodies, one process, against its trivial GET. */
async function distinctLoads(): Promise<void> {
  const server = await startServer({ WEB_CONCURRENCY: "1" });
  try {
    const loads: [string, LoadRequest][] = [
      ["background grain-gradient 1200×630 raw", post(background({ style: "grain-gradient" }))],
      ["background dither 1200×630 raw", post(background({ style: "dither" }))],
      ["slide agenda raw", post(slide("agenda"))],
      ["design-sequence", post(designSequence)],
    ];
    console.log(
      `\nHTTP, every body distinct, one process (${CONNECTIONS} connections; ${ROUNDS} rounds of ${ROUND_MS} ms after a baseline round each; medians)`,
    );
    console.log("| load | req/s | p99 ms | ÷ trivial GET |\n|---|---:|---:|---:|");
    for (const [name, load] of loads) {
      const measured = await rounds(server.url, load);
      console.log(
        `| ${name} | ${measured.rps.toFixed(0)} | ${measured.p99.toFixed(1)} | ${measured.ratio.toFixed(3)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

/** Requests that fill the response cache: small answers, so tens of thousands of entries fit. */
const FILL_ENTRIES = Number(process.env.SPEED_FILL_ENTRIES ?? 30_000);

/** Cache hits (one repeated body) on an empty cache, then after FILL_ENTRIES distinct answers are held. */
async function cacheHits(): Promise<void> {
  const server = await startServer({ WEB_CONCURRENCY: "1", MARQUE_RESPONSE_CACHE_MB: "1024" });
  try {
    const hit = post(background({ style: "grain-gradient" })(0));
    const before = await rounds(server.url, hit);
    const started = performance.now();
    let filled = 0;
    while (filled < FILL_ENTRIES) {
      // Each body twice (n and n + 1, n even): an answer is kept from its request's second sighting.
      const result = await measure(
        server.url,
        post((n) => designSequence(Math.floor(n / 2) + 1)),
        1000,
      );
      filled += Math.floor(result.requests / 2);
    }
    const fillSeconds = (performance.now() - started) / 1000;
    const after = await rounds(server.url, hit);
    console.log(`\nResponse-cache hits (one repeated background body; ${CONNECTIONS} connections)`);
    console.log("| cache | req/s | p99 ms | ÷ trivial GET |\n|---|---:|---:|---:|");
    console.log(
      `| empty | ${before.rps.toFixed(0)} | ${before.p99.toFixed(1)} | ${before.ratio.toFixed(3)} |`,
    );
    console.log(
      `| after ${filled} distinct answers (filled in ${fillSeconds.toFixed(0)} s) | ${after.rps.toFixed(0)} | ${after.p99.toFixed(1)} | ${after.ratio.toFixed(3)} |`,
    );
  } finally {
    await server.stop();
  }
}

/** Distinct backgrounds with one worker and with one per core; RSS of each worker under that load. */
async function workers(): Promise<void> {
  const cores = availableParallelism();
  const load = post(background({ style: "grain-gradient" }));
  console.log(
    `\nWorkers: distinct backgrounds (grain-gradient 1200×630 raw), ${CONNECTIONS} connections; the load client shares the machine's ${cores} cores`,
  );
  console.log(
    "| workers | req/s | p99 ms | ÷ trivial GET | RSS per worker under load, MB |\n|---:|---:|---:|---:|---|",
  );
  for (const count of [1, cores]) {
    const server = await startServer({ WEB_CONCURRENCY: String(count) });
    try {
      await measure(server.url, load, 500);
      const rss: number[] = [];
      const sampling = setInterval(() => {
        for (const pid of workersOf(server.pid)) rss.push(rssMb(pid));
      }, 250);
      const measured = await rounds(server.url, load);
      clearInterval(sampling);
      const peak = Math.max(...rss);
      console.log(
        `| ${count} | ${measured.rps.toFixed(0)} | ${measured.p99.toFixed(1)} | ${measured.ratio.toFixed(3)} | median ${median(rss).toFixed(0)}, peak ${peak.toFixed(0)} |`,
      );
    } finally {
      await server.stop();
    }
  }
}

export async function speed(): Promise<void> {
  const only = process.env.SPEED_ONLY;
  if (!only || only === "inprocess") {
    inProcess();
    newWords();
  }
  if (!only || only === "http") {
    await distinctLoads();
    await cacheHits();
    await workers();
  }
}
