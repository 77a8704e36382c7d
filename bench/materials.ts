// npm run bench (materials): every catalog material at 640×360 in headless Chromium's software WebGL2, and thumbnails.
import { existsSync } from "node:fs";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { DEFAULT_CHROMIUM_PATH } from "../src/server/exports/chromium-flags.js";
import { median } from "./median.js";

/**
 * The page's side: the shared renderer timing each material (readPixels makes each frame finish before the clock
 * stops), and a baseline — a trivial full-frame shader in its own context — timed around the materials, so the
 * ratio to it holds on a loaded machine where absolute milliseconds do not.
 */
const PAGE_ENTRY = `
import { materialsCatalog } from "./src/catalog/materials/index.ts";
import { createMaterialRenderer } from "./studio/engines/index.ts";
const renderer = createMaterialRenderer();
const materials = materialsCatalog.materials;
function baselineTimer() {
  const canvas = document.createElement("canvas");
  const gl = canvas.getContext("webgl2", { antialias: false, depth: false, preserveDrawingBuffer: true });
  const shader = (type, source) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    return s;
  };
  const program = gl.createProgram();
  gl.attachShader(program, shader(gl.VERTEX_SHADER, "#version 300 es\\nvoid main(){vec2 c=vec2(float((gl_VertexID<<1)&2),float(gl_VertexID&2));gl_Position=vec4(c*2.0-1.0,0.0,1.0);}"));
  gl.attachShader(program, shader(gl.FRAGMENT_SHADER, "#version 300 es\\nprecision highp float;uniform float t;out vec4 o;void main(){o=vec4(fract(gl_FragCoord.xy/256.0+t),0.5,1.0);}"));
  gl.linkProgram(program);
  gl.useProgram(program);
  const where = gl.getUniformLocation(program, "t");
  return (width, height, repeats) => {
    canvas.width = width;
    canvas.height = height;
    gl.viewport(0, 0, width, height);
    const pixels = new Uint8Array(width * height * 4);
    const times = [];
    for (let i = 0; i < repeats; i++) {
      const start = performance.now();
      gl.uniform1f(where, i * 0.01);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  };
}
const baseline = baselineTimer();
window.materialBench = {
  baseline,
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
      return { id: material.id, engine: material.engine, ms: times[Math.floor(times.length / 2)] };
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
  engine: string;
  ms: number;
}

type BenchWindow = {
  materialBench: {
    baseline(w: number, h: number, r: number): number;
    frames(w: number, h: number, r: number): FrameTime[];
    thumbnails(s: number): number;
  };
};

export async function materials(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
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
    // Thumbnails first, on a cold renderer: the time includes compiling each engine's programs once.
    const thumbnailMs = await page.evaluate(() =>
      (window as unknown as BenchWindow).materialBench.thumbnails(96),
    );
    const before = await page.evaluate(() =>
      (window as unknown as BenchWindow).materialBench.baseline(640, 360, 9),
    );
    const frames = await page.evaluate(() =>
      (window as unknown as BenchWindow).materialBench.frames(640, 360, 3),
    );
    const after = await page.evaluate(() =>
      (window as unknown as BenchWindow).materialBench.baseline(640, 360, 9),
    );
    const base = Math.min(before, after);
    const frameMedian = median(frames.map((frame) => frame.ms));
    const slowest = [...frames].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log("\nMaterials at 640×360 (headless Chromium, software WebGL2; median of 3 frames each)");
    console.log(
      "| materials | median ms/frame | slowest ms/frame | thumbnails 96×96, all | baseline ms | median ÷ baseline |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|");
    console.log(
      `| ${frames.length} | ${frameMedian.toFixed(1)} | ${slowest[0]?.ms.toFixed(1)} | ${thumbnailMs.toFixed(0)} ms | ${base.toFixed(1)} (${before.toFixed(1)}/${after.toFixed(1)}) | ${(frameMedian / base).toFixed(1)}× |`,
    );
    const engines = [...new Set(frames.map((frame) => frame.engine))];
    console.log(
      `Per engine (median ms): ${engines.map((engine) => `${engine} ${median(frames.filter((f) => f.engine === engine).map((f) => f.ms)).toFixed(1)}`).join(", ")}`,
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
