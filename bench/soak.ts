// npm run soak: SOAK_SECONDS (60) at SOAK_CONNECTIONS (200) keep-alive connections of mixed valid traffic —
// every generate kind with distinct bodies (backgrounds twice each, so the response cache fills but is not all
// that answers), catalogs, docs, search and every bundled Studio font file in turn — against the real built
// server in a child process on loopback,
// after SOAK_WARMUP_SECONDS (30) of the same. Samples the server's RSS every second from /proc/<pid>/status.
// Prints requests, errors, p50/p99 and RSS over the first and last 10 s, and exits non-zero on any error, when
// RSS is not flat, or when it passes the documented budget of a worker (MEMORY_BUDGET_MB, docs/operations.md).
// The warm-up lets the bounded caches fill (one set a thread, MARQUE_CACHE_MB: generated answers, shaped text,
// parsed fonts…; their use by region is printed at the end, from GET /healthz?verbose) and V8's heap size itself to the load, so the measured window shows growth past them: with
// those full, the server's heap after a full GC stays level (measured over 150 s). Growth of over 30 MB between
// the windows (~0.6 MB/s) fails; slower leaks pass (a deliberate 1 KB a request at ~530 req/s added 21 MB).
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import type { CacheStats } from "../src/cache/cache-set.js";
import { ELEMENTS } from "../src/catalog/elements/index.js";
import { MATERIAL_IDS } from "../src/catalog/materials/index.js";
import {
  BACKGROUND_STYLES,
  GRADIENT_KINDS,
  IDENTITY_PRESETS,
  PATTERNS,
  RATIOS,
  RESOURCE_PATHS,
  SLIDE_LAYOUTS,
  TEMPLATE_KINDS,
  TEXTURES,
} from "../src/contract/index.js";
import { openDocs } from "../src/docs/served.js";
import { WORKER_MEMORY_BUDGET_MB } from "../src/policy/config.js";
import { packageRoot } from "../src/server/package-root.js";
import { median } from "./median.js";
import { startServerProcess } from "./server-process.js";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const WARM_UP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const WINDOW_SECONDS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
/** RSS is flat when the last window's mean is within 10 % or 30 MB of the first's. */
const FLAT_RATIO = 1.1;
const FLAT_MB = 30;
/** The memory a worker is documented to stay under at the defaults (docs/operations.md, docs/deploy.md). */
const MEMORY_BUDGET_MB = WORKER_MEMORY_BUDGET_MB;

if (!(SECONDS >= 2 * WINDOW_SECONDS)) throw new Error(`SOAK_SECONDS must be at least ${2 * WINDOW_SECONDS}`);

interface SoakRequest {
  kind: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

const at = <T>(values: readonly T[], n: number): T => values[n % values.length] as T;
const post = (kind: string, body: object): SoakRequest => ({
  kind,
  method: "POST",
  path: RESOURCE_PATHS.generate,
  body: JSON.stringify(body),
});

const docPages = (await openDocs(packageRoot())).site.pages.map(
  (page) => `${RESOURCE_PATHS.docs}/${page.path}`,
);
const CATALOGS = [
  RESOURCE_PATHS.materials,
  RESOURCE_PATHS.identities,
  RESOURCE_PATHS.elements,
  RESOURCE_PATHS.labs,
  RESOURCE_PATHS.catalog,
  RESOURCE_PATHS.agent,
  RESOURCE_PATHS.generate,
  RESOURCE_PATHS.openapi,
];
const DOCS = [...docPages, RESOURCE_PATHS.docs, RESOURCE_PATHS.llms];
/** Every font file the Studio's type engine may fetch (~104 MB in all): the route must not keep them all. */
const FONT_FILES = (() => {
  const root = join(packageRoot(), "node_modules", "@fontsource");
  return readdirSync(root).flatMap((name) =>
    readdirSync(join(root, name, "files"))
      .filter((file) => file.endsWith(".woff2"))
      .map((file) => `${RESOURCE_PATHS.studio}/fonts/@fontsource/${name}/files/${file}`),
  );
})();
const SEARCH_TERMS = [
  ...MATERIAL_IDS,
  ...ELEMENTS.map((element) => element.name),
  "dither",
  "slides",
  "logo",
];

/**
 * The n-th request of the mix: half generation (four kinds, distinct bodies), half catalogs, docs, search and
 * font files (one in twenty requests, each file in turn).
 */
function requestAt(n: number): SoakRequest {
  const i = Math.floor(n / 10);
  switch (n % 10) {
    case 0:
    case 1: {
      // Each background body comes twice (n and n + 10): an answer is cached from its second sighting, so
      // these fill the response cache.
      const b = Math.floor(n / 20);
      return post("background", {
        kind: "background",
        output: n % 2 === 0 ? "raw" : "json",
        identity: { preset: at(IDENTITY_PRESETS, b) },
        settings: {
          width: 320 + (b % 9) * 100,
          height: 200 + (b % 5) * 100,
          style: at(BACKGROUND_STYLES, b),
          gradient: at(GRADIENT_KINDS, b),
          pattern: at(PATTERNS, b),
          angle: (b % 7200) / 20 - 180,
        },
      });
    }
    case 2: {
      const template = at(TEMPLATE_KINDS, i);
      return post("template", {
        kind: "template",
        template,
        ...(template === "slides" ? { slideLayout: at(SLIDE_LAYOUTS, i) } : {}),
        texture: at(TEXTURES, i),
        identity: { preset: at(IDENTITY_PRESETS, i) },
        title: `Soak ${n}`,
        body: `Line ${i} — detail\n${i % 100}% — Share`,
      });
    }
    case 3:
      return post("element-brief", {
        kind: "element-brief",
        elementId: at(ELEMENTS, i).id,
        identity: { preset: at(IDENTITY_PRESETS, i), name: `Soak ${n}` },
      });
    case 4:
      return post("design-sequence", {
        kind: "design-sequence",
        ratio: at(RATIOS, i),
        texts: [{ value: `Soak ${n}` }],
      });
    case 5:
    case 6:
      return { kind: "catalog", method: "GET", path: at(CATALOGS, i) };
    case 7:
      return { kind: "docs", method: "GET", path: at(DOCS, i) };
    case 8:
      return n % 20 < 10
        ? { kind: "docs", method: "GET", path: at(DOCS, i + 1) }
        : { kind: "font", method: "GET", path: at(FONT_FILES, Math.floor(n / 20)) };
    default:
      return {
        kind: "search",
        method: "GET",
        path: `${RESOURCE_PATHS.search}?q=${encodeURIComponent(at(SEARCH_TERMS, i))}&limit=${1 + (i % 20)}`,
      };
  }
}

interface Result {
  ms: number;
  status?: number;
  error?: string;
}

function send(origin: URL, agent: Agent, soak: SoakRequest): Promise<Result> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const done = (result: Omit<Result, "ms">) => resolve({ ...result, ms: performance.now() - startedAt });
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        method: soak.method,
        path: soak.path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: soak.body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(soak.body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on("end", () => done({ status: response.statusCode }));
        response.on("error", (error) => done({ error: error.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(soak.body);
  });
}

/** The server's resident set size in MB, or undefined off Linux. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The event loop's cache use by region at the end of the run (GET /healthz?verbose), largest first. */
async function printCaches(at: URL): Promise<void> {
  const response = await fetch(new URL("/healthz?verbose", at));
  const { caches } = (await response.json()) as { caches?: CacheStats };
  if (!caches) return;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`\nCaches (event loop): ${mb(caches.bytes)} of ${mb(caches.maxBytes)} MB\n`);
  console.log("| region | MB | cap MB | entries | hits | misses |\n|---|---:|---:|---:|---:|---:|");
  for (const [name, r] of Object.entries(caches.regions).sort(([, a], [, b]) => b.bytes - a.bytes)) {
    if (r.hits + r.misses === 0) continue;
    console.log(`| ${name} | ${mb(r.bytes)} | ${mb(r.maxBytes)} | ${r.entries} | ${r.hits} | ${r.misses} |`);
  }
}

const server = await startServerProcess();
const origin = new URL(server.url);
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let failed = false;

try {
  console.error(
    `soak: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s against ${server.url} (pid ${server.pid})`,
  );
  const startedAt = performance.now();
  const measureFrom = startedAt + WARM_UP_SECONDS * 1000;
  const endAt = measureFrom + SECONDS * 1000;
  const latencies: number[] = [];
  const byKind = new Map<string, number>();
  const errors = new Map<string, number>();
  const rss: { t: number; mb: number }[] = [];
  let n = 0;

  const sampler = setInterval(() => {
    const now = performance.now();
    const mb = rssMb(server.pid);
    if (now >= measureFrom && mb !== undefined) rss.push({ t: (now - measureFrom) / 1000, mb });
  }, 1000);
  const progress = setInterval(() => {
    const seconds = (performance.now() - measureFrom) / 1000;
    if (seconds > 0)
      console.error(
        `soak: ${seconds.toFixed(0)} s, ${latencies.length} requests, RSS ${rss.at(-1)?.mb.toFixed(0) ?? "?"} MB`,
      );
  }, 10_000);

  const connection = async () => {
    while (performance.now() < endAt && server.exited() === undefined) {
      const soak = requestAt(n++);
      const result = await send(origin, agent, soak);
      const failure =
        result.error ??
        (result.status !== undefined && result.status >= 400 ? `${soak.kind} ${result.status}` : undefined);
      if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
      if (performance.now() - result.ms >= measureFrom) {
        latencies.push(result.ms);
        byKind.set(soak.kind, (byKind.get(soak.kind) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  clearInterval(sampler);
  clearInterval(progress);

  latencies.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  const first = rss.filter((s) => s.t < WINDOW_SECONDS).map((s) => s.mb);
  const last = rss.filter((s) => s.t >= SECONDS - WINDOW_SECONDS).map((s) => s.mb);
  // A window without samples (the server gone) proves nothing: not flat.
  const sampled = first.length > 0 && last.length > 0;
  const flat = sampled && (mean(last) <= mean(first) * FLAT_RATIO || mean(last) - mean(first) <= FLAT_MB);
  const peakMb = Math.max(0, ...rss.map((s) => s.mb));

  console.log(
    `\nSoak: ${SECONDS} s at ${CONNECTIONS} connections (after ${WARM_UP_SECONDS} s of warm-up), mixed valid traffic\n`,
  );
  console.log("| requests | req/s | errors | p50 ms | p99 ms | max ms |");
  console.log("|---:|---:|---:|---:|---:|---:|");
  console.log(
    `| ${latencies.length} | ${(latencies.length / SECONDS).toFixed(0)} | ${errorCount} | ${median(latencies).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ${(latencies.at(-1) ?? 0).toFixed(0)} |`,
  );
  console.log(`\nBy kind: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(", ")}`);
  if (errorCount > 0)
    console.log(
      `Errors (warm-up included): ${[...errors].map(([what, count]) => `${what} ×${count}`).join(", ")}`,
    );
  if (rss.length === 0) console.log("\nRSS: not sampled (no /proc on this system)");
  else {
    console.log(`\n| server RSS | mean MB | max MB |\n|---|---:|---:|`);
    console.log(
      `| first ${WINDOW_SECONDS} s | ${mean(first).toFixed(1)} | ${Math.max(...first).toFixed(1)} |`,
    );
    console.log(`| last ${WINDOW_SECONDS} s | ${mean(last).toFixed(1)} | ${Math.max(...last).toFixed(1)} |`);
    console.log(
      `\nRSS flat (last mean within ${Math.round((FLAT_RATIO - 1) * 100)} % or ${FLAT_MB} MB of the first): ${flat ? "yes" : "NO"} (${(mean(last) - mean(first)).toFixed(1)} MB)`,
    );
    console.log(
      `RSS within the documented ${MEMORY_BUDGET_MB} MB a worker: ${peakMb <= MEMORY_BUDGET_MB ? "yes" : "NO"} (peak ${peakMb.toFixed(1)} MB)`,
    );
  }
  const exited = server.exited();
  if (exited === undefined) await printCaches(origin);
  else console.log(`\nThe server exited during the soak (${exited}).`);
  failed = errorCount > 0 || (rss.length > 0 && (!flat || peakMb > MEMORY_BUDGET_MB)) || exited !== undefined;
} finally {
  agent.destroy();
  await server.stop();
}
process.exit(failed ? 1 : 0);
