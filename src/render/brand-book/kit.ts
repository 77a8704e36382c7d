// What every page of a brand book draws with: the identity's colours, its faces as outlined lines and
// paragraphs (one glyph sheet a page), the page's running head and folio, and other SVG documents nested in
// a box (backgrounds and templates drawn by their own renderers).
import type { ResolvedIdentity, TypographyRole } from "../../catalog/identities/types.js";
import { mix, parseHex, toHex } from "../../color/rgb.js";
import { BRAND_BOOK_PAGE } from "../../contract/index.js";
import { type Child, createIdScope, el, type IdScope, type Markup, namespaceOf } from "../../svg/index.js";
import type { FontBook } from "../text/book.js";
import { layoutText } from "../text/layout.js";
import { GlyphSheet, outlineText } from "../text/outline.js";
import { type LabelStyle, SheetText } from "../text/sheet-lines.js";

export const W = BRAND_BOOK_PAGE.width;
export const H = BRAND_BOOK_PAGE.height;
/** The page's margin: the running head sits in it, everything else within. */
export const M = 80;
/** The type area: below the running head, above the folio. */
export const TOP = 170;
export const BOTTOM = H - 110;
export const INNER = W - 2 * M;

export type Role = "display" | "body" | "mono";

export interface TextStyle {
  size: number;
  fill?: string;
  role?: Role;
  tracking?: number;
  uppercase?: boolean;
  align?: "start" | "middle" | "end";
  lineHeight?: number;
}

export interface Set {
  markup: Markup;
  /** The last line's baseline, and the text's lowest ink (for placing what follows). */
  baseline: number;
  bottom: number;
}

/** `b` mixed into `a` by `amount` in sRGB (hairlines, panels). */
export const tint = (a: string, b: string, amount: number): string =>
  toHex(mix(parseHex(a), parseHex(b), amount));

export class PageKit {
  readonly ids: IdScope;
  readonly glyphs: GlyphSheet;
  readonly #text: SheetText;
  readonly ink: string;
  readonly paper: string;
  readonly muted: string;
  readonly accent: string;
  /** Hairlines and the panels that frame figures. */
  readonly rule: string;
  readonly panel: string;

  constructor(
    readonly identity: ResolvedIdentity,
    readonly fonts: FontBook,
    /** What the page draws, for its ids: two pages never share one. */
    key: unknown,
  ) {
    this.ids = createIdScope(namespaceOf({ book: identity.slug, key }, "book"));
    this.glyphs = new GlyphSheet(this.ids);
    this.#text = new SheetText(fonts, this.glyphs);
    const { ink, paper, semantic } = identity.colors;
    this.ink = ink;
    this.paper = paper;
    this.muted = semantic.muted;
    this.accent = semantic.accent;
    this.rule = tint(paper, ink, 0.18);
    this.panel = tint(paper, ink, 0.045);
  }

  face(role: Role = "body"): TypographyRole {
    return this.identity.typography[role];
  }

  #label(style: TextStyle): LabelStyle {
    return {
      role: this.face(style.role),
      size: style.size,
      fill: style.fill ?? this.ink,
      ...(style.tracking === undefined ? {} : { tracking: style.tracking }),
      ...(style.uppercase ? { uppercase: true } : {}),
      ...(style.align ? { align: style.align } : {}),
    };
  }

  /** One line, its first baseline at (x, baseline), within `width` (shrunk, then cut with "…"). */
  line(text: string, x: number, baseline: number, width: number, style: TextStyle): Markup {
    return this.#text.line(text, x, baseline, width, this.#label(style));
  }

  /** The width `text` takes in `style`. */
  width(text: string, style: TextStyle): number {
    return this.#text.width(text, this.#label(style));
  }

  /** A small uppercase label (kickers, captions' heads). */
  kicker(text: string, x: number, baseline: number, width: number, fill = this.muted): Markup {
    return this.line(text, x, baseline, width, { size: 15, fill, uppercase: true, tracking: 0.14 });
  }

  /**
   * A paragraph wrapped in `width` from its top at `y`, at most `maxLines` lines (it shrinks to fit, then ends
   * in "…"): the markup and where it ends.
   */
  paragraph(text: string, x: number, y: number, width: number, maxLines: number, style: TextStyle): Set {
    const lineHeight = style.lineHeight ?? 1.4;
    const block = layoutText(this.fonts, {
      text,
      role: this.face(style.role),
      box: { x, y, width, height: style.size * lineHeight * maxLines + style.size },
      size: style.size,
      minSize: style.size * 0.8,
      lineHeight,
      maxLines,
      align: style.align ?? "start",
      alignFor: "ltr",
      verticalAlign: "top",
      letterSpacing: style.tracking ?? 0,
      uppercase: style.uppercase ?? false,
      balance: true,
    });
    const last = block.lines.at(-1)?.baseline ?? y + style.size;
    return {
      markup: outlineText(block, this.glyphs, { fill: style.fill ?? this.ink }),
      baseline: last,
      bottom: block.bounds.y + block.bounds.height,
    };
  }

  /** A hairline across `width`. */
  hairline(x: number, y: number, width: number, fill = this.rule): Markup {
    return el("rect", { x, y, width, height: 1, fill });
  }

  /** The running head (section number and title, the identity's name) and the folio. */
  chrome(number: number, title: string, pages: number): Child[] {
    const label = `${String(number).padStart(2, "0")}  ${title}`;
    return [
      this.kicker(label, M, M + 12, INNER / 2, this.ink),
      this.line(this.identity.name, W - M, M + 12, INNER / 2, {
        size: 15,
        fill: this.muted,
        align: "end",
      }),
      this.hairline(M, M + 34, INNER),
      this.line(`${number} / ${pages}`, W - M, H - 48, 200, { size: 14, fill: this.muted, align: "end" }),
      this.line("Brand guidelines", M, H - 48, 400, { size: 14, fill: this.muted }),
    ];
  }
}

/**
 * Another renderer's SVG document nested in a box: its own viewBox kept, scaled to fit (`meet`) or to fill and
 * clip (`slice`), its ids its own (each renderer scopes them by what it draws). Marque's documents open with
 * one `<svg …>` tag and end with `</svg>`.
 */
export function nested(
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  label: string,
  fit: "meet" | "slice" = "meet",
): Markup {
  const open = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b[^>]*>/u.exec(svg);
  const viewBox = open ? /\sviewBox="([^"]*)"/u.exec(open[0])?.[1] : undefined;
  if (!open || !viewBox || !svg.trimEnd().endsWith("</svg>")) throw new Error("not an SVG document");
  const inner = svg.slice(open[0].length, svg.trimEnd().length - "</svg>".length);
  return el(
    "svg",
    {
      ...box,
      viewBox,
      preserveAspectRatio: `xMidYMid ${fit}`,
      overflow: "hidden",
      role: "img",
      "aria-label": label,
    },
    { svg: inner },
  );
}
