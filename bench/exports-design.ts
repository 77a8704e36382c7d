// The Design Lab compositor's frame times in headless Chromium (software WebGL), a title, the brand mark and one
// effect converter over a material: first the compositor alone, its 2D and GPU paths side by side on one page;
// then the real Studio with a moving shader — the preview's frame time (mean interval of requestAnimationFrame
// while it animates) and a 640×360 GIF export's render time per frame (composing each frame and reading it
// back, from the export's User Timing measure). The Studio table needs the built Studio (dist/studio).
// Alone: `npx vite build && npx tsx -e 'import("./bench/exports-design.ts").then((m) => m.designLabFrames())'`
// (BENCH_STUDIO_ONLY=1: the Studio table only).
import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../harness/chromium.js";
import { openExportPage, pageScript } from "../harness/export-page.js";
import { buildApp } from "../src/server/app.js";
import type { Timing } from "./exports-design-page.js";

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

/** Frames per median in the compositor table. */
const COMPOSITOR_FRAMES = 15;

/**
 * The compositor alone, the 2D path against the GPU one (what the Studio's "auto" picks depends on whether
 * WebGL is hardware): median ms per 640×360 frame, with the material hidden (compositing only) and shown.
 */
async function compositorPaths(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await openExportPage(
    page,
    "https://compositor.marque.test",
    await pageScript("bench/exports-design-page.ts"),
    "",
  );
  const renderer = await page.evaluate(() => {
    const gl = document.createElement("canvas").getContext("webgl2");
    const info = gl?.getExtension("WEBGL_debug_renderer_info");
    return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "unknown";
  });
  console.log(
    `\nDesign Lab compositor alone, 640×360, a title and the brand mark and one effect (median of ${COMPOSITOR_FRAMES} frames, the paths interleaved); WebGL: ${renderer}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log("| effect | material | pixels 2D ms | pixels GPU ms | canvas 2D ms | canvas GPU ms |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const shader of [false, true])
    for (const effect of ["none", "posterize", "bayer", "halftone", "ascii"]) {
      const timing: Timing = await page.evaluate(
        ([name, withShader, frames]) =>
          (
            window as unknown as {
              compositorTiming(e: string, s: boolean, f: number): Promise<Timing>;
            }
          ).compositorTiming(name, withShader, frames),
        [effect, shader, COMPOSITOR_FRAMES] as const,
      );
      const f = (n: number) => n.toFixed(1);
      console.log(
        `| ${effect} | ${shader ? "shown" : "hidden"} | ${f(timing.pixels[0])} | ${f(timing.pixels[1])} | ${f(timing.canvas[0])} | ${f(timing.canvas[1])} |`,
      );
    }
  console.log(
    "Pixels: an export's frame (composePixels: one read-back). Canvas: a preview's (composeFrame into a 2D canvas).",
  );
  await page.close();
}

/** Both tables: the compositor's two paths, then the Studio with one row per effect on the same three layers. */
export async function designLabFrames(given?: Browser): Promise<void> {
  const browser = given ?? (await launchChromium());
  const app = await buildApp();
  try {
    if (!process.env.BENCH_STUDIO_ONLY) await compositorPaths(browser);
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
