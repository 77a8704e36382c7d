// Laying out a block of text in a box: greedy wrapping at line-break opportunities by measured width,
// shrink-to-fit down to a floor, balanced lines for titles, and — only when nothing else fits — an ellipsis
// the caller is told about. Right-to-left paragraphs start at the right.

import type { TypographyRole } from "../../catalog/identities/types.js";
import { type Direction, paragraphDirection } from "./bidi.js";
import type { Face, FontBook, ShapedRun } from "./book.js";
import { breakPieces, clustersOf } from "./breaks.js";
import { hanLocale } from "./itemize.js";
import { laidOutFor } from "./laid-out.js";
import type { HanLocale } from "./registry.js";

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextSpec {
  /** May contain "\n" hard breaks; runs of spaces collapse. */
  text: string;
  role: TypographyRole;
  box: TextBox;
  /** Preferred size in pixels. */
  size: number;
  /** Shrink-to-fit floor (default: `size`, no shrinking). */
  minSize?: number;
  /** Line pitch as a multiple of the size (default 1.2). */
  lineHeight?: number;
  maxLines?: number;
  /** `start` is the left in left-to-right paragraphs and the right in right-to-left ones. */
  align?: "start" | "middle" | "end";
  /**
   * The direction `start` and `end` follow in every paragraph, whatever its own (default: each paragraph's
   * own). A mirrored page passes `rtl`: each block then hugs the page's start side, a URL as well as a title.
   */
  alignFor?: Direction;
  verticalAlign?: "top" | "middle" | "bottom";
  /** Direction of paragraphs with no letter of their own, such as a phone number (default: that of the
   * text's first letter; a document with several blocks passes its own). */
  direction?: Direction;
  /** Which CJK forms (default: guessed from this text; a document with several blocks passes one for all). */
  han?: HanLocale;
  /** Even out line widths (same number of lines as greedy wrapping). */
  balance?: boolean;
  /** In em. */
  letterSpacing?: number;
  uppercase?: boolean;
}

export interface LaidLine {
  text: string;
  x: number;
  baseline: number;
  width: number;
  /** Its paragraph's direction. */
  direction: Direction;
  /** Its glyphs, shaped as its paragraph sets it. */
  run: ShapedRun;
}

/** A laid-out block; shared (the same text in the same box is laid out once), so never changed. */
export interface TextBlock {
  readonly face: Face;
  readonly lines: readonly Readonly<LaidLine>[];
  readonly size: number;
  readonly letterSpacing: number;
  /** The text as given (before case changes), for accessible labels. */
  source: string;
  /** Space the lines occupy: ascent of the first line to descent of the last, widest line across. */
  bounds: TextBox;
  /** True when the text did not fit at the floor size and was shortened with "…". */
  truncated: boolean;
  /** Characters no bundled font can draw (shown as "?"). */
  missingGlyphs: string[];
  /** Which CJK forms the whole text wants (lines alone may not tell). */
  han: HanLocale;
}

const ELLIPSIS = "…";
/** Each shrink step takes 4 % off the size (sizes are whole pixels, so outlines scale by size / 1000). */
const SHRINK = 0.96;

type Measure = (text: string, direction: Direction) => number;

interface Paragraph {
  pieces: readonly string[];
  direction: Direction;
}

interface Line {
  text: string;
  direction: Direction;
}

interface Wrapped {
  lines: Line[];
  /** True when a piece wider than the line had to be broken. */
  broken: boolean;
}

/**
 * Widths of whole pieces: `measure` of pieces [from, to) of paragraph `paragraph`, joined and trimmed. Wrapping
 * asks for the same spans again and again (each balancing step, each size): by index, no line text is built
 * or hashed to find a width it already has.
 */
interface Measures {
  text: Measure;
  span: (paragraph: number, from: number, to: number) => number;
}

/** Greedy wrap of paragraphs at `width`; pieces wider than the line are broken between clusters. */
function wrap(paragraphs: readonly Paragraph[], width: number, measure: Measures): Wrapped {
  const lines: Line[] = [];
  let broken = false;
  paragraphs.forEach(({ pieces, direction }, p) => {
    const fits = (text: string) => measure.text(text.trimEnd(), direction) <= width;
    const push = (text: string) => lines.push({ text: text.trimEnd(), direction });
    const spanFits = (from: number, to: number) => measure.span(p, from, to) <= width;
    // The line so far: pieces [start, i) — or, once a piece too wide for any line began it, its last clusters.
    let start = 0;
    let clustered: string | undefined;
    pieces.forEach((piece, i) => {
      if (clustered === undefined) {
        if (spanFits(start, i + 1)) return;
        if (start < i) push(pieces.slice(start, i).join(""));
      } else {
        if (fits(clustered + piece)) {
          clustered += piece;
          return;
        }
        push(clustered);
        clustered = undefined;
      }
      start = i;
      if (spanFits(i, i + 1)) return;
      // A single piece wider than the box: break it where it must, no hyphen.
      broken = true;
      let line = "";
      for (const cluster of clustersOf(piece)) {
        if (line && !fits(line + cluster)) {
          push(line);
          line = "";
        }
        line += cluster;
      }
      clustered = line;
    });
    push(clustered ?? pieces.slice(start).join(""));
  });
  return { lines, broken };
}

/** `line` shortened until `line…` fits `width` (whole pieces first, then clusters). */
function ellipsize(line: Line, width: number, measure: Measure): Line {
  let text = line.text.trimEnd();
  while (text && measure(text + ELLIPSIS, line.direction) > width) {
    const pieces = breakPieces(text);
    text =
      pieces.length > 1 ? pieces.slice(0, -1).join("").trimEnd() : clustersOf(text).slice(0, -1).join("");
  }
  return { text: text + ELLIPSIS, direction: line.direction };
}

/**
 * How many lines greedy wrapping at `width` makes, as `wrap` would, or undefined when a piece is wider than
 * the line (wrap would break it). Balancing asks this a dozen times a block and needs no line's text.
 */
function lineCount(paragraphs: readonly Paragraph[], width: number, measure: Measures): number | undefined {
  let count = 0;
  for (let p = 0; p < paragraphs.length; p++) {
    const { pieces } = paragraphs[p] as Paragraph;
    let start = 0;
    for (let i = 0; i < pieces.length; i++) {
      if (measure.span(p, start, i + 1) <= width) continue;
      if (start < i) count++;
      start = i;
      if (measure.span(p, i, i + 1) > width) return undefined;
    }
    count++;
  }
  return count;
}

/** The narrowest width (down to half the box) at which greedy wrapping keeps the same line count. */
function balancedWidth(
  paragraphs: readonly Paragraph[],
  width: number,
  count: number,
  measure: Measures,
): number {
  let low = width / 2;
  let high = width;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const lines = lineCount(paragraphs, mid, measure);
    if (lines !== undefined && lines <= count) high = mid;
    else low = mid;
  }
  return high;
}

/** Runs of white space collapse to one space; no-break spaces stay, so they keep their words together. */
const COLLAPSIBLE = /[\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]+/gu;

/** Lays out `spec.text` in `spec.box`. Pure and deterministic; a block laid out before is answered again. */
export function layoutText(book: FontBook, spec: TextSpec): TextBlock {
  const face = book.face(spec.role);
  return laidOutFor(book).get(face, spec, () => layoutBlock(face, spec));
}

function layoutBlock(face: Face, spec: TextSpec): TextBlock {
  const letterSpacing = spec.letterSpacing ?? 0;
  const text = (spec.uppercase ? spec.text.toUpperCase() : spec.text).normalize("NFC");
  const han = spec.han ?? hanLocale(text);
  const paragraphs: Paragraph[] = text
    .split(/\r?\n/u)
    .map((p) => p.replace(COLLAPSIBLE, " ").trim())
    .filter((p) => p !== "")
    .map((p) => ({
      pieces: breakPieces(p),
      direction: /\p{L}/u.test(p) ? paragraphDirection(p) : (spec.direction ?? paragraphDirection(text)),
    }));
  const pitchOf = (size: number) => size * (spec.lineHeight ?? 1.2);
  // Room for fallback glyphs that reach past the face's own ascent or descent (none for the face's own text).
  const overhang = paragraphs.reduce(
    (most, p) => {
      const { above, below } = face.overhang(p.pieces.join(""), { direction: p.direction, han });
      return { above: Math.max(most.above, above), below: Math.max(most.below, below) };
    },
    { above: 0, below: 0 },
  );
  const ascent = face.ascent + overhang.above;
  const extentOf = (size: number) => (ascent + face.descent + overhang.below) * size;
  const fitLines = (size: number) => {
    const byHeight = Math.floor((spec.box.height - extentOf(size)) / pitchOf(size)) + 1;
    return Math.max(0, Math.min(spec.maxLines ?? Number.POSITIVE_INFINITY, byHeight));
  };
  const minSize = Math.round(Math.min(spec.size, spec.minSize ?? spec.size));

  // Widths at 1 px, kept for the call: shrinking and balancing measure the same lines again and again, and a
  // width scales with the size exactly ((w × 1) × s is w × s).
  const widths = new Map<string, number>();
  const em = (line: string, direction: Direction): number => {
    const key = direction === "rtl" ? `\u0000${line}` : line;
    let width = widths.get(key);
    if (width === undefined) {
      width = face.measure(line, 1, letterSpacing, { direction, han });
      widths.set(key, width);
    }
    return width;
  };

  // Whole-piece spans' widths at 1 px, by paragraph and piece indices (see Measures).
  const spans = paragraphs.map(() => new Map<number, number>());
  const emSpan = (paragraph: number, from: number, to: number): number => {
    const { pieces, direction } = paragraphs[paragraph] as Paragraph;
    const known = spans[paragraph] as Map<number, number>;
    const key = from * (pieces.length + 1) + to;
    let width = known.get(key);
    if (width === undefined) {
      width = em(pieces.slice(from, to).join("").trimEnd(), direction);
      known.set(key, width);
    }
    return width;
  };
  const measureAt = (s: number): Measures => ({
    text: (t, direction) => em(t, direction) * s,
    span: (paragraph, from, to) => emSpan(paragraph, from, to) * s,
  });

  let size = Math.round(spec.size);
  let lines: Line[] = [];
  let truncated = false;
  for (;;) {
    const wrapped = wrap(paragraphs, spec.box.width, measureAt(size));
    lines = wrapped.lines;
    // Breaking a word is a last resort: shrink first, and accept it only at the floor.
    if (lines.length <= fitLines(size) && (!wrapped.broken || size <= minSize)) {
      if (spec.balance && lines.length > 1 && !wrapped.broken) {
        lines = wrap(
          paragraphs,
          balancedWidth(paragraphs, spec.box.width, lines.length, measureAt(size)),
          measureAt(size),
        ).lines;
      }
      break;
    }
    if (size <= minSize) {
      const room = Math.max(1, fitLines(size));
      const kept = lines.slice(0, room);
      kept[room - 1] = ellipsize(
        kept[room - 1] ?? { text: "", direction: "ltr" },
        spec.box.width,
        measureAt(size).text,
      );
      lines = kept;
      truncated = true;
      break;
    }
    size = Math.max(minSize, Math.min(size - 1, Math.round(size * SHRINK)));
  }

  const pitch = pitchOf(size);
  const height = lines.length > 0 ? extentOf(size) + (lines.length - 1) * pitch : 0;
  const { box } = spec;
  const top =
    spec.verticalAlign === "middle"
      ? box.y + (box.height - height) / 2
      : spec.verticalAlign === "bottom"
        ? box.y + box.height - height
        : box.y;
  const laid = lines.map(({ text: line, direction }, i) => {
    const width = em(line, direction) * size;
    const align = spec.align ?? "start";
    const atRight = align === ((spec.alignFor ?? direction) === "rtl" ? "start" : "end");
    const x =
      align === "middle" ? box.x + (box.width - width) / 2 : atRight ? box.x + box.width - width : box.x;
    const run = face.shape(line, { direction, han });
    return { text: line, x, baseline: top + ascent * size + i * pitch, width, direction, run };
  });
  const left = Math.min(...laid.map((l) => l.x), box.x + box.width);
  const right = Math.max(...laid.map((l) => l.x + l.width), left);
  const missing = new Set(laid.flatMap((l) => l.run.missing));
  return {
    face,
    lines: laid,
    size,
    letterSpacing,
    source: spec.text,
    bounds: { x: laid.length > 0 ? left : box.x, y: top, width: right - left, height },
    truncated,
    missingGlyphs: [...missing],
    han,
  };
}
