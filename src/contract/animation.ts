// Motion's own document (the Studio's `animation` tool): one material from the Shader Library, the brand mark
// and an optional line of type, each animated in with an easing curve, at a social size, exported as a loop.
// The loop is time-symmetric for the mark and the type: each entrance plays from the start, holds, and
// plays backwards into the loop's end (an exit mirroring the entrance), so the end meets the start.

import { z } from "zod";
import { BRAND_MARK_VARIANTS } from "./design-lab.js";
import { EXPORT_FPS, EXPORT_QUALITIES, FONT_ROLES, GIF_LOOPS } from "./design-sequence.js";
import { evenFrameSize } from "./frame-clock.js";
import { identitySchema } from "./identity.js";
import { materialSettingsShape } from "./material-controls.js";
import { hexColor, intRange, numberEnum, range } from "./primitives.js";

export const MOTION_SOURCE_VERSION = 1;

/** The social sizes Motion draws at, in pixels; exports may be narrower (same aspect, both sides even). */
export const MOTION_SIZES = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
  wide: { width: 1920, height: 1080 },
  opengraph: { width: 1200, height: 630 },
} as const satisfies Record<string, { width: number; height: number }>;
export type MotionSize = keyof typeof MOTION_SIZES;
export const MOTION_SIZE_NAMES = Object.keys(MOTION_SIZES) as [MotionSize, ...MotionSize[]];

/** How an element arrives: fades in, rises into place, or grows into place (none: there from the start). */
export const ENTRANCE_KINDS = ["fade", "rise", "scale", "none"] as const;
/** Easing curves of an entrance; back-out overshoots a little and settles. */
export const EASINGS = ["linear", "ease-in", "ease-out", "ease-in-out", "back-out"] as const;
/** Where an element sits: the centre, an edge's middle or a corner, inside the safe margin. */
export const MOTION_POSITIONS = [
  "center",
  "top",
  "bottom",
  "top-left",
  "top-right",
  "bottom-left",
  "bottom-right",
] as const;
/** The safe margin around the canvas, percent of its shorter side. */
export const MOTION_MARGIN = 8;
/** A rise starts this far below its place, percent of the canvas's shorter side. */
export const MOTION_RISE_DISTANCE = 8;
/** A scale entrance starts at this fraction of the element's size. */
export const MOTION_SCALE_FROM = 0.6;
/** The longest line of type. */
export const MOTION_MAX_TEXT = 120;
/** The narrowest export: small enough for tests and previews, wide enough to read. */
export const MOTION_MIN_EXPORT_WIDTH = 160;

const shorterSide = "percent of the canvas's shorter side";

export const entranceSchema = z.strictObject({
  kind: z.enum(ENTRANCE_KINDS).default("rise"),
  easing: z.enum(EASINGS).default("ease-out"),
  delayMs: intRange(0, 5000).default(0).describe("from the loop's start"),
  durationMs: intRange(100, 5000).default(800),
});

/**
 * The largest delay and duration an entrance that plays may take in a loop of `loopMs`: it ends by half the
 * loop, so each is bounded by the other (and by the schema's own maximum). Editors advertise these bounds.
 */
export function entranceBounds(
  entrance: { delayMs: number; durationMs: number },
  loopMs: number,
): { delayMs: number; durationMs: number } {
  const half = Math.floor(loopMs / 2);
  return {
    delayMs: Math.max(0, Math.min(5000, half - entrance.durationMs)),
    durationMs: Math.max(100, Math.min(5000, half - entrance.delayMs)),
  };
}

const entranceDefault = (delayMs: number) => entranceSchema.default(() => entranceSchema.parse({ delayMs }));

export const motionMaterialSchema = z.strictObject({
  materialId: z.string().min(1).max(80).describe("a material id from GET /api/materials"),
  settings: z
    .strictObject(materialSettingsShape)
    .default({})
    .describe("the shared controls; omitted ones take the material's own value, then the control's default"),
});

export const motionMarkSchema = z.strictObject({
  visible: z.boolean().default(true),
  position: z.enum(MOTION_POSITIONS).default("center"),
  variant: z
    .enum(BRAND_MARK_VARIANTS)
    .default("auto")
    .describe("which of the identity's logos; auto: the one made for the material's ground (dark or light)"),
  scale: range(5, 80).default(30).describe(`the mark's width, ${shorterSide}`),
  tint: hexColor.optional().describe("draws the mark in one colour; omitted: its own colours"),
  entrance: entranceDefault(0),
});

export const motionTextSchema = z.strictObject({
  value: z
    .string()
    .min(1)
    .max(MOTION_MAX_TEXT)
    .describe("a line of type, set by Marque's own text engine; wraps within the safe margin"),
  font: z.enum(FONT_ROLES).default("display").describe("the identity's typography role"),
  weight: intRange(100, 900).default(600).describe("font weight"),
  size: range(2, 20).default(5).describe(`font size, ${shorterSide}`),
  color: hexColor
    .optional()
    .describe("omitted: the identity's paper colour on a dark material, its ink on a light one"),
  position: z
    .enum(MOTION_POSITIONS)
    .default("center")
    .describe("sharing the mark's position, the line sits under the mark"),
  entrance: entranceDefault(300),
});

export const motionExportSchema = z.strictObject({
  width: intRange(MOTION_MIN_EXPORT_WIDTH, 1920)
    .optional()
    .describe(
      "pixels, at most the size's own width; the height keeps the size's aspect and both are even (H.264); omitted: the size's width",
    ),
  durationMs: intRange(1000, 8000).default(4000).describe("the loop's length"),
  fps: numberEnum(EXPORT_FPS).default(30),
  quality: z.enum(EXPORT_QUALITIES).default("balanced"),
  loop: z
    .enum(GIF_LOOPS)
    .default("seamless")
    .describe(
      "GIF and MP4: seamless crossfades the loop's last quarter (at most a second) into the start (the mark and type already mirror their entrances out); raw plays the timeline as is",
    ),
});

const documentObject = z.strictObject({
  kind: z.literal("motion"),
  version: z.literal(MOTION_SOURCE_VERSION),
  name: z.string().max(240).optional(),
  identity: identitySchema.optional(),
  size: z.enum(MOTION_SIZE_NAMES).default("square"),
  material: motionMaterialSchema,
  mark: motionMarkSchema.default(() => motionMarkSchema.parse({})),
  text: motionTextSchema.optional().describe("omitted: no type"),
  export: motionExportSchema.default(() => motionExportSchema.parse({})),
});

export const motionDocumentSchema = documentObject
  .superRefine((document, ctx) => {
    for (const issue of motionIssues(document)) ctx.addIssue({ code: "custom", ...issue });
  })
  .describe("Motion source 1: the `animation` tool's document");

export type MotionDocument = z.output<typeof documentObject>;
export type MotionDocumentInput = z.input<typeof motionDocumentSchema>;
export type MotionEntrance = z.output<typeof entranceSchema>;
export type MotionMark = z.output<typeof motionMarkSchema>;
export type MotionText = z.output<typeof motionTextSchema>;
export type MotionPosition = (typeof MOTION_POSITIONS)[number];
export type Easing = (typeof EASINGS)[number];

/**
 * Entrances that play end by half the loop (their mirrored exits start after it); the export is no wider than
 * the size.
 */
function motionIssues(document: MotionDocument): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const half = document.export.durationMs / 2;
  // Only entrances that play: a hidden mark's, or one of kind none, never moves.
  const elements = [
    ["mark", document.mark.visible ? document.mark.entrance : undefined],
    ["text", document.text?.entrance],
  ] as const;
  for (const [name, entrance] of elements) {
    if (!entrance || entrance.kind === "none" || entrance.delayMs + entrance.durationMs <= half) continue;
    issues.push({
      path: [name, "entrance", "durationMs"],
      message: `expected the entrance to end by half the loop (delayMs + durationMs ≤ ${half}: durationMs ≤ ${half - entrance.delayMs} after this delay, delayMs ≤ ${half - entrance.durationMs} for this duration): it plays backwards out of the loop's second half`,
    });
  }
  const { width } = MOTION_SIZES[document.size];
  if (document.export.width !== undefined && document.export.width > width)
    issues.push({
      path: ["export", "width"],
      message: `expected at most ${width}, the ${document.size} size's width`,
    });
  return issues;
}

/**
 * The frame size of a Motion export: the export width (default the size's) rounded down to an even number,
 * the size's height for it rounded to the nearest even number (H.264 encoders refuse odd sizes).
 */
export function motionExportSize(document: MotionDocument): { width: number; height: number } {
  const size = MOTION_SIZES[document.size];
  return evenFrameSize(document.export.width ?? size.width, size);
}
