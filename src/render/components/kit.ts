// What the component sheet draws with: the component tokens, the identity's faces as outlined lines and
// paragraphs (one glyph sheet per sheet), and the sheet's measures. Components are drawn at SCALE times their
// CSS size, so a 40 px button reads on a 1600 px sheet as it does on a screen.
import { COMPONENT_SHEET_WIDTH } from "../../contract/index.js";
import { type Child, el, fmt, type Markup } from "../../svg/index.js";
import type { FontBook } from "../text/book.js";
import { layoutText } from "../text/layout.js";
import { type GlyphSheet, outlineText } from "../text/outline.js";
import { type LabelStyle, SheetText } from "../text/sheet-lines.js";
import { type ComponentIdentity, type ComponentTokens, tokenValue } from "./tokens.js";

export const W = COMPONENT_SHEET_WIDTH;
export const PAD = 72;
export const INNER = W - 2 * PAD;
export const GAP = 24;
/** CSS pixels → sheet pixels. */
export const SCALE = 1.5;

export type Role = "display" | "body" | "mono";

export class SheetKit {
  readonly text: SheetText;

  constructor(
    readonly identity: ComponentIdentity,
    readonly tokens: ComponentTokens,
    readonly fonts: FontBook,
    readonly glyphs: GlyphSheet,
  ) {
    this.text = new SheetText(fonts, glyphs);
  }

  /** A token's colour (or measure) by name. */
  hex(name: string): string {
    return tokenValue(this.tokens, name);
  }

  style(role: Role, size: number, fill = this.hex("text"), extra: Partial<LabelStyle> = {}): LabelStyle {
    return { role: this.identity.typography[role], size, fill, ...extra };
  }

  line(text: string, x: number, baseline: number, width: number, style: LabelStyle): Markup {
    return this.text.line(text, x, baseline, width, style);
  }

  width(text: string, style: LabelStyle): number {
    return this.text.width(text, style);
  }

  /** A small uppercase caption (column heads, kickers). */
  caption(text: string, x: number, baseline: number, width: number): Markup {
    return this.line(
      text,
      x,
      baseline,
      width,
      this.style("body", 13, this.hex("text-muted"), { uppercase: true, tracking: 0.1 }),
    );
  }

  /** A contrast figure under what it measures. */
  figure(
    ratio: number,
    x: number,
    baseline: number,
    width: number,
    align: "start" | "middle" = "start",
  ): Markup {
    return this.line(
      `${ratio.toFixed(2)}:1`,
      x,
      baseline,
      width,
      this.style("mono", 13, this.hex("text-muted"), { align }),
    );
  }

  /** A paragraph wrapped in `width` from its top at `y`, at most `maxLines` lines; and where its ink ends. */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    maxLines: number,
    style: LabelStyle,
  ): { markup: Markup; bottom: number } {
    const lineHeight = 1.45;
    const block = layoutText(this.fonts, {
      text,
      role: style.role,
      box: { x, y, width, height: style.size * lineHeight * maxLines + style.size },
      size: style.size,
      minSize: style.size * 0.85,
      lineHeight,
      maxLines,
      align: "start",
      alignFor: "ltr",
      verticalAlign: "top",
      letterSpacing: 0,
      uppercase: false,
    });
    return {
      markup: outlineText(block, this.glyphs, { fill: style.fill }),
      bottom: block.bounds.y + block.bounds.height,
    };
  }

  /** A filled box, with a 1 px (CSS) edge when `stroke` is given. */
  box(
    box: { x: number; y: number; width: number; height: number },
    fill: string,
    radius: number,
    stroke?: string,
    strokeWidth = SCALE,
  ): Markup {
    // The edge drawn inside the box, as CSS borders are.
    const inset = stroke ? strokeWidth / 2 : 0;
    return el("rect", {
      x: fmt(box.x + inset),
      y: fmt(box.y + inset),
      width: fmt(box.width - 2 * inset),
      height: fmt(box.height - 2 * inset),
      rx: fmt(Math.max(0, radius - inset)),
      fill,
      stroke,
      "stroke-width": stroke ? fmt(strokeWidth) : undefined,
    });
  }

  /** The focus ring: 2 px wide, 2 px outside the box (CSS `outline-offset: 2px`). */
  ring(box: { x: number; y: number; width: number; height: number }, radius: number): Markup {
    const offset = 3 * SCALE;
    return el("rect", {
      x: fmt(box.x - offset),
      y: fmt(box.y - offset),
      width: fmt(box.width + 2 * offset),
      height: fmt(box.height + 2 * offset),
      rx: fmt(radius + offset),
      fill: "none",
      stroke: this.hex("focus-ring"),
      "stroke-width": fmt(2 * SCALE),
    });
  }

  /** A section's heading and hairline; answers where its content starts. */
  heading(title: string, note: string, y: number, out: Child[]): number {
    out.push(this.line(title, PAD, y + 30, INNER, this.style("display", 30)));
    out.push(this.line(note, PAD, y + 60, INNER, this.style("body", 16, this.hex("text-muted"))));
    out.push(el("rect", { x: PAD, y: y + 78, width: INNER, height: 1, fill: this.hex("border") }));
    return y + 110;
  }
}
