// Shapes of identity records (the catalog) and of an identity resolved for one request.
import type { IdentityPreset } from "../../contract/index.js";

/** A logo ready to embed: an image data URL plus its intrinsic aspect. */
export interface IdentityLogo {
  /** `data:image/…;base64,…` — built-in logos are SVG, caller logos any accepted image type. */
  dataUrl: string;
  /** Intrinsic width ÷ height, used to place the logo without distortion. */
  aspect: number;
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

/** An identity record after the request's overrides: what renderers and briefs read. */
export interface ResolvedIdentity extends IdentityRecord {
  /** Lower-case, dash-separated name used in file names. */
  slug: string;
}
