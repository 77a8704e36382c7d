// The three gradient colours (settings first, identity second), the ramp between them and the ground colour.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { BLACK, luminance, mix, parseHex, type Rgb, toHex } from "../../color/rgb.js";
import type { BackgroundSettings } from "../../contract/background.js";

/** A colour written in place by samplers that take hundreds of samples per render. */
export interface MutableRgb {
  r: number;
  g: number;
  b: number;
}

export interface Palette {
  /** colorA, colorB, colorC as written in the output (`#rrggbb`). */
  readonly hex: readonly [string, string, string];
  readonly a: Rgb;
  readonly b: Rgb;
  readonly c: Rgb;
  /** Ground shown between bands and under pattern line art: the darkest colour, deepened. */
  readonly ground: Rgb;
  /** Colour at ramp position t: A at 0, B at 0.5, C at 1. */
  ramp(t: number): Rgb;
  /** ramp(t), written into `out` and returned. */
  rampInto(t: number, out: MutableRgb): MutableRgb;
}

/** Reads colours from the settings when given, else from the identity's gradient. */
export function resolvePalette(settings: BackgroundSettings, identity: ResolvedIdentity): Palette {
  const [fallbackA, fallbackB, fallbackC] = identity.colors.gradient;
  const a = parseHex(settings.colorA ?? fallbackA);
  const b = parseHex(settings.colorB ?? fallbackB);
  const c = parseHex(settings.colorC ?? fallbackC);
  const rampInto = (t: number, out: MutableRgb): MutableRgb => {
    const clamped = Math.min(1, Math.max(0, t));
    return clamped <= 0.5 ? mixInto(a, b, clamped * 2, out) : mixInto(b, c, clamped * 2 - 1, out);
  };
  const darkest = [a, b, c].reduce((best, color) => (luminance(color) < luminance(best) ? color : best));
  return {
    hex: [toHex(a), toHex(b), toHex(c)],
    a,
    b,
    c,
    ground: mix(darkest, BLACK, 0.55),
    ramp: (t) => rampInto(t, { r: 0, g: 0, b: 0 }),
    rampInto,
  };
}

/** mix(from, to, u) written into `out`: the same arithmetic, a + (b − a) × u per channel, without its object. */
function mixInto(from: Rgb, to: Rgb, u: number, out: MutableRgb): MutableRgb {
  out.r = from.r + (to.r - from.r) * u;
  out.g = from.g + (to.g - from.g) * u;
  out.b = from.b + (to.b - from.b) * u;
  return out;
}
