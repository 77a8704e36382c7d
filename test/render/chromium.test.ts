// Backgrounds must look the same in a browser as in resvg: every style, gradient, pattern and surface is
// drawn by Debian's Chromium and compared with resvg's raster of the same SVG.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import {
  BACKGROUND_STYLES,
  GRADIENT_KINDS,
  PATTERNS,
  SURFACE_MATERIALS,
} from "../../src/contract/background.js";
import { templateRequestSchema } from "../../src/contract/index.js";
import { renderBackground } from "../../src/render/background/index.js";
import { renderTemplate } from "../../src/render/template/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { chromiumPixels, usePage } from "../support/browser.js";
import { meanColor, meanDifference, type Raster, rasterize, settingsOf, testIdentity } from "./fixtures.js";
import { SLIDE_SAMPLES } from "./template/samples.js";
import { slideIn } from "./world-text-samples.js";

const CASES: readonly [string, Record<string, unknown>][] = [
  ...BACKGROUND_STYLES.map((style) => [`style ${style}`, { style }] as [string, Record<string, unknown>]),
  ...GRADIENT_KINDS.map(
    (gradient) => [`gradient ${gradient}`, { gradient }] as [string, Record<string, unknown>],
  ),
  ...PATTERNS.map(
    (pattern) => [`pattern ${pattern}`, { pattern, patternOpacity: 80 }] as [string, Record<string, unknown>],
  ),
  ...SURFACE_MATERIALS.map(
    (surfaceMaterial) =>
      [`surface ${surfaceMaterial}`, { surfaceMaterial }] as [string, Record<string, unknown>],
  ),
  ["logo with tone", { logoOpacity: 100, logoScale: 40, logoTone: "white" }],
  ["logo in its own colours", { logoOpacity: 100, logoScale: 40 }],
];

/** Mean absolute difference of 8×8 block averages: the picture as seen, not the exact grain of its noise. */
function blockDifference(a: Raster, b: Raster, block = 8): number {
  let total = 0;
  let count = 0;
  for (let y = 0; y + block <= a.height; y += block) {
    for (let x = 0; x + block <= a.width; x += block) {
      const [ar, ag, ab] = meanColor(a, x, y, x + block, y + block);
      const [br, bg, bb] = meanColor(b, x, y, x + block, y + block);
      total += Math.abs(ar - br) + Math.abs(ag - bg) + Math.abs(ab - bb);
      count += 3;
    }
  }
  return total / count;
}

describe("Chromium draws what resvg draws", () => {
  const browser = usePage();
  it.each(CASES)("%s", async (_, overrides) => {
    const svg = renderBackground(settingsOf(overrides), testIdentity);
    const reference = rasterize(svg);
    const drawn = await chromiumPixels(browser.page, svg);
    expect([drawn.width, drawn.height]).toEqual([reference.width, reference.height]);
    // Pixel for pixel they agree closely; grain may differ per pixel but not in what the eye sees.
    expect(blockDifference(drawn, reference)).toBeLessThan(3);
    expect(meanDifference(drawn, reference)).toBeLessThan(overrides.style === "grain-gradient" ? 12 : 6);
  });
});

describe("Chromium draws templates as resvg does", () => {
  const browser = usePage();
  const identity = resolveIdentity({ preset: "oakum-furniture" });
  it.each(["title", "metrics", "team", "chart", "quote"] as const)("slide %s", async (slideLayout) => {
    const request = templateRequestSchema.parse({
      kind: "template",
      template: "slides",
      slideLayout,
      texture: "dark",
      ...SLIDE_SAMPLES[slideLayout],
    });
    const svg = String(renderTemplate(request, identity, undefined, defaultFontBook()).svg);
    const reference = rasterize(svg);
    const drawn = await chromiumPixels(browser.page, svg);
    expect([drawn.width, drawn.height]).toEqual([reference.width, reference.height]);
    expect(blockDifference(drawn, reference)).toBeLessThan(2);
  });

  // Outlined glyphs from the Noto fallbacks (CJK slices, joined Arabic) need no font in either renderer.
  it.each([
    ["japanese", "title"],
    ["chinese", "agenda"],
    ["arabic", "title"],
    ["arabic", "split"],
  ] as const)("a %s %s slide", async (script, slideLayout) => {
    const request = templateRequestSchema.parse({
      kind: "template",
      template: "slides",
      slideLayout,
      texture: "dark",
      ...slideIn(slideLayout, script),
    });
    const svg = String(renderTemplate(request, identity, undefined, defaultFontBook()).svg);
    const reference = rasterize(svg);
    const drawn = await chromiumPixels(browser.page, svg);
    expect([drawn.width, drawn.height]).toEqual([reference.width, reference.height]);
    expect(blockDifference(drawn, reference)).toBeLessThan(2);
  });
});
