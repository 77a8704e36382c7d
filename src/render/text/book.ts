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

/**
 * Bytes of shaped runs one font book keeps, over all its faces: a long-running server sees endless distinct
 * text, so the cache is bounded by what it holds (estimated below), not by entries or per face.
 */
export const SHAPING_CACHE_BYTES = 8 * 1024 * 1024;
/** Estimated heap bytes of one cached glyph (its object, its slot, its share of the Map), measured at ~96. */
const GLYPH_BYTES = 112;
/** Estimated heap bytes of one cached run besides its glyphs and key (run object, arrays, Map entry). */
const RUN_BYTES = 160;

/** Shaped runs of every face of a book, least recently used evicted beyond a byte budget. */
class ShapingCache {
  readonly #runs = new Map<string, { run: ShapedRun; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): ShapedRun | undefined {
    const entry = this.#runs.get(key);
    if (!entry) return undefined;
    // Re-insert: Map iteration order is the recency order.
    this.#runs.delete(key);
    this.#runs.set(key, entry);
    return entry.run;
  }

  set(key: string, run: ShapedRun): void {
    // Keys are UTF-16 strings: two bytes a unit at worst.
    const bytes = RUN_BYTES + 2 * key.length + GLYPH_BYTES * run.glyphs.length;
    if (bytes > this.maxBytes || this.#runs.has(key)) return;
    this.#runs.set(key, { run, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#runs) {
      if (this.#bytes <= this.maxBytes) break;
      this.#runs.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}

class BundledFace implements Face {
  readonly key: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly #fonts: Font[];
  readonly #cache: ShapingCache;

  constructor(
    readonly choice: FaceChoice,
    fonts: Font[],
    cache: ShapingCache,
  ) {
    this.key = faceKey(choice);
    this.#fonts = fonts;
    this.#cache = cache;
    const primary = fonts[0] as Font;
    this.unitsPerEm = primary.unitsPerEm;
    this.ascent = primary.ascent / primary.unitsPerEm;
    this.descent = Math.abs(primary.descent) / primary.unitsPerEm;
  }

  shape(text: string): ShapedRun {
    const key = `${this.key}\n${text}`;
    const cached = this.#cache.get(key);
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
    this.#cache.set(key, run);
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

export interface FontBookOptions {
  /** Bytes of shaped runs kept for all faces together (default SHAPING_CACHE_BYTES; 0 keeps none). */
  maxCacheBytes?: number;
}

/** A font book over the bundled faces; files are read and parsed the first time a face is asked for. */
export function createFontBook(read: FontFileReader, options: FontBookOptions = {}): FontBook {
  const faces = new Map<string, Face>();
  const cache = new ShapingCache(options.maxCacheBytes ?? SHAPING_CACHE_BYTES);
  return {
    face(role) {
      const choice = chooseFace(role);
      const key = faceKey(choice);
      let face = faces.get(key);
      if (!face) {
        const fonts = SUBSETS.map((subset) => create(read(faceFile(choice, subset)) as Buffer) as Font);
        face = new BundledFace(choice, fonts, cache);
        faces.set(key, face);
      }
      return face;
    },
  };
}
