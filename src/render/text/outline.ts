// Text as outlines: every glyph used in a document is defined once (font units, in <defs>) and each line is
// a group of <use> references scaled to its size — the SVG looks the same on a machine without the font,
// stays small, and keeps the words in an aria-label for assistive technology and search.
import { el, fmt, type IdScope, type Markup } from "../svg/index.js";
import type { Face } from "./book.js";
import type { TextBlock } from "./layout.js";

/**
 * Path data of glyphs drawn before, by file and glyph: a CJK or Arabic document draws a hundred distinct glyphs
 * or more, and the next document mostly the same ones. Bounded; past the limit it starts over.
 */
const PATHS = new Map<string, string>();
const PATH_LIMIT = 20_000;

/** Collects the glyphs a document uses; `defs()` emits each one once. */
export class GlyphSheet {
  readonly #ids: IdScope;
  readonly #names = new Map<string, string>();
  readonly #defs: Markup[] = [];

  constructor(ids: IdScope) {
    this.#ids = ids;
  }

  /** The href of glyph `id` of file `font` of `face`, defining it on first use (short, numbered ids); faces
   * that share a fallback file share its glyphs. */
  use(face: Face, font: number, id: number): string {
    const key = `${face.fileOf(font)}/${id}`;
    let name = this.#names.get(key);
    if (name === undefined) {
      name = `g${this.#names.size}`;
      this.#names.set(key, name);
      this.#defs.push(el("path", { id: this.#ids.id(name), d: glyphPathData(face, font, id) }));
    }
    return this.#ids.href(name);
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
export function glyphPathData(face: Face, font: number, id: number): string {
  const key = `${face.fileOf(font)}/${id}`;
  let d = PATHS.get(key);
  if (d === undefined) {
    if (PATHS.size >= PATH_LIMIT) PATHS.clear();
    d = glyphPath(face, font, id);
    PATHS.set(key, d);
  }
  return d;
}

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
    const run = face.shape(line.text, { direction: line.direction, han: block.han });
    return el(
      "g",
      { transform: `translate(${fmt(line.x)} ${fmt(line.baseline)}) scale(${fmt(scale)} ${fmt(-scale)})` },
      run.glyphs.map((glyph) =>
        el("use", {
          "xlink:href": sheet.use(face, glyph.font, glyph.id),
          x: Math.round(glyph.x * toEm + glyph.gaps * spacing) || undefined,
          y: glyph.yOffset ? Math.round(glyph.yOffset * toEm) : undefined,
        }),
      ),
    );
  });
  return el(
    "g",
    { role: "img", "aria-label": block.source, fill: attrs.fill, opacity: attrs.opacity },
    lines,
  );
}
