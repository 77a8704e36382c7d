// WCAG relative luminance and contrast of HEX colours.
import { parseHex, rgbLuminance } from "./rgb.js";

/** Relative luminance (0 = black, 1 = white) of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return rgbLuminance(r, g, b);
}

/** WCAG contrast ratio between two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
