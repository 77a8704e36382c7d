// Export jobs over HTTP: the 1.6 s 640×360 loop of a design sequence as GIF and MP4 through POST /api/exports —
// time to 202 and time to the file, with a cold pool (a new server: Chromium launches, the Studio loads) and a
// warm one. Run: npx tsx bench/exports-http.ts [runs]
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.js";
import { launchChromium } from "../test/support/chromium.js";

const RUNS = Number(process.argv[2] ?? 3);
const REQUEST = {
  kind: "design-sequence",
  ratio: "wide",
  export: { width: 640, fps: 15, durationMs: 1600, gifLoop: "seamless", quality: "balanced" },
};

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
async function exportOnce(url: string, source: Record<string, unknown>, format: string, run: number) {
  const started = performance.now();
  // A name of its own per run, so no run reuses another's finished file.
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
async function inStudio(url: string, source: Record<string, unknown>, format: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/studio?tool=material`);
    await page.waitForFunction(
      () => (window as { marque?: { studio?: unknown } }).marque?.studio !== undefined,
    );
    const times = (await page.evaluate(
      `(async () => { const s = window.marque.studio; await s.applySource(${JSON.stringify(source)}); const t = [];
        for (let i = 0; i <= ${RUNS}; i++) { const at = performance.now(); await s.invoke("design.export", { format: "${format}", base64: true }); t.push(performance.now() - at); }
        return t.slice(1); })()`,
    )) as number[];
    return median(times);
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const format of ["gif", "mp4"]) {
  const { app, url } = await start();
  const source = await sequence(url);
  const cold = await exportOnce(url, source, format, 0);
  const warm = [];
  for (let run = 1; run <= RUNS; run++) warm.push(await exportOnce(url, source, format, run));
  const studio = await inStudio(url, source, format);
  console.log(
    `${format}: the Studio's own export in a warm page ${ms(studio)}; over HTTP: cold 202 ${ms(cold.accepted)}, file ${ms(cold.done)} (${cold.bytes} B); warm (median of ${RUNS}) 202 ${ms(median(warm.map((w) => w.accepted)))}, file ${ms(median(warm.map((w) => w.done)))} (${warm[0]?.bytes} B)`,
  );
  await app.close();
}
