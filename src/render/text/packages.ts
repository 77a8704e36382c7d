// The @fontsource packages Marque bundles (all OFL-1.1): the brand families identities name, then the Noto
// families that draw the scripts, symbols and emoji the brand families lack.
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
  "noto-sans-symbols",
  "noto-sans-symbols-2",
  "noto-sans-math",
  "noto-emoji",
] as const;

/**
 * The symbol faces, in the order they are tried: Noto Sans Symbols (arrows, technical and astrological signs,
 * at every weight), Noto Sans Symbols 2 (stars, check marks, dingbats, shapes) and Noto Sans Math (arrows and
 * operators), all at one weight. After the script families, before emoji in text presentation.
 */
export const SYMBOL_PACKAGES = [
  "noto-sans-symbols",
  "noto-sans-symbols-2",
  "noto-sans-math",
] as const satisfies readonly (typeof FALLBACK_PACKAGES)[number][];

export const FONT_PACKAGES = [...BRAND_PACKAGES, ...FALLBACK_PACKAGES] as const;
export type FontPackage = (typeof FONT_PACKAGES)[number];

/** Each package's family name, as documents and CSS name it. */
export const PACKAGE_FAMILIES: Readonly<Record<FontPackage, string>> = {
  inter: "Inter",
  "space-grotesk": "Space Grotesk",
  "ibm-plex-sans": "IBM Plex Sans",
  "source-serif-4": "Source Serif 4",
  "ibm-plex-serif": "IBM Plex Serif",
  "ibm-plex-mono": "IBM Plex Mono",
  "jetbrains-mono": "JetBrains Mono",
  "noto-sans-arabic": "Noto Sans Arabic",
  "noto-sans-hebrew": "Noto Sans Hebrew",
  "noto-sans-devanagari": "Noto Sans Devanagari",
  "noto-sans-thai": "Noto Sans Thai",
  "noto-sans-jp": "Noto Sans JP",
  "noto-sans-sc": "Noto Sans SC",
  "noto-sans-kr": "Noto Sans KR",
  "noto-sans-symbols": "Noto Sans Symbols",
  "noto-sans-symbols-2": "Noto Sans Symbols 2",
  "noto-sans-math": "Noto Sans Math",
  "noto-emoji": "Noto Emoji",
};
