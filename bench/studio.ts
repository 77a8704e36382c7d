// npm run bench (studio): the Studio in headless Chromium against the built server — per tool, the time from
// navigation to its ready event, and how many animation frames a typical edit takes from set() to the redrawn
// preview (set() resolves once the preview is drawn).
import { STUDIO_TOOLS } from "../src/catalog/studio-tools/index.js";
import { launchChromium } from "../test/support/chromium.js";
import { median } from "./median.js";
import { startServerProcess } from "./server-process.js";

const ROUNDS = 3;

/** A typical edit per tool: a label and the values to alternate between. */
const EDITS: Readonly<Record<string, readonly [string, readonly unknown[]]>> = {
  identity: ["Name", ["Northwind", "Southwind"]],
  surface: ["Angle", [30, 60]],
  slides: ["Title", ["Quarterly review", "Annual review"]],
  blog: ["Title", ["Field notes", "Field report"]],
  partnership: ["Title", ["Together", "Better together"]],
  elements: ["Element", ["website-hero", "open-graph-image"]],
  material: ["Speed", [0.4, 0.6]],
};

export async function studio(): Promise<void> {
  const server = await startServerProcess();
  const browser = await launchChromium();
  console.log("\nStudio in headless Chromium (software WebGL), median of 3 rounds");
  console.log(
    "| tool | ready after navigation ms | typical edit | set() ms | frames |\n|---|---:|---|---:|---:|",
  );
  try {
    for (const tool of STUDIO_TOOLS) {
      const ready: number[] = [];
      const editMs: number[] = [];
      const frames: number[] = [];
      const [label, values] = EDITS[tool.id] ?? ["", []];
      for (let round = 0; round < ROUNDS; round++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.addEventListener("marque:studio-api-ready", () => {
            (window as unknown as { __readyAt: number }).__readyAt ??= performance.now();
          });
        });
        await page.goto(`${server.url}/studio?tool=${tool.id}`);
        await page.waitForFunction(
          () => (window as unknown as { __readyAt?: number }).__readyAt !== undefined,
        );
        ready.push(await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt));
        if (label) {
          const measured = await page.evaluate(
            async ([name, value]) => {
              const studio = (
                window as unknown as { marque: { studio: { set(l: string, v: unknown): Promise<unknown> } } }
              ).marque.studio;
              let count = 0;
              let counting = true;
              const tick = () => {
                if (!counting) return;
                count += 1;
                requestAnimationFrame(tick);
              };
              requestAnimationFrame(tick);
              const start = performance.now();
              await studio.set(name as string, value);
              counting = false;
              return { ms: performance.now() - start, frames: count };
            },
            [label, values[round % values.length]] as const,
          );
          editMs.push(measured.ms);
          frames.push(measured.frames);
        }
        await context.close();
      }
      console.log(
        `| ${tool.id} | ${median(ready).toFixed(0)} | ${label ? `set("${label}")` : "—"} | ${
          label ? median(editMs).toFixed(1) : "—"
        } | ${label ? median(frames) : "—"} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
