// The Design Lab compositor's frame times in headless Chromium (software WebGL): a moving shader, a title, the
// brand mark and one effect converter, drawn by the real Studio — the preview's frame time (mean interval of
// requestAnimationFrame while it animates) and a 640×360 GIF export's render time per frame (composing each
// frame and reading it back, from the export's User Timing measure). Needs the built Studio (dist/studio).
// Alone: `npx vite build && npx tsx -e 'import("./bench/exports-design.ts").then((m) => m.designLabFrames())'`.
import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../harness/chromium.js";
import { buildApp } from "../src/server/app.js";

const EFFECTS: [string, Record<string, unknown> | undefined][] = [
  ["none", undefined],
  ["posterize", { kind: "posterize", levels: 4 }],
  ["bayer", { kind: "bayer", matrix: 4, scale: 2, backgroundColor: "#101820", foregroundColor: "#F0E0C0" }],
  ["halftone", { kind: "halftone", cellSize: 8, angle: 45, shape: "dot" }],
  ["ascii", { kind: "ascii", cellSize: 10, characters: " .:-=+*#%@", color: "#F0E0C0" }],
];
/** rAF intervals sampled per preview figure, after a warm-up. */
const INTERVALS = 40;

interface Figures {
  preview: { ms: number; width: number; height: number };
  exportMs: number;
  frames: number;
}

/** The page's side, as source text (a bundler's helpers must not leak into the page). */
const MEASURE = `async ({ effect, intervals }) => {
  const studio = window.marque.studio;
  const base = studio.readSource();
  const shader = base.layers.find((layer) => layer.type === "shader");
  const layers = [
    { ...shader, settings: { speed: 1 } },
    { type: "text", id: "title", value: "Marque frames", align: "left", x: 10, y: 30, size: 10 },
    { type: "brand-mark", x: 75, y: 75, scale: 14 },
  ];
  if (effect) layers.push({ type: "effect", id: "fx", effect });
  await studio.applySource({ ...base, layers, export: { ...base.export, width: 640, fps: 15, durationMs: 1600 } });
  const canvas = document.querySelector("canvas[role=img]");
  // Warm up: the still layers' rasters and the programs are prepared off the first frames.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const ms = await new Promise((resolve) => {
    let first;
    let count = 0;
    const tick = (now) => {
      first ??= now;
      if (count++ < intervals) requestAnimationFrame(tick);
      else resolve((now - first) / intervals);
    };
    requestAnimationFrame(tick);
  });
  const preview = { ms, width: canvas.width, height: canvas.height };
  performance.clearMeasures("marque:export gif");
  const made = await studio.invoke("design.export", { format: "gif" });
  const timing = performance.getEntriesByName("marque:export gif").at(-1);
  return { preview, exportMs: timing.detail.renderMs / made.frames, frames: made.frames };
}`;

async function measure(page: Page, effect: Record<string, unknown> | undefined): Promise<Figures> {
  const run = await page.evaluateHandle(MEASURE);
  return (await run.evaluate((fn, arg) => (fn as unknown as (a: unknown) => Promise<Figures>)(arg), {
    effect,
    intervals: INTERVALS,
  })) as Figures;
}

/** The table: one row per effect on the same three layers. */
export async function designLabFrames(given?: Browser): Promise<void> {
  const browser = given ?? (await launchChromium());
  const app = await buildApp();
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/studio?tool=material`);
    await page.waitForFunction(
      () => (window as { marque?: { studio?: unknown } }).marque?.studio !== undefined,
    );
    console.log(
      `\nDesign Lab compositor: a moving shader, a title, the brand mark and one effect; load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      "| effect | preview size | preview ms/frame (rAF) | GIF 640×360 frames | export render ms/frame |",
    );
    console.log("|---|---|---:|---:|---:|");
    // One unprinted run first: the shader programs compile and the fonts load on it.
    await measure(page, undefined);
    for (const [name, effect] of EFFECTS) {
      const figures = await measure(page, effect);
      const { preview } = figures;
      console.log(
        `| ${name} | ${preview.width}×${preview.height} | ${preview.ms.toFixed(1)} | ${figures.frames} | ${figures.exportMs.toFixed(1)} |`,
      );
    }
    await context.close();
  } finally {
    await app.close();
    if (!given) await browser.close();
  }
}
