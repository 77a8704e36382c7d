// The shared tool conformance suite: what every Studio tool owes the people and agents who use it, checked the
// same way for each — the ready event (within a second on a warm load), controls that set and activate, a
// source that round-trips through applySource, deterministic exports in the tool's formats, no serious or
// critical accessibility issue, a layout without overflow or overlap at 1440×900 and 390×844 (screenshots kept
// for a person to look at), and the JavaScript a tool loads within its budget. A tool added to the catalog
// without being listed here fails the first test.
import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import {
  isMotionFormat,
  STUDIO_EXPORT_MEDIA_TYPES,
  type StudioExportFormat,
} from "../../src/contract/index.js";
import { TOOL_LOADERS } from "../../studio/tools/registry.js";
import { useServer } from "../support/server.js";
import {
  decodedPng,
  type Exported,
  inStudio,
  openStudio,
  readyEvents,
  seriousViolations,
  useBrowser,
} from "./helpers.js";

/** The tools the suite runs on. */
const CONFORMING = [
  "surface",
  "blog",
  "tokens",
  "typography",
  "brand-book",
  "moodboard",
  "open-graph",
] as const;
/**
 * Tools not (yet) run through it, and why: each is covered by its own files today. A tool in neither list
 * fails the suite, so a new one cannot skip it silently.
 */
const NOT_YET: Readonly<Record<string, string>> = {
  identity: "exports nothing; its controls and source are covered by shell.test.ts and cross-tool.test.ts",
  slides: "a template tool like blog, which stands for the three",
  partnership: "a template tool like blog, which stands for the three",
  elements: "a browser of briefs with no export; elements-brief.test.ts",
  material: "WebGL under SwiftShader is slow here; design-lab-*.test.ts cover it",
  animation: "WebGL under SwiftShader is slow here; animation*.test.ts cover it",
};

/** A warm load (the tool's scripts and fonts cached) fires the ready event within this many milliseconds. */
const READY_MS = 1000;
/**
 * On a loaded machine (CI beside other jobs) every page is slower: the bar then scales with the Identity tool's
 * own warm ready in the same run (about 200 ms when the machine is idle, so the bar stays 1 s there).
 */
const LOADED_FACTOR = 5;
/** Gzipped JavaScript a tool may load before it is ready: the shell's 250 KB and the tool's own. */
const TOOL_JS_BUDGET = 600 * 1024;

const SHOTS = join(tmpdir(), "marque-conformance");
mkdirSync(SHOTS, { recursive: true });

const server = useServer();
const browser = useBrowser();

type ControlState = {
  label: string;
  kind: string;
  value: unknown;
  enabled: boolean;
  options?: unknown[];
  section?: string;
};

const controls = (page: Page) => inStudio<ControlState[]>(page, async (s) => s.controls());

/** Layout faults: the page wider than the viewport, controls outside the inspector, rows over each other. */
const layoutFaults = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide in ${window.innerWidth}`);
    for (const button of document.querySelectorAll<HTMLElement>(".topbar button"))
      if (button.offsetParent !== null && button.getBoundingClientRect().right > window.innerWidth + 1)
        found.push(`${button.textContent?.trim()} is cut off at the window's edge`);
    const inspector = document.querySelector(".inspector")?.getBoundingClientRect();
    const rows = [...document.querySelectorAll<HTMLElement>(".inspector .control")]
      .filter((row) => row.offsetParent !== null)
      .map((row) => ({ name: row.textContent?.trim().slice(0, 30) ?? "", box: row.getBoundingClientRect() }));
    for (const [i, a] of rows.entries()) {
      if (inspector && (a.box.left < inspector.left - 1 || a.box.right > inspector.right + 1))
        found.push(`${a.name} overflows the inspector`);
      for (const b of rows.slice(i + 1)) {
        const overlap =
          a.box.left < b.box.right - 1 &&
          b.box.left < a.box.right - 1 &&
          a.box.top < b.box.bottom - 1 &&
          b.box.top < a.box.bottom - 1;
        if (overlap) found.push(`${a.name} overlaps ${b.name}`);
      }
    }
    const stage = document.querySelector(".stage")?.getBoundingClientRect();
    if (stage && inspector && window.innerWidth > 700) {
      const overlap =
        stage.left < inspector.right - 1 &&
        inspector.left < stage.right - 1 &&
        stage.top < inspector.bottom - 1 &&
        inspector.top < stage.bottom - 1;
      if (overlap) found.push("the canvas overlaps the inspector");
    }
    return found;
  });

/**
 * The ready event's time (ms from navigation) of `tool` on a warm load: opened, left to finish what it does
 * after ready (fonts fetched in the background), then loaded again.
 */
async function warmReady(page: Page, tool: string): Promise<number> {
  await page.goto(`${server.url}/studio?tool=${tool}`);
  await page.waitForFunction(() => (window as unknown as { __ready: unknown[] }).__ready.length > 0);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 20_000 })));
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __ready: unknown[] }).__ready.length > 0);
  const [ready] = await readyEvents(page);
  expect(ready?.tool).toBe(tool);
  return Math.round(ready?.at ?? Number.POSITIVE_INFINITY);
}

describe("the tool conformance suite", () => {
  it("covers every tool in the catalog and the registry, or says why not", () => {
    const ids = STUDIO_TOOLS.map((tool) => tool.id);
    expect(Object.keys(TOOL_LOADERS).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect(CONFORMING.includes(id as never) || NOT_YET[id] !== undefined, `${id} is not in the suite`).toBe(
        true,
      );
  });

  describe.each(CONFORMING)("%s", (id) => {
    const tool = STUDIO_TOOLS.find((entry) => entry.id === id);

    // A timing on a shared 2-core machine: a retry absorbs a stall of the machine (another test file exporting
    // video beside it), not a slow tool, as the shell's own ready test does.
    it("fires its ready event within a second of a warm load, and loads JavaScript within its budget", {
      retry: 2,
    }, async () => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${id}`);
      expect((await readyEvents(page)).map((event) => event.tool)).toEqual([id]);
      // The machine's pace now: the Identity tool (no type engine, no fonts) loaded warm in the same browser.
      const baseline = await warmReady(page, "identity");
      const ready = await warmReady(page, id);
      expect(ready, `warm ready ${ready} ms; the Identity tool's ${baseline} ms`).toBeLessThanOrEqual(
        Math.max(READY_MS, LOADED_FACTOR * baseline),
      );
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith(".js")),
      );
      const bytes = scripts.reduce(
        (sum, path) => sum + gzipSync(readFileSync(join("dist", path.replace(/^\//u, "")))).byteLength,
        0,
      );
      expect(bytes, scripts.join(", ")).toBeLessThanOrEqual(TOOL_JS_BUDGET);
      // The figures, for the person reading the run.
      console.info(
        `${id}: warm ready ${ready} ms (Identity ${baseline} ms); ${Math.round(bytes / 1024)} KB of gzipped JS`,
      );
    });

    it("lists its controls, and set and activate change what it reports and its source", async () => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${id}`);
      const own = (await controls(page)).filter(
        (control) => control.section !== undefined && control.enabled,
      );
      expect(own.length).toBeGreaterThan(0);
      for (const control of own) expect(control.label).toMatch(/\S/u);
      // Set: the first select whose other option the tool takes as it is (a "custom" size is no choice).
      const before = await inStudio(page, async (s) => s.readSource());
      let changed: unknown;
      for (const select of own.filter((control) => control.kind === "select")) {
        const other = select.options?.find((option) => option !== select.value && option !== "");
        if (other === undefined) continue;
        const set = await inStudio<ControlState>(page, async (s, { label, other }) => s.set(label, other), {
          label: select.label,
          other,
        });
        if (set.value !== other) continue;
        changed = other;
        expect((await controls(page)).find((control) => control.label === select.label)?.value).toEqual(
          other,
        );
        break;
      }
      expect(changed, "no select of the tool took another option").toBeDefined();
      expect(await inStudio(page, async (s) => s.readSource())).not.toEqual(before);
      // Activate: a toggle of the tool's own where it has one, else the canvas's Fit to screen.
      const toggle = own.find((control) => control.kind === "toggle");
      const label = toggle?.label ?? "Fit to screen";
      const activated = await inStudio<ControlState>(page, async (s, { label }) => s.activate(label), {
        label,
      });
      if (toggle) expect(activated.value).toBe(!toggle.value);
      else expect(activated.label).toBe(label);
    });

    it("round-trips its source through applySource, and refuses a bad one in the error shape", async () => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${id}`);
      const result = await inStudio<{ read: unknown; applied: unknown; text: unknown; again: unknown }>(
        page,
        async (s) => {
          const read = s.readSource();
          const applied = await s.applySource(read);
          const text = await s.applySource(JSON.stringify(read));
          return { read, applied, text, again: s.readSource() };
        },
      );
      expect(result.applied).toEqual(result.read);
      expect(result.text).toEqual(result.read);
      expect(result.again).toEqual(result.read);
      const refused = await inStudio<{ rejected?: { error: { code: string; issues: { field: string }[] } } }>(
        page,
        async (s) => s.applySource({ ...s.readSource(), unknownField: 1 }),
      );
      expect(refused.rejected?.error.code).toMatch(/^[a-z_]+$/u);
      expect(refused.rejected?.error.issues.map((issue) => issue.field)).toContain("unknownField");
      expect(await inStudio(page, async (s) => s.readSource())).toEqual(result.read);
    });

    it("exports each of its still and text formats with the same bytes twice, in its media type", async () => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${id}`);
      const action = tool?.exportAction ?? `${id}.export`;
      const formats = (tool?.exports ?? []).filter((format) => !isMotionFormat(format));
      expect(formats.length).toBeGreaterThan(0);
      for (const format of formats) {
        const made = await inStudio<Exported[]>(
          page,
          async (s, { action, format }) => {
            const out = [];
            for (let i = 0; i < 2; i++) {
              const { blob, ...rest } = await s.invoke(action, { format: format, base64: true });
              out.push(rest);
            }
            return out;
          },
          { action, format },
        );
        const [first, second] = made;
        expect(first?.mimeType, format).toBe(STUDIO_EXPORT_MEDIA_TYPES[format as StudioExportFormat]);
        expect(first?.bytes, format).toBeGreaterThan(100);
        expect(first?.base64, `${format} twice`).toBe(second?.base64);
        expect(first?.filename).toMatch(/^[a-z0-9-]+[.-]/u);
        if (format === "png") {
          const png = decodedPng(first);
          expect([png.width, png.height]).toEqual([first?.width, first?.height]);
        }
      }
    });

    it.each([
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ])(
      "lays out at $width×$height without overflow or overlap, with no serious accessibility issue",
      async (viewport) => {
        const { page } = await browser.fresh(viewport);
        await openStudio(page, server.url, `?tool=${id}`);
        await page.screenshot({ path: join(SHOTS, `${id}-${viewport.width}x${viewport.height}.png`) });
        expect(await layoutFaults(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  });
});
