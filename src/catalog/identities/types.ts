// Shapes of identity records (the catalog) and of an identity resolved for one request.
import type { IdentityPreset, IdentityRequest } from "../../contract/index.js";

/** A logo ready to embed: an image data URL plus its intrinsic aspect. */
export interface IdentityLogo {
  /** `data:image/…;base64,…` — built-in logos are SVG, caller logos any accepted image type. */
  dataUrl: string;
  /** Intrinsic width ÷ height, used to place the logo without distortion. */
  aspect: number;
  /**
   * True for a caller's SVG that holds `<text>`: drawn with whatever fonts a renderer has, never outlined
   * (the `unoutlined_text` warning). Built-in logos are outlines.
   */
  unoutlinedText?: boolean;
}

export interface TypographyRole {
  family: string;
  weight: number;
  /** CSS fallback stack after the family. */
  fallback: string;
}

export interface ProofAsset {
  /** Public id usable as a template's `partnerId`. */
  id: string;
  name: string;
  kind: "partner" | "customer" | "certification" | "award";
  description: string;
  logo: IdentityLogo;
}

export interface IdentityRecord {
  id: IdentityPreset;
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  positioning: string;
  website: string;
  colors: {
    ink: string;
    paper: string;
    /** Three colours that make the identity's default gradient. */
    gradient: readonly [string, string, string];
    semantic: { accent: string; muted: string; positive: string; negative: string };
  };
  typography: { display: TypographyRole; body: TypographyRole; mono: TypographyRole };
  voice: { tone: readonly string[]; principles: readonly string[]; avoid: readonly string[] };
  strategy: { mission: string; audience: string; pillars: readonly string[] };
  graphicDevice: string;
  /** `light` is drawn on light grounds, `dark` on dark grounds. */
  logos: { light: IdentityLogo; dark: IdentityLogo };
  proofAssets: readonly ProofAsset[];
}

/**
 * A wordmark set in type: outlined glyph paths in the logo's colour, with the baseline at y = 0 and the
 * first glyph's pen at x = 0, so the logo stays a self-contained SVG with no font dependency.
 */
export interface SetWordmark {
  /** `<path>` elements (no ids, no text, no external references). */
  markup: string;
  /** Advance width of the line. */
  width: number;
  /** Highest ink above the baseline (negative y, so ≤ 0) and lowest ink below it (≥ 0). */
  top: number;
  bottom: number;
}

/**
 * Sets a name the stroke alphabet cannot draw (Chinese, Arabic, Greek, Cyrillic, accented Latin…) in the
 * identity's display face with its fallbacks, caps `capHeight` tall. The catalog cannot reach the text
 * engine (render sits above it), so the edge that holds the fonts passes one to `resolveIdentity`.
 * `undefined` when it cannot set the text.
 */
export type WordmarkSetter = (text: string, style: WordmarkStyle) => SetWordmark | undefined;

export interface WordmarkStyle {
  role: TypographyRole;
  fill: string;
  capHeight: number;
}

/** The fields a request set beside its preset (blank strings are not overrides). */
export type IdentityOverrides = Partial<Omit<IdentityRequest, "preset">>;

/** An identity record after the request's overrides: what renderers and briefs read. */
export interface ResolvedIdentity extends IdentityRecord {
  /** Lower-case, dash-separated name used in file names. */
  slug: string;
  /** The overrides that were applied, so a brief can restate the request; absent or empty when none. */
  overrides?: Readonly<IdentityOverrides>;
}

/** What `GET /api/identities` lists for one identity: the record without logos or data URLs. */
export interface IdentitySummary {
  id: IdentityPreset;
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  website: string;
  colors: IdentityRecord["colors"];
  typography: IdentityRecord["typography"];
  proofAssets: readonly Omit<ProofAsset, "logo">[];
}
