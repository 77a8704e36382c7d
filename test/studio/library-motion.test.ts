// The Shader Library's chosen thumbnail moves only while someone can see it move: on screen, in a visible tab,
// without a request for reduced motion. (It used to redraw ~60 times a second from anywhere, for good: under a
// software renderer that kept a core busy in every open Studio.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** A Design Lab page whose thumbnail canvases count what is drawn into them. */
async function countingThumbnails(reducedMotion: "reduce" | "no-preference"): Promise<Page> {
  const { page } = await browser.fresh();
  await page.emulateMedia({ reducedMotion });
  await page.addInitScript(() => {
    const w = window as unknown as { __thumbDraws: number };
    w.__thumbDraws = 0;
    const original = CanvasRenderingContext2D.prototype.drawImage;
    CanvasRenderingContext2D.prototype.drawImage = function (
      this: CanvasRenderingContext2D,
      ...args: never[]
    ) {
      if (this.canvas.closest?.(".thumb")) w.__thumbDraws += 1;
      return (original as (...a: unknown[]) => void).apply(this, args);
    } as typeof original;
  });
  await openStudio(page, server.url, "?tool=material");
  return page;
}

/** Thumbnail draws over `ms`, after the grid has settled. */
async function drawsOver(page: Page, ms: number): Promise<number> {
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => (window as unknown as { __thumbDraws: number }).__thumbDraws);
  await page.waitForTimeout(ms);
  const after = await page.evaluate(() => (window as unknown as { __thumbDraws: number }).__thumbDraws);
  return after - before;
}

describe("the Shader Library's thumbnails", () => {
  it("animate the chosen material while it is shown, and stop when filters hide it", async () => {
    const page = await countingThumbnails("no-preference");
    const chosen = await inStudio<string>(page, async (s) => (await s.readSource()).layers[0].materialId);
    await page.locator(`.thumb[data-material="${chosen}"]`).scrollIntoViewIfNeeded();
    expect(await drawsOver(page, 800), "the chosen thumbnail should move").toBeGreaterThan(3);
    await inStudio(page, async (s) => s.set("Search materials", "zzzz no such material"));
    expect(await page.locator(`.thumb[data-material="${chosen}"]`).isHidden()).toBe(true);
    expect(await drawsOver(page, 800)).toBe(0);
  });

  it("stay still under prefers-reduced-motion", async () => {
    const page = await countingThumbnails("reduce");
    const chosen = await inStudio<string>(page, async (s) => (await s.readSource()).layers[0].materialId);
    await page.locator(`.thumb[data-material="${chosen}"]`).scrollIntoViewIfNeeded();
    expect(await page.locator(".thumb canvas").count()).toBeGreaterThan(10);
    expect(await drawsOver(page, 800)).toBe(0);
  });
});
