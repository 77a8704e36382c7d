// WCAG relative luminance and contrast of HEX colours.

/** Linear-light value of each 8-bit sRGB channel value (a table: renderers ask for thousands). */
const LINEAR = Array.from({ length: 256 }, (_, channel) => {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
});

const linear = (channel: number): number => LINEAR[channel] ?? 0;

/** Relative luminance (0 = black, 1 = white) of integer sRGB channels in 0..255. */
export const rgbLuminance = (r: number, g: number, b: number): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** Relative luminance (0 = black, 1 = white) of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => Number.parseInt(hex.slice(offset, offset + 2), 16);
  return rgbLuminance(channel(1), channel(3), channel(5));
}

/** WCAG contrast ratio between two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
