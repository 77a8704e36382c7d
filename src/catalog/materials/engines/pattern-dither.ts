// The pattern-dither engine: ordered, blue-noise and halftone screens over a moving tonal source.
import type { EngineSpec } from "./parameter-table.js";

export const DITHER_PATTERNS = [
  "bayer",
  "blue-noise",
  "halftone",
  "line-screen",
  "crosshatch",
  "stipple",
  "checker",
] as const;
export const DITHER_SOURCES = ["noise", "gradient", "rings", "waves", "flow"] as const;

/** Uniforms of the pattern-dither shader beyond the shared controls. */
export interface PatternDitherParameters {
  pattern: (typeof DITHER_PATTERNS)[number];
  cell: number;
  levels: number;
  source: (typeof DITHER_SOURCES)[number];
  angle: number;
}

export const PATTERN_DITHER: EngineSpec<"pattern-dither", PatternDitherParameters> = {
  name: "pattern-dither",
  summary:
    "A continuous tonal source quantized through a threshold screen, so tone becomes dots, lines, hatching or ordered pixels in the palette's colours.",
  controls:
    "frequency sets the source's scale, amplitude its motion, detail the noise octaves of the source, density the overall tone, strength the contrast before the threshold, grain the threshold jitter, centerX/centerY and rotationZ place and turn the source, speed animates it.",
  ignores: ["rotationX", "rotationY"],
  parameters: {
    pattern: {
      kind: "enum",
      options: DITHER_PATTERNS,
      meaning:
        "the threshold screen: Bayer ordered matrix, blue-noise texture, round halftone dots, line screen, crosshatch, stipple dots or a checker",
    },
    cell: { kind: "number", min: 2, max: 32, step: 1, meaning: "screen cell size in device pixels" },
    levels: {
      kind: "number",
      min: 2,
      max: 8,
      step: 1,
      meaning: "tone levels after quantization, spread across colorA → colorB → colorC",
    },
    source: {
      kind: "enum",
      options: DITHER_SOURCES,
      meaning:
        "the tonal field being dithered: fBm noise, a linear ramp, concentric rings, sine waves or a flow field",
    },
    angle: { kind: "number", min: 0, max: 180, step: 1, meaning: "screen angle in degrees" },
  },
};
