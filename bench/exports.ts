// npm run bench (exports): the Design Lab's GIF and MP4 exports of a 1.6 s loop at 640×360 15 fps in headless
// Chromium — seconds, bytes, and the encoder's share of the time — from a cheap 2D canvas and from a live material.
import { loadavg } from "node:os";
import { build } from "esbuild";
import { openExportPage } from "../test/export/harness.js";
import { launchChromium } from "../test/support/chromium.js";

const ORIGIN = "https://bench.marque.test";
const TARGET_SECONDS = { gif: 6, mp4: 5 } as const;

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
  } finally {
    await browser.close();
  }
}
