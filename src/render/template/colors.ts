// The colours of a template: ground and text from the texture and the identity, the request's overrides
// on top, and a warning when text and ground are too close to read.

import { darkAndLight, mix } from "../../catalog/identities/color.js";
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { contrastRatio, relativeLuminance } from "../../color/contrast.js";
import { BLACK, parseHex, toHex, WHITE } from "../../color/rgb.js";
import { MIN_TEXT_CONTRAST, type Texture, type Warning } from "../../contract/index.js";

/** Accents (rules, bars, numbers) need only be seen, not read at length: WCAG's graphics ratio. */
const MIN_ACCENT_CONTRAST = 3;
/** A "dark" ink used as a ground must be at least this dark, else it is deepened. */
const DARK_GROUND_LUMINANCE = 0.05;

export interface TemplateColors {
  ground: string;
  ink: string;
  /** Secondary text: between ink and ground, still readable. */
  muted: string;
  /** The identity's accent, or ink when the accent would not show on this ground. */
  accent: string;
  /** Hairlines and grid lines. */
  rule: string;
  /** True when the ground is dark (light logo variant, light text). */
  dark: boolean;
}

function textureGround(texture: Texture, identity: ResolvedIdentity): string {
  const { ink, paper } = identity.colors;
  if (texture === "white") return "#ffffff";
  if (texture !== "dark") return toHex(parseHex(paper));
  const { dark } = darkAndLight(ink, paper);
  return relativeLuminance(dark) > DARK_GROUND_LUMINANCE
    ? mix(dark, toHex(BLACK), 0.45)
    : toHex(parseHex(dark));
}

/** The identity colour that reads best on `ground`, falling back to black or white. */
function bestText(ground: string, identity: ResolvedIdentity): string {
  const candidates = [identity.colors.ink, identity.colors.paper, toHex(BLACK), toHex(WHITE)];
  const readable = candidates.find((color) => contrastRatio(color, ground) >= 7);
  if (readable) return toHex(parseHex(readable));
  return contrastRatio(toHex(BLACK), ground) >= contrastRatio(toHex(WHITE), ground)
    ? toHex(BLACK)
    : toHex(WHITE);
}

export interface ColorRequest {
  texture: Texture;
  background?: string | undefined;
  foreground?: string | undefined;
}

interface Resolved {
  readonly colors: Readonly<TemplateColors>;
  readonly warnings: readonly Warning[];
}

/**
 * Colours resolved before, by identity and texture, for requests without colour overrides: a preset resolves
 * to one shared identity (resolveIdentity), so most requests ask again for colours already worked out (some
 * thirty contrast ratios and mixes). Colour overrides could be any of 16 million colours, so they are worked
 * out each time; a request's own identity is a new object, and its entry goes with it.
 */
const RESOLVED = new WeakMap<ResolvedIdentity, Map<Texture, Resolved>>();

/** The colours of a template and its contrast warnings (a new array: the caller adds its own). */
export function resolveColors(
  request: ColorRequest,
  identity: ResolvedIdentity,
): { colors: Readonly<TemplateColors>; warnings: Warning[] } {
  if (request.background !== undefined || request.foreground !== undefined) return resolve(request, identity);
  let byTexture = RESOLVED.get(identity);
  if (!byTexture) {
    byTexture = new Map();
    RESOLVED.set(identity, byTexture);
  }
  let resolved = byTexture.get(request.texture);
  if (!resolved) {
    resolved = resolve(request, identity);
    byTexture.set(request.texture, resolved);
  }
  return { colors: resolved.colors, warnings: [...resolved.warnings] };
}

function resolve(
  request: ColorRequest,
  identity: ResolvedIdentity,
): { colors: Readonly<TemplateColors>; warnings: Warning[] } {
  const ground = toHex(parseHex(request.background ?? textureGround(request.texture, identity)));
  const ink = request.foreground ? toHex(parseHex(request.foreground)) : bestText(ground, identity);
  const warnings: Warning[] = [];
  const ratio = contrastRatio(ink, ground);
  if (ratio < MIN_TEXT_CONTRAST) {
    warnings.push({
      code: "low_contrast",
      field: request.foreground ? "foreground" : "background",
      message: `text ${ink} on ${ground} has a contrast of ${ratio.toFixed(2)}:1, below the ${MIN_TEXT_CONTRAST}:1 that body text needs`,
    });
  }
  const dark = relativeLuminance(ground) < relativeLuminance(ink);
  const accentCandidates = [identity.colors.semantic.accent, ...identity.colors.gradient];
  const accent = accentCandidates.find((color) => contrastRatio(color, ground) >= MIN_ACCENT_CONTRAST) ?? ink;
  const muted =
    [0.3, 0.22, 0.14, 0]
      .map((t) => mix(ink, ground, t))
      .find((c) => contrastRatio(c, ground) >= MIN_TEXT_CONTRAST) ?? ink;
  return {
    colors: Object.freeze({
      ground,
      ink,
      muted,
      accent: toHex(parseHex(accent)),
      rule: mix(ink, ground, 0.82),
      dark,
    }),
    warnings,
  };
}
