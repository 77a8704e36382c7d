// Strength settings as 0..1 levels, using the contract's own bounds (bounds are never restated here).
import { type BackgroundSettings, backgroundSettingsSchema } from "../../contract/background.js";

/** Settings that read as a strength from "none" (their minimum) to "full" (their maximum). */
export type StrengthSetting =
  | "bandDepth"
  | "grain"
  | "relief"
  | "surfaceDepth"
  | "surfaceMetallic"
  | "surfaceRoughness"
  | "patternOpacity"
  | "logoOpacity";

const STRENGTHS: readonly StrengthSetting[] = [
  "bandDepth",
  "grain",
  "relief",
  "surfaceDepth",
  "surfaceMetallic",
  "surfaceRoughness",
  "patternOpacity",
  "logoOpacity",
];

/** The contract's [min, max] of a numeric setting. */
export function boundsOf(
  key: StrengthSetting | "surfaceOpenArea" | "surfaceScale",
): readonly [number, number] {
  const schema = backgroundSettingsSchema.shape[key].unwrap();
  const { minValue, maxValue } = schema;
  if (minValue === null || maxValue === null) throw new Error(`setting ${key} has no bounds in the contract`);
  return [minValue, maxValue];
}

// Built once: the bounds do not change between requests.
const BOUNDS = new Map(STRENGTHS.map((key) => [key, boundsOf(key)] as const));

/** A strength setting as 0 (its minimum) to 1 (its maximum). */
export function level(settings: BackgroundSettings, key: StrengthSetting): number {
  const [min, max] = BOUNDS.get(key) ?? [0, 1];
  return Math.min(1, Math.max(0, (settings[key] - min) / (max - min)));
}
