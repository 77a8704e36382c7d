// The @fontsource packages Marque bundles (all OFL-1.1): the brand families identities name, then the Noto
// families that draw the scripts and emoji the brand families lack.
export const BRAND_PACKAGES = [
  "inter",
  "space-grotesk",
  "ibm-plex-sans",
  "source-serif-4",
  "ibm-plex-serif",
  "ibm-plex-mono",
  "jetbrains-mono",
] as const;

export const FALLBACK_PACKAGES = [
  "noto-sans-arabic",
  "noto-sans-hebrew",
  "noto-sans-devanagari",
  "noto-sans-thai",
  "noto-sans-jp",
  "noto-sans-sc",
  "noto-sans-kr",
  "noto-emoji",
] as const;

export const FONT_PACKAGES = [...BRAND_PACKAGES, ...FALLBACK_PACKAGES] as const;
export type FontPackage = (typeof FONT_PACKAGES)[number];
