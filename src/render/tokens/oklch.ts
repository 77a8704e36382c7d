// OKLCH for tokens through culori's tree-shaken build: only the modes used are registered, so the server does
// not load every colour space culori knows.
import {
  converter,
  formatHex,
  inGamut,
  interpolate,
  modeOklab,
  modeOklch,
  modeRgb,
  type Oklch,
  useMode,
} from "culori/fn";

useMode(modeRgb);
useMode(modeOklab);
useMode(modeOklch);

const toOklch = converter("oklch");
const inSrgb = inGamut("rgb");

export interface OklchColor {
  /** Lightness, 0 to 1. */
  readonly l: number;
  readonly c: number;
  /** Hue in degrees; 0 for greys (no hue). */
  readonly h: number;
}

export function oklchOf(hex: string): OklchColor {
  const color = toOklch(hex);
  if (!color) throw new Error(`not a colour: ${hex}`);
  return { l: color.l, c: color.c, h: color.h ?? 0 };
}

/**
 * The `#rrggbb` of an OKLCH colour, its chroma reduced (by bisection, lightness and hue held) until it fits
 * sRGB. culori's toGamut ends with a clip that turned dark brand reds to the red primary's hue.
 */
export function hexOfOklch({ l, c, h }: OklchColor): string {
  const at = (chroma: number): Oklch => ({ mode: "oklch", l, c: chroma, h });
  if (inSrgb(at(c))) return formatHex(at(c)).toLowerCase();
  let [low, high] = [0, c];
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (inSrgb(at(middle))) low = middle;
    else high = middle;
  }
  return formatHex(at(low)).toLowerCase();
}

/** `from` moved `amount` (0–1) of the way to `to`, mixed in OKLab as CSS color-mix(in oklab) does. */
export function mixHex(from: string, to: string, amount: number): string {
  return formatHex(interpolate([from, to], "oklab")(amount)).toLowerCase();
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** CSS `oklch()` text, rounded so that it still names the same `#rrggbb`. */
export function cssOklch(hex: string): string {
  const { l, c, h } = oklchOf(hex);
  return `oklch(${round(l * 100, 2)}% ${round(c, 4)} ${round(h, 2)})`;
}

/** OKLCH components for a DTCG colour value: [L 0–1, C, H degrees]. */
export function oklchComponents(hex: string): [number, number, number] {
  const { l, c, h } = oklchOf(hex);
  return [round(l, 4), round(c, 4), round(h, 2)];
}
