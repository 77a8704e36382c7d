// `kind: "design-sequence"`: a fixed Design Lab composition whose source document the Studio exports.
import { z } from "zod";
import { identitySchema } from "./identity.js";
import { materialSettingsShape } from "./material-controls.js";
import { hexColor, intRange, numberEnum, range } from "./primitives.js";

export const RATIOS = ["wide", "square", "opengraph"] as const;
export type Ratio = (typeof RATIOS)[number];
/** Width ÷ height of each ratio. */
export const RATIO_ASPECT: Record<Ratio, { width: number; height: number }> = {
  wide: { width: 16, height: 9 },
  square: { width: 1, height: 1 },
  opengraph: { width: 1200, height: 630 },
};

export const EXPORT_FPS = [12, 15, 24, 30] as const;
export const EXPORT_QUALITIES = ["fast", "balanced", "best"] as const;
export const GIF_LOOPS = ["raw", "seamless"] as const;
export const SEQUENCE_PACES = ["accelerating", "even"] as const;
export const EFFECT_KINDS = ["bayer", "ascii", "halftone", "posterize"] as const;
export const BLEND_MODES = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "soft-light",
  "lighten",
  "darken",
  "difference",
] as const;
export const TEXT_ALIGNS = ["left", "center", "right"] as const;
export const FONT_ROLES = ["display", "body", "mono"] as const;
export const HALFTONE_SHAPES = ["dot", "line", "square"] as const;
export const MAX_TEXT_LAYERS = 32;
export const DEFAULT_SEQUENCE_BACKGROUND = "#111216";

const opacity = range(0, 100).default(100).describe("percent");

/**
 * Effect sizes are in reference pixels: pixels of a canvas whose shorter side is this long (a 1280×720 frame),
 * scaled to the canvas drawn, so a document looks the same at every export width and in the preview.
 */
export const EFFECT_REFERENCE_SHORT_SIDE = 720;
const referencePixels = `reference pixels (1/${EFFECT_REFERENCE_SHORT_SIDE} of the canvas's shorter side)`;

export const effectSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("bayer"),
    opacity,
    matrix: numberEnum([2, 4, 8]).default(4).describe("Bayer matrix size"),
    scale: intRange(1, 16).default(2).describe(`dither cell size, ${referencePixels}`),
    backgroundColor: hexColor.default(DEFAULT_SEQUENCE_BACKGROUND).describe("colour of the off cells"),
    foregroundColor: hexColor.default("#F4F4F0").describe("colour of the on cells"),
  }),
  z.strictObject({
    kind: z.literal("ascii"),
    opacity,
    cellSize: intRange(4, 48).default(10).describe(`character cell size, ${referencePixels}`),
    characters: z.string().min(2).max(32).default(" .:-=+*#%@").describe("ramp from dark to light"),
    color: hexColor.optional().describe("glyph colour; default: the sampled colour"),
  }),
  z.strictObject({
    kind: z.literal("halftone"),
    opacity,
    cellSize: intRange(4, 48).default(8).describe(`halftone cell size, ${referencePixels}`),
    angle: range(0, 180).default(45).describe("screen angle, degrees"),
    shape: z.enum(HALFTONE_SHAPES).default("dot"),
  }),
  z.strictObject({
    kind: z.literal("posterize"),
    opacity,
    levels: intRange(2, 16).default(5).describe("tone levels per channel"),
  }),
]);

export const textLayerSchema = z.strictObject({
  value: z.string().min(1).max(280),
  weight: intRange(100, 900).default(600).describe("font weight"),
  x: range(0, 100).default(50).describe("anchor, percent of width"),
  y: range(0, 100).default(50).describe("baseline, percent of height"),
  size: range(1, 40).default(8).describe("font size, percent of canvas height"),
  align: z.enum(TEXT_ALIGNS).default("center"),
  color: hexColor.default("#F4F4F0"),
  font: z.enum(FONT_ROLES).default("display").describe("the identity's typography role"),
  opacity,
  letterSpacing: range(-0.2, 1).default(0).describe("em"),
});

export const shaderSchema = z.strictObject({
  materialId: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .describe("a material id from GET /api/materials; default: the catalog's heroAnimation"),
  blendMode: z.enum(BLEND_MODES).default("normal"),
  opacity,
  shaderSize: range(0.1, 10).default(1).describe("scale of the material field"),
  ...materialSettingsShape,
});

export const exportSettingsSchema = z.strictObject({
  width: intRange(320, 3840)
    .default(1920)
    .describe(
      "pixels; height follows the ratio. Frames are even-sized (H.264): an odd width is rounded down, with a warning",
    ),
  fps: numberEnum(EXPORT_FPS).default(30),
  quality: z.enum(EXPORT_QUALITIES).default("balanced"),
  durationMs: intRange(1200, 4000)
    .default(3000)
    .describe(
      "the standard loop's length; in the shader sequence, the cuts' before the final hold (they add up to exactly this)",
    ),
  gifLoop: z
    .enum(GIF_LOOPS)
    .default("seamless")
    .describe(
      "seamless: the GIF's and the MP4's last frame flows into the first (a sequence's hold crossfades into its first cut); raw: the timeline as is",
    ),
});

export const sequenceSettingsSchema = z.strictObject({
  cutCount: intRange(8, 12)
    .default(8)
    .describe("cuts through distinct materials, ending on shader.materialId"),
  finalHoldMs: intRange(3000, 6000).default(3000),
  pace: z
    .enum(SEQUENCE_PACES)
    .default("accelerating")
    .describe(
      "even: every cut the same number of frames, or one more; accelerating: each cut at most as long as the one before, the first longer than the last",
    ),
});

export const designSequenceRequestSchema = z.strictObject({
  kind: z.literal("design-sequence"),
  identity: identitySchema.optional(),
  ratio: z.enum(RATIOS).default("wide"),
  backgroundColor: hexColor.default(DEFAULT_SEQUENCE_BACKGROUND),
  includeBrandMark: z.boolean().default(true),
  effect: effectSchema.optional(),
  export: exportSettingsSchema.default(() => exportSettingsSchema.parse({})),
  sequence: sequenceSettingsSchema.default(() => sequenceSettingsSchema.parse({})),
  shader: shaderSchema.default(() => shaderSchema.parse({})),
  texts: z
    .array(textLayerSchema)
    .max(MAX_TEXT_LAYERS)
    .optional()
    .describe("positioned text layers; omitted: the identity's name and tagline, [] for none"),
});

export type DesignSequenceRequest = z.output<typeof designSequenceRequestSchema>;
export type EffectSettings = z.output<typeof effectSchema>;
export type TextLayer = z.output<typeof textLayerSchema>;
export type ShaderSettings = z.output<typeof shaderSchema>;
