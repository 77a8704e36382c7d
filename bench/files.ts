// Files over HTTP (issue 28): PNG blog covers with distinct titles at 10 connections against all workers,
// beside the same run's trivial GET; each format's size and time for one 1200×630 cover; and the PNG's size
// against Chromium's screenshot of the same SVG.
import { launchChromium } from "../harness/chromium.js";
import { runLoad } from "./load.js";
import { median } from "./median.js";
import { startServerProcess } from "./server-process.js";

const CONNECTIONS = 10;
const PACED_RPS = 60;
const LOAD_MS = Number(process.env.BENCH_FILES_MS ?? 8000);
const WARM_UP_MS = 2000;
const COVER = { kind: "template", template: "blog", output: "raw", identity: { preset: "halden-rail" } };
const title = (n: number) => `Quarterly notes, edition ${n}: what changed on the network`;

async function post(url: string, body: object, accept: string): Promise<{ bytes: Buffer; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${accept}: ${response.status} ${bytes.toString().slice(0, 200)}`);
  return { bytes, ms: performance.now() - started };
}

export async function files(): Promise<void> {
  // Every worker, as production runs (one per core), each with its file thread.
  const server = await startServerProcess(undefined, { env: { WEB_CONCURRENCY: "" } });
  try {
    console.log(
      `\nFiles over HTTP: blog cover 1200×630, ${CONNECTIONS} connections, ${LOAD_MS / 1000} s each`,
    );
    console.log("| load | req/s | p50 ms | p99 ms | bytes | non-200 |\n|---|---:|---:|---:|---:|---:|");
    await runLoad(server.url, { method: "GET", path: "/healthz" }, CONNECTIONS, 500);
    const baseline = await runLoad(server.url, { method: "GET", path: "/healthz" }, CONNECTIONS, LOAD_MS);
    const covers = {
      method: "POST",
      path: "/api/generate",
      headers: { "content-type": "application/json", accept: "image/png" },
      body: (n: number) => JSON.stringify({ ...COVER, title: title(n) }),
    } as const;
    // Each worker's file thread starts on its first file and ends after EDGE.threadIdleMs without one: warm
    // them (their start and first draws took the first ~10 answers to ~0.8 s, the whole p99) with other titles.
    await runLoad(server.url, { ...covers, body: (n) => covers.body(n + 2e6) }, CONNECTIONS, WARM_UP_MS);
    const png = await runLoad(server.url, covers, CONNECTIONS, LOAD_MS);
    // The load: 60 covers a second over the same connections, latency counted from when each was due.
    const paced = await runLoad(
      server.url,
      { ...covers, body: (n) => covers.body(n + 1e6) },
      CONNECTIONS,
      LOAD_MS,
      PACED_RPS,
    );
    for (const [name, result] of [
      ["GET /healthz (baseline)", baseline],
      ["POST blog cover as PNG, every title distinct, as fast as answered", png],
      [`the same at ${PACED_RPS} req/s`, paced],
    ] as const) {
      const failed = [...result.statuses].filter(([status]) => status !== 200).reduce((n, [, c]) => n + c, 0);
      console.log(
        `| ${name} | ${result.rps.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${result.bodyBytes} | ${failed} |`,
      );
    }
    console.log(`PNG throughput is ${((png.rps / baseline.rps) * 100).toFixed(2)} % of the trivial GET's.`);

    console.log("\nOne cover in each format (median of 5, distinct titles, sequential)");
    console.log("| format | KB | ms |\n|---|---:|---:|");
    const sizes = new Map<string, number>();
    for (const accept of [
      "image/svg+xml",
      "image/png",
      "image/webp",
      "image/avif",
      "image/jpeg",
      "application/pdf",
    ]) {
      const runs = [];
      for (let i = 0; i < 5; i++)
        runs.push(await post(server.url, { ...COVER, title: title(10_000 + i) }, accept));
      const kb = (runs.at(-1)?.bytes.length ?? 0) / 1024;
      sizes.set(accept, kb);
      console.log(`| ${accept} | ${kb.toFixed(1)} | ${median(runs.map((r) => r.ms)).toFixed(0)} |`);
    }
    const svg = (
      await post(server.url, { ...COVER, title: title(10_000) }, "image/svg+xml")
    ).bytes.toString();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
      await page.setContent(`<body style="margin:0">${svg}</body>`);
      const shot = await page.screenshot({ type: "png" });
      const pngKb = sizes.get("image/png") ?? 0;
      console.log(
        `PNG ${pngKb.toFixed(1)} KB vs Chromium's screenshot of the SVG ${(shot.length / 1024).toFixed(1)} KB (${((pngKb * 1024 * 100) / shot.length).toFixed(0)} %); WebP is ${(((sizes.get("image/webp") ?? 0) / pngKb) * 100).toFixed(0)} % of the PNG.`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
