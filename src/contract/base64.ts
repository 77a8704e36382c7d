// Base64 ⇄ bytes without Node's Buffer, so the contract runs unchanged in the Studio. Table-driven both ways:
// Node's atob/btoa go through strings one character at a time and cost tens of ms per megabyte.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const ENCODE = new TextEncoder().encode(ALPHABET);
const PAD = 0x3d; // "="
/** Character code → 6-bit value, −1 for characters outside the alphabet. */
const DECODE = new Int8Array(128).fill(-1);
ENCODE.forEach((code, value) => {
  DECODE[code] = value;
});

/** Strict base64 → bytes: the alphabet, at most two "=" at the end, a length divisible by 4; else `undefined`. */
export function fromBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0) return undefined;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let i = 0; i < text.length; i += 4) {
    let group = 0;
    for (let j = 0; j < 4; j++) {
      const code = text.charCodeAt(i + j);
      const value = code < 128 ? (DECODE[code] ?? -1) : -1;
      const padded = code === PAD && i + j >= text.length - padding;
      if (value === -1 && !padded) return undefined;
      group = (group << 6) | (padded ? 0 : value);
    }
    bytes[out++] = group >> 16;
    if (out < bytes.length) bytes[out++] = (group >> 8) & 0xff;
    if (out < bytes.length) bytes[out++] = group & 0xff;
  }
  return bytes;
}

/** Bytes → base64 with padding. */
export function toBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const rest = bytes.length - i;
    const group = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out[o++] = ENCODE[group >> 18] ?? PAD;
    out[o++] = ENCODE[(group >> 12) & 63] ?? PAD;
    out[o++] = rest > 1 ? (ENCODE[(group >> 6) & 63] ?? PAD) : PAD;
    out[o++] = rest > 2 ? (ENCODE[group & 63] ?? PAD) : PAD;
  }
  // Base64 is ASCII, so decoding the character codes as UTF-8 gives the string without a per-character loop.
  return new TextDecoder().decode(out);
}
