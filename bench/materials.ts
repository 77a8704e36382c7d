// npm run bench (materials): every catalog material at 640×360 in headless Chromium's software WebGL2, and thumbnails.
import { existsSync } from "node:fs";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { median } from "./median.js";

/** The page's side: the shared renderer timing each material; readPixels makes each frame finish before the clock stops. */
const PAGE_ENTRY = `
import { materialsCatalog } from "./src/catalog/materials/index.ts";
import { createMaterialRenderer } from "./studio/engines/index.ts";
const renderer = createMaterialRenderer();
const materials = materialsCatalog.materials;
window.materialBench = {
  frames(width, height, repeats) {
    return materials.map((material) => {
      renderer.render(material, {}, 0, width, height);
      renderer.readPixels();
      const times = [];
      for (let i = 0; i < repeats; i++) {
        const start = performance.now();
        renderer.render(material, {}, 500 + i * 250, width, height);
        renderer.readPixels();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { id: material.id, ms: times[Math.floor(times.length / 2)] };
    });
  },
  thumbnails(size) {
    const start = performance.now();
    const target = document.createElement("canvas");
    for (const material of materials) renderer.thumbnail(material, {}, 0, size, size, target);
    target.getContext("2d").getImageData(0, 0, 1, 1);
    return performance.now() - start;
  },
};
`;

interface FrameTime {
  id: string;
  ms: number;
}

export async function materials(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    console.log(`\nMaterials: skipped, no Chromium at ${executablePath}`);
    return;
  }
  const bundle = await build({
    stdin: { contents: PAGE_ENTRY, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  const script = bundle.outputFiles[0]?.text ?? "";
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    await page.addScriptTag({ content: script });
    type BenchWindow = {
      materialBench: { frames(w: number, h: number, r: number): FrameTime[]; thumbnails(s: number): number };
    };
    // Thumbnails first, on a cold renderer: the time includes compiling each engine's program once.
    const thumbnailMs = await page.evaluate(() =>
      (window as unknown as BenchWindow).materialBench.thumbnails(96),
    );
    const frames = await page.evaluate(() =>
      (window as unknown as BenchWindow).materialBench.frames(640, 360, 3),
    );
    const slowest = [...frames].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log("\nMaterials at 640×360 (headless Chromium, software WebGL2; median of 3 frames each)");
    console.log(
      `| materials | median ms/frame | slowest ms/frame | thumbnails 96×96, all |\n|---:|---:|---:|---:|`,
    );
    console.log(
      `| ${frames.length} | ${median(frames.map((frame) => frame.ms)).toFixed(1)} | ${slowest[0]?.ms.toFixed(1)} | ${thumbnailMs.toFixed(0)} ms |`,
    );
    if (process.env.BENCH_MATERIALS_ALL)
      for (const frame of frames) console.log(`${frame.id} ${frame.ms.toFixed(1)}`);
    console.log(
      `Five slowest: ${slowest.map((frame) => `${frame.id} ${frame.ms.toFixed(1)} ms`).join(", ")}`,
    );
  } finally {
    await browser.close();
  }
}
