// The Typography tool's source document: the identity's type roles (display, text, mono) with weight, tracking
// and line height, a modular type scale, and what its specimen sheet shows. Exported as a specimen (SVG, PNG,
// PDF) and as the scale's design tokens (DTCG).
import { z } from "zod";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";

export const TYPOGRAPHY_DOCUMENT_KIND = "typography";
export const TYPOGRAPHY_DOCUMENT_VERSION = 1;

/** The type roles: `text` is the identity's body face. */
export const TYPE_ROLES = ["display", "text", "mono"] as const;
export type TypeRole = (typeof TYPE_ROLES)[number];
/** The roles as a designer names them. */
export const TYPE_ROLE_NAMES: Readonly<Record<TypeRole, string>> = {
  display: "Display",
  text: "Text",
  mono: "Mono",
};

const [LIGHTEST, HEAVIEST, WEIGHT_STEP] = [100, 900, 100];
/** The weights a role may name: CSS's, in steps of 100. */
export const TYPE_ROLE_WEIGHTS: readonly number[] = Array.from(
  { length: (HEAVIEST - LIGHTEST) / WEIGHT_STEP + 1 },
  (_, i) => LIGHTEST + i * WEIGHT_STEP,
);

/** Modular scale ratios by their musical names. */
export const TYPE_SCALE_RATIOS = {
  "minor-second": 1.067,
  "major-second": 1.125,
  "minor-third": 1.2,
  "major-third": 1.25,
  "perfect-fourth": 1.333,
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: the scale names the ratio 1.414, not √2.
  "augmented-fourth": 1.414,
  "perfect-fifth": 1.5,
  "golden-ratio": 1.618,
} as const;
export type TypeScaleRatio = keyof typeof TYPE_SCALE_RATIOS;
const RATIO_NAMES = Object.keys(TYPE_SCALE_RATIOS) as [TypeScaleRatio, ...TypeScaleRatio[]];

/** Step names above the base (largest last) and below it (smallest last). */
export const TYPE_STEPS_ABOVE = ["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"] as const;
export const TYPE_STEPS_BELOW = ["sm", "xs", "2xs"] as const;
/** Steps from this one up are set in the display role, the rest in the text role. */
export const DISPLAY_FROM_STEP = 3;

/** What the Typography tool exports: the specimen (SVG, PNG, a vector PDF) and the scale as DTCG tokens. */
export const TYPOGRAPHY_TOOL_EXPORTS = ["svg", "png", "pdf", "dtcg"] as const;

/**
 * Font files a project may upload for a role (kept in the browser only, never sent to the server): the
 * formats, told apart by their first bytes, not by name or media type.
 */
export const FONT_UPLOAD_FORMATS = ["woff2", "woff", "otf", "ttf"] as const;
export type FontUploadFormat = (typeof FONT_UPLOAD_FORMATS)[number];
export const FONT_UPLOAD_LIMITS = {
  /** Largest font file accepted (a full Latin family member is 20–300 KB; CJK faces are far larger). */
  bytes: 8 * 1024 * 1024,
  /** Longest family name kept from the file's name table. */
  family: 64,
} as const;
/** What a file picker offers for a font upload. */
export const FONT_UPLOAD_ACCEPT = ".woff2,.woff,.otf,.ttf,font/woff2,font/woff,font/otf,font/ttf";

/** The specimen sheet's width in pixels (its height follows from what it shows). */
export const TYPE_SPECIMEN_WIDTH = 1800;

const roleSettings = (tracking: number, lineHeight: number) =>
  z
    .strictObject({
      weight: z
        .number()
        .int()
        .min(LIGHTEST)
        .max(HEAVIEST)
        .multipleOf(WEIGHT_STEP)
        .optional()
        .describe(`${LIGHTEST}–${HEAVIEST}; omitted: the identity's weight for the role`),
      tracking: z.number().min(-0.1).max(0.3).default(tracking).describe("letter spacing in em"),
      lineHeight: z
        .number()
        .min(0.8)
        .max(2.4)
        .default(lineHeight)
        .describe("line height, a multiple of the size"),
    })
    .default({ tracking, lineHeight });

export const typographyDocumentSchema = z
  .strictObject({
    kind: z.literal(TYPOGRAPHY_DOCUMENT_KIND),
    version: z.literal(TYPOGRAPHY_DOCUMENT_VERSION).default(TYPOGRAPHY_DOCUMENT_VERSION),
    identity: identitySchema
      .default({ preset: DEFAULT_IDENTITY_PRESET })
      .describe("the identity whose type this is (the Studio's shared identity)"),
    scale: z
      .strictObject({
        base: z.number().int().min(12).max(24).default(16).describe("the body size in pixels"),
        ratio: z
          .enum(RATIO_NAMES)
          .default("major-third")
          .describe("each step is the one below times this ratio"),
        above: z
          .number()
          .int()
          .min(1)
          .max(TYPE_STEPS_ABOVE.length)
          .default(6)
          .describe("steps above the base"),
        below: z
          .number()
          .int()
          .min(0)
          .max(TYPE_STEPS_BELOW.length)
          .default(2)
          .describe("steps below the base"),
      })
      .default({ base: 16, ratio: "major-third", above: 6, below: 2 })
      .describe("a modular type scale"),
    roles: z
      .strictObject({
        display: roleSettings(-0.02, 1.1).describe("headlines: the identity's display face"),
        text: roleSettings(0, 1.5).describe("running text: the identity's body face"),
        mono: roleSettings(0, 1.5).describe("code and figures: the identity's mono face"),
      })
      .default({
        display: { tracking: -0.02, lineHeight: 1.1 },
        text: { tracking: 0, lineHeight: 1.5 },
        mono: { tracking: 0, lineHeight: 1.5 },
      }),
    specimen: z
      .strictObject({
        role: z.enum(TYPE_ROLES).default("text").describe("the role the script specimens are set in"),
        sample: z
          .string()
          .min(1)
          .max(120)
          .default("Sphinx of black quartz, judge my vow")
          .describe("the line each step of the scale shows"),
      })
      .default({ role: "text", sample: "Sphinx of black quartz, judge my vow" }),
  })
  .describe("a Typography document: the identity's type roles, a type scale and its specimen");

export type TypographyDocument = z.output<typeof typographyDocumentSchema>;
