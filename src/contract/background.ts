// `kind: "background"`: every setting of the spec's background table, with bounds and defaults.
import { z } from "zod";
import { identitySchema } from "./identity.js";
import { MAX_PIXELS } from "./limits.js";
import { hexColor, intRange, numberEnum, outputFormat, range } from "./primitives.js";

export const BACKGROUND_STYLES = ["gradient", "grain-gradient", "dither", "pattern"] as const;
export const GRADIENT_KINDS = ["linear", "radial", "mesh", "orbit", "wave", "bloom"] as const;
export const DITHER_MATRICES = [2, 4, 8] as const;
export const DITHER_SHAPES = ["dots", "squares"] as const;
export const PATTERNS = [
  "none",
  "dots",
  "lines",
  "grid",
  "fibers",
  "speckles",
  "topographic",
  "crosshatch",
] as const;
export const LOGO_TONES = ["black", "white"] as const;
/** Bounds of a background's `angle`, in degrees. */
export const ANGLE_DEGREES = { min: -360, max: 360 } as const;
export const SURFACE_MATERIALS = [
  "none",
  "kerf-wood",
  "woven-wire",
  "perforated-metal",
  "carved-stone",
  "embossed-paper",
  "brushed-metal",
  "hammered-foil",
  "corrugated-polymer",
  "cork-composite",
  "frosted-glass",
] as const;

export type BackgroundStyle = (typeof BACKGROUND_STYLES)[number];
export type GradientKind = (typeof GRADIENT_KINDS)[number];
export type PatternKind = (typeof PATTERNS)[number];
export type SurfaceMaterial = (typeof SURFACE_MATERIALS)[number];

export const backgroundSettingsSchema = z
  .strictObject({
    width: intRange(64, 4096).default(1200).describe("pixels; width × height ≤ 12,000,000"),
    height: intRange(64, 4096).default(630).describe("pixels; width × height ≤ 12,000,000"),
    style: z.enum(BACKGROUND_STYLES).default("gradient"),
    gradient: z.enum(GRADIENT_KINDS).default("mesh").describe("shape of the colour field under every style"),
    colorA: hexColor.optional().describe("first gradient colour; default: the identity's palette"),
    colorB: hexColor.optional().describe("second gradient colour; default: the identity's palette"),
    colorC: hexColor.optional().describe("third gradient colour; default: the identity's palette"),
    angle: range(ANGLE_DEGREES.min, ANGLE_DEGREES.max)
      .default(135)
      .describe("degrees; direction of linear, wave and band gradients"),
    bandCount: intRange(3, 24).default(9).describe("number of colour bands"),
    bandDepth: range(0, 100).default(45).describe("how strongly bands step; 0 is a smooth gradient"),
    bandGap: range(0, 64).default(0).describe("pixels of ground shown between bands"),
    lightingEnabled: z.boolean().default(true).describe("false gives flat bands without gradient lighting"),
    focalX: range(0, 100).default(50).describe("percent of width; centre of radial, orbit and bloom shapes"),
    focalY: range(0, 100).default(50).describe("percent of height; centre of radial, orbit and bloom shapes"),
    grain: range(0, 100).default(35).describe("film-grain strength (grain-gradient; texture under dither)"),
    relief: range(0, 80).default(20).describe("embossed light-and-shadow depth of the bands"),
    spacing: intRange(8, 256).default(24).describe("pixels; cell size of dither and pattern"),
    ditherMatrix: numberEnum(DITHER_MATRICES).default(4).describe("ordered-dither (Bayer) matrix size"),
    ditherShape: z.enum(DITHER_SHAPES).default("squares"),
    pattern: z
      .enum(PATTERNS)
      .default("none")
      .describe(
        "line-art pattern over the field (any style); the pattern style draws dots when this is none",
      ),
    patternOpacity: range(0, 100).default(40).describe("percent"),
    logoScale: range(5, 90).default(18).describe("logo width as percent of the canvas width"),
    logoOpacity: range(0, 100).default(100).describe("percent; 0 hides the logo"),
    logoX: range(-50, 50).default(0).describe("horizontal offset from the centre, percent of width"),
    logoY: range(-50, 50).default(0).describe("vertical offset from the centre, percent of height"),
    logoTone: z
      .enum(LOGO_TONES)
      .optional()
      .describe(
        "recolours the logo black or white; default: the logo's own colours, in the variant that contrasts most with the ground under it",
      ),
    surfaceMaterial: z
      .enum(SURFACE_MATERIALS)
      .default("none")
      .describe("tactile physical surface over the field"),
    surfaceAngle: range(0, 180).default(45).describe("degrees; direction of grain, brushing or light"),
    surfaceDepth: range(0, 100).default(50).describe("height/relief response"),
    surfaceMetallic: range(0, 100).default(30).describe("specular response"),
    surfaceOpenArea: range(0, 92).default(40).describe("porosity or opening ratio, percent"),
    surfaceRoughness: range(0, 100).default(40).describe("highlight spread"),
    surfaceScale: range(12, 140).default(48).describe("physical pattern scale, pixels"),
  })
  .refine((settings) => settings.width * settings.height <= MAX_PIXELS, {
    path: ["width"],
    message: `width × height must not exceed ${MAX_PIXELS} pixels`,
    params: { code: "pixel_limit", expected: `width × height ≤ ${MAX_PIXELS}` },
    // Run even when other settings are invalid, so every problem is reported at once.
    when: ({ value }) =>
      isDimension((value as { width?: unknown })?.width) &&
      isDimension((value as { height?: unknown })?.height),
  });

const isDimension = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

export const backgroundRequestSchema = z.strictObject({
  kind: z.literal("background"),
  identity: identitySchema.optional(),
  output: outputFormat,
  settings: backgroundSettingsSchema,
});

export type BackgroundSettings = z.output<typeof backgroundSettingsSchema>;
export type BackgroundRequest = z.output<typeof backgroundRequestSchema>;
