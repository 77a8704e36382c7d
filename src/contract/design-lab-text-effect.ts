// How a Design Lab text layer's glyphs are inked: solid (the default), a dither sweeping across the block, a
// halftone screen, scan lines, or a gradient from the layer's colour to a second one. Optional: omitted, the
// text draws as it always did.
import { z } from "zod";
import { EFFECT_REFERENCE_SHORT_SIDE } from "./design-sequence.js";
import { hexColor, range } from "./primitives.js";

export const TEXT_EFFECT_KINDS = ["solid", "dither-sweep", "halftone", "scan-lines", "gradient-ink"] as const;
export type TextEffectKind = (typeof TEXT_EFFECT_KINDS)[number];

export const textEffectSchema = z
  .strictObject({
    kind: z
      .enum(TEXT_EFFECT_KINDS)
      .describe(
        "solid: the layer's colour; dither-sweep: ordered dither thinning the ink along the angle; halftone: a dot screen; scan-lines: lines across the glyphs; gradient-ink: the colour graded to `color` along the angle",
      ),
    amount: range(0, 100)
      .default(100)
      .describe(
        "percent: how far the sweep thins, the dots shrink, the lines cut or the gradient reaches `color`",
      ),
    angle: range(0, 360).default(0).describe("direction of the sweep, gradient, lines or screen, degrees"),
    scale: range(1, 64)
      .default(6)
      .describe(
        `dither cell, dot pitch or line period, reference pixels (1/${EFFECT_REFERENCE_SHORT_SIDE} of the canvas's shorter side)`,
      ),
    color: hexColor
      .default("#FF5A1F")
      .describe("gradient-ink's second colour (the other kinds do not read it)"),
  })
  .describe("how the glyphs are inked; omitted: solid");

export type TextEffect = z.output<typeof textEffectSchema>;
