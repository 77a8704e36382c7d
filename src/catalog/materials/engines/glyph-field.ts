// The glyph-field engine: a grid of cells, each drawing a glyph chosen by the brightness of a moving field.
import type { EngineSpec } from "./parameter-table.js";

export const GLYPH_SETS = [
  "ascii",
  "blocks",
  "binary",
  "digits",
  "hex",
  "braille",
  "strokes",
  "dots",
  "symbols",
] as const;
export const GLYPH_CELLS = ["square", "tall", "wide", "hex"] as const;
export const GLYPH_FIELDS = ["noise", "waves", "radial", "rain", "scan", "flow"] as const;

/** Uniforms of the glyph-field shader beyond the shared controls. */
export interface GlyphFieldParameters {
  glyphs: (typeof GLYPH_SETS)[number];
  cell: (typeof GLYPH_CELLS)[number];
  size: number;
  threshold: number;
  field: (typeof GLYPH_FIELDS)[number];
  flicker: number;
}

export const GLYPH_FIELD: EngineSpec<"glyph-field", GlyphFieldParameters> = {
  name: "glyph-field",
  summary:
    "The frame divided into cells; each samples a moving field and draws the glyph whose ink coverage matches, from a glyph atlas rendered once at start-up.",
  controls:
    "frequency sets the field's scale, amplitude how far it warps and moves (a rain trail's length), density how many cells are lit, detail the glyph edges (soft round dots at 0.5, crisp square pixels at 8), strength the ink's contrast and glow, rotationX/Y tilt the grid into depth, rotationZ turns it, centerX/centerY its centre, speed animates the field.",
  ignores: [],
  parameters: {
    glyphs: {
      kind: "enum",
      options: GLYPH_SETS,
      meaning:
        "the glyph atlas, ordered by ink coverage: ASCII ramp, block elements, 0/1, digits, hexadecimal pairs, braille cells, short strokes, round dots or symbols",
    },
    cell: {
      kind: "enum",
      options: GLYPH_CELLS,
      meaning: "cell shape: square, tall (terminal) or wide cells, or a hexagonal grid",
    },
    size: { kind: "number", min: 6, max: 48, step: 1, meaning: "cell height in device pixels" },
    threshold: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "field value below which a cell stays empty",
    },
    field: {
      kind: "enum",
      options: GLYPH_FIELDS,
      meaning:
        "the field that picks glyphs: fBm noise, travelling waves, rings from the centre, falling columns, a sweeping scan line or a flow field",
    },
    flicker: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "how often a cell re-rolls its glyph independent of the field",
    },
  },
};
