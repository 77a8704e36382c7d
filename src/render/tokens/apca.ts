// APCA lightness contrast (Lc), following the published APCA-W3 0.0.98G constants: screen luminance with a
// 2.4 exponent, a soft clamp near black, and different exponents for dark-on-light and light-on-dark. Positive
// Lc is dark text on a light ground, negative light on dark; |Lc| 75 suits body text, 45 large headlines.
import { parseHex } from "../../color/rgb.js";

const EXPONENT = 2.4;
const [R, G, B] = [0.2126729, 0.7151522, 0.072175];
const BLACK_THRESHOLD = 0.022;
// biome-ignore lint/suspicious/noApproximativeNumericConstant: APCA's published exponent is 1.414, not √2.
const BLACK_CLAMP = 1.414;
const DELTA_Y_MIN = 0.0005;
const SCALE = 1.14;
const LOW_CLIP = 0.1;
const OFFSET = 0.027;

function screenLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const y = R * (r / 255) ** EXPONENT + G * (g / 255) ** EXPONENT + B * (b / 255) ** EXPONENT;
  return y > BLACK_THRESHOLD ? y : y + (BLACK_THRESHOLD - y) ** BLACK_CLAMP;
}

/** Lc of `text` on `background`, about −108 to 106; 0 when they are too close to tell apart. */
export function apcaContrast(text: string, background: string): number {
  const yText = screenLuminance(text);
  const yBackground = screenLuminance(background);
  if (Math.abs(yBackground - yText) < DELTA_Y_MIN) return 0;
  if (yBackground > yText) {
    const sapc = (yBackground ** 0.56 - yText ** 0.57) * SCALE;
    return sapc < LOW_CLIP ? 0 : (sapc - OFFSET) * 100;
  }
  const sapc = (yBackground ** 0.65 - yText ** 0.62) * SCALE;
  return sapc > -LOW_CLIP ? 0 : (sapc + OFFSET) * 100;
}
