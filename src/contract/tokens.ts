// Colour tokens of an identity (GET /api/identities/{id}/tokens, POST /api/tokens): the palette as semantic
// tokens, tint/shade scales computed in OKLCH, and a contrast matrix (WCAG 2 and APCA), written as a W3C Design
// Tokens (DTCG) file, CSS custom properties or a Tailwind v4 theme.
import { z } from "zod";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";

export const TOKENS_PATH = "/api/tokens";
/** The GET form for a built-in identity (`:id` one of the identity presets other than `custom`). */
export const IDENTITY_TOKENS_PATH = "/api/identities/:id/tokens";

export const TOKEN_FORMATS = ["dtcg", "css", "tailwind"] as const;
export type TokenFormat = (typeof TOKEN_FORMATS)[number];
export const DEFAULT_TOKEN_FORMAT = "dtcg" satisfies TokenFormat;

/** DTCG's media type (the format module's registration), and CSS for the two stylesheet forms. */
export const TOKEN_MEDIA_TYPES = {
  dtcg: "application/design-tokens+json",
  css: "text/css; charset=utf-8",
  tailwind: "text/css; charset=utf-8",
} as const satisfies Record<TokenFormat, string>;

export const TOKEN_FILE_SUFFIXES = {
  dtcg: ".tokens.json",
  css: "-tokens.css",
  tailwind: "-tailwind.css",
} as const satisfies Record<TokenFormat, string>;

/**
 * The steps of each tint/shade scale and the OKLCH lightness each aims at (Tailwind's step names, so a theme
 * reads `accent-600`). The brand colour itself replaces the step nearest its own lightness, exactly.
 */
export const TOKEN_SCALE_STEPS = [
  [50, 0.975],
  [100, 0.945],
  [200, 0.89],
  [300, 0.82],
  [400, 0.73],
  [500, 0.64],
  [600, 0.56],
  [700, 0.48],
  [800, 0.4],
  [900, 0.32],
  [950, 0.24],
] as const satisfies readonly (readonly [number, number])[];

/** The identity colours that get a scale: the accent, the states, and a neutral from the ink. */
export const TOKEN_SCALES = ["accent", "neutral", "positive", "negative"] as const;
export type TokenScale = (typeof TOKEN_SCALES)[number];

/** WCAG 2 contrast ratios (text at AA, large text at AA, text at AAA). */
export const WCAG_THRESHOLDS = { aa: 4.5, aaLarge: 3, aaa: 7 } as const;
export type WcagLevel = keyof typeof WCAG_THRESHOLDS;

/**
 * APCA lightness contrast |Lc| levels (APCA-W3 0.0.98G's bronze simple mode): body text, other content text,
 * large or bold headlines, and non-text (borders, icons, focus rings).
 */
export const APCA_THRESHOLDS = { body: 75, content: 60, large: 45, nonText: 30 } as const;
export type ApcaLevel = keyof typeof APCA_THRESHOLDS;

export const tokensRequestSchema = z
  .strictObject({
    identity: identitySchema
      .default({ preset: DEFAULT_IDENTITY_PRESET })
      .describe("the identity whose colours become tokens, as POST /api/generate takes it"),
    format: z.enum(TOKEN_FORMATS).default(DEFAULT_TOKEN_FORMAT).describe("the file to answer with"),
  })
  .describe("an identity's colour tokens as one file");

export type TokensRequest = z.output<typeof tokensRequestSchema>;
export type TokensInput = z.input<typeof tokensRequestSchema>;

/** One foreground on one background: the WCAG 2 ratio, APCA's Lc and the levels they pass. */
export interface ContrastPair {
  readonly foreground: string;
  readonly background: string;
  readonly wcag: number;
  readonly apca: number;
  readonly passes: {
    readonly wcag: readonly WcagLevel[];
    readonly apca: readonly ApcaLevel[];
  };
}
