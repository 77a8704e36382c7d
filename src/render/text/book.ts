// The font book: bundled faces parsed on first use (fontkit), text itemized into runs by direction and by the
// file that draws each cluster (brand family first, then a Noto family per script, the Noto symbol faces, then
// Noto Emoji), each run shaped with its script's OpenType features (Arabic joining, Devanagari conjuncts, Thai
// marks) and put in visual order, and a record of characters no bundled file can draw. A fallback file is read
// the first time a text needs it, then kept.
import { create, type Font, type Glyph } from "fontkit";
import type { CacheRegion, CacheSet } from "../../cache/cache-set.js";
import { Doorkeeper } from "../../cache/doorkeeper.js";
import { Lru } from "../../cache/lru.js";
import { type CacheRegionName, defaultCaches } from "../../cache/regions.js";
import type { TypographyRole } from "../../catalog/identities/types.js";
import {
  type Direction,
  embeddingLevels,
  hasRightToLeft,
  mirrored,
  paragraphDirection,
  visualOrder,
} from "./bidi.js";
import {
  chooseFace,
  type FaceChain,
  type FaceChoice,
  faceChain,
  faceKey,
  type UploadedFace,
  uploadedChain,
} from "./faces.js";
import { type Cluster, hanLocale, itemize } from "./itemize.js";
import { type KernedPosition, kernedLayout } from "./kerned-runs.js";
import { tuneLookups } from "./opentype-lookups.js";
import { HAN_LOCALES, type HanLocale } from "./registry.js";
import { headOf, joinedMetrics, joinRuns, type Seam, seamOf, wordsOf } from "./words.js";

/** Supplies the bytes of a bundled file (`@fontsource/…/files/….woff2`); the edge decides how. */
export type FontFileReader = (file: string) => Uint8Array;

export interface ShapedGlyph {
  /** Index of the chain file the glyph comes from. */
  font: number;
  id: number;
  /** Pen position of the glyph within its run, in font units. */
  x: number;
  yOffset: number;
  /** Letter-spacing gaps to its left: none inside a cluster (marks) or a cursive run (Arabic stays joined). */
  gaps: number;
}

export interface ShapedRun {
  /** In visual order, left to right. */
  glyphs: ShapedGlyph[];
  /** Total advance in font units, without letter spacing. */
  advance: number;
  /** Letter-spacing gaps in the run (see ShapedGlyph.gaps). */
  gaps: number;
  /** Characters no bundled file has (drawn as "?"). */
  missing: string[];
}

/** How a piece of text is shaped when it is part of something larger (a line of a paragraph). */
export interface ShapeOptions {
  /** The paragraph's direction (default: the text's own first strong character). */
  direction?: Direction;
  /** Which CJK forms (default: guessed from the text itself). */
  han?: HanLocale;
}

export interface Face {
  readonly key: string;
  readonly choice: FaceChoice;
  readonly unitsPerEm: number;
  /** Ascent and descent (positive) of the face's own family, as fractions of the size. */
  readonly ascent: number;
  readonly descent: number;
  /** Shapes a piece of text (cached). */
  shape(text: string, options?: ShapeOptions): ShapedRun;
  /**
   * How far glyphs of `text` drawn from fallback families reach above the face's ascent and below its
   * descent, as fractions of the size (0 when they stay within): Arabic and Devanagari reach deeper than
   * Latin, and layout makes room for them.
   */
  overhang(text: string, options?: ShapeOptions): { above: number; below: number };
  /** Width in pixels of `text` at `size`, with `letterSpacing` in em added in every gap (see ShapedGlyph). */
  measure(text: string, size: number, letterSpacing?: number, options?: ShapeOptions): number;
  /** Outline of one glyph in font units (y up). */
  glyph(font: number, id: number): Glyph;
  /** Units per em of one chain file (fallback families may differ from the face's own). */
  unitsOf(font: number): number;
  /** The path of one chain file: faces share fallback files, and a glyph is the same glyph in each. */
  fileOf(font: number): string;
}

export interface FontBook {
  /** The bundled face nearest to a typography role. */
  face(role: TypographyRole): Face;
  /** The cache set the book and what is laid out with it keep their results in. */
  readonly caches: CacheSet<CacheRegionName>;
}

const REPLACEMENT = "?";

// Parsed files are bounded by bytes (estimated below, region "parsed-fonts" of the cache set): text in many
// scripts (or a caller's random Unicode) reaches hundreds of subset files, and kept without bound (WOFF2, ~1–3 MB
// of heap a file) a worker's heap grew by ~140 MB over 250 such requests. Shaped runs likewise ("shaped-text",
// "text-metrics"): a long-running server sees endless distinct text.
/**
 * A parsed file's heap per byte of the font it carries. fontkit decodes a WOFF2 file's every glyph into objects
 * up front: 12–23 times its decompressed size (a 1.1 MB symbols file took 14 MB). A plain font (the Node edge
 * unwraps WOFF2, woff2-sfnt.ts) it reads lazily: 60 Noto Sans SC subsets, 30 glyphs drawn from each, took 8.7
 * times their 3.3 MB.
 */
const PARSED_PER_WOFF2_BYTE = 16;
const PARSED_PER_SFNT_BYTE = 9;

/** Estimated heap bytes of one cached glyph (its object, its slot, its share of the Map), measured at ~96. */
const GLYPH_BYTES = 112;
/** Estimated heap bytes of one cached run besides its glyphs and key (run object, arrays, Map entry). */
const RUN_BYTES = 160;
/** Estimated heap bytes of one cached seam besides its key. */
const SEAM_BYTES = 120;
/** Estimated heap bytes of one cached width besides its key. */
const WIDTH_BYTES = 120;
/** Texts measured once that each face remembers (see Doorkeeper). */
const MEASURED_TEXTS = 4096;

/** Heap bytes a cached run is counted for: keys are UTF-16 strings, two bytes a unit at worst. */
const runBytes = (key: string, run: ShapedRun): number =>
  RUN_BYTES + 2 * key.length + GLYPH_BYTES * run.glyphs.length;

/** What a font book keeps for all its faces: shaped words and lines; the seams between words and widths. */
interface ShapingCache {
  runs: CacheRegion;
  /** Seams and widths: small entries. */
  metrics: CacheRegion;
}

/** A text's advance in font units and its letter-spacing gaps: what measuring needs of its run. */
type Metrics = Pick<ShapedRun, "advance" | "gaps">;

/** A face's maps by direction and CJK forms (so keys are the texts themselves, never built per lookup). */
class ByLocale<V> {
  readonly #maps: Lru<V>[] = [];

  constructor(readonly budget: CacheRegion) {}

  of(direction: Direction, han: HanLocale): Lru<V> {
    const slot = (direction === "rtl" ? HAN_LOCALES.length : 0) + HAN_LOCALES.indexOf(han);
    let map = this.#maps[slot];
    if (!map) {
      map = new Lru(this.budget);
      this.#maps[slot] = map;
    }
    return map;
  }
}

/** Scripts whose letters join: letter spacing would tear them apart, so their runs get none. */
const CURSIVE =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}]/u;

/** A file's estimated heap once parsed: WOFF2 gives its decompressed size at byte 16; a plain font, its length. */
function parsedBytes(file: Uint8Array): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const woff2 = file.byteLength >= 20 && view.getUint32(0) === 0x774f4632;
  return woff2 ? PARSED_PER_WOFF2_BYTE * view.getUint32(16) : PARSED_PER_SFNT_BYTE * file.byteLength;
}

/** A piece of text laid out in one file: glyphs and their positions in that file's units (fontkit's form). */
interface PieceLayout {
  glyphs: readonly Pick<Glyph, "id" | "advanceWidth">[];
  positions: readonly KernedPosition[];
}

/**
 * Parsed files shared by every face of a book (a Noto file serves all faces of its weight), and what fontkit's
 * full pass made of the pieces each one drew. A piece (text one file draws at one level) is shaped on its own
 * whatever surrounds it, so its layout is kept per file and direction: a new Hindi or Japanese title is mostly
 * pieces seen before, and fontkit takes 100 µs and more on one.
 */
class FontFiles {
  readonly #fonts: Lru<Font>;
  readonly #pieces = new WeakMap<Font, [ltr: Lru<PieceLayout>, rtl: Lru<PieceLayout>]>();
  readonly #budget: CacheRegion;

  constructor(
    readonly read: FontFileReader,
    budget: CacheRegion,
    parsed: CacheRegion,
  ) {
    this.#budget = budget;
    this.#fonts = new Lru(parsed);
  }

  get(path: string): Font {
    let font = this.#fonts.get(path);
    if (!font) {
      const bytes = this.read(path);
      font = tuneLookups(create(bytes as Buffer) as Font);
      this.#fonts.set(path, font, parsedBytes(bytes));
      this.#pieces.set(font, [new Lru(this.#budget), new Lru(this.#budget)]);
    }
    return font;
  }

  /** `piece` laid out by fontkit in `font` (one of this book's files), kept. */
  layout(font: Font, piece: string, rtl: boolean): PieceLayout {
    const pieces = this.#pieces.get(font)?.[rtl ? 1 : 0];
    const kept = pieces?.get(piece);
    if (kept) return kept;
    const run = font.layout(piece, [], undefined, undefined, rtl ? "rtl" : "ltr");
    const layout: PieceLayout = {
      glyphs: run.glyphs.map(({ id, advanceWidth }) => ({ id, advanceWidth })),
      positions: run.positions.map(({ xAdvance, xOffset, yOffset }) => ({ xAdvance, xOffset, yOffset })),
    };
    pieces?.set(piece, layout, RUN_BYTES + 2 * piece.length + GLYPH_BYTES * layout.glyphs.length);
    return layout;
  }
}

/** The text (NFC) and how it is shaped, its options' defaults filled in. */
function settled(
  source: string,
  options: ShapeOptions = {},
): { text: string; direction: Direction; han: HanLocale } {
  const text = source.normalize("NFC");
  return {
    text,
    direction: options.direction ?? paragraphDirection(text),
    han: options.han ?? hanLocale(text),
  };
}

class BundledFace implements Face {
  readonly key: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly #chain: FaceChain;
  readonly #files: FontFiles;
  readonly #runs: ByLocale<ShapedRun>;
  /** `null`: shaping across that seam changes more than its advance (see seamOf). */
  readonly #seams: ByLocale<Seam | null>;
  /**
   * Metrics of texts measured more than once: layout measures the same spans of a paragraph across requests
   * ("Reliable rail for a" of every new "…, part 12") and each is otherwise put together again from its words.
   */
  readonly #widths: ByLocale<Metrics>;
  readonly #measured = new Doorkeeper(MEASURED_TEXTS);
  readonly #available: (file: string) => boolean;
  readonly #byWords: boolean;
  /** Runs shaped without a file the edge had yet to fetch: never cached, nor seams measured from them. */
  readonly #incomplete = new WeakSet<ShapedRun>();
  readonly #reaches = new WeakMap<ShapedRun, { above: number; below: number }>();

  constructor(
    readonly choice: FaceChoice,
    files: FontFiles,
    cache: ShapingCache,
    options: FontBookOptions,
    own?: { key: string; chain: FaceChain },
  ) {
    this.key = own?.key ?? faceKey(choice);
    this.#chain = own?.chain ?? faceChain(choice);
    this.#files = files;
    this.#runs = new ByLocale(cache.runs);
    this.#seams = new ByLocale(cache.metrics);
    this.#widths = new ByLocale(cache.metrics);
    this.#available = options.available ?? (() => true);
    this.#byWords = !options.wholeLines;
    const primary = this.#font(0);
    this.unitsPerEm = primary.unitsPerEm;
    this.ascent = primary.ascent / primary.unitsPerEm;
    this.descent = Math.abs(primary.descent) / primary.unitsPerEm;
  }

  #font(file: number): Font {
    const entry = this.#chain.files[file] ?? this.#chain.files[0];
    if (!entry) throw new Error(`face ${this.key} has no files`);
    return this.#files.get(entry.path);
  }

  shape(source: string, options?: ShapeOptions): ShapedRun {
    const { text, direction, han } = settled(source, options);
    const words = this.#words(text, direction, han);
    return words ? joinRuns(words.runs, words.seams) : this.#whole(text, direction, han);
  }

  /** `text` shaped as one piece (cached). */
  #whole(text: string, direction: Direction, han: HanLocale): ShapedRun {
    const runs = this.#runs.of(direction, han);
    const cached = runs.get(text);
    if (cached) return cached;
    const { run, complete } = this.#shape(text, direction, han);
    // A run drawn without a file the edge has yet to fetch is shaped again once it has it.
    if (complete) runs.set(text, run, runBytes(text, run));
    else this.#incomplete.add(run);
    return run;
  }

  /**
   * The shaped words of `text` and the seams between them, when putting them together is exact (see words.ts);
   * words whose seam does not separate are shaped together.
   */
  #words(
    text: string,
    direction: Direction,
    han: HanLocale,
  ): { runs: ShapedRun[]; seams: Seam[] } | undefined {
    if (!this.#byWords || direction !== "ltr" || !text.includes(" ") || hasRightToLeft(text))
      return undefined;
    const words = wordsOf(text);
    if (words.length < 2) return undefined;
    const chunks = [words[0] as string];
    const seams: Seam[] = [];
    for (let i = 1; i < words.length; i++) {
      const word = words[i] as string;
      const seam = this.#seam(words[i - 1] as string, word, han);
      if (seam) {
        seams.push(seam);
        chunks.push(word);
      } else chunks[chunks.length - 1] += word;
    }
    if (chunks.length < 2) return undefined;
    return { runs: chunks.map((chunk) => this.#whole(chunk, "ltr", han)), seams };
  }

  /**
   * The seam between the word `before` and the word `after`, found by shaping the one with the first
   * characters of the other (cached per such pair).
   */
  #seam(before: string, after: string, han: HanLocale): Seam | undefined {
    const head = headOf(after);
    const seams = this.#seams.of("ltr", han);
    const key = `${before}\n${head}`;
    const cached = seams.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const apart = [this.#whole(before, "ltr", han), this.#whole(head, "ltr", han)] as const;
    // The pair itself is not kept: only what it says about the seam is.
    const together = this.#shape(before + head, "ltr", han);
    const seam = seamOf(apart[0], apart[1], together.run);
    if (together.complete && !apart.some((run) => this.#incomplete.has(run)))
      seams.set(key, seam ?? null, SEAM_BYTES + 2 * key.length);
    return seam;
  }

  #shape(text: string, direction: Direction, han: HanLocale): { run: ShapedRun; complete: boolean } {
    const levels = embeddingLevels(text, direction);
    const missing: string[] = [];
    let complete = true;
    // Runs: consecutive clusters drawn by one file at one level, shaped together so kerning, ligatures,
    // joining and mark positioning apply across them.
    const runs: { file: number; level: number; text: string }[] = [];
    for (const cluster of itemize(this.#chain, text, han)) {
      const file = this.#chain.files[cluster.file];
      if (file && !this.#available(file.path)) {
        cluster.file = -1;
        complete = false;
      }
      const level = levels[cluster.start] ?? 0;
      const drawn = this.#drawn(cluster, level, missing);
      if (drawn.text === "") continue;
      const last = runs.at(-1);
      if (last && last.file === drawn.file && last.level === level) last.text += drawn.text;
      else runs.push({ file: drawn.file, level, text: drawn.text });
    }
    const shaped: ShapedRun = { glyphs: [], advance: 0, gaps: 0, missing };
    for (const index of visualOrder(runs.map((r) => r.level))) {
      const { file, level, text: piece } = runs[index] as (typeof runs)[number];
      const font = this.#font(file);
      const rtl = level % 2 === 1;
      const layout = (rtl ? undefined : kernedLayout(font, piece)) ?? this.#files.layout(font, piece, rtl);
      // Fallback files may have another em than the face's own; positions are kept in the face's units.
      const scale = this.unitsPerEm / font.unitsPerEm;
      const cursive = CURSIVE.test(piece);
      layout.glyphs.forEach((glyph, i) => {
        const position = layout.positions[i];
        const advance = (position?.xAdvance ?? glyph.advanceWidth) * scale;
        if (shaped.glyphs.length > 0 && advance > 0 && !(cursive && i > 0)) shaped.gaps++;
        shaped.glyphs.push({
          font: file,
          id: glyph.id,
          x: shaped.advance + (position?.xOffset ?? 0) * scale,
          yOffset: (position?.yOffset ?? 0) * scale,
          gaps: shaped.gaps,
        });
        shaped.advance += advance;
      });
    }
    return { run: shaped, complete };
  }

  /** What a cluster draws: itself (mirrored in right-to-left runs), or "?" when no file has it. */
  #drawn(cluster: Cluster, level: number, missing: string[]): { file: number; text: string } {
    if (cluster.file < 0) {
      // Whitespace variants draw as a plain space; anything else is reported and replaced.
      if (/^\s+$/u.test(cluster.text)) return { file: 0, text: " " };
      missing.push(cluster.text);
      return { file: 0, text: REPLACEMENT };
    }
    const text = level % 2 === 1 ? [...cluster.text].map(mirrored).join("") : cluster.text;
    return { file: cluster.file, text };
  }

  overhang(source: string, options?: ShapeOptions): { above: number; below: number } {
    const { text, direction, han } = settled(source, options);
    const runs = this.#words(text, direction, han)?.runs ?? [this.#whole(text, direction, han)];
    let [above, below] = [0, 0];
    for (const run of runs) {
      const reach = this.#reach(run);
      above = Math.max(above, reach.above);
      below = Math.max(below, reach.below);
    }
    return { above, below };
  }

  /** How far a run's fallback glyphs reach past the face's ascent and descent (kept per run). */
  #reach(run: ShapedRun): { above: number; below: number } {
    let reach = this.#reaches.get(run);
    if (reach) return reach;
    const own = this.#chain.families[0]?.end ?? 0;
    let [top, bottom] = [this.ascent, this.descent];
    for (const glyph of run.glyphs) {
      if (glyph.font < own) continue;
      const { minY, maxY } = this.glyph(glyph.font, glyph.id).bbox;
      const scale = 1 / this.unitsOf(glyph.font);
      const offset = glyph.yOffset / this.unitsPerEm;
      top = Math.max(top, maxY * scale + offset);
      bottom = Math.max(bottom, -(minY * scale + offset));
    }
    reach = { above: top - this.ascent, below: bottom - this.descent };
    this.#reaches.set(run, reach);
    return reach;
  }

  measure(source: string, size: number, letterSpacing = 0, options?: ShapeOptions): number {
    const { text, direction, han } = settled(source, options);
    const { advance, gaps } = this.#metrics(text, direction, han);
    return (advance / this.unitsPerEm + gaps * letterSpacing) * size;
  }

  /**
   * The metrics of `text` shaped as a line. A line put together from words is kept from the second time it is
   * measured; one shaped whole is its cached run.
   */
  #metrics(text: string, direction: Direction, han: HanLocale): Metrics {
    const widths = this.#widths.of(direction, han);
    const known = widths.get(text);
    if (known) return known;
    const words = this.#words(text, direction, han);
    if (!words) return this.#whole(text, direction, han);
    const metrics = joinedMetrics(words.runs, words.seams);
    if (!words.runs.some((run) => this.#incomplete.has(run)) && this.#measured.admitText(text))
      widths.set(text, metrics, WIDTH_BYTES + 2 * text.length);
    return metrics;
  }

  glyph(font: number, id: number): Glyph {
    return this.#font(font).getGlyph(id);
  }

  unitsOf(font: number): number {
    return this.#font(font).unitsPerEm;
  }

  fileOf(font: number): string {
    return (this.#chain.files[font] ?? this.#chain.files[0])?.path ?? "";
  }
}

export interface FontBookOptions {
  /**
   * The cache set whose regions keep parsed files, shaped text and metrics (default: this thread's, see
   * cache/regions.ts); a test passes its own to start cold or to size one region.
   */
  caches?: CacheSet<CacheRegionName>;
  /**
   * Whether a file can be read now (default: always). An edge that fetches files (the Studio) says no for
   * one it has not fetched: what it would draw shows as missing instead of failing.
   */
  available?: (file: string) => boolean;
  /** Shape every text whole instead of putting lines together from words (slower; the words must agree). */
  wholeLines?: boolean;
  /**
   * The face a person uploaded for a role, if any (the Studio's, per project): asked on every lookup, so a
   * new upload is drawn at once. Such a face draws what it maps, then falls back on the bundled face's chain.
   */
  uploaded?: (role: TypographyRole) => UploadedFace | undefined;
}

/** A font book over the bundled faces; each file is read and parsed the first time a text needs it. */
export function createFontBook(read: FontFileReader, options: FontBookOptions = {}): FontBook {
  const faces = new Map<string, Face>();
  const caches = options.caches ?? defaultCaches();
  const cache: ShapingCache = { runs: caches.region("shaped-text"), metrics: caches.region("text-metrics") };
  const files = new FontFiles(read, cache.runs, caches.region("parsed-fonts"));
  // Frozen roles (every preset's) answered by identity: layout asks for a role's face a few dozen times a
  // document, and choosing one compares family names.
  const byRole = new WeakMap<TypographyRole, Face>();
  return {
    caches,
    face(role) {
      const upload = options.uploaded?.(role);
      if (upload) {
        const choice = chooseFace(role);
        // The fallbacks' weights follow the role's, so the key names both.
        const key = `${upload.key}-${choice.weight}`;
        let face = faces.get(key);
        if (!face) {
          face = new BundledFace(choice, files, cache, options, {
            key,
            chain: uploadedChain(upload, choice),
          });
          faces.set(key, face);
        }
        return face;
      }
      const known = byRole.get(role);
      if (known) return known;
      const choice = chooseFace(role);
      const key = faceKey(choice);
      let face = faces.get(key);
      if (!face) {
        face = new BundledFace(choice, files, cache, options);
        faces.set(key, face);
      }
      if (Object.isFrozen(role)) byRole.set(role, face);
      return face;
    },
  };
}
