// Placing text in a template: lays it out with the identity's type role, outlines it, and records the box
// it used and any warning (text that had to be shortened, characters no bundled font has).
import { fragment, type Markup } from "../svg/index.js";
import { layoutText, outlineText, type TextBlock, type TextSpec } from "../text/index.js";
import type { Box, Frame } from "./frame.js";

export type TypeRole = "display" | "body" | "mono";

export interface TextOptions extends Omit<TextSpec, "text" | "role" | "box"> {
  role: TypeRole;
  /** Defaults to the frame's ink. */
  fill?: string;
}

export interface PlacedBlock {
  markup: Markup;
  /** Undefined when there was no text to place. */
  block: TextBlock | undefined;
}

const EMPTY: PlacedBlock = { markup: fragment([]), block: undefined };

/** Lays out `value` in `box` and returns its outlined glyphs; empty text places nothing. */
export function placeText(
  frame: Frame,
  field: string,
  value: string,
  box: Box,
  options: TextOptions,
): PlacedBlock {
  if (value.trim() === "") return EMPTY;
  const { role: roleName, fill, ...spec } = options;
  const role = frame.identity.typography[roleName];
  const block = layoutText(frame.fonts, { ...spec, text: value, role, box });
  frame.placed.push({ field, box, bounds: block.bounds });
  if (block.truncated) {
    frame.warnings.push({
      code: "text_truncated",
      field,
      message: `${field} does not fit its space even at the smallest size, so it was shortened with "…"; shorten it to show all of it`,
    });
  }
  if (block.missingGlyphs.length > 0) {
    frame.warnings.push({
      code: "missing_glyph",
      field,
      message: `no bundled font can draw ${block.missingGlyphs.map((c) => JSON.stringify(c)).join(", ")}; a placeholder is shown`,
    });
  }
  return { markup: outlineText(block, frame.glyphs, { fill: fill ?? frame.colors.ink }), block };
}

/** The bottom of a placed block (its ink), or `fallback` when nothing was placed. */
export const bottomOf = (placed: PlacedBlock, fallback: number): number =>
  placed.block ? placed.block.bounds.y + placed.block.bounds.height : fallback;
