// Every field of the background settings table visibly changes the picture where it applies.
import { describe, expect, it } from "vitest";
import { backgroundSettingsSchema } from "../../src/contract/background.js";
import { meanDifference, renderRaster } from "./fixtures.js";

type Overrides = Record<string, unknown>;

// The logo covers a small share of the canvas, so its rows enlarge it to be measured over the whole image.
/** [setting, value A, value B, the context it applies in, least mean channel difference (0..255)]. */
const TABLE: readonly (readonly [string, unknown, unknown, Overrides, number?])[] = [
  ["style", "gradient", "dither", {}],
  ["style", "gradient", "grain-gradient", {}],
  ["style", "gradient", "pattern", { pattern: "dots" }],
  ["gradient", "linear", "radial", {}],
  ["gradient", "mesh", "wave", {}],
  ["gradient", "orbit", "bloom", {}],
  ["colorA", "#101820", "#f0e0c0", {}],
  ["colorB", "#e4572e", "#2e86e4", {}],
  ["colorC", "#f3d9b1", "#20c060", {}],
  ["angle", 0, 90, { gradient: "linear" }],
  ["angle", 45, 135, { gradient: "wave" }],
  ["bandCount", 3, 24, { gradient: "linear" }],
  ["bandCount", 3, 24, { gradient: "mesh" }],
  ["bandDepth", 0, 100, { gradient: "linear" }],
  ["bandDepth", 0, 100, { gradient: "mesh" }],
  ["bandGap", 0, 12, { gradient: "radial" }],
  ["lightingEnabled", true, false, { gradient: "linear", bandDepth: 80 }],
  ["lightingEnabled", true, false, { gradient: "mesh", bandDepth: 80 }],
  ["focalX", 10, 90, { gradient: "radial" }],
  ["focalY", 10, 90, { gradient: "bloom" }],
  ["grain", 0, 100, { style: "grain-gradient" }],
  ["grain", 0, 100, { style: "dither" }, 1.5],
  ["relief", 0, 80, { gradient: "linear" }, 1.5],
  ["spacing", 8, 40, { style: "dither" }],
  ["spacing", 12, 48, { pattern: "grid", patternOpacity: 80 }],
  ["ditherMatrix", 2, 8, { style: "dither" }],
  ["ditherShape", "squares", "dots", { style: "dither" }],
  ["pattern", "none", "crosshatch", { patternOpacity: 80 }],
  ["pattern", "none", "lines", { style: "pattern", patternOpacity: 80 }],
  ["pattern", "dots", "topographic", { style: "pattern", patternOpacity: 80 }],
  ["patternOpacity", 0, 100, { pattern: "lines" }],
  ["patternOpacity", 0, 100, { style: "pattern", pattern: "speckles" }],
  ["logoScale", 10, 40, { logoOpacity: 100 }],
  ["logoOpacity", 0, 100, { logoScale: 50 }],
  ["logoX", -30, 30, { logoOpacity: 100, logoScale: 50 }],
  ["logoY", -30, 30, { logoOpacity: 100, logoScale: 50 }],
  ["logoTone", "black", "white", { logoOpacity: 100, logoScale: 50 }],
  ["surfaceMaterial", "none", "kerf-wood", {}],
  ["surfaceAngle", 0, 60, { surfaceMaterial: "brushed-metal" }],
  ["surfaceDepth", 0, 100, { surfaceMaterial: "carved-stone" }],
  ["surfaceMetallic", 0, 100, { surfaceMaterial: "perforated-metal" }],
  ["surfaceOpenArea", 5, 80, { surfaceMaterial: "woven-wire" }],
  ["surfaceRoughness", 0, 100, { surfaceMaterial: "hammered-foil" }],
  ["surfaceScale", 16, 120, { surfaceMaterial: "cork-composite" }],
];

describe("every setting matters", () => {
  it("the table covers every field of the contract", () => {
    const covered = new Set(TABLE.map(([setting]) => setting).concat(["width", "height"]));
    expect([...covered].sort()).toEqual(Object.keys(backgroundSettingsSchema.shape).sort());
  });

  it.each(TABLE.map(([setting, a, b, context, least]) => [setting, a, b, context, least ?? 2] as const))(
    "%s: %s → %s (with %j)",
    (setting, a, b, context, least) => {
      const first = renderRaster({ ...context, [setting]: a });
      const second = renderRaster({ ...context, [setting]: b });
      expect(meanDifference(first, second)).toBeGreaterThan(least);
    },
  );

  it.each(["width", "height"] as const)("%s sizes the canvas", (setting) => {
    const image = renderRaster({ [setting]: 256 });
    expect(setting === "width" ? image.width : image.height).toBe(256);
  });
});
