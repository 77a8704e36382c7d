// Driving the Studio in Chromium for tests: a fresh browser context per test (its own local storage), a
// recorder of ready events and page errors installed before any script runs, and calls into
// window.marque.studio whose rejections come back as their error body.
import axe from "axe-core";
import { decode } from "fast-png";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { createStudioApi } from "../../studio/api/studio-api.js";
import type { Artifact } from "../../studio/tools/types.js";
import { sharedChromium } from "../support/browser.js";

export interface StudioPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and rejections in the page. */
  errors: string[];
}

/**
 * The worker's browser for a test file; `fresh()` opens a new context (empty storage) and page in it. A context
 * a test opens is closed when that test ends: an open Studio page keeps drawing (its preview and the chosen
 * Library thumbnail animate under SwiftShader), so pages left from earlier tests would slow every later one.
 * Contexts opened outside a test, or kept past it, are closed when the file ends; the browser stays for the
 * worker's next file.
 */
export function useBrowser(): {
  fresh(viewport?: { width: number; height: number }, until?: "test" | "file"): Promise<StudioPage>;
} {
  let browser: Browser | undefined;
  let inTest = false;
  const opened: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await sharedChromium();
  }, 60_000);
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all(opened.splice(0).map((context) => context.close()));
  }, 60_000);
  // On a loaded machine closing contexts can take longer than a hook's default.
  afterAll(async () => {
    await Promise.all(kept.splice(0).map((context) => context.close()));
  }, 60_000);
  return {
    /** `until: "file"` keeps a context a test opens past its end (its caller may close it sooner). */
    async fresh(viewport = { width: 1440, height: 900 }, until = "test") {
      if (!browser) throw new Error("the browser is not running");
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      (inTest && until === "test" ? opened : kept).push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const w = window as unknown as { __ready: { tool: string; at: number }[] };
        w.__ready = [];
        window.addEventListener("marque:studio-api-ready", (event) => {
          w.__ready.push({ tool: (event as CustomEvent).detail.tool, at: performance.now() });
        });
      });
      return { page, context, errors };
    },
  };
}

/** Navigates to the Studio and waits for `count` ready events in this document. */
export async function openStudio(page: Page, base: string, query = "", count = 1): Promise<void> {
  await page.goto(`${base}/studio${query}`);
  await waitForReady(page, count);
}

export async function waitForReady(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => (window as unknown as { __ready: unknown[] }).__ready.length >= n,
    count,
    { timeout: 15_000 },
  );
}

export const readyEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ready: { tool: string; at: number }[] }).__ready);

/** Takes a capability away before any script runs: WebGL2 contexts, or WebCodecs' VideoEncoder. */
export async function withoutCapability(page: Page, lack: "webgl2" | "video"): Promise<void> {
  await page.addInitScript((what) => {
    if (what === "video") {
      Reflect.deleteProperty(window, "VideoEncoder");
      return;
    }
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: never[]) {
      if (args[0] === "webgl2") return null;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }, lack);
}

type Facade = ReturnType<typeof createStudioApi>["api"];

/**
 * window.marque.studio as a test's script sees it: the facade's own signatures, except that sources and
 * action answers are read loosely (each test reads the document of the tool it opened).
 */
export type StudioApi = Omit<Facade, "readSource" | "applySource" | "invoke"> & {
  readSource(): any;
  applySource(source: unknown): Promise<any>;
  invoke(action: string, args?: unknown): Promise<any>;
};

/** A call made in the page: its source travels as text, so it may use only `studio`, `arg` and page globals. */
export type InStudio<A> = (studio: StudioApi, arg: A) => unknown;

/**
 * Runs `fn(studio, arg)` in the page with `studio` = window.marque.studio; rejections come back as
 * `{rejected: body}`. `fn` is type-checked here and sent as its source, so it must not close over test
 * variables: pass what it needs as `arg` (structured-cloned). `T` is what the caller expects back: the page's
 * answer is a structured clone (or a rejection's body), which no signature in the page can promise.
 */
export function inStudio<T, A = any>(page: Page, fn: InStudio<A>, arg?: A): Promise<T> {
  return page.evaluate(
    async ({ source, arg }) => {
      const studio = (window as unknown as { marque: { studio: StudioApi } }).marque.studio;
      try {
        // The call's source, compiled in the page at global scope: it sees only page globals.
        const call = new Function(`return (${source});`)() as InStudio<unknown>;
        return await call(studio, arg);
      } catch (e) {
        return { rejected: (e as { body?: unknown }).body ?? String(e) };
      }
    },
    { source: fn.toString(), arg: arg as A },
  ) as Promise<T>;
}

/**
 * Accessible names of the page's visible buttons, links and fields. A radio button (a segment, a palette
 * chip) is one choice of its group, which set() reaches by the group's name: the group's name counts.
 */
export const visibleControlNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea")]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const group = element.matches("[type=radio]") ? element.closest("[role=radiogroup]") : null;
        const named = group ?? element;
        const by = named.getAttribute("aria-labelledby");
        const labelled = by
          ? document.getElementById(by)?.textContent
          : (named as HTMLInputElement).labels?.[0]?.textContent;
        return (named.getAttribute("aria-label") ?? labelled ?? named.textContent ?? "").trim();
      }),
  );

/** The status line's text and whether it is on screen. */
export const status = (page: Page) =>
  page.evaluate(() => {
    const element = document.getElementById("status");
    const box = element?.getBoundingClientRect();
    const visible =
      !!box && box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    return { text: element?.textContent ?? "", visible };
  });

/**
 * axe-core's serious and critical violations on the page, as "rule: nodes". Evaluated, not added as an inline
 * <script>: the Studio's CSP refuses inline scripts it does not know.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.length}`);
  });
}

/** An export as it leaves the page: the Artifact's serializable fields, its Blob as base64. */
export type Exported = Omit<Artifact, "blob"> & { base64: string };

/** One export through `action` (e.g. `tokens.export`) with `options`, as it leaves the page. */
export const exportedBy = (page: Page, action: string, options: Record<string, unknown>) =>
  inStudio<Exported>(
    page,
    async (s, { action, options }) => {
      const { blob: _blob, ...rest } = await s.invoke(action, { ...options, base64: true });
      return rest;
    },
    { action, options },
  );

/** One `design.export` call's options (format, mode, timeMs); `base64: true` is added. */
export type ExportJob = { format: string; mode?: string; timeMs?: number };

/** A fresh page on the Design Lab (?tool=material), ready. */
export async function openDesignLab(
  browser: ReturnType<typeof useBrowser>,
  base: string,
  viewport?: { width: number; height: number },
): Promise<StudioPage> {
  const opened = await browser.fresh(viewport);
  await openStudio(opened.page, base, "?tool=material");
  return opened;
}

/** POSTs a design sequence (`body` without its kind) and answers its response document; anything but 200 fails. */
export async function designDocument<T = Record<string, unknown>>(base: string, body: object): Promise<T> {
  const response = await fetch(`${base}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "design-sequence", ...body }),
  });
  if (response.status !== 200)
    throw new Error(`design-sequence answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { document: T }).document;
}

/**
 * Applies `document` in the Design Lab, then runs each export job on it, in order: the source version read
 * after applying and each export (the Blob as base64). A rejected call comes back as `{rejected: body}`.
 */
export async function exportDesign(
  page: Page,
  document: unknown,
  jobs: readonly ExportJob[],
): Promise<{ version: number; exports: Exported[] }> {
  const result = await inStudio<
    { version: number; exports: Exported[] } | { rejected: unknown },
    { document: unknown; jobs: readonly ExportJob[] }
  >(
    page,
    async (s, { document: sent, jobs }) => {
      await s.applySource(sent);
      const version = (s.readSource() as { version: number }).version;
      const exports: Exported[] = [];
      for (const job of jobs) {
        const { blob: _blob, ...rest } = (await s.invoke("design.export", {
          ...job,
          base64: true,
        })) as Exported & {
          blob: Blob;
        };
        exports.push(rest);
      }
      return { version, exports };
    },
    { document, jobs },
  );
  if ("rejected" in result) throw new Error(`the export was refused: ${JSON.stringify(result.rejected)}`);
  return result;
}

/** An exported file's bytes. */
export const bytesOf = (exported: { base64: string } | undefined): Buffer =>
  Buffer.from(exported?.base64 ?? "", "base64");

/** An exported PNG, decoded. */
export const decodedPng = (exported: { base64: string } | string | undefined) =>
  decode(typeof exported === "string" ? Buffer.from(exported, "base64") : bytesOf(exported));
