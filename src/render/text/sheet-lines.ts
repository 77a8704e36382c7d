// Lines of type for a sheet (swatches, specimens), outlined with the identity's bundled faces (no <text>, no font files in
// the SVG): one glyph sheet per document, each label placed by its first baseline.
import type { TypographyRole } from "../../catalog/identities/types.js";
import { el, fmt, type Markup } from "../../svg/index.js";
import type { FontBook } from "./book.js";
import { layoutText } from "./layout.js";
import { type GlyphSheet, outlineText } from "./outline.js";

export interface LabelStyle {
  role: TypographyRole;
  size: number;
  fill: string;
  /** Letter spacing in em. */
  tracking?: number;
  uppercase?: boolean;
  align?: "start" | "middle" | "end";
  /** Keep the size (a specimen's figure is the point): a line too long ends in "…" rather than shrinking. */
  exact?: boolean;
  /** Line height, a multiple of the size (it places nothing on one line, but a role states it). */
  lineHeight?: number;
}

/** Sets one-line labels for a sheet; `width` bounds each label (longer ones shrink to fit, then ellipsize). */
export class SheetText {
  constructor(
    private readonly fonts: FontBook,
    private readonly glyphs: GlyphSheet,
  ) {}

  /** `text` with its first baseline at (`x`, `baseline`), within `width` from `x` (or around it, centred). */
  line(text: string, x: number, baseline: number, width: number, style: LabelStyle): Markup {
    const align = style.align ?? "start";
    const left = align === "start" ? x : align === "middle" ? x - width / 2 : x - width;
    const block = layoutText(this.fonts, {
      text,
      role: style.role,
      box: { x: left, y: 0, width, height: style.size * 4 },
      size: style.size,
      minSize: style.exact ? style.size : style.size * 0.75,
      lineHeight: style.lineHeight ?? 1.2,
      maxLines: 1,
      align,
      alignFor: "ltr",
      letterSpacing: style.tracking ?? 0,
      uppercase: style.uppercase ?? false,
    });
    const shift = baseline - (block.lines[0]?.baseline ?? 0);
    return el(
      "g",
      { transform: `translate(0 ${fmt(shift)})` },
      outlineText(block, this.glyphs, { fill: style.fill }),
    );
  }

  /** The width `text` takes in `style` (for placing what follows it). */
  width(text: string, style: LabelStyle): number {
    const block = layoutText(this.fonts, {
      text,
      role: style.role,
      box: { x: 0, y: 0, width: 10_000, height: style.size * 4 },
      size: style.size,
      maxLines: 1,
      letterSpacing: style.tracking ?? 0,
      uppercase: style.uppercase ?? false,
    });
    return block.bounds.width;
  }
}
