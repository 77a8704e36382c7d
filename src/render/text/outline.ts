// Text as outlines: every glyph used in a document is defined once (font units, in <defs>) and each line is
// a group of <use> references scaled to its size — the SVG looks the same on a machine without the font,
// stays small, and keeps the words in an aria-label for assistive technology and search.
import { el, fmt, type IdScope, type Markup } from "../svg/index.js";
import type { Face } from "./book.js";
import type { TextBlock } from "./layout.js";

/** Collects the glyphs a document uses; `defs()` emits each one once. */
export class GlyphSheet {
  readonly #ids: IdScope;
  readonly #defs = new Map<string, Markup>();

  constructor(ids: IdScope) {
    this.#ids = ids;
  }

  /** The id of glyph `id` of subset `font` of `face`, defining it on first use. */
  use(face: Face, font: number, id: number): string {
    const name = `g-${face.key}-${font}-${id}`;
    if (!this.#defs.has(name)) {
      this.#defs.set(name, el("path", { id: this.#ids.id(name), d: glyphPath(face, font, id) }));
    }
    return this.#ids.href(name);
  }

  defs(): Markup[] {
    return [...this.#defs.values()];
  }
}

/**
 * Glyphs are drawn on a 1000-unit em (y up), whole units: a pixel-size scale is then `size / 1000` with at most
 * three decimals, and one unit is under a tenth of a pixel at the sizes templates use.
 */
export const EM = 1000;

function glyphPath(face: Face, font: number, id: number): string {
  const toEm = EM / face.unitsPerEm;
  const parts: string[] = [];
  for (const { command, args } of face.glyph(font, id).path.commands) {
    const values = args.map((v) => fmt(Math.round(v * toEm))).join(" ");
    if (command === "moveTo") parts.push(`M${values}`);
    else if (command === "lineTo") parts.push(`L${values}`);
    else if (command === "quadraticCurveTo") parts.push(`Q${values}`);
    else if (command === "bezierCurveTo") parts.push(`C${values}`);
    else if (command === "closePath") parts.push("Z");
  }
  return parts.join("");
}

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
    const run = face.shape(line.text);
    return el(
      "g",
      { transform: `translate(${fmt(line.x)} ${fmt(line.baseline)}) scale(${fmt(scale)} ${fmt(-scale)})` },
      run.glyphs.map((glyph, i) =>
        el("use", {
          "xlink:href": sheet.use(face, glyph.font, glyph.id),
          x: Math.round(glyph.x * toEm + i * spacing),
          y: glyph.yOffset ? Math.round(glyph.yOffset * toEm) : undefined,
        }),
      ),
    );
  });
  return el("g", { "aria-label": block.source, fill: attrs.fill, opacity: attrs.opacity }, lines);
}
