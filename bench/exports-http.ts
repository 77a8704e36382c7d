// npm run bench (exports-http): export jobs over HTTP — the 1.6 s 640×360 loop of a design sequence as GIF and MP4
// through POST /api/exports. Time to 202 and time to the file, with a cold pool (a new server: Chromium launches,
// the Studio loads) and a warm one; then saturation: jobs a minute with N distinct jobs submitted at once to a
// warm server with the default pool, and the RSS of the server and of its Chromium processes.
// Alone: npx tsx bench/exports-http.ts [runs]
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { launchChromium } from "../harness/chromium.js";
import { buildApp } from "../src/server/app.js";
import { exportConfigFromEnv } from "../src/server/exports/config.js";
import { median } from "./median.js";
import { descendantRss } from "./rss.js";

const REQUEST = {
  kind: "design-sequence",
  ratio: "wide",
  export: { width: 640, fps: 15, durationMs: 1600, gifLoop: "seamless", quality: "balanced" },
};
/** Jobs submitted at once for saturation (alternating GIF and MP4), kept within the queue limit. */
const SATURATION_JOBS = 12;
const RSS_EVERY_MS = 250;
const CHROMIUM = /chrom/iu;

async function start(): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp();
  return { app, url: await app.listen({ port: 0, host: "127.0.0.1" }) };
}

async function sequence(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(REQUEST),
  });
  if (response.status !== 200) throw new Error(`design-sequence answered ${response.status}`);
  return ((await response.json()) as { document: Record<string, unknown> }).document;
}

/** One export: ms to the 202, ms to the file's last byte, and its size. */
async function exportOnce(
  url: string,
  source: Record<string, unknown>,
  format: string,
  run: number | string,
) {
  const started = performance.now();
  // A name of its own per run, so no run reuses another's finished file (the request's hash is the reuse key).
  const response = await fetch(`${url}/api/exports`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ source: { ...source, name: `bench ${format} ${run} ${Math.random()}` }, format }),
  });
  const accepted = performance.now() - started;
  if (response.status !== 202)
    throw new Error(`POST /api/exports answered ${response.status}: ${await response.text()}`);
  const { links } = (await response.json()) as { links: { events: string; file: string } };
  const events = await fetch(`${url}${links.events}`);
  const text = await events.text();
  if (!text.includes('"status":"done"')) throw new Error(`the job did not finish: ${text.slice(-3000)}`);
  const file = await fetch(`${url}${links.file}`);
  const bytes = (await file.arrayBuffer()).byteLength;
  return { accepted, done: performance.now() - started, bytes };
}

/** The baseline: the Studio's own design.export of the same document in a browser page, in ms (median). */
async function inStudio(
  url: string,
  source: Record<string, unknown>,
  format: string,
  runs: number,
): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/studio?tool=material`);
    await page.waitForFunction(
      () => (window as { marque?: { studio?: unknown } }).marque?.studio !== undefined,
    );
    const times = (await page.evaluate(
      `(async () => { const s = window.marque.studio; await s.applySource(${JSON.stringify(source)}); const t = [];
        for (let i = 0; i <= ${runs}; i++) { const at = performance.now(); await s.invoke("design.export", { format: "${format}", base64: true }); t.push(performance.now() - at); }
        return t.slice(1); })()`,
    )) as number[];
    return median(times);
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => `${Math.round(value)}`;
const mb = (value: number) => `${Math.round(value)}`;

/** Cold and warm single jobs per format, against the Studio's own export in a warm page. */
async function latency(runs: number): Promise<void> {
  console.log(`\nExport jobs over HTTP (design sequence 640×360, 1.6 s, 15 fps; warm = median of ${runs})`);
  console.log(
    "| format | Studio page ms | cold 202 ms | cold file ms | warm 202 ms | warm file ms | bytes |\n|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const format of ["gif", "mp4"]) {
    const { app, url } = await start();
    try {
      const source = await sequence(url);
      const cold = await exportOnce(url, source, format, 0);
      const warm = [];
      for (let run = 1; run <= runs; run++) warm.push(await exportOnce(url, source, format, run));
      const studio = await inStudio(url, source, format, runs);
      console.log(
        `| ${format} | ${ms(studio)} | ${ms(cold.accepted)} | ${ms(cold.done)} | ${ms(median(warm.map((w) => w.accepted)))} | ${ms(median(warm.map((w) => w.done)))} | ${warm[0]?.bytes ?? cold.bytes} |`,
      );
    } finally {
      await app.close();
    }
  }
}

/** RSS in MB of this process (the server, with the bench client in it) and of its Chromium descendants. */
function sampleRss() {
  const peak = { server: 0, chromium: 0, processes: 0 };
  const sample = () => {
    const chromium = descendantRss(process.pid, CHROMIUM);
    peak.server = Math.max(peak.server, process.memoryUsage().rss / 2 ** 20);
    peak.chromium = Math.max(peak.chromium, chromium.mb);
    peak.processes = Math.max(peak.processes, chromium.processes);
  };
  sample();
  const timer = setInterval(sample, RSS_EVERY_MS);
  return {
    peak,
    stop() {
      clearInterval(timer);
      sample();
    },
  };
}

/** N distinct jobs at once to a warm server with the default pool: jobs a minute, time to file, RSS. */
async function saturation(): Promise<void> {
  const config = exportConfigFromEnv();
  // Every job but those on a page waits in the queue; more than it holds would be refused with 429 queue_full.
  const jobs = Math.min(SATURATION_JOBS, config.queue + config.pages);
  const { app, url } = await start();
  try {
    const source = await sequence(url);
    // Warm the pool: Chromium launched, the Studio loaded in its pages.
    await exportOnce(url, source, "gif", "warm-up");
    const before = { server: process.memoryUsage().rss / 2 ** 20, ...descendantRss(process.pid, CHROMIUM) };
    const rss = sampleRss();
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: jobs }, (_, i) =>
        exportOnce(url, source, i % 2 === 0 ? "gif" : "mp4", `sat ${i}`),
      ),
    );
    const elapsed = performance.now() - started;
    rss.stop();
    const after = { server: process.memoryUsage().rss / 2 ** 20, ...descendantRss(process.pid, CHROMIUM) };
    const files = results.map((r) => r.done).sort((a, b) => a - b);
    const [load1, load5] = loadavg();
    console.log(
      `\nExport saturation: ${jobs} distinct jobs at once (GIF/MP4 alternating) to a warm server, ${config.pages} page(s), queue ${config.queue}; load average ${load1?.toFixed(2)} / ${load5?.toFixed(2)}`,
    );
    console.log("| measure | value |\n|---|---:|");
    console.log(`| elapsed s | ${(elapsed / 1000).toFixed(1)} |`);
    console.log(`| exports / minute | ${((jobs / elapsed) * 60_000).toFixed(1)} |`);
    console.log(`| time to file p50 ms | ${ms(median(files))} |`);
    console.log(`| time to file max ms | ${ms(files.at(-1) ?? 0)} |`);
    console.log(`| time to 202 max ms | ${ms(Math.max(...results.map((r) => r.accepted)))} |`);
    console.log(
      `| server RSS MB (bench client included): before / peak / after | ${mb(before.server)} / ${mb(rss.peak.server)} / ${mb(after.server)} |`,
    );
    console.log(
      `| Chromium RSS MB (sum over processes): before / peak / after | ${mb(before.mb)} / ${mb(rss.peak.chromium)} / ${mb(after.mb)} |`,
    );
    console.log(`| Chromium processes: peak / after | ${rss.peak.processes} / ${after.processes} |`);
  } finally {
    await app.close();
  }
}

export async function exportsHttp(runs = 3): Promise<void> {
  await latency(runs);
  await saturation();
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  await exportsHttp(Number(process.argv[2] ?? 3));
