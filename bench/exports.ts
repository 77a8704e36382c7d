// npm run bench (exports): the Design Lab's GIF and MP4 exports of a 1.6 s loop at 640×360 15 fps in headless
// Chromium — seconds, bytes, and the encoder's share of the time — from a cheap 2D canvas and from a live material;
// then the default shader sequence (POST /api/generate design-sequence) exported by the real Studio at 640 px wide.
import { loadavg } from "node:os";
import { build } from "esbuild";
import { launchChromium } from "../harness/chromium.js";
import { openExportPage } from "../harness/export-page.js";
import { buildApp } from "../src/server/app.js";
import { designLabFrames } from "./exports-design.js";

const ORIGIN = "https://bench.marque.test";
const TARGET_SECONDS = { gif: 6, mp4: 5 } as const;
const SEQUENCE_TARGET_SECONDS = { gif: 25, mp4: 20 } as const;
/** The width the shader-sequence rows export at (the height follows the ratio). */
const SEQUENCE_WIDTH = 640;

/** The page's side: both frame sources and one function that runs an export and reports its figures. */
const PAGE_ENTRY = `
import { exportGif, exportMp4 } from "./studio/export/index.ts";
import { canvasFrames } from "./test/export/frames.ts";
import { materialsCatalog } from "./src/catalog/materials/index.ts";
import { createMaterialRenderer } from "./studio/engines/index.ts";
const createWorker = () =>
  new Worker(URL.createObjectURL(new Blob([window.gifWorkerSource], { type: "text/javascript" })));
let renderer;
const materialOf = (id) =>
  materialsCatalog.materials.find((m) => m.id === (id || materialsCatalog.defaults.heroAnimation));
function materialSource(width, height, id) {
  renderer ??= createMaterialRenderer();
  const material = materialOf(id);
  return (_index, timeMs) => renderer.render(material, {}, timeMs, width, height);
}
window.renderOnly = async (id) => {
  const draw = materialSource(640, 360, id);
  draw(0, 0);
  renderer.readPixels();
  const started = performance.now();
  for (let i = 1; i <= 8; i++) {
    draw(i, (i * 1000) / 15);
    renderer.readPixels();
  }
  return [materialOf(id).id, (performance.now() - started) / 8];
};
window.exportBench = async ({ format, quality, source, material, width, height, fps, durationMs, loop }) => {
  const draw = source === "material" ? materialSource(width, height, material) : canvasFrames(width, height);
  let renders = 0;
  const frame = (index, timeMs) => {
    renders++;
    return draw(index, timeMs);
  };
  const options = { width, height, fps, durationMs, quality, loop, frame };
  const started = performance.now();
  const result = format === "gif" ? await exportGif({ ...options, createWorker }) : await exportMp4(options);
  return { seconds: (performance.now() - started) / 1000, bytes: result.blob.size, frames: result.frames, renders,
    timings: result.timings, material: source === "material" ? materialOf(material).id : "" };
};
`;

interface Run {
  format: "gif" | "mp4";
  quality: "fast" | "balanced" | "best";
  source: "canvas" | "material";
}

interface Figures {
  seconds: number;
  bytes: number;
  frames: number;
  /** frame() calls: the frames plus the seamless tail's pre-roll. */
  renders: number;
  material: string;
  timings: { totalMs: number; renderMs: number; encodeMs: number };
}

const RUNS: Run[] = [
  { format: "gif", quality: "fast", source: "canvas" },
  { format: "gif", quality: "balanced", source: "canvas" },
  { format: "gif", quality: "best", source: "canvas" },
  { format: "mp4", quality: "balanced", source: "canvas" },
  { format: "mp4", quality: "best", source: "canvas" },
  { format: "gif", quality: "balanced", source: "material" },
  { format: "gif", quality: "best", source: "material" },
  { format: "mp4", quality: "balanced", source: "material" },
];

async function bundle(options: Parameters<typeof build>[0]): Promise<string> {
  const result = await build({
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "error",
    ...options,
  });
  return result.outputFiles?.[0]?.text ?? "";
}

export async function exportFormats(): Promise<void> {
  const [entry, worker] = await Promise.all([
    bundle({
      stdin: { contents: PAGE_ENTRY, resolveDir: process.cwd(), loader: "js" },
      define: { "import.meta.url": '"about:blank"' },
    }),
    bundle({ entryPoints: ["studio/export/gif-worker.ts"] }),
  ]);
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  try {
    browser = await launchChromium();
  } catch (error) {
    console.log(`\nExports: skipped (${(error as Error).message})`);
    return;
  }
  try {
    const page = await browser.newPage();
    await openExportPage(page, ORIGIN, entry, worker);
    const material = process.env.BENCH_EXPORT_MATERIAL ?? "";
    console.log(
      "\nExports: a 1.6 s loop at 640×360, 15 fps (24 frames), seamless, headless Chromium (software WebGL)",
    );
    const baseline = await page.evaluate(
      (id) => (window as unknown as { renderOnly(id: string): Promise<[string, number]> }).renderOnly(id),
      material,
    );
    console.log(
      `Load average ${loadavg()[0]?.toFixed(1)}. Frame sources: a 2D canvas (the pipeline's own cost) and the Studio's default material ${baseline[0]} (BENCH_EXPORT_MATERIAL picks another), which alone renders and reads back in ${baseline[1].toFixed(0)} ms a frame here.`,
    );
    console.log(
      "| source | format | quality | seconds | target | KB | render s (frame() calls) | ms/render | encoder s | encoder share |",
    );
    console.log("|---|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const run of RUNS) {
      const figures: Figures = await page.evaluate(
        (request) =>
          (window as unknown as { exportBench(r: unknown): Promise<Figures> }).exportBench(request),
        { ...run, material, width: 640, height: 360, fps: 15, durationMs: 1600, loop: "seamless" },
      );
      const { totalMs, renderMs, encodeMs } = figures.timings;
      const target = TARGET_SECONDS[run.format];
      const source = run.source === "material" ? `material ${figures.material}` : "2D canvas";
      console.log(
        `| ${source} | ${run.format} | ${run.quality} | ${figures.seconds.toFixed(2)} | ≤ ${target}${figures.seconds > target ? " ✗" : ""} | ${(figures.bytes / 1024).toFixed(0)} | ${(renderMs / 1000).toFixed(2)} (${figures.renders}) | ${(renderMs / figures.renders).toFixed(0)} | ${(encodeMs / 1000).toFixed(2)} | ${((encodeMs / totalMs) * 100).toFixed(0)}% |`,
      );
    }
    console.log(
      "Encoder share: GIF — the worker's busy time (quantize, palette mapping or dithering, LZW), overlapping the rendering; MP4 — everything but rendering (VideoFrame, encode, waits, muxing).",
    );
    await shaderSequence(browser);
    await designLabFrames(browser);
  } finally {
    await browser.close();
  }
}

interface SequenceFigures {
  seconds: number;
  bytes: number;
  frames: number;
  width: number;
  height: number;
  timings: { totalMs: number; renderMs: number; encodeMs: number } | undefined;
}

/**
 * The default shader sequence, as an agent exports it: POST /api/generate (design-sequence, 640 px wide), apply
 * the document in /studio, `design.export` with mode shader-sequence. The timings come from the export's User
 * Timing measure (studio/export/timings.ts); "render" is composing each frame (shaders, stills, effects) and
 * reading it back.
 */
async function shaderSequence(browser: Awaited<ReturnType<typeof launchChromium>>): Promise<void> {
  const app = await buildApp();
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${url}/api/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "design-sequence", export: { width: SEQUENCE_WIDTH } }),
    });
    const { document } = (await response.json()) as { document: unknown };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/studio?tool=material`);
    await page.waitForFunction(
      () => (window as { marque?: { studio?: unknown } }).marque?.studio !== undefined,
    );
    await page.evaluate(
      (source) =>
        (
          window as unknown as { marque: { studio: { applySource(s: unknown): Promise<unknown> } } }
        ).marque.studio.applySource(source),
      document,
    );
    console.log(
      `\nShader sequence: the default design-sequence document at ${SEQUENCE_WIDTH} px wide, exported by the Studio (design.export, mode shader-sequence); load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      "| format | size | frames | seconds | target | KB | render s | ms/frame | encoder s | encoder share |",
    );
    console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const format of ["gif", "mp4"] as const) {
      const figures: SequenceFigures = await page.evaluate(async (name) => {
        const studio = (
          window as unknown as {
            marque: { studio: { invoke(a: string, i: unknown): Promise<Record<string, unknown>> } };
          }
        ).marque.studio;
        performance.clearMeasures(`marque:export ${name}`);
        const started = performance.now();
        const made = await studio.invoke("design.export", { format: name, mode: "shader-sequence" });
        const seconds = (performance.now() - started) / 1000;
        const measure = performance.getEntriesByName(`marque:export ${name}`).at(-1) as
          | PerformanceMeasure
          | undefined;
        return {
          seconds,
          bytes: made.bytes as number,
          frames: made.frames as number,
          width: made.width as number,
          height: made.height as number,
          timings: measure?.detail,
        };
      }, format);
      const target = SEQUENCE_TARGET_SECONDS[format];
      const timings = figures.timings;
      const share = timings ? `${((timings.encodeMs / timings.totalMs) * 100).toFixed(0)}%` : "—";
      console.log(
        `| ${format} | ${figures.width}×${figures.height} | ${figures.frames} | ${figures.seconds.toFixed(2)} | ≤ ${target}${figures.seconds > target ? " ✗" : ""} | ${(figures.bytes / 1024).toFixed(0)} | ${timings ? (timings.renderMs / 1000).toFixed(2) : "—"} | ${timings ? (timings.renderMs / figures.frames).toFixed(0) : "—"} | ${timings ? (timings.encodeMs / 1000).toFixed(2) : "—"} | ${share} |`,
      );
    }
    console.log(
      "Render: composing each frame (the shader on software WebGL, the still layers) and reading it back; encoder: as above. The preview holds still meanwhile.",
    );
    await context.close();
  } finally {
    await app.close();
  }
}

/** The shader-sequence rows alone: `npx tsx -e 'import("./bench/exports.ts").then((m) => m.sequenceExports())'`. */
export async function sequenceExports(): Promise<void> {
  const browser = await launchChromium();
  try {
    await shaderSequence(browser);
  } finally {
    await browser.close();
  }
}
