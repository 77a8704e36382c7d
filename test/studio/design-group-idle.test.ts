// The Design Lab's preview stops drawing when nothing it shows moves: a text layer filled with a moving
// material keeps the preview drawing while its group is shown, and not once the group is hidden (its layers
// are not drawn, so their material's motion must not keep the animation loop running).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { FRAME_MATERIAL } from "./design-frames.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** A Design Lab page that counts the frames drawn into its preview canvas (the one the shell sizes). */
async function countingPreview(): Promise<Page> {
  const { page } = await browser.fresh();
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.addInitScript(() => {
    const w = window as unknown as { __previewDraws: number };
    w.__previewDraws = 0;
    // Every frame of the preview, on either compositing path, starts by covering the whole canvas once.
    for (const name of ["drawImage", "fillRect"] as const) {
      const original = CanvasRenderingContext2D.prototype[name] as (...a: unknown[]) => void;
      CanvasRenderingContext2D.prototype[name] = function (
        this: CanvasRenderingContext2D,
        ...args: unknown[]
      ) {
        if (this.canvas.dataset?.artWidth !== undefined) w.__previewDraws += 1;
        return original.apply(this, args);
      } as never;
    }
  });
  await openStudio(page, server.url, "?tool=material");
  return page;
}

const drawn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __previewDraws: number }).__previewDraws);

/** Preview draws over `ms`, after the edit has settled. */
async function drawsOver(page: Page, ms: number): Promise<number> {
  await page.waitForTimeout(300);
  const before = await drawn(page);
  await page.waitForTimeout(ms);
  return (await drawn(page)) - before;
}

/**
 * Preview draws over `ms` once the edit's own redraws are done (its stills arrive and are drawn, a last sharp
 * frame follows): half a second without a draw, waiting at most 5 s for one — a running loop never has one.
 */
async function drawsWhenSettled(page: Page, ms: number): Promise<number> {
  const until = Date.now() + 5_000;
  let last = await drawn(page);
  while (Date.now() < until) {
    await page.waitForTimeout(500);
    const now = await drawn(page);
    if (now === last) break;
    last = now;
  }
  return drawsOver(page, ms);
}

/** The shader layer hidden; moving-filled text in group "a", shown or hidden with it. */
const documentWith = (shown: boolean) => ({
  kind: "design-lab",
  schema: 2,
  version: 4,
  canvas: { ratio: "wide", backgroundColor: "#808080" },
  layers: [
    { type: "shader", materialId: FRAME_MATERIAL, visible: false },
    {
      id: "words",
      type: "text",
      value: "MOVING",
      x: 50,
      y: 50,
      size: 20,
      group: "a",
      fill: { materialId: FRAME_MATERIAL, settings: { speed: 1 } },
    },
  ],
  groups: [{ id: "a", visible: shown }],
  export: { width: 320, fps: 12, durationMs: 1200 },
});

describe("Design Lab preview loop", () => {
  it("keeps drawing for a shown group's moving fill, and stops once the group is hidden", {
    timeout: 120_000,
  }, async () => {
    const page = await countingPreview();
    await inStudio(page, async (s, doc) => s.applySource(doc), documentWith(true));
    // A running loop draws a frame per animation frame (~30 over the second even on a loaded machine); an
    // edit's one-off redraws (a still arriving late on a loaded machine) are one or two.
    expect(
      await drawsOver(page, 1000),
      "a shown group's moving fill should keep the preview drawing",
    ).toBeGreaterThan(8);
    await inStudio(page, async (s, doc) => s.applySource(doc), documentWith(false));
    expect(await drawsWhenSettled(page, 1000), "a hidden group's fill should not").toBeLessThanOrEqual(2);
  });
});
