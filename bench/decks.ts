// Decks over HTTP (issue 28): a 12-slide deck as PDF (target ≤ 1 s) and as PPTX, each the median of 5
// sequential requests with distinct titles, beside the same run's one slide as a PDF from POST /api/generate
// (the baseline: what a deck's page costs on its own). One server process, one file thread, as each worker runs.
import { SLIDE_LAYOUTS } from "../src/contract/index.js";
import { median } from "./median.js";
import { startServerProcess } from "./server-process.js";

const RUNS = 5;
const SLIDES = 12;
const TARGET_PDF_MS = 1000;
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const BODY = "98.7% — Uptime\n4.2 GWh — Curtailment avoided\n12 — New partners";

const deck = (run: number) => ({
  identity: { preset: "copperleaf-energy" },
  slides: Array.from({ length: SLIDES }, (_, index) => ({
    layout: SLIDE_LAYOUTS[index % SLIDE_LAYOUTS.length],
    title: `Quarterly review ${run}, part ${index + 1}`,
    body: BODY,
    notes: `Talk track for part ${index + 1}.`,
  })),
});

async function post(url: string, path: string, body: object, accept: string) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${path} ${accept}: ${response.status} ${bytes.toString().slice(0, 200)}`);
  return { bytes: bytes.length, ms: performance.now() - started };
}

export async function decks(): Promise<void> {
  const server = await startServerProcess(undefined, { env: { MARQUE_FILE_THREADS: "1" } });
  try {
    // The file thread starts, and loads its fonts, with the first file: not a deck's cost.
    await post(server.url, "/api/decks", deck(-1), "application/pdf");
    await post(server.url, "/api/decks", deck(-2), PPTX);
    const measure = async (path: string, body: (run: number) => object, accept: string) => {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await post(server.url, path, body(run), accept));
      return { ms: median(runs.map((r) => r.ms)), kb: (runs.at(-1)?.bytes ?? 0) / 1024 };
    };
    const slide = (run: number) => ({
      kind: "template",
      template: "slides",
      output: "raw",
      identity: { preset: "copperleaf-energy" },
      slideLayout: "metrics",
      title: `Quarterly review ${run}`,
      body: BODY,
    });
    const one = await measure("/api/generate", slide, "application/pdf");
    const pdf = await measure("/api/decks", deck, "application/pdf");
    const pptx = await measure("/api/decks", deck, PPTX);
    console.log(`\nDecks over HTTP: ${SLIDES} slides of 1600×900, median of ${RUNS}, sequential`);
    console.log("| request | KB | ms | × one slide's PDF |\n|---|---:|---:|---:|");
    for (const [name, result] of [
      ["one slide as PDF (POST /api/generate, baseline)", one],
      [`${SLIDES}-slide deck as PDF`, pdf],
      [`${SLIDES}-slide deck as PPTX`, pptx],
    ] as const) {
      console.log(
        `| ${name} | ${result.kb.toFixed(1)} | ${result.ms.toFixed(0)} | ${(result.ms / one.ms).toFixed(1)} |`,
      );
    }
    console.log(
      `The ${SLIDES}-slide PDF takes ${pdf.ms.toFixed(0)} ms (target ≤ ${TARGET_PDF_MS} ms: ${pdf.ms <= TARGET_PDF_MS ? "met" : "missed"}).`,
    );
  } finally {
    await server.stop();
  }
}
