// The Design Lab's preview stops drawing when nothing it shows moves: a text layer filled with a moving
// material keeps the preview drawing while its group is shown, and not once the group is hidden (its layers
// are not drawn, so their material's motion must not keep the animation loop running).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
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

/** Preview draws over `ms`, after the edit has settled. */
async function drawsOver(page: Page, ms: number): Promise<number> {
  await page.waitForTimeout(300);
  const count = () => page.evaluate(() => (window as unknown as { __previewDraws: number }).__previewDraws);
  const before = await count();
  await page.waitForTimeout(ms);
  return (await count()) - before;
}

/** The shader layer hidden; moving-filled text in group "a", shown or hidden with it. */
const documentWith = (shown: boolean) => ({
  kind: "design-lab",
  schema: 2,
  version: 4,
  canvas: { ratio: "wide", backgroundColor: "#808080" },
  layers: [
    { type: "shader", materialId: "electric-tide", visible: false },
    {
      id: "words",
      type: "text",
      value: "MOVING",
      x: 50,
      y: 50,
      size: 20,
      group: "a",
      fill: { materialId: "electric-tide", settings: { speed: 1 } },
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
    expect(
      await drawsOver(page, 800),
      "a shown group's moving fill should keep the preview drawing",
    ).toBeGreaterThan(3);
    await inStudio(page, async (s, doc) => s.applySource(doc), documentWith(false));
    expect(await drawsOver(page, 800), "a hidden group's fill should not").toBe(0);
  });
});
