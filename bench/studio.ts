// npm run bench (studio): the Studio in headless Chromium against the built server — per tool, the time from
// navigation to its ready event, and how many animation frames a typical edit takes from set() to the redrawn
// preview (set() resolves once the preview is drawn); then, in one page per tool, the median time and frames
// of set() and of Undo in the Design Lab (also with 24 layers) and Motion, against an SVG tool's in the same run.
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../harness/chromium.js";
import { STUDIO_TOOLS } from "../src/catalog/studio-tools/index.js";
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
  animation: ["Mark scale", [40, 50]],
};

/** Edits timed per page in the set()/undo table. */
const EDIT_ROUNDS = 7;
/** Layers the many-layer Design Lab row adds to its one shader before timing (24 in all). */
const MANY_LAYERS = [
  ...Array.from({ length: 12 }, () => "Add text layer"),
  ...Array.from({ length: 11 }, () => "Add brand mark"),
];

interface Timed {
  ms: number;
  frames: number;
}
type Facade = {
  set(l: string, v: unknown): Promise<unknown>;
  activate(l: string): Promise<unknown>;
};

/** Times one facade call in the page: milliseconds, and animation frames that ran before it resolved. */
function timeCall(page: Page, call: "set" | "activate", args: readonly unknown[]): Promise<Timed> {
  return page.evaluate(
    async ([name, input]) => {
      const studio = (window as unknown as { marque: { studio: Facade } }).marque.studio;
      let frames = 0;
      let counting = true;
      const tick = () => {
        if (!counting) return;
        frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const start = performance.now();
      await (name === "set" ? studio.set(input[0] as string, input[1]) : studio.activate(input[0] as string));
      counting = false;
      return { ms: performance.now() - start, frames };
    },
    [call, args] as const,
  );
}

/** Median set() and Undo for one tool in one page (after `prepare`, which may add layers). */
async function editAndUndo(
  browser: Browser,
  url: string,
  toolId: string,
  prepare: readonly string[] = [],
): Promise<{ set: Timed; undo: Timed }> {
  const [label, values] = EDITS[toolId] ?? ["", []];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener("marque:studio-api-ready", () => {
        (window as unknown as { __readyAt: number }).__readyAt ??= performance.now();
      });
    });
    await page.goto(`${url}/studio?tool=${toolId}`);
    await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined);
    for (const add of prepare) await timeCall(page, "activate", [add]);
    const sets: Timed[] = [];
    const undos: Timed[] = [];
    for (let round = 0; round < EDIT_ROUNDS; round++) {
      sets.push(await timeCall(page, "set", [label, values[round % values.length]]));
    }
    for (let round = 0; round < EDIT_ROUNDS; round++) undos.push(await timeCall(page, "activate", ["Undo"]));
    const middle = (list: Timed[]) => ({
      ms: median(list.map((t) => t.ms)),
      frames: median(list.map((t) => t.frames)),
    });
    return { set: middle(sets), undo: middle(undos) };
  } finally {
    await context.close();
  }
}

/** The set()/undo table: the Design Lab and Motion against an SVG tool (surface) measured in the same run. */
export async function edits(browser: Browser, url: string): Promise<void> {
  const rows: [string, string, readonly string[]][] = [
    ["surface (SVG baseline)", "surface", []],
    ["material", "material", []],
    ["material, 24 layers", "material", MANY_LAYERS],
    ["animation", "animation", []],
  ];
  console.log(
    `\nset() and Undo, median of ${EDIT_ROUNDS} in one page per row (frames: animation frames before it resolved)`,
  );
  console.log(
    "| tool | edit | set() ms | frames | × baseline | Undo ms | frames | × baseline |\n|---|---|---:|---:|---:|---:|---:|---:|",
  );
  let baseline: { set: Timed; undo: Timed } | undefined;
  for (const [name, toolId, prepare] of rows) {
    const measured = await editAndUndo(browser, url, toolId, prepare);
    baseline ??= measured;
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(1) : "—");
    console.log(
      `| ${name} | set("${EDITS[toolId]?.[0]}") | ${measured.set.ms.toFixed(1)} | ${measured.set.frames} | ${ratio(
        measured.set.ms,
        baseline.set.ms,
      )} | ${measured.undo.ms.toFixed(1)} | ${measured.undo.frames} | ${ratio(measured.undo.ms, baseline.undo.ms)} |`,
    );
  }
}

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
    await edits(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
}
