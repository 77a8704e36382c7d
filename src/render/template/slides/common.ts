// What slide layouts share: their input, the content region, the title block, list limits.
import { type Child, el, type Markup } from "../../svg/index.js";
import type { Box, Frame } from "../frame.js";
import { bottomOf, type PlacedBlock, placeText, type TextOptions } from "../text.js";

export interface SlideInput {
  title: string;
  /** The body's non-empty lines. */
  lines: string[];
  /** The body as one paragraph (lines joined by hard breaks). */
  body: string;
  imageDataUrl: string | undefined;
}

/** A layout draws into the region between header and footer. */
export type SlideLayoutRenderer = (frame: Frame, input: SlideInput, region: Box) => Child;

/** The slide title: display face, balanced, shrinking to fit before it is ever shortened. */
export function title(
  frame: Frame,
  input: SlideInput,
  box: Box,
  options: Partial<TextOptions> = {},
): PlacedBlock {
  return placeText(frame, "title", input.title, box, {
    role: "display",
    size: frame.type.title,
    minSize: frame.type.minTitle,
    lineHeight: 1.08,
    balance: true,
    ...options,
  });
}

/** Body copy: body face, wrapping, shrinking to the body floor. */
export function paragraph(
  frame: Frame,
  field: string,
  text: string,
  box: Box,
  options: Partial<TextOptions> = {},
): PlacedBlock {
  return placeText(frame, field, text, box, {
    role: "body",
    size: frame.type.body,
    minSize: frame.type.minBody,
    lineHeight: 1.35,
    fill: frame.colors.muted,
    ...options,
  });
}

/** The box below a placed block, `gap` under its ink, down to `bottom`. */
export function below(placed: PlacedBlock, box: Box, gap: number, bottom = box.y + box.height): Box {
  const y = bottomOf(placed, box.y - gap) + gap;
  return { x: box.x, y, width: box.width, height: Math.max(0, bottom - y) };
}

/** A short accent bar, the identity's mark of emphasis above titles. */
export function accentBar(frame: Frame, x: number, y: number): Markup {
  return el("rect", {
    x,
    y,
    width: frame.gutter * 2,
    height: Math.max(4, frame.type.small * 0.25),
    fill: frame.colors.accent,
  });
}

/** The first `max` items; the rest are reported, never dropped silently. */
export function limit<T>(frame: Frame, items: readonly T[], max: number, what: string): T[] {
  if (items.length > max) {
    frame.warnings.push({
      code: "text_truncated",
      field: "body",
      message: `this layout shows at most ${max} ${what}; ${items.length - max} more line(s) of body were not shown`,
    });
  }
  return items.slice(0, max);
}

/** Splits a box into `count` equal cells across, `gap` apart. */
export function columnsOf(box: Box, count: number, gap: number): Box[] {
  const width = (box.width - gap * (count - 1)) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => ({
    x: box.x + i * (width + gap),
    y: box.y,
    width,
    height: box.height,
  }));
}

/** Splits a box into `count` equal rows, `gap` apart. */
export function rowsOf(box: Box, count: number, gap: number): Box[] {
  const height = (box.height - gap * (count - 1)) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) => ({
    x: box.x,
    y: box.y + i * (height + gap),
    width: box.width,
    height,
  }));
}
