// Colour arithmetic for identity records: mixing and the palettes derived when a request overrides ink or paper.
import { contrastRatio, relativeLuminance } from "../../color/contrast.js";
import { mix as mixRgb, normalizeHex, parseHex, toHex } from "../../color/rgb.js";

/** Mixes two colours channel by channel in sRGB: `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  return normalizeHex(toHex(mixRgb(parseHex(a), parseHex(b), t)));
}

/** The darker and lighter of two colours. */
export function darkAndLight(a: string, b: string): { dark: string; light: string } {
  return relativeLuminance(a) <= relativeLuminance(b) ? { dark: a, light: b } : { dark: b, light: a };
}

/**
 * A gradient triple from ink, paper and accent — used when a request overrides ink or paper, so the
 * default gradient follows the new colours: deep end, the accent, and the accent washed toward the light end.
 */
export function deriveGradient(ink: string, paper: string, accent: string): [string, string, string] {
  const { dark, light } = darkAndLight(ink, paper);
  return [mix(dark, accent, 0.2), normalizeHex(accent), mix(accent, light, 0.6)];
}

/** Black, for shades (a colour mixed toward black keeps its hue). */
const BLACK_HEX = "#000000";

/**
 * The palette of an identity that brings only ink and paper (`custom`): every colour is ink, paper, or a
 * mix, tint or shade of them, so no hue the brand did not choose enters its artifacts. The accent is the
 * ink itself (the brand's colour, legible on its paper); the gradient runs from a shade of the darker of the
 * pair, through the darker colour itself, to a mix well toward the lighter one — a full tonal range, so
 * backgrounds keep depth and a light end that the accent and logo stand out against.
 */
export function inkPaperColors(
  ink: string,
  paper: string,
  semantic: { positive: string; negative: string },
): {
  ink: string;
  paper: string;
  gradient: [string, string, string];
  semantic: { accent: string; muted: string; positive: string; negative: string };
} {
  const { dark, light } = darkAndLight(ink, paper);
  return {
    ink: normalizeHex(ink),
    paper: normalizeHex(paper),
    gradient: [mix(dark, BLACK_HEX, 0.35), normalizeHex(dark), mix(dark, light, 0.72)],
    semantic: { accent: normalizeHex(ink), muted: deriveMuted(ink, paper), ...semantic },
  };
}

/** The colour a custom identity's second mark (a disc beside its logo's, a proof mark) takes: `main` toward `ground`. */
export const quietTone = (main: string, ground: string): string => mix(main, ground, 0.45);

/** A muted text colour between ink and paper that keeps at least 3:1 against the paper where possible. */
export function deriveMuted(ink: string, paper: string): string {
  for (const t of [0.45, 0.35, 0.25, 0.15]) {
    const muted = mix(ink, paper, t);
    if (contrastRatio(muted, paper) >= 3) return muted;
  }
  return normalizeHex(ink);
}
