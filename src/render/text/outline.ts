// Text as outlines: every glyph used in a document is defined once (font units, in <defs>) and each line is
// a group of <use> references scaled to its size — the SVG looks the same on a machine without the font,
// stays small, and keeps the words in an aria-label for assistive technology and search.
import { Lru } from "../../cache/lru.js";
import { defaultCaches } from "../../cache/regions.js";
import { compactText, el, fmt, type IdScope, type Markup } from "../../svg/index.js";
import type { Face } from "./book.js";
import type { TextBlock } from "./layout.js";

/**
 * Path data of glyphs drawn before, by file and glyph (see glyphKey): a CJK or Arabic document draws a hundred
 * distinct glyphs or more, and the next document mostly the same ones. Bounded by bytes (region "glyph-paths"
 * of the cache set).
 */
let PATHS: Lru<string, number> | undefined;
/** Estimated heap bytes of a kept path besides its text (its string header, the Map's slot and list node). */
const PATH_BYTES = 120;

/** A number per font file, in the order files are first drawn from. */
const FILE_NUMBERS = new Map<string, number>();
/** Each face's chain files' numbers, by the face's file index. */
const FACE_FILES = new WeakMap<Face, number[]>();

/**
 * A glyph's key: its file's number × 2¹⁶ + its id (glyph ids are 16-bit), the same for every face whose chain
 * holds the file — faces share fallback files, and a glyph is the same glyph in each.
 */
function glyphKey(face: Face, font: number, id: number): number {
  let files = FACE_FILES.get(face);
  if (!files) {
    files = [];
    FACE_FILES.set(face, files);
  }
  let file = files[font];
  if (file === undefined) {
    const path = face.fileOf(font);
    file = FILE_NUMBERS.get(path) ?? FILE_NUMBERS.size;
    FILE_NUMBERS.set(path, file);
    files[font] = file;
  }
  return file * 0x10000 + id;
}

/**
 * `gN"` and `gN" d="` by N: how a reference to a document's N-th glyph ends, and how its definition goes on
 * (made once, as many as the most glyphs one document has drawn).
 */
const REFERENCE_ENDS: string[] = [];
const DEFINITION_MIDDLES: string[] = [];

/**
 * Collects the glyphs a document uses; `defs()` emits each one once. A slide references glyphs some 200 times,
 * and its text is written out as one string joined from every piece: each reference is made of a flat opening
 * common to the document and its glyph's number (two pieces, not the five `<use xlink:href="#${id}"` makes).
 */
export class GlyphSheet {
  /** `<use xlink:href="#prefix-` and `<path id="prefix-`, each joined into one piece. */
  readonly #referenceStart: string;
  readonly #definitionStart: string;
  /** Glyph key → the opening of a reference to its definition, `<use xlink:href="#prefix-gN"`. */
  readonly #openings = new Map<number, string>();
  /** The definitions so far, as el would write each (`el("path", { id, d })`): a document has dozens. */
  #defs = "";

  constructor(ids: IdScope) {
    // An IdScope's ids need no escaping (nor do glyph path data, see glyphPathData).
    this.#referenceStart = ['<use xlink:href="#', ids.start].join("");
    this.#definitionStart = ['<path id="', ids.start].join("");
  }

  /** The opening of a `<use>` of `glyph`, defining the glyph on first use (short, numbered ids). */
  opening(face: Face, glyph: OutlinedGlyph): string {
    let opening = this.#openings.get(glyph.key);
    if (opening === undefined) {
      const n = this.#openings.size;
      if (n === REFERENCE_ENDS.length) {
        REFERENCE_ENDS.push(`g${n}"`);
        DEFINITION_MIDDLES.push(`g${n}" d="`);
      }
      opening = this.#referenceStart + REFERENCE_ENDS[n];
      this.#openings.set(glyph.key, opening);
      this.#defs += `${this.#definitionStart}${DEFINITION_MIDDLES[n]}${glyphPathData(face, glyph.font, glyph.id, glyph.key)}"/>`;
    }
    return opening;
  }

  defs(): Markup {
    return { svg: this.#defs };
  }
}

/**
 * Glyphs are drawn on a 1000-unit em (y up), whole units: a pixel-size scale is then `size / 1000` with at most
 * three decimals, and one unit is under a tenth of a pixel at the sizes templates use.
 */
export const EM = 1000;

const COMMANDS: Readonly<Record<string, string>> = {
  moveTo: "m",
  lineTo: "l",
  quadraticCurveTo: "q",
  bezierCurveTo: "c",
};

/**
 * Path data of glyph `id` of file `font` of `face` on the 1000-unit em, y up, its origin at the pen (cached).
 * Command letters and whole numbers only (glyphPath): it is written into documents without escaping.
 */
export function glyphPathData(face: Face, font: number, id: number, key = glyphKey(face, font, id)): string {
  PATHS ??= new Lru(defaultCaches().region("glyph-paths"));
  let path = PATHS.get(key);
  if (path === undefined) {
    path = glyphPath(face, font, id);
    PATHS.set(key, path, PATH_BYTES + path.length);
  }
  return path;
}

/** Relative commands between whole-unit points: the shortest path data that stays exact to the unit. */
function glyphPath(face: Face, font: number, id: number): string {
  const toEm = EM / face.unitsOf(font);
  // Pieces joined once: `+=` would leave a rope of hundreds of pieces, kept and walked again each time a
  // document that uses the glyph is written out.
  const out: string[] = [];
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  for (const { command, args } of face.glyph(font, id).path.commands) {
    if (command === "closePath") {
      out.push("z");
      [x, y] = [startX, startY];
      continue;
    }
    const letter = COMMANDS[command];
    if (!letter) continue;
    let values = "";
    for (let i = 0; i + 1 < args.length; i += 2) {
      const px = Math.round((args[i] ?? 0) * toEm);
      const py = Math.round((args[i + 1] ?? 0) * toEm);
      values += number(px - x, values === "" ? "" : " ") + number(py - y, " ");
      // Control points are relative to the segment's start; only the end point moves the pen.
      if (i + 2 >= args.length) [x, y] = [px, py];
    }
    out.push(letter, values);
    if (command === "moveTo") [startX, startY] = [x, y];
  }
  return out.join("");
}

/** An integer with its separator, which a minus sign makes unnecessary. */
const number = (value: number, separator: string): string =>
  value < 0 ? String(value) : separator + String(value);

/** A glyph of an outlined line: which glyph, and the rest of its `<use>` after the reference. */
interface OutlinedGlyph {
  readonly font: number;
  readonly id: number;
  /** glyphKey of the glyph. */
  readonly key: number;
  /** `/>`, or with the glyph's offsets: ` x="120"/>`. */
  readonly tail: string;
}

/** A line of a block as markup, all but its glyphs' references, which are the document's own. */
interface OutlinedLine {
  /** `<g transform="…"`, to be closed. */
  readonly open: string;
  readonly glyphs: readonly OutlinedGlyph[];
}

/** A block as markup, all but its glyphs' references. */
interface OutlinedBlock {
  /** The block's text as its label, stored one byte a character where it can be (compactText). */
  readonly label: string;
  readonly lines: readonly OutlinedLine[];
}

/**
 * Blocks as markup less their references, kept with the block: laid-out blocks are shared (a footer or an
 * agenda item repeats across requests), and each glyph's offsets are written once instead of per document.
 */
const OUTLINED = new WeakMap<TextBlock, OutlinedBlock>();

function outlined(block: TextBlock): OutlinedBlock {
  let kept = OUTLINED.get(block);
  if (kept) return kept;
  const { face, size, letterSpacing } = block;
  const scale = size / EM;
  const toEm = EM / face.unitsPerEm;
  const spacing = letterSpacing * EM;
  const lines = block.lines.map((line) => {
    const transform = `translate(${fmt(line.x)} ${fmt(line.baseline)}) scale(${fmt(scale)} ${fmt(-scale)})`;
    return {
      open: `<g transform="${transform}"`,
      glyphs: line.run.glyphs.map((glyph) => {
        const x = Math.round(glyph.x * toEm + glyph.gaps * spacing);
        let tail = "";
        // A zero offset is left out, as is an x that rounds to zero (a y offset that rounds to it is written).
        if (x) tail += ` x="${fmt(x)}"`;
        if (glyph.yOffset) tail += ` y="${fmt(Math.round(glyph.yOffset * toEm))}"`;
        return {
          font: glyph.font,
          id: glyph.id,
          key: glyphKey(face, glyph.font, glyph.id),
          tail: `${tail}/>`,
        };
      }),
    };
  });
  kept = { label: compactText(block.source), lines };
  OUTLINED.set(block, kept);
  return kept;
}

/** The outlined lines of a block, filled with `fill`, labelled with the block's text. */
export function outlineText(
  block: TextBlock,
  sheet: GlyphSheet,
  attrs: { fill: string; opacity?: number },
): Markup {
  const { label, lines: outlinedLines } = outlined(block);
  let lines = "";
  for (const { open, glyphs } of outlinedLines) {
    if (glyphs.length === 0) {
      lines += `${open}/>`;
      continue;
    }
    let uses = "";
    for (const glyph of glyphs) uses += sheet.opening(block.face, glyph) + glyph.tail;
    lines += `${open}>${uses}</g>`;
  }
  return el(
    "g",
    { role: "img", "aria-label": label, fill: attrs.fill, opacity: attrs.opacity },
    { svg: lines },
  );
}
