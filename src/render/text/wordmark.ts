// Wordmarks in type: a name the logos' stroke alphabet cannot draw (東京銀行, دبي القابضة, Αθήνα, Київ, Hà Nội)
// is shaped with the identity's display face and its fallbacks, put in visual order, and outlined as paths in
// the logo's colour, so a generated logo stays a self-contained SVG with no font dependency.
import type { SetWordmark, WordmarkSetter } from "../../catalog/identities/types.js";
import { fmt } from "../../svg/index.js";
import type { Face, FontBook } from "./book.js";
import { EM, glyphPathData } from "./outline.js";

/** Cap height as a fraction of the size when the face has no "H" to measure (never for bundled faces). */
const DEFAULT_CAP_HEIGHT = 0.7;

/**
 * The catalog's wordmark setter over a font book: what the edges pass to `resolveIdentity`. One per book, so
 * the identities it sets can be kept per setter.
 */
export function textWordmark(fonts: FontBook): WordmarkSetter {
  let setter = SETTERS.get(fonts);
  if (!setter) {
    setter = (text, { role, fill, capHeight }) => setWordmark(fonts.face(role), text, fill, capHeight);
    SETTERS.set(fonts, setter);
  }
  return setter;
}

const SETTERS = new WeakMap<FontBook, WordmarkSetter>();

function setWordmark(face: Face, text: string, fill: string, capHeight: number): SetWordmark | undefined {
  const run = face.shape(text);
  if (run.glyphs.length === 0) return undefined;
  // Sized so the face's capitals are as tall as the stroke alphabet's: a Latin word in type matches one in strokes.
  const size = capHeight / capFraction(face);
  const scale = size / EM;
  const toEm = EM / face.unitsPerEm;
  let [top, bottom] = [0, 0];
  const paths: string[] = [];
  for (const glyph of run.glyphs) {
    const x = Math.round(glyph.x * toEm);
    const y = Math.round(glyph.yOffset * toEm);
    const { minY, maxY } = face.glyph(glyph.font, glyph.id).bbox;
    const fileToEm = EM / face.unitsOf(glyph.font);
    const d = glyphPathData(face, glyph.font, glyph.id);
    if (d === "") continue; // a space
    top = Math.min(top, -(maxY * fileToEm + y) * scale);
    bottom = Math.max(bottom, -(minY * fileToEm + y) * scale);
    paths.push(`<path d="${placed(d, x, y)}"/>`);
  }
  const width = run.advance * (size / face.unitsPerEm);
  return {
    markup: `<g fill="${fill}" transform="scale(${fmt(scale)} ${fmt(-scale)})">${paths.join("")}</g>`,
    width: Math.round(width * 100) / 100,
    top: Math.round(top * 100) / 100,
    bottom: Math.round(bottom * 100) / 100,
  };
}

/** Cap height of the face's own family, as a fraction of the size (measured on its "H"). */
function capFraction(face: Face): number {
  const [glyph] = face.shape("H").glyphs;
  if (!glyph) return DEFAULT_CAP_HEIGHT;
  const height = face.glyph(glyph.font, glyph.id).bbox.maxY / face.unitsOf(glyph.font);
  return height > 0 ? height : DEFAULT_CAP_HEIGHT;
}

/**
 * Glyph path data (relative commands from the origin, see `glyphPathData`) moved to the pen position: its
 * first relative move becomes an absolute one, so every later relative command follows unchanged.
 */
function placed(d: string, x: number, y: number): string {
  const first = /^m(-?\d+)(?: |(?=-))(-?\d+)/.exec(d);
  if (!first) return `M${x} ${y}${d}`;
  return `M${x + Number(first[1])} ${y + Number(first[2])}${d.slice(first[0].length)}`;
}
