// The Colour tokens tool's source document: the identity whose palette becomes tokens, and what its swatch
// sheet shows. The token files themselves are POST /api/tokens's (tokens.ts): the Studio exports the same bytes.
import { z } from "zod";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";
import type { TokenFormat } from "./tokens.js";

export const TOKENS_DOCUMENT_KIND = "tokens";
export const TOKENS_DOCUMENT_VERSION = 1;

/** Which contrast measures the sheet's matrix shows: both, or one of WCAG 2 and APCA. */
export const TOKEN_CONTRAST_VIEWS = ["both", "wcag", "apca"] as const;
export type TokenContrastView = (typeof TOKEN_CONTRAST_VIEWS)[number];

/** The swatch sheet's width in pixels (its height follows from what it shows). */
export const TOKEN_SHEET_WIDTH = 1600;

/**
 * What the Colour tokens tool exports: the three token files, and the swatch sheet as SVG or PNG (in this order
 * the Download buttons wrap into two rows on a phone without clipping one).
 */
export const TOKENS_TOOL_EXPORTS = ["dtcg", "css", "svg", "png", "tailwind"] as const satisfies readonly (
  | TokenFormat
  | "svg"
  | "png"
)[];

export const tokensDocumentSchema = z
  .strictObject({
    kind: z.literal(TOKENS_DOCUMENT_KIND),
    version: z.literal(TOKENS_DOCUMENT_VERSION).default(TOKENS_DOCUMENT_VERSION),
    identity: identitySchema
      .default({ preset: DEFAULT_IDENTITY_PRESET })
      .describe("the identity whose colours become tokens (the Studio's shared identity)"),
    sheet: z
      .strictObject({
        scales: z.boolean().default(true).describe("show the tint/shade scales on the swatch sheet"),
        contrast: z
          .enum(TOKEN_CONTRAST_VIEWS)
          .default("both")
          .describe("which contrast measures the matrix shows: WCAG 2 ratio, APCA Lc, or both"),
        usage: z.boolean().default(true).describe("show the tokens in use (a card, buttons and alerts)"),
      })
      .default({ scales: true, contrast: "both", usage: true })
      .describe("what the swatch sheet (the preview, SVG and PNG) shows"),
  })
  .describe("a Colour tokens document: an identity's palette as semantic tokens, scales and contrast");

export type TokensDocument = z.output<typeof tokensDocumentSchema>;
