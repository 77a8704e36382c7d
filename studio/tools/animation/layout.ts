// Motion's composition as a Design Lab document: the material as the shader layer, the brand mark and the
// line of type as still layers placed at their positions (inside the safe margin; sharing a position, the
// type sits under the mark). The Design Lab's compositor then draws it — Motion has no compositor of its own.
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import { luminance, parseHex } from "../../../src/color/rgb.js";
import {
  CANVAS_DOCUMENT_SCHEMA,
  DEFAULT_SEQUENCE_BACKGROUND,
  DEFAULT_TEXT_LINE_HEIGHT,
  DESIGN_LAB_SOURCE_VERSION,
  type DesignLabDocument,
  designLabDocumentSchema,
  MOTION_MARGIN,
  MOTION_SIZES,
  type MotionDocument,
  type MotionPosition,
  type MotionText,
  type PartialMaterialSettings,
} from "../../../src/contract/index.js";
import { type FontBook, layoutText } from "../../../src/render/text/index.js";
import { resolveSettings } from "../../engines/index.js";
import { materialOf } from "../../runtime/material-record.js";

/** Layer ids of the composition (the frame's entrances find their rasters by them). */
export const MARK_LAYER = "mark";
export const TEXT_LAYER = "text";

/** Materials whose three colours average darker than this are dark grounds (the overlay's threshold). */
const DARK_GROUND = 0.3;
/** A line's ascent and descent, fractions of its size, while its faces are not at hand to measure it. */
const ASCENT = 0.75;
const DESCENT = 0.25;
/** The gap between a mark and the line under it, a fraction of the line's size. */
const GAP = 0.6;

/** A position's horizontal side is also the line's alignment; the text engine names them its own way. */
const ALIGN = { left: "start", center: "middle", right: "end" } as const;
type Horizontal = keyof typeof ALIGN;
type Vertical = "top" | "middle" | "bottom";

function anchorOf(position: MotionPosition): { h: Horizontal; v: Vertical } {
  if (position === "center") return { h: "center", v: "middle" };
  const [v, h = "center"] = position.split("-") as [Vertical, Horizontal | undefined];
  return { h, v };
}

interface Box {
  height: number;
  place(top: number): void;
}

const percent = (value: number, of: number) => Math.min(100, Math.max(0, (value / of) * 100));

/**
 * Whether the material is a dark ground: the mean luminance of its three colours. What an automatic mark and
 * a line without its own colour follow, so the defaults read on any material.
 */
export function darkMaterial(motion: MotionDocument): boolean {
  const settings = resolveSettings(
    materialOf(motion.material.materialId),
    motion.material.settings as PartialMaterialSettings,
  );
  const colors = [settings.colorA, settings.colorB, settings.colorC];
  const mean = colors.reduce((sum, color) => sum + luminance(parseHex(color)), 0) / colors.length;
  return mean < DARK_GROUND;
}

/** The height of the line's block (its wrapped lines, ascent to descent) and its first baseline's depth. */
function measureLine(
  text: MotionText,
  identity: ResolvedIdentity,
  fonts: FontBook | undefined,
  size: number,
  wrap: number,
  align: Horizontal,
): { height: number; baseline: number } {
  if (!fonts) return { height: (ASCENT + DESCENT) * size, baseline: ASCENT * size };
  const block = layoutText(fonts, {
    text: text.value,
    role: { ...identity.typography[text.font], weight: text.weight },
    box: { x: 0, y: 0, width: wrap, height: Number.MAX_SAFE_INTEGER },
    size,
    lineHeight: DEFAULT_TEXT_LINE_HEIGHT,
    align: ALIGN[align],
  });
  const first = block.lines[0]?.baseline ?? ASCENT * size;
  return { height: block.bounds.height, baseline: first - block.bounds.y };
}

/**
 * The Design Lab document that draws `motion` (its still layers without entrances applied). With the line's
 * faces (`fonts`), a line that wraps is measured, so the block it makes with the mark stays in the margin.
 */
export function compositionOf(
  motion: MotionDocument,
  identity: ResolvedIdentity,
  fonts?: FontBook,
): DesignLabDocument {
  const { width, height } = MOTION_SIZES[motion.size];
  const side = Math.min(width, height);
  const margin = (MOTION_MARGIN / 100) * side;
  const groups = new Map<MotionPosition, Box[]>();
  const layers: Record<string, unknown>[] = [
    {
      type: "shader",
      id: "shader",
      materialId: motion.material.materialId,
      settings: motion.material.settings,
    },
  ];
  const xOf = (h: Horizontal, w: number) =>
    h === "left" ? margin : h === "center" ? (width - w) / 2 : width - margin - w;

  const { mark, text } = motion;
  const dark = darkMaterial(motion);
  if (mark.visible) {
    const variant = mark.variant === "auto" ? (dark ? "dark" : "light") : mark.variant;
    const w = (mark.scale / 100) * side;
    const h = w / identity.logos[variant].aspect;
    const layer: Record<string, unknown> = {
      type: "brand-mark",
      id: MARK_LAYER,
      mark: { source: "identity", variant },
      x: percent(xOf(anchorOf(mark.position).h, w), width),
      scale: Math.min(100, Math.max(1, (w / width) * 100)),
      ...(mark.tint ? { tint: mark.tint } : {}),
    };
    layers.push(layer);
    groups.set(mark.position, [
      {
        height: h,
        place: (top) => {
          layer.y = percent(top + h, height); // the overlay's y is the mark's bottom edge
        },
      },
    ]);
  }
  if (text) {
    const size = (text.size / 100) * side;
    const { h } = anchorOf(text.position);
    const wrap = width - 2 * margin;
    const line = measureLine(text, identity, fonts, size, wrap, h);
    const layer: Record<string, unknown> = {
      type: "text",
      id: TEXT_LAYER,
      value: text.value,
      font: text.font,
      weight: text.weight,
      size: Math.min(40, Math.max(1, (size / height) * 100)),
      color: text.color ?? (dark ? identity.colors.paper : identity.colors.ink),
      align: h,
      x: percent(h === "left" ? margin : h === "center" ? width / 2 : width - margin, width),
      wrapWidth: percent(wrap, width),
    };
    layers.push(layer);
    const group = groups.get(text.position) ?? [];
    const gap = group.length > 0 ? GAP * size : 0;
    group.push({
      height: gap + line.height,
      place: (top) => {
        layer.y = percent(top + gap + line.baseline, height); // the text layer's y is its first baseline
      },
    });
    groups.set(text.position, group);
  }
  // Each position's block (mark, then the line under it) against its edge or centred.
  for (const [position, boxes] of groups) {
    const total = boxes.reduce((sum, box) => sum + box.height, 0);
    const { v } = anchorOf(position);
    let top = v === "top" ? margin : v === "middle" ? (height - total) / 2 : height - margin - total;
    for (const box of boxes) {
      box.place(top);
      top += box.height;
    }
  }
  return designLabDocumentSchema.parse({
    kind: "design-lab",
    schema: CANVAS_DOCUMENT_SCHEMA,
    version: DESIGN_LAB_SOURCE_VERSION,
    canvas: { backgroundColor: DEFAULT_SEQUENCE_BACKGROUND },
    layers,
  });
}
