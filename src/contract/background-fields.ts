// How the background settings are presented: the sections they group into, and when a setting has no effect
// on the picture (so an editor can disable it and say why). A test renders every case to hold this to the
// renderer.
import type { BackgroundSettings, PatternKind } from "./background.js";

type Setting = keyof BackgroundSettings;

/** The settings in named sections, in the order an editor shows them; every setting is in exactly one. */
export const BACKGROUND_SECTIONS = [
  { name: "Size", settings: ["width", "height"] },
  { name: "Style", settings: ["style", "gradient", "angle", "focalX", "focalY"] },
  { name: "Colour", settings: ["colorA", "colorB", "colorC"] },
  { name: "Bands", settings: ["bandCount", "bandDepth", "bandGap", "lightingEnabled", "relief"] },
  {
    name: "Texture",
    settings: ["grain", "spacing", "ditherMatrix", "ditherShape", "pattern", "patternOpacity"],
  },
  {
    name: "Surface",
    settings: [
      "surfaceMaterial",
      "surfaceScale",
      "surfaceAngle",
      "surfaceDepth",
      "surfaceMetallic",
      "surfaceRoughness",
      "surfaceOpenArea",
    ],
  },
  { name: "Logo", settings: ["logoScale", "logoX", "logoY", "logoOpacity", "logoTone"] },
] as const satisfies readonly { name: string; settings: readonly Setting[] }[];

/** When a setting is used: a test over the settings, and what to say when it is not. */
export interface SettingUse {
  applies(settings: BackgroundSettings): boolean;
  /** Why the setting does nothing now, phrased to follow the setting's name ("… applies when …"). */
  when: string;
}

/** Patterns laid along the bands, so the gradient's angle turns them. */
export const DIRECTIONAL_PATTERNS: readonly PatternKind[] = ["lines", "fibers", "crosshatch"];

const withPattern = (s: BackgroundSettings) => s.style === "pattern" || s.pattern !== "none";
const withSurface = (s: BackgroundSettings) => s.surfaceMaterial !== "none";
const surface: SettingUse = { applies: withSurface, when: "a surface material is chosen" };
const focal: SettingUse = {
  applies: (s) => s.gradient === "radial" || s.gradient === "orbit" || s.gradient === "bloom",
  when: "the gradient is radial, orbit or bloom",
};
const banded: SettingUse = {
  applies: (s) => s.style !== "dither",
  when: "the style is not dither (the dither draws the bands as dots)",
};

/** Settings that only some choices read; every other setting always changes the picture. */
export const BACKGROUND_SETTING_USE: Partial<Record<Setting, SettingUse>> = {
  angle: {
    applies: (s) =>
      (s.gradient !== "radial" && s.gradient !== "bloom") || DIRECTIONAL_PATTERNS.includes(s.pattern),
    when: "the gradient has a direction (not radial or bloom) or the pattern does (lines, fibers, crosshatch)",
  },
  focalX: focal,
  focalY: focal,
  bandGap: banded,
  lightingEnabled: banded,
  relief: banded,
  grain: {
    applies: (s) => s.style === "grain-gradient" || s.style === "dither",
    when: "the style is grain-gradient or dither",
  },
  spacing: {
    applies: (s) => s.style === "dither" || withPattern(s),
    when: "the style is dither or pattern, or a pattern is chosen",
  },
  ditherMatrix: { applies: (s) => s.style === "dither", when: "the style is dither" },
  ditherShape: { applies: (s) => s.style === "dither", when: "the style is dither" },
  patternOpacity: { applies: withPattern, when: "the style is pattern or a pattern is chosen" },
  surfaceScale: surface,
  surfaceAngle: surface,
  surfaceDepth: surface,
  surfaceMetallic: surface,
  surfaceRoughness: surface,
  surfaceOpenArea: surface,
};
