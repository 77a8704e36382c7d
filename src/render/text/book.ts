// The font book: bundled faces parsed on first use (fontkit), text shaped into positioned glyphs with the
// face's kerning and ligatures, per-character fallback to the Latin Extended subset, and a record of
// characters no bundled file can draw.
import { create, type Font, type Glyph } from "fontkit";
import type { TypographyRole } from "../../catalog/identities/types.js";
import { chooseFace, type FaceChoice, faceFile, faceKey, SUBSETS } from "./faces.js";

/** Supplies the bytes of a bundled file (`@fontsource/…/files/….woff2`); the edge decides how. */
export type FontFileReader = (file: string) => Uint8Array;

export interface ShapedGlyph {
  /** Index of the subset file the glyph comes from. */
  font: number;
  id: number;
  /** Pen position of the glyph within its run, in font units. */
  x: number;
  yOffset: number;
}

export interface ShapedRun {
  glyphs: ShapedGlyph[];
  /** Total advance in font units, without letter spacing. */
  advance: number;
  /** Characters no subset has (drawn as "?"). */
  missing: string[];
}

export interface Face {
  readonly key: string;
  readonly choice: FaceChoice;
  readonly unitsPerEm: number;
  /** Ascent and descent (positive) as fractions of the size. */
  readonly ascent: number;
  readonly descent: number;
  /** Shapes a piece of text (cached). */
  shape(text: string): ShapedRun;
  /** Width in pixels of `text` at `size`, with `letterSpacing` in em added after every glyph but the last. */
  measure(text: string, size: number, letterSpacing?: number): number;
  /** Outline of one glyph in font units (y up). */
  glyph(font: number, id: number): Glyph;
}

export interface FontBook {
  /** The bundled face nearest to a typography role. */
  face(role: TypographyRole): Face;
}

const REPLACEMENT = "?";

/** Most shaped glyphs one face keeps (~70 bytes each): about 14 MB a face at worst. */
const MAX_CACHED_GLYPHS = 200_000;

class BundledFace implements Face {
  readonly key: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly #fonts: Font[];
  readonly #runs = new Map<string, ShapedRun>();
  #cachedGlyphs = 0;

  constructor(
    readonly choice: FaceChoice,
    fonts: Font[],
  ) {
    this.key = faceKey(choice);
    this.#fonts = fonts;
    const primary = fonts[0] as Font;
    this.unitsPerEm = primary.unitsPerEm;
    this.ascent = primary.ascent / primary.unitsPerEm;
    this.descent = Math.abs(primary.descent) / primary.unitsPerEm;
  }

  shape(text: string): ShapedRun {
    const cached = this.#runs.get(text);
    if (cached) return cached;
    const run: ShapedRun = { glyphs: [], advance: 0, missing: [] };
    // Runs of characters drawn by the same subset are shaped together, so kerning and ligatures apply.
    let pending = "";
    let pendingFont = 0;
    const flush = () => {
      if (pending === "") return;
      const layout = (this.#fonts[pendingFont] as Font).layout(pending);
      layout.glyphs.forEach((glyph, i) => {
        const position = layout.positions[i];
        run.glyphs.push({
          font: pendingFont,
          id: glyph.id,
          x: run.advance + (position?.xOffset ?? 0),
          yOffset: position?.yOffset ?? 0,
        });
        run.advance += position?.xAdvance ?? glyph.advanceWidth;
      });
      pending = "";
    };
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      let font = this.#fonts.findIndex((f) => f.hasGlyphForCodePoint(codePoint));
      let drawn = char;
      if (font < 0) {
        // Whitespace variants draw as a plain space; anything else is reported and replaced.
        if (/\s/u.test(char)) drawn = " ";
        else run.missing.push(char);
        if (drawn !== " ") drawn = REPLACEMENT;
        font = 0;
      }
      if (font !== pendingFont) flush();
      pendingFont = font;
      pending += drawn;
    }
    flush();
    // Bounded by what it holds, not by entry count: a long-running server sees endless distinct text, and
    // long titles would otherwise pin hundreds of MB per face.
    if (this.#cachedGlyphs + run.glyphs.length > MAX_CACHED_GLYPHS) {
      this.#runs.clear();
      this.#cachedGlyphs = 0;
    }
    this.#runs.set(text, run);
    this.#cachedGlyphs += run.glyphs.length;
    return run;
  }

  measure(text: string, size: number, letterSpacing = 0): number {
    const run = this.shape(text);
    const spacing = Math.max(0, run.glyphs.length - 1) * letterSpacing;
    return (run.advance / this.unitsPerEm + spacing) * size;
  }

  glyph(font: number, id: number): Glyph {
    return (this.#fonts[font] ?? (this.#fonts[0] as Font)).getGlyph(id);
  }
}

/** A font book over the bundled faces; files are read and parsed the first time a face is asked for. */
export function createFontBook(read: FontFileReader): FontBook {
  const faces = new Map<string, Face>();
  return {
    face(role) {
      const choice = chooseFace(role);
      const key = faceKey(choice);
      let face = faces.get(key);
      if (!face) {
        const fonts = SUBSETS.map((subset) => create(read(faceFile(choice, subset)) as Buffer) as Font);
        face = new BundledFace(choice, fonts);
        faces.set(key, face);
      }
      return face;
    },
  };
}
