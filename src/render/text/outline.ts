// Text as outlines: every glyph used in a document is defined once (font units, in <defs>) and each line is
// a group of <use> references scaled to its size — the SVG looks the same on a machine without the font,
// stays small, and keeps the words in an aria-label for assistive technology and search.
import { el, fmt, type IdScope, type Markup, useGroup } from "../svg/index.js";
import { BuiltText } from "../svg/markup.js";
import type { Face } from "./book.js";
import type { TextBlock } from "./layout.js";

/**
 * Path data of glyphs drawn before, by file and glyph (see glyphKey): a CJK or Arabic document draws a hundred
 * distinct glyphs or more, and the next document mostly the same ones. Bounded; past the limit it starts over.
 */
const PATHS = new Map<number, GlyphPath>();

/**
 * A glyph's path data, which el writes without scanning it for characters to escape: it is made of command
 * letters and whole numbers only (glyphPath), and a document's glyph definitions are most of its bytes.
 */
class GlyphPath extends BuiltText {
  constructor(readonly d: string) {
    super();
  }

  override toString(): string {
    return this.d;
  }
}
const PATH_LIMIT = 20_000;

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

/** Collects the glyphs a document uses; `defs()` emits each one once. */
export class GlyphSheet {
  readonly #ids: IdScope;
  /** Glyph key → the href of its definition. */
  readonly #hrefs = new Map<number, string>();
  readonly #defs: Markup[] = [];

  constructor(ids: IdScope) {
    this.#ids = ids;
  }

  /** The href of glyph `id` of file `font` of `face`, defining it on first use (short, numbered ids). */
  use(face: Face, font: number, id: number): string {
    const key = glyphKey(face, font, id);
    let href = this.#hrefs.get(key);
    if (href === undefined) {
      const name = `g${this.#hrefs.size}`;
      href = this.#ids.href(name);
      this.#hrefs.set(key, href);
      this.#defs.push(el("path", { id: this.#ids.id(name), d: glyphPathOf(face, font, id) }));
    }
    return href;
  }

  defs(): Markup[] {
    return [...this.#defs];
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

/** Path data of glyph `id` of file `font` of `face` on the 1000-unit em, y up, its origin at the pen (cached). */
function glyphPathOf(face: Face, font: number, id: number): GlyphPath {
  const key = glyphKey(face, font, id);
  let path = PATHS.get(key);
  if (path === undefined) {
    if (PATHS.size >= PATH_LIMIT) PATHS.clear();
    path = new GlyphPath(glyphPath(face, font, id));
    PATHS.set(key, path);
  }
  return path;
}

/** The text of glyphPathOf. */
export const glyphPathData = (face: Face, font: number, id: number): string => glyphPathOf(face, font, id).d;

/** Relative commands between whole-unit points: the shortest path data that stays exact to the unit. */
function glyphPath(face: Face, font: number, id: number): string {
  const toEm = EM / face.unitsOf(font);
  let out = "";
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  for (const { command, args } of face.glyph(font, id).path.commands) {
    if (command === "closePath") {
      out += "z";
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
    out += letter + values;
    if (command === "moveTo") [startX, startY] = [x, y];
  }
  return out;
}

/** An integer with its separator, which a minus sign makes unnecessary. */
const number = (value: number, separator: string): string =>
  value < 0 ? String(value) : separator + String(value);

/** The outlined lines of a block, filled with `fill`, labelled with the block's text. */
export function outlineText(
  block: TextBlock,
  sheet: GlyphSheet,
  attrs: { fill: string; opacity?: number },
): Markup {
  const { face, size, letterSpacing } = block;
  const scale = size / EM;
  const toEm = EM / face.unitsPerEm;
  const spacing = letterSpacing * EM;
  const lines = block.lines.map((line) => {
    return useGroup(
      { transform: `translate(${fmt(line.x)} ${fmt(line.baseline)}) scale(${fmt(scale)} ${fmt(-scale)})` },
      line.run.glyphs.map((glyph) => ({
        href: sheet.use(face, glyph.font, glyph.id),
        x: Math.round(glyph.x * toEm + glyph.gaps * spacing) || undefined,
        y: glyph.yOffset ? Math.round(glyph.yOffset * toEm) : undefined,
      })),
    );
  });
  return el(
    "g",
    { role: "img", "aria-label": block.source, fill: attrs.fill, opacity: attrs.opacity },
    lines,
  );
}
