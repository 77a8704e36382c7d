// An identity's colours as tokens: a tint/shade scale per brand colour in OKLCH, and semantic tokens (surface,
// text, accent, border, states, focus, the brand gradient) that name a scale step where they are one.

import type { IdentityRecord } from "../../catalog/identities/types.js";
import { APCA_THRESHOLDS, TOKEN_SCALE_STEPS, TOKEN_SCALES, type TokenScale } from "../../contract/index.js";
import { apcaContrast } from "./apca.js";
import { hexOfOklch, mixHex, oklchOf } from "./oklch.js";

/** The colours of an identity record. */
export type IdentityColors = IdentityRecord["colors"];

export interface ColorToken {
  /** Its place in the token tree, e.g. ["text", "muted"]. */
  readonly path: readonly string[];
  /** `#rrggbb`, lower-case. */
  readonly hex: string;
  readonly description: string;
  /** The scale token it is, when it is exactly one (DTCG writes it as an alias). */
  readonly alias?: readonly string[];
}

export interface Palette {
  readonly scales: Readonly<Record<TokenScale, readonly ColorToken[]>>;
  readonly semantic: readonly ColorToken[];
}

/** How much of its chroma a step keeps as it moves from the brand colour toward white or black. */
function taper(lightness: number, base: number): number {
  const span = lightness > base ? 1 - base : base;
  const distance = span === 0 ? 0 : Math.abs(lightness - base) / span;
  return Math.max(0.15, 1 - 0.7 * distance ** 2);
}

/** The steps around `hex`: its hue, chroma tapered toward the ends, and `hex` itself at its nearest step. */
function scale(name: TokenScale, hex: string, description: string): ColorToken[] {
  const base = oklchOf(hex);
  const nearest = TOKEN_SCALE_STEPS.reduce((best, step) =>
    Math.abs(step[1] - base.l) < Math.abs(best[1] - base.l) ? step : best,
  );
  return TOKEN_SCALE_STEPS.map(([step, lightness]) => ({
    path: ["scale", name, String(step)],
    hex:
      step === nearest[0]
        ? hex.toLowerCase()
        : hexOfOklch({ l: lightness, c: base.c * taper(lightness, base.l), h: base.h }),
    description:
      step === nearest[0] ? `${description} itself` : `${description} at OKLCH lightness ${lightness}`,
  }));
}

/**
 * Text for a coloured ground: the identity's paper or ink, whichever APCA finds the more legible, or white or
 * black when neither reaches APCA's content-text level. APCA rather than WCAG 2, whose ratio prefers black on
 * mid reds and blues where people read white better.
 */
function readableOn(ground: string, paper: string, ink: string): string {
  const legibility = (hex: string) => Math.abs(apcaContrast(hex, ground));
  const best = (candidates: readonly string[]) =>
    candidates.reduce((a, b) => (legibility(b) > legibility(a) ? b : a));
  const own = best([paper, ink]);
  return legibility(own) >= APCA_THRESHOLDS.content ? own : best([own, "#ffffff", "#000000"]);
}

export function paletteOf(colors: IdentityColors): Palette {
  const { ink, paper, semantic } = colors;
  // Neutrals keep a trace of the ink's hue (a blue-black gives cool greys), at most a greyish chroma.
  const inkOklch = oklchOf(ink);
  const neutral = hexOfOklch({ ...inkOklch, c: Math.min(inkOklch.c, 0.03) });
  const scales: Record<TokenScale, ColorToken[]> = {
    accent: scale("accent", semantic.accent, "the accent"),
    neutral: scale("neutral", inkOklch.c <= 0.03 ? ink : neutral, "the ink's neutral"),
    positive: scale("positive", semantic.positive, "the positive state"),
    negative: scale("negative", semantic.negative, "the negative state"),
  };
  const lightGround = oklchOf(paper).l >= oklchOf(ink).l;
  const accentSteps = scales.accent;
  const accentAt = accentSteps.findIndex((token) => token.hex === semantic.accent.toLowerCase());
  const hover = accentSteps[Math.min(accentSteps.length - 1, Math.max(0, accentAt + (lightGround ? 1 : -1)))];
  const onGround = (ground: string) => readableOn(ground, paper, ink);

  const token = (path: string[], hex: string, description: string): ColorToken => {
    const lower = hex.toLowerCase();
    const alias = TOKEN_SCALES.flatMap((name) => scales[name]).find((step) => step.hex === lower)?.path;
    return { path, hex: lower, description, ...(alias ? { alias } : {}) };
  };
  const semanticTokens = [
    token(["surface", "default"], paper, "the ground most things sit on (the identity's paper)"),
    token(["surface", "raised"], mixHex(paper, ink, 0.035), "cards and panels above the ground"),
    token(["surface", "sunken"], mixHex(paper, ink, 0.07), "wells and inputs set into the ground"),
    token(["surface", "inverse"], ink, "a ground of the ink's colour"),
    token(["text", "default"], ink, "body text and marks (the identity's ink)"),
    token(["text", "muted"], semantic.muted, "secondary text: captions, metadata"),
    token(["text", "inverse"], paper, "text on the inverse surface"),
    token(["text", "on-accent"], onGround(semantic.accent), "text on the accent"),
    token(["accent", "default"], semantic.accent, "the accent: links, primary actions, highlights"),
    token(["accent", "hover"], hover?.hex ?? semantic.accent, "the accent when hovered or pressed"),
    token(
      ["accent", "subtle"],
      mixHex(paper, semantic.accent, 0.12),
      "a tint of the accent for selected rows and badges",
    ),
    token(["border", "default"], mixHex(paper, ink, 0.16), "hairlines and dividers"),
    token(["border", "strong"], mixHex(paper, ink, 0.36), "input borders and emphasised dividers"),
    token(["state", "positive"], semantic.positive, "success and positive change"),
    token(["state", "on-positive"], onGround(semantic.positive), "text on the positive state"),
    token(["state", "negative"], semantic.negative, "errors and negative change"),
    token(["state", "on-negative"], onGround(semantic.negative), "text on the negative state"),
    token(["focus", "ring"], semantic.accent, "the keyboard focus outline"),
    ...colors.gradient.map((hex, index) =>
      token(["brand", "gradient", String(index + 1)], hex, `stop ${index + 1} of the identity's gradient`),
    ),
  ];
  return { scales, semantic: semanticTokens };
}
