// A monoline stroke alphabet for wordmarks: logos need no font, so letters are drawn from lines and arcs.

/** Glyph cap height in glyph units; paths run from y = 0 (cap line) to y = 10 (baseline). */
export const CAP_HEIGHT = 10;
/** Stroke width of the alphabet, in glyph units. */
export const STROKE = 1.5;
const TRACKING = 2.6;
const SPACE = 3.4;

interface Glyph {
  width: number;
  d: string;
}

const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: { width: 6, d: "M0 10L3 0L6 10M1.05 6.5H4.95" },
  B: { width: 6, d: "M0 10V0H3.4A2.4 2.4 0 0 1 3.4 4.8H0M3.4 4.8A2.6 2.6 0 0 1 3.4 10H0" },
  C: { width: 5.6, d: "M5.6 1.5A3 3 0 0 0 0 3V7A3 3 0 0 0 5.6 8.5" },
  D: { width: 6, d: "M0 0V10H3A3 3 0 0 0 6 7V3A3 3 0 0 0 3 0Z" },
  E: { width: 5.2, d: "M5.2 0H0V10H5.2M0 5H4.4" },
  F: { width: 5, d: "M5 0H0V10M0 5H4.2" },
  G: { width: 6, d: "M5.6 1.5A3 3 0 0 0 0 3V7A3 3 0 0 0 6 7V5.2H3.4" },
  H: { width: 6, d: "M0 0V10M6 0V10M0 5H6" },
  I: { width: 0, d: "M0 0V10" },
  J: { width: 5, d: "M5 0V7.5A2.5 2.5 0 0 1 0 7.5" },
  K: { width: 5.6, d: "M0 0V10M5.6 0L0 6.2M2 4L5.6 10" },
  L: { width: 5, d: "M0 0V10H5" },
  M: { width: 7.6, d: "M0 10V0L3.8 7L7.6 0V10" },
  N: { width: 6, d: "M0 10V0L6 10V0" },
  O: { width: 6, d: "M0 3A3 3 0 0 1 6 3V7A3 3 0 0 1 0 7Z" },
  P: { width: 6, d: "M0 10V0H3.4A2.6 2.6 0 0 1 3.4 5.2H0" },
  Q: { width: 6, d: "M0 3A3 3 0 0 1 6 3V7A3 3 0 0 1 0 7ZM3.8 7.4L6 10" },
  R: { width: 6, d: "M0 10V0H3.4A2.6 2.6 0 0 1 3.4 5.2H0M3.2 5.2L6 10" },
  S: { width: 6, d: "M5.6 1.25A3 2.5 0 0 0 0 2.5A3 2.5 0 0 0 3 5A3 2.5 0 0 1 6 7.5A3 2.5 0 0 1 0.4 8.75" },
  T: { width: 6, d: "M0 0H6M3 0V10" },
  U: { width: 6, d: "M0 0V7A3 3 0 0 0 6 7V0" },
  V: { width: 6, d: "M0 0L3 10L6 0" },
  W: { width: 8.4, d: "M0 0L2.1 10L4.2 2L6.3 10L8.4 0" },
  X: { width: 6, d: "M0 0L6 10M6 0L0 10" },
  Y: { width: 6, d: "M0 0L3 5L6 0M3 5V10" },
  Z: { width: 6, d: "M0 0H6L0 10H6" },
  "0": { width: 5.4, d: "M0 2.7A2.7 2.7 0 0 1 5.4 2.7V7.3A2.7 2.7 0 0 1 0 7.3Z" },
  "1": { width: 2.6, d: "M0 2.2L2.6 0V10" },
  "2": { width: 5.6, d: "M0.2 1.8A2.8 2.8 0 1 1 4.9 4.6L0 10H5.6" },
  "3": { width: 5.6, d: "M0.4 0H5.4L2.6 4.1A3 3 0 1 1 0 8.6" },
  "4": { width: 5.8, d: "M4.2 10V0L0 7H5.8" },
  "5": { width: 5.8, d: "M5.2 0H0.6L0.2 5.5A3 3 0 1 1 0.2 8.5" },
  "6": { width: 5.8, d: "M4.6 0L1.1 4.8M0 7.1A2.9 2.9 0 1 0 5.8 7.1A2.9 2.9 0 1 0 0 7.1" },
  "7": { width: 5.6, d: "M0 0H5.6L1.8 10" },
  "8": {
    width: 5.6,
    d: "M0.5 2.3A2.3 2.3 0 1 1 5.1 2.3A2.3 2.3 0 1 1 0.5 2.3ZM0 7.2A2.8 2.8 0 1 1 5.6 7.2A2.8 2.8 0 1 1 0 7.2Z",
  },
  "9": { width: 5.8, d: "M1.2 10L4.7 5.2M5.8 2.9A2.9 2.9 0 1 0 0 2.9A2.9 2.9 0 1 0 5.8 2.9" },
  "-": { width: 3.6, d: "M0 5.5H3.6" },
  ".": { width: 0, d: "M0 9.7V10" },
};

/** Upper-cases, folds accents to ASCII and keeps only the characters the alphabet draws. */
export function wordmarkText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/&/g, " ")
    .split("")
    .filter((char) => char === " " || char in GLYPHS)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether the alphabet draws every character of `text` as written, up to case: no accent folded away, no
 * letter of another script dropped. `&` and spaces count (they become word gaps). Other names are set in type.
 */
export function fitsStrokeAlphabet(text: string): boolean {
  const upper = text.normalize("NFC").toUpperCase();
  for (const char of upper) if (!(char in GLYPHS || char === "&" || /\s/.test(char))) return false;
  return wordmarkText(text) !== "";
}

export interface WordmarkLayout {
  /** Width in glyph units, from the first stroke's centre line to the last one's. */
  width: number;
  /** Glyph paths, each with its horizontal offset in glyph units. */
  glyphs: { x: number; d: string }[];
}

/** Places the glyphs of already-normalized text (see `wordmarkText`) on one line. */
export function layoutWordmark(text: string): WordmarkLayout {
  const glyphs: { x: number; d: string }[] = [];
  let x = 0;
  let width = 0;
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (!glyph) {
      x += SPACE;
      continue;
    }
    glyphs.push({ x, d: glyph.d });
    width = x + glyph.width;
    x = width + TRACKING;
  }
  return { width, glyphs };
}
