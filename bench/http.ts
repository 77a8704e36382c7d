// HTTP throughput and p99 of each load against the same server's trivial GET (GET /healthz). The machine
// drifts by a factor of two within a minute, so each load runs in short rounds, each right after a baseline
// round, and the ratio reported is the median of the per-round ratios (with their range).
//
// Catalog and slide loads are also read against a reference: bare node:http sending a body of the same size, against its
// own trivial GET. Bytes cost on this machine whatever serves them; the reference says how much.
import { fileURLToPath } from "node:url";
import { distinctAngle } from "./distinct.js";
import { type LoadRequest, type LoadResult, runLoad } from "./load.js";
import { median } from "./median.js";
import { startServerProcess } from "./server-process.js";

const BARE_SERVER = fileURLToPath(new URL("./bare-server.js", import.meta.url));

const CONNECTIONS = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1500);
/** Lets the server compile the route and make any lazily compressed body before rounds count. */
const WARM_UP_MS = 300;

interface Load extends LoadRequest {
  name: string;
  /** Sends the ETag of a first response in If-None-Match, as a caching client does (answers are 304). */
  revalidate?: boolean;
  /** Also measures bare node:http sending a body of the same size. */
  reference?: boolean;
}

/** What Node's fetch and Python's requests send. */
const GZIP = { "accept-encoding": "gzip, deflate" };
/** What browsers send. */
const BROTLI = { "accept-encoding": "gzip, deflate, br" };
const JSON_BODY = { "content-type": "application/json" };

const BASELINE: Load = { name: "GET /healthz (baseline)", method: "GET", path: "/healthz" };
const BARE_TRIVIAL: Load = { name: "bare node:http GET /0", method: "GET", path: "/0" };

const BACKGROUND_1200 = {
  kind: "background",
  output: "raw",
  identity: { preset: "tessel-labs" },
  settings: { width: 1200, height: 630, style: "grain-gradient" },
};

const SLIDE_AGENDA = JSON.stringify({
  kind: "template",
  template: "slides",
  slideLayout: "agenda",
  output: "raw",
  identity: { preset: "halden-rail" },
  title: "Today's agenda",
  body: "09:30 Welcome — Chair\nNetwork performance\nFleet renewal — Electric trains arriving in spring\nBudget 2027\nQuestions",
});

const catalogLoads = (path: string): Load[] => [
  { name: `GET ${path} (no compression)`, method: "GET", path, reference: true },
  { name: `GET ${path} (gzip, as Node fetch sends)`, method: "GET", path, headers: GZIP, reference: true },
  { name: `GET ${path} (br, as browsers send)`, method: "GET", path, headers: BROTLI, reference: true },
];

const LOADS: Load[] = [
  {
    name: "POST background 1200×630 raw (repeated body)",
    method: "POST",
    path: "/api/generate",
    headers: JSON_BODY,
    body: JSON.stringify(BACKGROUND_1200),
  },
  {
    name: "POST background 1200×630 raw (every body distinct)",
    method: "POST",
    path: "/api/generate",
    headers: JSON_BODY,
    body: (n) =>
      JSON.stringify({
        ...BACKGROUND_1200,
        settings: { ...BACKGROUND_1200.settings, angle: distinctAngle(n) },
      }),
  },
  {
    name: "POST background dither 1200×630 raw",
    method: "POST",
    path: "/api/generate",
    headers: JSON_BODY,
    body: JSON.stringify({
      kind: "background",
      output: "raw",
      settings: { width: 1200, height: 630, style: "dither", pattern: "dots" },
    }),
  },
  {
    name: "POST slide agenda raw",
    method: "POST",
    path: "/api/generate",
    headers: JSON_BODY,
    body: SLIDE_AGENDA,
    reference: true,
  },
  {
    name: "POST slide agenda raw (gzip, as Node fetch sends)",
    method: "POST",
    path: "/api/generate",
    headers: { ...JSON_BODY, ...GZIP },
    body: SLIDE_AGENDA,
    reference: true,
  },
  {
    name: "POST design-sequence",
    method: "POST",
    path: "/api/generate",
    headers: JSON_BODY,
    body: JSON.stringify({ kind: "design-sequence" }),
  },
  { name: "GET /api/generate (contract)", method: "GET", path: "/api/generate" },
  ...catalogLoads("/api/agent"),
  ...catalogLoads("/api/materials"),
  {
    name: "GET /api/materials (revalidation: If-None-Match → 304)",
    method: "GET",
    path: "/api/materials",
    revalidate: true,
  },
];

/** A load with its ETag filled in when it revalidates (ETags differ per content encoding). */
async function prepared(origin: string, load: Load): Promise<Load> {
  if (!load.revalidate) return load;
  const response = await fetch(`${origin}${load.path}`, {
    headers: { "accept-encoding": "identity", ...load.headers },
  });
  const etag = response.headers.get("etag");
  if (!etag) throw new Error(`${load.name}: the first response has no ETag`);
  return { ...load, headers: { ...load.headers, "if-none-match": etag } };
}

async function measure(origin: string, load: Load, durationMs = ROUND_MS): Promise<LoadResult> {
  const result = await runLoad(origin, load, CONNECTIONS, durationMs);
  const expected = load.revalidate ? 304 : 200;
  const unexpected = [...result.statuses].filter(([status]) => status !== expected);
  if (unexpected.length > 0) {
    throw new Error(`${load.name}: unexpected statuses ${JSON.stringify(unexpected)} (expected ${expected})`);
  }
  return result;
}

interface Rounds {
  rps: number;
  p99: number;
  baseline: number;
  ratio: number;
  range: string;
  bodyBytes: number;
}

/** Warms the load up, then alternates baseline and load rounds; medians of each. */
async function rounds(origin: string, baseline: Load, load: Load): Promise<Rounds> {
  await measure(origin, load, WARM_UP_MS);
  const runs: { baseline: LoadResult; load: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push({ baseline: await measure(origin, baseline), load: await measure(origin, load) });
  }
  const ratios = runs.map((run) => run.load.rps / run.baseline.rps);
  return {
    rps: median(runs.map((run) => run.load.rps)),
    p99: median(runs.map((run) => run.load.p99Ms)),
    baseline: median(runs.map((run) => run.baseline.rps)),
    ratio: median(ratios),
    range: `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
    bodyBytes: runs.at(-1)?.load.bodyBytes ?? 0,
  };
}

export async function http(): Promise<void> {
  const marque = await startServerProcess();
  const bare = await startServerProcess(BARE_SERVER);
  try {
    const rows: { name: string; marque: Rounds; bare?: Rounds }[] = [];
    for (const raw of LOADS) {
      const load = await prepared(marque.url, raw);
      const measured = await rounds(marque.url, BASELINE, load);
      const sameBytes: Load = {
        name: `bare ${measured.bodyBytes} B`,
        method: "GET",
        path: `/${measured.bodyBytes}`,
      };
      rows.push({
        name: load.name,
        marque: measured,
        ...(load.reference ? { bare: await rounds(bare.url, BARE_TRIVIAL, sameBytes) } : {}),
      });
    }
    console.log(
      `\nHTTP (${CONNECTIONS} connections; ${ROUNDS} rounds of ${ROUND_MS} ms, each after a baseline round; medians)`,
    );
    console.log(
      "| load | body KB | req/s | p99 ms | baseline req/s | ratio | ratio range | bare node:http, same bytes |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const { name, marque: m, bare: b } of rows) {
      console.log(
        `| ${name} | ${(m.bodyBytes / 1024).toFixed(1)} | ${m.rps.toFixed(0)} | ${m.p99.toFixed(1)} | ${m.baseline.toFixed(0)} | ${m.ratio.toFixed(2)} | ${m.range} | ${b ? `${b.ratio.toFixed(2)} (${b.range})` : "—"} |`,
      );
    }
  } finally {
    await Promise.all([marque.stop(), bare.stop()]);
  }
}
