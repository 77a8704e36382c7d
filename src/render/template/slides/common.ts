// What slide layouts share: their input, the content region, the title block, list limits.

import { type CappedLayout, LAYOUT_ITEM_CAPS } from "../../../contract/index.js";
import type { Box, Frame } from "../frame.js";
import { circle, nodes, type RectNode, rect, type SceneNode } from "../scene/nodes.js";
import { bottomOf, type PlacedBlock, placeText, type TextOptions } from "../text.js";

export interface SlideInput {
  title: string;
  /** The body's non-empty lines. */
  lines: string[];
  /** The body as one paragraph (lines joined by hard breaks). */
  body: string;
  imageDataUrl: string | undefined;
}

/** A layout draws into the region between header and footer: measured, laid out, returned as a scene. */
export type SlideLayoutRenderer = (frame: Frame, input: SlideInput, region: Box) => readonly SceneNode[];

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
export function accentBar(frame: Frame, x: number, y: number): RectNode {
  return rect({
    x,
    y,
    width: frame.gutter * 2,
    height: Math.max(4, frame.type.small * 0.25),
    fill: frame.colors.accent,
  });
}

/** The first items up to the layout's cap in the contract; the rest are reported, never dropped silently. */
export function limit<T>(frame: Frame, items: readonly T[], layout: CappedLayout): T[] {
  const { max, items: what } = LAYOUT_ITEM_CAPS[layout];
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

/** The heading of a content slide: the title at the top, set at heading size. */
export const slideHeading = (frame: Frame, input: SlideInput, region: Box): PlacedBlock =>
  title(
    frame,
    input,
    { ...region, height: region.height * 0.3 },
    { size: frame.type.heading * 1.3, verticalAlign: "top" },
  );

/**
 * Cells for `count` items under `heading`: one row of up to `oneRow` items, else two rows; the rows keep
 * `rowHeight` (or less) and sit centred in the space below the heading.
 */
export function centredGrid(
  frame: Frame,
  heading: PlacedBlock,
  region: Box,
  count: number,
  oneRow: number,
  rowHeight: number,
): Box[] {
  const perRow = count <= oneRow ? Math.max(count, 1) : Math.ceil(count / 2);
  const rowCount = Math.ceil(count / perRow) || 1;
  const space = below(heading, region, frame.gutter * 1.5);
  const bandHeight = Math.min(space.height, rowCount * rowHeight);
  const band = { ...space, y: space.y + (space.height - bandHeight) / 2, height: bandHeight };
  return rowsOf(band, rowCount, frame.gutter)
    .flatMap((row) => columnsOf(row, perRow, frame.gutter))
    .slice(0, count);
}

/** One item of a row of discs (process steps, people): an accent disc with a short label, a heading, a detail. */
export interface DiscItem {
  /** Field of the heading and detail; the label's field adds `.label`. */
  field: string;
  x: number;
  /** Top of the disc. */
  top: number;
  width: number;
  /** The item's text ends above this. */
  bottom: number;
  radius: number;
  label: string;
  labelSize: number;
  head: string;
  headSize: number;
  detail?: string | undefined;
}

export function discItem(frame: Frame, item: DiscItem): SceneNode[] {
  const { type, colors, gutter } = frame;
  const { x, top, radius } = item;
  const label = placeText(
    frame,
    `${item.field}.label`,
    item.label,
    { x, y: top, width: radius * 2, height: radius * 2 },
    {
      role: "display",
      size: item.labelSize,
      maxLines: 1,
      align: "middle",
      verticalAlign: "middle",
      fill: colors.ground,
    },
  );
  const headBox = { x, y: top + radius * 2 + gutter * 0.7, width: item.width, height: type.body * 2.7 };
  const head = placeText(frame, item.field, item.head, headBox, {
    role: "display",
    size: item.headSize,
    minSize: type.minBody,
    lineHeight: 1.2,
    maxLines: 2,
    verticalAlign: "top",
  });
  const detail = item.detail
    ? placeText(
        frame,
        item.field,
        item.detail,
        below(head, { ...headBox, height: item.bottom - headBox.y }, gutter * 0.35),
        {
          role: "body",
          size: type.small,
          minSize: type.small * 0.8,
          lineHeight: 1.3,
          fill: colors.muted,
          verticalAlign: "top",
        },
      )
    : undefined;
  return nodes([
    circle({ cx: x + radius, cy: top + radius, r: radius, fill: colors.accent }),
    label.node,
    head.node,
    detail?.node,
  ]);
}
