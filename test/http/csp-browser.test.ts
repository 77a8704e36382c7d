// The Studio and the docs under their Content-Security-Policy in Debian's Chromium, against the real server:
// every tool opens and exports (data: logos, blob: rasters), the form's inline handler still cancels submits,
// a blob: worker starts, the docs' stylesheet applies — with zero policy violations. And the policy is in
// force: an injected inline handler is refused.
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { loadDocs } from "../../src/docs/load.js";
import { packageRoot } from "../../src/server/package-root.js";
import { inStudio } from "../studio/helpers.js";
import { usePage } from "../support/browser.js";
import { useServer } from "../support/server.js";

const server = useServer();
const browser = usePage();
const consoleErrors: string[] = [];
let listening = false;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records policy violations from before any page script runs, and console errors about the policy. */
async function watch(page: Page): Promise<void> {
  if (listening) return;
  listening = true;
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: unknown[]; __ready: number };
    w.__violations = [];
    w.__ready = 0;
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
    window.addEventListener("marque:studio-api-ready", () => {
      w.__ready += 1;
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/iu.test(message.text())) consoleErrors.push(message.text());
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

beforeEach(() => {
  consoleErrors.length = 0;
});

describe("the Studio under its policy", () => {
  it("opens every tool, exports every format, and cancels a form submit, without a violation", {
    timeout: 180_000,
  }, async () => {
    const { page } = browser;
    await watch(page);
    await page.goto(`${server.url}/studio`);
    await page.waitForFunction(() => (window as unknown as { __ready: number }).__ready > 0);
    for (const tool of STUDIO_TOOLS) {
      const result = await page.evaluate(
        `(async () => {
          const s = window.marque.studio;
          await s.invoke("tool.open", { tool: ${JSON.stringify(tool.id)} });
          // Motion exports stay small: software WebGL draws every frame.
          const source = s.readSource();
          if (source.kind === "design-lab")
            await s.applySource({ ...source, export: { ...source.export, width: 320, fps: 12, durationMs: 1200 } });
          if (source.kind === "motion")
            await s.applySource({ ...source, export: { ...source.export, width: 160, fps: 12, durationMs: 2400 } });
          const out = {};
          for (const format of ${JSON.stringify(tool.exports)}) {
            const artifact = await s.invoke(${JSON.stringify(exportActionOf(tool))}, { format });
            out[format] = artifact.bytes;
          }
          return out;
        })()`,
      );
      for (const format of tool.exports)
        expect((result as Record<string, number>)[format], `${tool.id} ${format}`).toBeGreaterThan(0);
    }
    // The identity tool shows caller logos as data: images on inline-styled swatches.
    await inStudio(page, (s) => s.invoke("tool.open", { tool: "identity" }));
    const logos = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("#preview img")].map(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(logos.length).toBeGreaterThan(0);
    expect(logos.every(Boolean)).toBe(true);

    // The form's `onsubmit="return false"` is allowed by its hash: a submit is cancelled, not sent.
    const before = page.url();
    await page.evaluate(() => document.querySelector<HTMLFormElement>("#controls")?.requestSubmit());
    await page.waitForTimeout(200);
    expect(page.url()).toBe(before);

    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("lets the Studio start workers from blob: URLs", async () => {
    const { page } = browser;
    const answer = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const url = URL.createObjectURL(new Blob(["postMessage(6 * 7)"], { type: "text/javascript" }));
          const worker = new Worker(url);
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = () => reject(new Error("the worker did not start"));
        }),
    );
    expect(answer).toBe(42);
    expect(await violations(page)).toEqual([]);
  });

  it("enforces the policy: an injected inline handler does not run, and is reported", async () => {
    const { page } = browser;
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean };
      const img = document.createElement("img");
      img.setAttribute("onerror", "window.__injected = true");
      img.src = "data:,not-an-image";
      document.body.append(img);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return w.__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations(page)).map((v) => v.directive)).toContain("script-src-attr");
  });
});

describe("the docs under their policy", () => {
  it("render with their stylesheet on every page, without a violation", async () => {
    const { page } = browser;
    await watch(page);
    for (const doc of loadDocs(packageRoot()).site.pages) {
      await page.goto(`${server.url}/docs${doc.path === "index" ? "" : `/${doc.path}`}`);
      // The inline stylesheet applies: the page is laid out as a grid beside its navigation.
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector(".layout") as Element).display),
        doc.path,
      ).toBe("grid");
      expect(await violations(page), doc.path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
