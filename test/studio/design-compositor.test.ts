// Issue 31.7: the Design Lab composites on the GPU. Every layer kind, blend mode and effect converter, layers
// filled with materials (issue 33), and a still drawn from a raster of another size (filtered) or a canvas
// (uploaded each frame), is composed by the GPU compositor and by the 2D path from one document and one set of
// rasters in Chromium's software WebGL2; they agree to a few levels, the GPU frame repeats byte for byte, and it is read back once
// (an export's pixels) or never (a canvas: no getImageData, no per-effect read-back).
// MARQUE_COMPOSITOR_REPORT=1 prints each case's figures.
import { describe, expect, it } from "vitest";
import { openExportPage, pageScript } from "../../harness/export-page.js";
import type { CaseResult } from "./compositor-page.js";
import { useBrowser } from "./helpers.js";

const browser = useBrowser();

async function openPage() {
  const { page } = await browser.fresh();
  const [entry, worker] = await Promise.all([
    pageScript("test/studio/compositor-page.ts"),
    pageScript("studio/export/gif-worker.ts"),
  ]);
  await openExportPage(page, "https://compositor.marque.test", entry, worker);
  return page;
}

describe("the GPU compositor", () => {
  it("draws what the 2D path draws, repeatably, reading back once", { timeout: 120_000 }, async () => {
    const page = await openPage();
    const results = await page.evaluate(() =>
      (window as unknown as { compositorCases(): Promise<CaseResult[]> }).compositorCases(),
    );
    expect(results.length).toBe(21);
    for (const result of results) {
      // Blending, the stills' source-over and the layers' opacity: 8-bit Canvas 2D and the GPU round apart
      // by a level or two. The converters are thresholds over the frame below (Bayer, halftone coverage,
      // posterize steps, the ASCII ramp): where the frame below differs by a level, a pixel can flip to the
      // other side; such pixels stay rare, and the two frames' mean difference small.
      if (result.effect) {
        expect.soft(result.farShare, result.name).toBeLessThan(0.005);
        expect.soft(result.meanDifference, result.name).toBeLessThan(0.2);
      } else expect.soft(result.maxDifference, result.name).toBeLessThanOrEqual(2);
      expect.soft(result.repeats, result.name).toBe(true);
      expect.soft(result.colours, result.name).toBeGreaterThan(1);
      expect.soft(result.pixelReads, result.name).toEqual({ readPixels: 1, getImageData: 0 });
      expect.soft(result.canvasReads, result.name).toEqual({ readPixels: 0, getImageData: 0 });
    }
    if (process.env.MARQUE_COMPOSITOR_REPORT)
      console.log(
        results
          .map(
            (r) =>
              `${r.name}: max ${r.maxDifference}, >2 levels ${(r.farShare * 100).toFixed(3)}%, mean ${r.meanDifference.toFixed(3)}, ${r.colours} colours`,
          )
          .join("\n"),
      );
  });

  it("makes the same GIF bytes twice from GPU frames with an effect (dithered, best quality)", {
    timeout: 120_000,
  }, async () => {
    const page = await openPage();
    const made = () =>
      page.evaluate(() => (window as unknown as { compositorGif(): Promise<string> }).compositorGif());
    const first = await made();
    expect(first.startsWith("474946383961")).toBe(true); // GIF89a
    expect(await made()).toBe(first);
  });
});
