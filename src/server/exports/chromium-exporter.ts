// The exporter's pages: headless Chromium (playwright-core, Debian's /usr/bin/chromium) running the Studio this
// server serves — its own compositor, engines and encoders, so a file made over HTTP is the file the Studio
// makes. The Studio is fetched through app.inject, not a socket: it works whatever the server listens on.
// Browsers launch on the first job; a page is replaced after N jobs, a crash or a timeout.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { ApiError } from "../../contract/api-error.js";
import { STUDIO_API } from "../../contract/index.js";
import { packageRoot } from "../package-root.js";
import { unsupportedIn } from "./capabilities.js";
import { CHROMIUM_FLAGS, chromiumMissing } from "./chromium-flags.js";
import type { ExportFile, ExportRenderer, ExportTask } from "./queue.js";

export interface ChromiumExporterOptions {
  executablePath: string;
  pages: number;
  pagesPerBrowser: number;
  jobsPerPage: number;
}

/** The origin the pages load the Studio from; every request to it is answered by the app itself. */
const ORIGIN = "http://localhost";
const VIEWPORT = { width: 1280, height: 800 };
const LOAD_TIMEOUT_MS = 60_000;
/** How long what the exporter lacks is known before the disk is read again (Chromium may be installed). */
const MISSING_CHECK_MS = 5_000;
/** How long a cancelled export may take to stop before its page is replaced. */
const CANCEL_GRACE_MS = 5_000;

interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** The identity a new Studio starts with: set again before every job, so no job inherits another's. */
  identity: unknown;
  progress?: (frames: number, total: number) => void;
  broken: boolean;
  jobs: number;
}

interface Slot {
  busy: boolean;
  open?: Promise<OpenPage>;
}

/** Forwards the Studio's progress events to the exposed binding; records that the facade is ready. */
const INIT_SCRIPT = `
window.addEventListener(${JSON.stringify(STUDIO_API.exportProgressEvent)}, (event) => {
  const d = event.detail || {};
  if (typeof window.__marqueExportProgress === "function") window.__marqueExportProgress(d.frame || 0, d.frames || 0);
});
window.addEventListener(${JSON.stringify(STUDIO_API.readyEvent)}, () => { window.__marqueExportReady = true; });
`;

/** One job in the page: the starting identity, the source, the export (base64); rejections as their body. */
const JOB_SCRIPT = `async ({ identity, source, action, options }) => {
  const s = window.marque.studio;
  try {
    if (s.activeTool() !== "identity") await s.invoke("tool.open", { tool: "identity" });
    await s.applySource(identity);
    await s.applySource(source);
    const { blob, ...rest } = await s.invoke(action, { ...options, base64: true });
    return { ok: rest };
  } catch (e) {
    return { rejected: (e && e.body) || String(e) };
  }
}`;

export class ChromiumExporter implements ExportRenderer {
  readonly #slots: Slot[];
  readonly #browsers = new Map<number, Promise<Browser>>();
  #capabilities: Record<string, boolean> | undefined;
  #closed = false;

  constructor(
    private readonly app: Pick<FastifyInstance, "inject">,
    private readonly options: ChromiumExporterOptions,
  ) {
    this.#slots = Array.from({ length: Math.max(1, options.pages) }, () => ({ busy: false }));
  }

  /** `missing()`'s answer, kept a few seconds: /healthz asks it on every probe, and it reads the disk. */
  #missing: { at: number; value: string | undefined } | undefined;

  missing(): string | undefined {
    const now = performance.now();
    if (this.#missing && now - this.#missing.at < MISSING_CHECK_MS) return this.#missing.value;
    this.#missing = { at: now, value: this.#findMissing() };
    return this.#missing.value;
  }

  #findMissing(): string | undefined {
    if (!existsSync(this.options.executablePath)) return chromiumMissing(this.options.executablePath);
    try {
      createRequire(join(packageRoot(), "package.json")).resolve("playwright-core");
    } catch {
      return "the playwright-core package is not installed: run `npm install playwright-core`";
    }
    if (!existsSync(join(packageRoot(), "dist", "studio", "index.html")))
      return "the Studio is not built: run `npm run build`";
    return undefined;
  }

  unsupported(task: ExportTask): string | undefined {
    return unsupportedIn(this.#capabilities, task);
  }

  capabilities(): Record<string, boolean> | undefined {
    return this.#capabilities;
  }

  async render(
    task: ExportTask,
    hooks: { signal: AbortSignal; onProgress(frames: number, total: number): void },
  ): Promise<ExportFile> {
    const slot = this.#slots.find((s) => !s.busy);
    if (!slot) throw new ApiError("internal_error", "no free export page (more jobs than pages)", "request");
    slot.busy = true;
    let open: OpenPage | undefined;
    try {
      slot.open ??= this.#openPage(this.#slots.indexOf(slot));
      open = await slot.open;
      const page = open.page;
      open.progress = hooks.onProgress;
      open.jobs++;
      // A job cancelled or timed out before its page was ready never starts.
      if (hooks.signal.aborted) throw new Error("aborted");
      // Cancelled or timed out: the Studio is asked to cancel (it stops at its next frame) and the job's
      // evaluation is awaited, so the next job finds the page idle; a page that does not stop within the
      // grace is replaced.
      let stuck: NodeJS.Timeout | undefined;
      let onAbort = () => {};
      const stopped = new Promise<never>((_, reject) => {
        onAbort = () => {
          void page
            .evaluate(`window.marque.studio.invoke(${JSON.stringify(`${task.action}.cancel`)})`)
            .catch(() => {});
          stuck = setTimeout(() => {
            if (open) open.broken = true;
            reject(new Error("aborted"));
          }, CANCEL_GRACE_MS);
        };
      });
      stopped.catch(() => {});
      hooks.signal.addEventListener("abort", onAbort, { once: true });
      const args = {
        identity: open.identity,
        source: task.source,
        action: task.action,
        options: task.options,
      };
      const outcome = (await Promise.race([
        page.evaluate(`(${JOB_SCRIPT})(${JSON.stringify(args)})`).finally(() => {
          hooks.signal.removeEventListener("abort", onAbort);
          clearTimeout(stuck);
        }),
        stopped,
      ])) as
        | {
            ok: {
              filename: string;
              mimeType: string;
              bytes: number;
              width: number;
              height: number;
              base64: string;
            };
          }
        | { rejected: unknown };
      if ("rejected" in outcome) {
        const body = outcome.rejected;
        if (body && typeof body === "object" && "error" in body)
          throw Object.assign(new Error("rejected"), { body });
        throw new ApiError("internal_error", `the Studio's export failed: ${String(body)}`, "request");
      }
      const { base64, filename, mimeType, width, height } = outcome.ok;
      const body = Buffer.from(base64, "base64");
      return { filename, mimeType, bytes: body.byteLength, width, height, body };
    } catch (error) {
      if (open && !hooks.signal.aborted && !(error instanceof Error && error.message === "rejected"))
        open.broken = true;
      throw error;
    } finally {
      if (open) open.progress = undefined;
      if (open && (open.broken || open.jobs >= this.options.jobsPerPage)) {
        slot.open = undefined;
        void open.context.close().catch(() => {});
      }
      if (!open) slot.open = undefined;
      slot.busy = false;
    }
  }

  /**
   * Opens every page now rather than on the first job (a `marque worker` does, before it takes jobs): the first
   * job does not wait for the browser, and the capabilities are known before any job is accepted.
   */
  async warm(): Promise<void> {
    await Promise.all(
      this.#slots.map((slot, index) => {
        slot.open ??= this.#openPage(index);
        const opening = slot.open;
        opening.catch(() => {
          if (slot.open === opening) slot.open = undefined;
        });
        return opening;
      }),
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    const browsers = [...this.#browsers.values()];
    this.#browsers.clear();
    await Promise.all(browsers.map(async (b) => (await b.catch(() => undefined))?.close().catch(() => {})));
  }

  #browser(index: number): Promise<Browser> {
    const at = Math.floor(index / Math.max(1, this.options.pagesPerBrowser));
    let browser = this.#browsers.get(at);
    if (!browser) {
      browser = (async () => {
        const { chromium } = await import("playwright-core");
        const launched = await chromium.launch({
          executablePath: this.options.executablePath,
          args: [...CHROMIUM_FLAGS],
        });
        launched.on("disconnected", () => this.#browsers.delete(at));
        return launched;
      })();
      this.#browsers.set(at, browser);
      browser.catch(() => this.#browsers.delete(at));
    }
    return browser;
  }

  async #openPage(index: number): Promise<OpenPage> {
    if (this.#closed) throw new ApiError("not_ready", "the exporter is closing", "request");
    const browser = await this.#browser(index);
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      await context.route(`${ORIGIN}/**`, (route) => this.#serve(route));
      const page = await context.newPage();
      const open: OpenPage = { context, page, identity: undefined, broken: false, jobs: 0 };
      page.on("crash", () => {
        open.broken = true;
      });
      await page.exposeFunction("__marqueExportProgress", (frames: number, total: number) =>
        open.progress?.(frames, total),
      );
      await page.addInitScript(INIT_SCRIPT);
      await page.goto(`${ORIGIN}/studio?tool=material`, { timeout: LOAD_TIMEOUT_MS });
      // Polled from here: the Studio's CSP refuses the eval waitForFunction would run in the page.
      const readyBy = Date.now() + LOAD_TIMEOUT_MS;
      while ((await page.evaluate("window.__marqueExportReady === true")) !== true) {
        if (Date.now() > readyBy) throw new Error("the Studio did not become ready");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // The Design Lab probes what the browser can do as it loads.
      const described = (await page.evaluate(`(async () => {
        const s = window.marque.studio;
        for (let i = 0; i < 100 && !s.describe().export?.capabilities; i++) await new Promise((r) => setTimeout(r, 50));
        const capabilities = s.describe().export?.capabilities;
        await s.invoke("tool.open", { tool: "identity" });
        return { capabilities, identity: s.readSource() };
      })()`)) as { capabilities?: Record<string, boolean>; identity: unknown };
      if (described.capabilities) this.#capabilities = described.capabilities;
      open.identity = described.identity;
      return open;
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  async #serve(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    try {
      const response = await this.app.inject({
        method: request.method() as "GET",
        url: `${url.pathname}${url.search}`,
        headers: request.headers(),
        ...(request.postDataBuffer() ? { payload: request.postDataBuffer() as Buffer } : {}),
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
      await route.fulfill({ status: response.statusCode, headers, body: response.rawPayload });
    } catch {
      await route.abort().catch(() => {});
    }
  }
}
