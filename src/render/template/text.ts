// Placing text in a template: lays it out with the identity's type role into a text node of the scene (the
// serializer outlines it), and records the box it used and any warning (text that had to be shortened,
// characters no bundled font has).
import { breakPieces, layoutText, type TextBlock, type TextSpec } from "../text/index.js";
import { type Box, type Frame, onCanvas } from "./frame.js";
import { type SceneNode, upright } from "./scene/nodes.js";

export type TypeRole = "display" | "body" | "mono";

export interface TextOptions extends Omit<TextSpec, "text" | "role" | "box"> {
  role: TypeRole;
  /** Defaults to the frame's ink. */
  fill?: string;
}

export interface PlacedBlock {
  /** The block as a scene node (upright: it reads the same way round on a mirrored page). */
  node: SceneNode | undefined;
  /** Undefined when there was no text to place. */
  block: TextBlock | undefined;
}

const EMPTY: PlacedBlock = { node: undefined, block: undefined };

/** Lays out `value` in `box` and returns it as a text node; empty text places nothing. */
export function placeText(
  frame: Frame,
  field: string,
  value: string,
  box: Box,
  options: TextOptions,
): PlacedBlock {
  if (value.trim() === "") return EMPTY;
  // Every field written out, in one order: specs then share one shape, and layout (which reads their fields
  // hundreds of times a document) reads them at one place each. Built from `options` by Object.assign, their
  // shapes were as many as the callers' mixes of options.
  const spec: TextSpec = {
    text: value,
    role: frame.identity.typography[options.role],
    box,
    size: options.size,
    minSize: options.minSize,
    lineHeight: options.lineHeight,
    maxLines: options.maxLines,
    align: options.align,
    // Laid out as it will read on the mirrored page (start on the right), then moved there unflipped.
    alignFor: frame.mirrored ? "rtl" : undefined,
    verticalAlign: options.verticalAlign,
    direction: frame.direction,
    han: frame.han,
    balance: options.balance,
    letterSpacing: options.letterSpacing,
    uppercase: options.uppercase,
  };
  const block = layoutText(frame.fonts, spec);
  frame.placed.push({ field, box: onCanvas(frame, box), bounds: onCanvas(frame, block.bounds, box) });
  if (block.truncated) {
    frame.warnings.push({
      code: "text_truncated",
      field,
      message: `${field} does not fit its space even at the smallest size, so it was shortened with "…"; shorten it to show all of it`,
    });
  }
  if (block.missingGlyphs.length > 0) {
    frame.warnings.push({ code: "missing_glyph", field, message: missingMessage(block.missingGlyphs) });
  }
  // Set now, outlined when the scene is written; `order` keeps glyph numbering in setting order.
  const text = {
    kind: "text",
    block,
    fill: options.fill ?? frame.colors.ink,
    order: frame.placed.length - 1,
  } as const;
  return { node: upright(box, text), block };
}

/** Characters a warning names; the rest are counted. */
const NAMED_MISSING = 5;

/** `no bundled font can draw "ქ" (U+10E5), …`: the code point too, since the character itself may not show. */
function missingMessage(chars: readonly string[]): string {
  const named = chars
    .slice(0, NAMED_MISSING)
    .map((c) => {
      const points = [...c].map(
        (p) => `U+${(p.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
      );
      return `${JSON.stringify(c)} (${points.join(" ")})`;
    })
    .join(", ");
  const more = chars.length > NAMED_MISSING ? ` and ${chars.length - NAMED_MISSING} more` : "";
  return `no bundled font can draw ${named}${more}; a placeholder is shown`;
}

/** The bottom of a placed block (its ink), or `fallback` when nothing was placed. */
export const bottomOf = (placed: PlacedBlock, fallback: number): number =>
  placed.block ? placed.block.bounds.y + placed.block.bounds.height : fallback;

/** How a text sets at one size in one width, without placing it: its height, and whether it fits whole. */
export interface Measured {
  height: number;
  lines: number;
  /** False when it needs more than `maxLines` lines or a word is wider than the width. */
  fits: boolean;
}

/** Measures `value` set at exactly `size` in `width` (no shrinking), for layouts that choose an arrangement. */
export function measureText(
  frame: Frame,
  value: string,
  width: number,
  options: { role: TypeRole; size: number; lineHeight: number; maxLines: number },
): Measured {
  if (value.trim() === "") return { height: 0, lines: 0, fits: true };
  const role = frame.identity.typography[options.role];
  const block = layoutText(frame.fonts, {
    text: value,
    role,
    box: { x: 0, y: 0, width, height: Number.MAX_SAFE_INTEGER },
    size: options.size,
    lineHeight: options.lineHeight,
    maxLines: options.maxLines,
    han: frame.han,
    direction: frame.direction,
  });
  const face = frame.fonts.face(role);
  // What must not be broken: the pieces between line-break opportunities (words, or single CJK characters).
  const wordFits = value
    .split(/\r?\n/u)
    .flatMap((paragraph) => breakPieces(paragraph.trim()))
    .every(
      (piece) => face.measure(piece.trim(), block.size, block.letterSpacing, { han: frame.han }) <= width,
    );
  return { height: block.bounds.height, lines: block.lines.length, fits: !block.truncated && wordFits };
}
