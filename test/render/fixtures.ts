// Test fixtures for the renderers: a complete identity with small SVG logos, and settings with defaults.
import { Resvg } from "@resvg/resvg-js";
import type { ResolvedIdentity } from "../../src/catalog/identities/types.js";
import { type BackgroundSettings, backgroundSettingsSchema } from "../../src/contract/background.js";
import { renderBackground } from "../../src/render/background/index.js";

const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** A 3:1 logo: a mid-grey disc and bar — mid-grey so black and white tones both show as a change. */
const logoSvg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><circle cx="20" cy="20" r="18" fill="${fill}"/><rect x="44" y="8" width="72" height="24" rx="4" fill="${fill}"/></svg>`;

export const LIGHT_LOGO_FILL = "#2a6f97";
export const DARK_LOGO_FILL = "#f0c987";

export const testIdentity: ResolvedIdentity = {
  id: "starter",
  slug: "test-studio",
  name: "Test Studio",
  shortName: "TS",
  tagline: "Backgrounds under test",
  description: "A fixture identity for renderer tests.",
  positioning: "Exists only in tests.",
  website: "https://test-studio.example",
  colors: {
    ink: "#14161c",
    paper: "#f6f4ef",
    gradient: ["#14213d", "#e4572e", "#f3d9b1"],
    semantic: { accent: "#e4572e", muted: "#8a8f98", positive: "#2f9e44", negative: "#c92a2a" },
  },
  typography: {
    display: { family: "Test Sans", weight: 700, fallback: "sans-serif" },
    body: { family: "Test Sans", weight: 400, fallback: "sans-serif" },
    mono: { family: "Test Mono", weight: 400, fallback: "monospace" },
  },
  voice: { tone: ["plain"], principles: ["be testable"], avoid: ["flakiness"] },
  strategy: { mission: "Test renderers.", audience: "Engineers.", pillars: ["determinism"] },
  graphicDevice: "A disc and a bar.",
  logos: {
    light: { dataUrl: svgDataUrl(logoSvg(LIGHT_LOGO_FILL)), aspect: 3 },
    dark: { dataUrl: svgDataUrl(logoSvg(DARK_LOGO_FILL)), aspect: 3 },
  },
  proofAssets: [],
};

/** Background settings: the contract's defaults under the given overrides (validated like a request). */
export const settingsOf = (
  overrides: Partial<Record<keyof BackgroundSettings, unknown>> = {},
): BackgroundSettings =>
  backgroundSettingsSchema.parse({ width: 320, height: 200, logoOpacity: 0, ...overrides });

export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Rasterizes an SVG with resvg at its own size (no system fonts: output must not depend on them). */
export function rasterize(svg: string): Raster {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}

/** Renders a background with the fixture identity and rasterizes it. */
export function renderRaster(overrides: Partial<Record<keyof BackgroundSettings, unknown>> = {}): Raster {
  return rasterize(renderBackground(settingsOf(overrides), testIdentity));
}

/** Mean absolute difference per channel (0..255) between two rasters of one size. */
export function meanDifference(a: Raster, b: Raster): number {
  let total = 0;
  for (let i = 0; i < a.pixels.length; i++) total += Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0));
  return total / a.pixels.length;
}

/** RGB of one pixel. */
export function pixel(image: Raster, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.pixels[i] ?? 0, image.pixels[i + 1] ?? 0, image.pixels[i + 2] ?? 0];
}

/** Mean RGB over a box. */
export function meanColor(
  image: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(image.height, Math.ceil(y1)); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(image.width, Math.ceil(x1)); x++) {
      const i = (y * image.width + x) * 4;
      sum[0] = (sum[0] ?? 0) + (image.pixels[i] ?? 0);
      sum[1] = (sum[1] ?? 0) + (image.pixels[i + 1] ?? 0);
      sum[2] = (sum[2] ?? 0) + (image.pixels[i + 2] ?? 0);
      count++;
    }
  }
  return [(sum[0] ?? 0) / count, (sum[1] ?? 0) / count, (sum[2] ?? 0) / count];
}

/** Brightness (mean of RGB) of a pixel. */
export const brightness = ([r, g, b]: readonly [number, number, number]): number => (r + g + b) / 3;

/** Standard deviation of brightness over the image (sampled), a measure of "not uniform". */
export function brightnessSpread(image: Raster): number {
  const values: number[] = [];
  for (let i = 0; i < image.pixels.length; i += 4 * 13) {
    values.push(((image.pixels[i] ?? 0) + (image.pixels[i + 1] ?? 0) + (image.pixels[i + 2] ?? 0)) / 3);
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}
