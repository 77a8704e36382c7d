// Gradient shapes under every style: non-uniform output, focal points that move the light, round shapes
// on extreme aspect ratios.
import { describe, expect, it } from "vitest";
import { BACKGROUND_STYLES, GRADIENT_KINDS } from "../../src/contract/background.js";
import {
  brightness,
  brightnessSpread,
  meanColor,
  meanDifference,
  type Raster,
  renderRaster,
} from "./fixtures.js";

/** Centre of the brightest 10×10 block, on a coarse grid. */
function brightestBlock(image: Raster): { x: number; y: number } {
  let best = { x: 0, y: 0, value: -1 };
  for (let y = 0; y + 10 <= image.height; y += 5) {
    for (let x = 0; x + 10 <= image.width; x += 5) {
      const value = brightness(meanColor(image, x, y, x + 10, y + 10));
      if (value > best.value) best = { x: x + 5, y: y + 5, value };
    }
  }
  return best;
}

describe("every style × gradient", () => {
  const cases = BACKGROUND_STYLES.flatMap((style) =>
    GRADIENT_KINDS.map((gradient) => [style, gradient] as const),
  );
  it.each(cases)("%s × %s renders a non-uniform field", (style, gradient) => {
    const image = renderRaster({ style, gradient });
    expect([image.width, image.height]).toEqual([320, 200]);
    expect(brightnessSpread(image)).toBeGreaterThan(8);
  });

  it.each(GRADIENT_KINDS)("%s differs from every other shape", (gradient) => {
    const image = renderRaster({ gradient });
    for (const other of GRADIENT_KINDS.filter((kind) => kind !== gradient)) {
      expect(meanDifference(image, renderRaster({ gradient: other }))).toBeGreaterThan(4);
    }
  });
});

describe("focal point", () => {
  const common = { bandDepth: 0, relief: 0, width: 400, height: 240 };
  const near = { x: 80, y: 72 };
  const far = { x: 320, y: 168 };
  const around = (image: Raster, p: { x: number; y: number }) =>
    brightness(meanColor(image, p.x - 20, p.y - 20, p.x + 20, p.y + 20));

  it.each(["radial", "bloom", "orbit"] as const)("moves the light of %s", (gradient) => {
    const left = renderRaster({ ...common, gradient, focalX: 20, focalY: 30 });
    const right = renderRaster({ ...common, gradient, focalX: 80, focalY: 70 });
    // Wherever the focal point goes, its neighbourhood is lit, and the place it left goes darker.
    expect(around(left, near) - around(right, near)).toBeGreaterThan(25);
    expect(around(right, far) - around(left, far)).toBeGreaterThan(25);
  });

  it.each(["radial", "bloom"] as const)("puts colorC exactly at the focal point of %s", (gradient) => {
    const left = brightestBlock(renderRaster({ ...common, gradient, focalX: 20, focalY: 30 }));
    const right = brightestBlock(renderRaster({ ...common, gradient, focalX: 80, focalY: 70 }));
    expect(Math.abs(left.x - near.x)).toBeLessThanOrEqual(10);
    expect(Math.abs(left.y - near.y)).toBeLessThanOrEqual(10);
    expect(Math.abs(right.x - far.x)).toBeLessThanOrEqual(10);
    expect(Math.abs(right.y - far.y)).toBeLessThanOrEqual(10);
  });
});

describe("round shapes on a 2000 × 200 canvas", () => {
  /** Distance from (x0, y0) along (dx, dy) to the first pixel of the dark gap ring. */
  function firstGap(image: Raster, x0: number, y0: number, dx: number, dy: number): number {
    for (let step = 1; step < 1000; step++) {
      const x = x0 + dx * step;
      const y = y0 + dy * step;
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) break;
      if (brightness(meanColor(image, x, y, x + 1, y + 1)) < 40) return step;
    }
    return Number.NaN;
  }

  it.each(["radial", "bloom", "orbit"] as const)("%s rings are circles, not ellipses", (gradient) => {
    const image = renderRaster({
      gradient,
      width: 2000,
      height: 200,
      bandCount: 24,
      bandDepth: 100,
      bandGap: 6,
      lightingEnabled: false,
      relief: 0,
      focalX: 50,
      focalY: 50,
      angle: 0,
      colorA: "#404040",
      colorB: "#b0b0b0",
      colorC: "#ffffff",
    });
    // `angle: 0` keeps orbit's eccentricity vertical, so horizontal distances are symmetric.
    const right = firstGap(image, 1000, 100, 1, 0);
    const left = firstGap(image, 1000, 100, -1, 0);
    const up = firstGap(image, 1000, 100, 0, -1);
    expect(right).toBeGreaterThan(5);
    expect(Math.abs(right - left)).toBeLessThanOrEqual(1);
    if (gradient !== "orbit") expect(Math.abs(right - up)).toBeLessThanOrEqual(2);
  });
});
