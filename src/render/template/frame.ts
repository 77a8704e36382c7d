// The frame every template layout draws into: canvas, grid, colours, type scale, and the record of what
// was placed (text boxes for the no-overlap checks, warnings for the response).
import type { IdentityLogo, ResolvedIdentity } from "../../catalog/identities/types.js";
import type { Warning } from "../../contract/index.js";
import type { IdScope } from "../../svg/index.js";
import { type Direction, type FontBook, GlyphSheet, type HanLocale } from "../text/index.js";
import type { TemplateColors } from "./colors.js";
import type { Box } from "./scene/nodes.js";

export type { Box } from "./scene/nodes.js";

/** A text block as placed: the box it was given and the ink bounds it used. */
export interface PlacedText {
  /** The request field the text came from (`title`, `body`, `body.2`, `identity.name`…). */
  field: string;
  box: Box;
  bounds: Box;
}

/** A partner's logo: from `partnerLogoDataUrl` or the identity's proof asset named by `partnerId`. */
export interface PartnerMark {
  logo: IdentityLogo;
  /** The partner's name when known (proof assets), for accessible text. */
  name?: string;
}

export interface Frame {
  readonly width: number;
  readonly height: number;
  /** Safe area inside the margins. */
  readonly content: Box;
  /** Column grid of the safe area: x of column `i` spanning `span` columns. */
  column(index: number, span: number): { x: number; width: number };
  readonly gutter: number;
  /** Type sizes of this canvas, in pixels. */
  readonly type: TypeScale;
  readonly colors: TemplateColors;
  readonly identity: ResolvedIdentity;
  readonly ids: IdScope;
  readonly fonts: FontBook;
  /** Which CJK forms every block of the document uses, so one character looks the same throughout. */
  readonly han: HanLocale;
  /** The document's direction, for blocks with no letter of their own (a phone number in Arabic slides). */
  readonly direction: Direction;
  /**
   * Right-to-left documents are mirrored: layouts draw as for left-to-right and the document flips their
   * content and chrome (one transform of the scene, scene/mirror.ts), so the start side (accent rules, the
   * first column, the logo) is the right, as Arabic and Hebrew decks are laid out; text and images are
   * flipped back in place (upright nodes). Text is laid out for the mirrored page (aligned from the right).
   */
  readonly mirrored: boolean;
  /** Glyph outlines used so far; they go into the document's <defs>. */
  readonly glyphs: GlyphSheet;
  readonly partner: PartnerMark | undefined;
  /** Text blocks placed so far (for tests and overlap checks). */
  readonly placed: PlacedText[];
  readonly warnings: Warning[];
}

export interface TypeScale {
  hero: number;
  title: number;
  heading: number;
  body: number;
  small: number;
  /** Floor of shrink-to-fit for titles and body text. */
  minTitle: number;
  minBody: number;
}

const COLUMNS = 12;

/** Margins and type scale follow the canvas's short side, so every template keeps the same proportions. */
export function createFrame(options: {
  width: number;
  height: number;
  colors: TemplateColors;
  identity: ResolvedIdentity;
  ids: IdScope;
  fonts: FontBook;
  partner: PartnerMark | undefined;
  warnings: Warning[];
  han?: HanLocale;
  direction?: Direction;
}): Frame {
  const { width, height } = options;
  const unit = height / 900;
  const marginX = Math.round(96 * unit);
  const marginY = Math.round(72 * unit);
  const gutter = Math.round(32 * unit);
  const content = { x: marginX, y: marginY, width: width - 2 * marginX, height: height - 2 * marginY };
  const columnWidth = (content.width - gutter * (COLUMNS - 1)) / COLUMNS;
  // Every field written out: spreading `options` (whose optional fields come and go) made a frame ~4 µs.
  return {
    width,
    height,
    colors: options.colors,
    identity: options.identity,
    ids: options.ids,
    fonts: options.fonts,
    partner: options.partner,
    warnings: options.warnings,
    han: options.han ?? "zh",
    direction: options.direction ?? "ltr",
    mirrored: options.direction === "rtl",
    content,
    gutter,
    column: (index, span) => ({
      x: content.x + index * (columnWidth + gutter),
      width: span * columnWidth + (span - 1) * gutter,
    }),
    type: {
      hero: Math.round(120 * unit),
      title: Math.round(84 * unit),
      heading: Math.round(44 * unit),
      body: Math.round(30 * unit),
      small: Math.round(22 * unit),
      minTitle: Math.round(44 * unit),
      minBody: Math.round(20 * unit),
    },
    glyphs: new GlyphSheet(options.ids),
    placed: [],
  };
}

/**
 * Where a box laid out in a frame ends up on the canvas: its mirror image in a mirrored frame, or, for
 * something moved with the box it was laid out `in` (an upright node), its place in that box's mirror image.
 */
export function onCanvas(frame: Frame, box: Box, within: Box = box): Box {
  return frame.mirrored ? { ...box, x: box.x + frame.width - 2 * within.x - within.width } : box;
}
