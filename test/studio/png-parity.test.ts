// Issue 28: a raster over HTTP is the same picture as the Studio's PNG export of the same artifact. The Studio
// draws the SVG in the browser's canvas and the server with resvg, so the two differ only where renderers may:
// anti-aliased edges by a few levels, and noise textures (grain, dither) pixel by pixel while matching in tone.
// Stated bounds, per channel over every pixel: at full size (noise textures aside) mean ≤ 1 and 99th percentile
// ≤ 10 levels of 255; shrunk 4× (tone, as an eye sees it) mean ≤ 1.5, 99th percentile ≤ 6 and max ≤ 24 for all.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const background = (style: string) => ({
  kind: "background",
  settings: { width: 480, height: 270, style },
});
const SOURCES = [
  ["blog", { kind: "template", template: "blog", title: "Same pixels, two renderers" }, false],
  [
    "slides",
    { kind: "template", template: "slides", slideLayout: "metrics", title: "Quarter in numbers" },
    false,
  ],
  ["partnership", { kind: "template", template: "partnership", title: "Built together" }, false],
  ["surface", background("gradient"), false],
  ["surface", background("pattern"), false],
  ["surface", background("grain-gradient"), true],
  ["surface", background("dither"), true],
] as const;

/** RGBA of a PNG, shrunk `shrink` times (cubic) to compare tone rather than single pixels. */
async function pixels(png: Buffer, shrink: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return sharp(png)
    .ensureAlpha()
    .resize(Math.round(width / shrink), Math.round(height / shrink), { kernel: "cubic" })
    .raw()
    .toBuffer();
}

/** Per-channel absolute differences: mean, 99th percentile and max. */
function difference(a: Buffer, b: Buffer) {
  const histogram = new Array<number>(256).fill(0);
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    histogram[d] = (histogram[d] ?? 0) + 1;
    sum += d;
  }
  let seen = 0;
  let p99 = 255;
  for (let d = 0; d < 256; d++) {
    seen += histogram[d] ?? 0;
    if (seen >= a.length * 0.99) {
      p99 = d;
      break;
    }
  }
  const max = histogram.findLastIndex((count) => count > 0);
  return { mean: sum / a.length, p99, max };
}

describe("a PNG over HTTP and the Studio's PNG export", () => {
  let page: Page;
  // Opening the Studio is a page load and its first tool: past the default hook time on a busy machine.
  beforeAll(async () => {
    page = (await browser.fresh()).page;
    await openStudio(page, server.url);
  }, 60_000);

  it.each(SOURCES)("%s %j: the same picture", async (tool, source, noise) => {
    const exported = await inStudio<{ base64: string; source: object }>(
      page,
      async (s, { source, action }) => {
        await s.applySource(source);
        const png = await s.invoke(action, { format: "png", base64: true });
        return { base64: png.base64, source: s.readSource() };
      },
      { source, action: `${tool}.export` },
    );
    expect(exported.base64, JSON.stringify(exported)).toBeTypeOf("string");
    const studio = Buffer.from(exported.base64, "base64");
    const response = await fetch(`${server.url}/api/generate?format=png`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...exported.source, output: "raw" }),
    });
    expect(response.status).toBe(200);
    const http = Buffer.from(await response.arrayBuffer());
    const [a, b] = [await sharp(http).metadata(), await sharp(studio).metadata()];
    expect([a.width, a.height]).toEqual([b.width, b.height]);

    const tone = difference(await pixels(http, 4), await pixels(studio, 4));
    expect(tone.mean, JSON.stringify(tone)).toBeLessThanOrEqual(1.5);
    expect(tone.p99, JSON.stringify(tone)).toBeLessThanOrEqual(6);
    expect(tone.max, JSON.stringify(tone)).toBeLessThanOrEqual(24);
    if (noise) return;
    const full = difference(await pixels(http, 1), await pixels(studio, 1));
    expect(full.mean, JSON.stringify(full)).toBeLessThanOrEqual(1);
    expect(full.p99, JSON.stringify(full)).toBeLessThanOrEqual(10);
  });
});
