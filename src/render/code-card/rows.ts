// A card's code laid out in rows: tabs expanded to their stops, each line's tokens placed left to right by
// their measured width, and a line longer than the code's width wrapped onto rows of its own (at a space or a
// token's edge where one falls in the row, else between characters) at the line's indent — code never runs
// past the window.
import type { CodeToken, SyntaxRole } from "./highlighter.js";

/** A piece of a row: text without spaces in one role, `x` pixels from the code's left edge. */
export interface PlacedRun {
  readonly text: string;
  readonly role: SyntaxRole;
  readonly x: number;
  readonly width: number;
}

export interface CodeRow {
  /** The code line the row shows, 1-based. */
  readonly line: number;
  /** Whether the row starts its line (it carries the line's number). */
  readonly first: boolean;
  readonly runs: readonly PlacedRun[];
}

/** `code` with each tab advanced to the next multiple of `tabSize` columns (the grammars see spaces). */
export function expandTabs(code: string, tabSize: number): string {
  if (!code.includes("\t")) return code;
  return code.replace(/[^\r\n]*/gu, (line) => {
    let out = "";
    for (const char of line) {
      if (char === "\t") out += " ".repeat(tabSize - ([...out].length % tabSize));
      else out += char;
    }
    return out;
  });
}

/** The width of each line laid out unwrapped: the widest sets an automatic card's width. */
export function widestLine(lines: readonly CodeToken[][], measure: (text: string) => number): number {
  return Math.max(0, ...lines.map((tokens) => measure(tokens.map((token) => token.text).join(""))));
}

/** Spaces and what lies between them, in order. */
const PIECES = /\s+|\S+/gu;

/** Rows of `lines` within `width` pixels, each piece measured by `measure`. */
export function codeRows(
  lines: readonly CodeToken[][],
  measure: (text: string) => number,
  width: number,
): CodeRow[] {
  const rows: CodeRow[] = [];
  lines.forEach((tokens, index) => {
    let runs: PlacedRun[] = [];
    let first = true;
    let x = 0;
    // A wrapped line's rows hang at its indent (at most half the width), so its block still reads as one.
    const indent = Math.min(
      measure(/^\s*/u.exec(tokens.map((token) => token.text).join(""))?.[0] ?? ""),
      width / 2,
    );
    const wrap = () => {
      rows.push({ line: index + 1, first, runs });
      runs = [];
      first = false;
      x = indent;
    };
    for (const token of tokens) {
      for (const [piece] of token.text.matchAll(PIECES)) {
        const advance = measure(piece);
        if (/^\s/u.test(piece)) {
          // Spaces that reach the edge end the row; the next row starts at the indent, not with them. Leading
          // spaces past half the width stop there (the code stays in the window).
          if (x + advance > width && runs.length > 0) wrap();
          else x = runs.length > 0 ? x + advance : Math.min(x + advance, width / 2);
          continue;
        }
        if (x + advance > width && runs.length > 0 && advance <= width - indent) wrap();
        if (x + advance <= width) {
          runs.push({ text: piece, role: token.role, x, width: advance });
          x += advance;
          continue;
        }
        // Longer than a row: character by character, as a terminal wraps.
        let part = "";
        let partWidth = 0;
        for (const char of piece) {
          // Characters measured one by one (a mono face has no kerning to lose): linear in the piece.
          const charWidth = measure(char);
          if (x + partWidth + charWidth > width && part !== "") {
            runs.push({ text: part, role: token.role, x, width: partWidth });
            wrap();
            part = char;
            partWidth = charWidth;
          } else {
            part += char;
            partWidth += charWidth;
          }
        }
        if (part !== "") {
          runs.push({ text: part, role: token.role, x, width: partWidth });
          x += partWidth;
        }
      }
    }
    rows.push({ line: index + 1, first, runs });
  });
  return rows;
}
