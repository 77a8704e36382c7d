// Colour arithmetic in sRGB (the space SVG gradients interpolate in): parsing and writing HEX, mixing,
// compositing, luminance. The one place colours are read from and written to `#RRGGBB`: renderers write
// lower case (toHex), identity records and the Studio's colour fields upper case (normalizeHex).

/** An sRGB colour with channels in 0..255 (fractions allowed until written out). */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** Parses `#RRGGBB` (either case). */
export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** `#RRGGBB` as sRGB components in 0..1 (the shaders' uniforms). */
export function unitRgb(hex: string): [number, number, number] {
  const { r, g, b } = parseHex(hex);
  return [r / 255, g / 255, b / 255];
}

/** A HEX colour upper-cased: how identity records, overrides and the Studio's colour fields write one. */
export const normalizeHex = (hex: string): string => hex.toUpperCase();

/** Whether two HEX colours are the same colour, whatever the case each is written in. */
export const sameHex = (a: string, b: string | undefined): boolean => a.toUpperCase() === b?.toUpperCase();

const clampChannel = (value: number): number => Math.round(Math.min(255, Math.max(0, value)));

/** Two hex digits for each channel value, made once: colours are written out thousands of times a second. */
const HEX_DIGITS = Array.from({ length: 256 }, (_, value) => value.toString(16).padStart(2, "0"));

const channel = (value: number): string => {
  const clamped = clampChannel(value);
  return HEX_DIGITS[clamped] ?? clamped.toString(16).padStart(2, "0");
};

/** `#rrggbb`, channels rounded and clamped. */
export const toHex = (color: Rgb): string => `#${channel(color.r)}${channel(color.g)}${channel(color.b)}`;

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** `a` moved toward `b` by `t` (0 = a, 1 = b). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: lerp(a.r, b.r, t),
  g: lerp(a.g, b.g, t),
  b: lerp(a.b, b.b, t),
});

/** Lightens (amount > 0, toward white) or darkens (amount < 0, toward black); |amount| ≤ 1. */
export const shade = (color: Rgb, amount: number): Rgb =>
  amount >= 0 ? mix(color, WHITE, Math.min(1, amount)) : mix(color, BLACK, Math.min(1, -amount));

/** `top` with opacity `alpha` composited over an opaque `bottom`. */
export const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb => mix(bottom, top, alpha);

/** Linear-light value of each 8-bit sRGB channel value (a table: renderers ask for thousands). */
const LINEAR = Array.from({ length: 256 }, (_, channel) => {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
});

const linear = (channel: number): number => LINEAR[channel] ?? 0;

/** WCAG relative luminance (0 = black, 1 = white) of integer sRGB channels in 0..255. */
export const rgbLuminance = (r: number, g: number, b: number): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG relative luminance, 0 (black) to 1 (white), of the colour as written out (channels rounded, clamped). */
export const luminance = (color: Rgb): number =>
  rgbLuminance(clampChannel(color.r), clampChannel(color.g), clampChannel(color.b));
