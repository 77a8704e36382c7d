// The Studio as a designer meets it (issue 10's shell): the canvas fits any artwork and zooms, the
// inspector marks refused values at their field and never renders half-typed ones, edits undo and redo,
// the Source drawer applies through the validator, images upload, and a phone shows the canvas first.
// Real Chromium against the real server; each test opens a fresh context (empty local storage).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { pngBytes } from "../support/images.js";
import { useServer } from "../support/server.js";
import { CONFORMING } from "./conformance-tools.js";
import { inStudio, openStudio, seriousViolations, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const box = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const rect = document.querySelector(s)?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : undefined;
  }, selector) as Promise<Box | undefined>;

const within = (inner: Box | undefined, outer: Box | undefined) =>
  !!inner &&
  !!outer &&
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const source = (page: Page) =>
  inStudio<{ settings: Record<string, unknown> }>(page, async (s) => s.readSource());
const previewWidth = (page: Page) =>
  page.evaluate(() => document.querySelector("#preview svg")?.getAttribute("width"));

describe("the canvas", () => {
  it("fits landscape and portrait artwork in the viewport, keeping its aspect, and zooms", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    for (const [preset, width, height] of [
      ["opengraph", 1200, 630],
      ["story", 1080, 1920],
    ] as const) {
      await inStudio(page, async (s, { preset }) => s.set("Size preset", preset), { preset });
      const art = await box(page, "#preview");
      expect(within(art, await box(page, "#viewport")), preset).toBe(true);
      expect((art?.width ?? 0) / (art?.height ?? 1)).toBeCloseTo(width / height, 2);
      // Vector at any zoom: the SVG itself is sized, never a bitmap of it.
      expect(await page.locator("#preview > svg").getAttribute("viewBox")).toBe(`0 0 ${width} ${height}`);
      expect(await page.textContent("#artboard-size")).toBe(`${width} × ${height}`);
    }
    const fitted = (await box(page, "#preview"))?.width ?? 0;
    await inStudio(page, async (s) => s.activate("Actual size"));
    expect((await box(page, "#preview"))?.width).toBeCloseTo(1080, 0);
    expect(await page.textContent("#zoom-level")).toBe("100 %");
    await inStudio(page, async (s) => s.activate("Zoom in"));
    expect((await box(page, "#preview"))?.width).toBeCloseTo(1350, 0);
    // Keyboard: Ctrl+0 fits again, Ctrl+- steps down.
    await page.locator("#viewport").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+0");
    expect((await box(page, "#preview"))?.width).toBeCloseTo(fitted, 0);
    expect(await page.textContent("#zoom-level")).toMatch(/^Fit · \d+ %$/u);
    // The story fits below 50 %: zoom in starts at 50 %, and zoom out stops there.
    await page.keyboard.press("Control+=");
    expect(await page.textContent("#zoom-level")).toBe("50 %");
    await page.keyboard.press("Control+-");
    expect(await page.textContent("#zoom-level")).toBe("50 %");
    // Zoom stays within 50–400 %.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Control+=");
    expect(await page.textContent("#zoom-level")).toBe("400 %");
    const controls = await inStudio<{ label: string; enabled: boolean }[]>(page, async (s) => s.controls());
    expect(controls.find((c) => c.label === "Zoom in")?.enabled).toBe(false);
  });
});

describe("the inspector", () => {
  it("marks a refused value at its field, keeps the last valid render, and clears once fixed", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const field = page.locator("#control-width");
    await field.fill("99999");
    await field.press("Enter");
    await page.waitForFunction(() => document.querySelector("#control-width")?.getAttribute("aria-invalid"));
    expect(await page.textContent("#control-width-error")).toMatch(/4096/u);
    expect(await page.isVisible("#stale")).toBe(true);
    expect(await field.inputValue()).toBe("99999");
    expect(await previewWidth(page)).toBe("1200");
    expect((await source(page)).settings.width).toBe(1200);
    await field.fill("800");
    await field.press("Enter");
    await page.waitForFunction(() => !document.querySelector("#control-width")?.getAttribute("aria-invalid"));
    expect(await page.isVisible("#stale")).toBe(false);
    expect(await previewWidth(page)).toBe("800");
  });

  it("never renders what is half typed: 2000 is applied once, not 2, 20 and 200", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __widths: string[] }).__widths = seen;
      new MutationObserver(() => {
        const width = document.querySelector("#preview svg")?.getAttribute("width");
        if (width && seen.at(-1) !== width) seen.push(width);
      }).observe(document.getElementById("preview") as HTMLElement, { childList: true, subtree: true });
    });
    await page.locator("#control-width").fill("");
    await page.locator("#control-width").pressSequentially("2000", { delay: 40 });
    await page.waitForFunction(
      () => document.querySelector("#preview svg")?.getAttribute("width") === "2000",
    );
    // Redraws of the width already shown (1200) may happen; no half-typed width is ever drawn.
    const widths = await page.evaluate(() => (window as unknown as { __widths: string[] }).__widths);
    expect(widths.filter((width) => width !== "1200")).toEqual(["2000"]);
  });

  it("disables settings the background does not read, with the reason, in the page and in controls()", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      await s.set("Style", "gradient");
      await s.set("Gradient", "radial");
      const angle = s.controls().find((c) => c.label === "Angle");
      let refused: unknown;
      try {
        await s.set("Angle", 10);
      } catch (e: any) {
        refused = e.body;
      }
      await s.set("Gradient", "linear");
      return { angle, refused, after: s.controls().find((c) => c.label === "Angle") };
    });
    expect(result.angle).toMatchObject({
      enabled: false,
      reason: expect.stringMatching(/^Angle applies when/u),
    });
    expect(result.refused).toMatchObject({ error: { message: expect.stringContaining("applies when") } });
    expect(result.after).toMatchObject({ enabled: true });
    expect(await page.isDisabled("#control-focal-x")).toBe(true);
    expect(await page.textContent("#control-focal-x-hint")).toMatch(/applies when the gradient is radial/u);
  });

  it("sets a colour from the identity's palette in one click and names options for people", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const chip = page.locator('[role=radiogroup][aria-label="Color a"] input').nth(1);
    const value = await chip.getAttribute("value");
    await chip.click();
    await page.waitForFunction((v) => {
      const studio = (
        window as unknown as { marque: { studio: { readSource(): { settings: { colorA?: string } } } } }
      ).marque.studio;
      return studio.readSource().settings.colorA === v?.toUpperCase();
    }, value);
    await inStudio(page, async (s) => s.invoke("tool.open", { tool: "identity" }));
    const presets = await page.locator("#control-preset option").allTextContents();
    expect(presets).toContain("Tessel Labs");
    expect(presets).not.toContain("tessel-labs");
  });
});

describe("undo, redo, reset and the Source drawer", () => {
  it("undoes and redoes every edit, from the buttons and the keyboard, and reset can be undone", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const steps = await inStudio<Record<string, unknown>[]>(page, async (s) => {
      const read = () => ({ width: s.readSource().settings.width, style: s.readSource().settings.style });
      const seen = [];
      await s.set("Width", 800);
      await s.set("Style", "dither");
      seen.push(read());
      await s.activate("Undo");
      seen.push(read());
      await s.activate("Undo");
      seen.push(read());
      await s.activate("Redo");
      seen.push(read());
      await s.activate("Reset tool");
      seen.push(read());
      await s.activate("Undo");
      seen.push(read());
      return seen;
    });
    expect(steps).toEqual([
      { width: 800, style: "dither" },
      { width: 800, style: "grain-gradient" },
      { width: 1200, style: "grain-gradient" },
      { width: 800, style: "grain-gradient" },
      { width: 1200, style: "grain-gradient" },
      { width: 800, style: "grain-gradient" },
    ]);
    await page.locator("#viewport").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+z");
    await page.waitForFunction(
      () => document.querySelector("#preview svg")?.getAttribute("width") === "1200",
    );
    await page.keyboard.press("Control+Shift+Z");
    await page.waitForFunction(() => document.querySelector("#preview svg")?.getAttribute("width") === "800");
  });

  it("shows the source, applies an edited one through the validator, and lists what it refuses", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await page.getByRole("button", { name: "Source", exact: true }).click();
    const text = page.getByLabel("Source JSON");
    expect(JSON.parse(await text.inputValue())).toEqual(await source(page));
    const edited = JSON.parse(await text.inputValue());
    edited.settings.width = 640;
    await text.fill(JSON.stringify(edited));
    await page.getByRole("button", { name: "Apply source" }).click();
    await page.waitForFunction(() => document.querySelector("#preview svg")?.getAttribute("width") === "640");
    edited.settings.width = 1;
    edited.settings.nope = true;
    await text.fill(JSON.stringify(edited));
    await page.getByRole("button", { name: "Apply source" }).click();
    const issues = page.locator("#source-issues li");
    await issues.first().waitFor();
    const listed = await issues.allTextContents();
    expect(listed.some((line) => line.startsWith("settings.width"))).toBe(true);
    expect(listed.some((line) => line.startsWith("settings.nope"))).toBe(true);
    expect((await source(page)).settings.width).toBe(640);
    await page.keyboard.press("Escape");
    expect(await page.isHidden("#source-drawer")).toBe(true);
  });
});

describe("uploads", () => {
  it("takes a logo from the file picker and refuses an unsafe SVG at its field", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    await page.setInputFiles("#control-logo", {
      name: "logo.png",
      mimeType: "image/png",
      buffer: pngBytes(24, "#3366ff"),
    });
    await page.waitForFunction(() =>
      String(
        (
          window as unknown as { marque: { studio: { readSource(): { logoDataUrl?: string } } } }
        ).marque.studio.readSource().logoDataUrl,
      ).startsWith("data:image/png;base64,"),
    );
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await page.setInputFiles("#control-logo", {
      name: "evil.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(evil),
    });
    await page.waitForFunction(() => document.querySelector("#control-logo")?.getAttribute("aria-invalid"));
    expect(await page.textContent("#control-logo-error")).toMatch(/script/iu);
    const removed = await inStudio<Record<string, unknown>>(page, async (s) => {
      await s.activate("Remove Logo");
      return s.readSource();
    });
    expect(removed.logoDataUrl).toBeUndefined();
  });
});

// The conformance suite checks the same, with its layout faults, for the tools it runs on (CONFORMING).
describe("on a phone (390×844)", () => {
  it.each(STUDIO_TOOLS.map((tool) => tool.id).filter((id) => !CONFORMING.includes(id)))(
    "%s: the canvas comes first, nothing overflows",
    async (tool) => {
      const { page } = await browser.fresh({ width: 390, height: 844 });
      await openStudio(page, server.url, `?tool=${tool}`);
      const stage = await box(page, ".stage");
      const inspector = await box(page, ".inspector");
      expect(stage?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(inspector?.y ?? 0);
      expect(stage?.y ?? 844).toBeLessThan(844 / 2);
      expect((await box(page, "#preview"))?.width ?? 0).toBeGreaterThanOrEqual(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
