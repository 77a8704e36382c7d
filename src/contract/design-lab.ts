// The Design Lab's own document: canvas document schema 2 / Design Lab source 4 — what the Studio's
// `material` tool reads, edits and exports: layers back to front (shader, brand mark, text, image, effect),
// the canvas, the export settings and the shader sequence. POST /api/generate keeps answering the version 3
// compatibility source of a design sequence; src/documents migrates it to this document.

import { z } from "zod";
import { DEFAULT_DESIGN_LAB_MODE, DESIGN_LAB_MODES } from "./design-export.js";
import { layerAppearanceShape } from "./design-lab-appearance.js";
import { groupIssues, layerGroupRef, layerGroupSchema, MAX_DESIGN_LAB_GROUPS } from "./design-lab-groups.js";
import { textEffectSchema } from "./design-lab-text-effect.js";
import {
  DEFAULT_SEQUENCE_BACKGROUND,
  effectSchema,
  exportSettingsSchema,
  MAX_TEXT_LAYERS,
  RATIO_ASPECT,
  RATIOS,
  type Ratio,
  sequenceSettingsSchema,
  shaderSchema,
  textLayerSchema,
} from "./design-sequence.js";
import type { IssueCode } from "./errors.js";
import { evenFrameSize } from "./frame-clock.js";
import { timelineSchema } from "./generate-responses.js";
import { identitySchema } from "./identity.js";
import { materialSettingsShape } from "./material-controls.js";
import { hexColor, imageDataUrl, range } from "./primitives.js";

export * from "./design-lab-appearance.js";
export * from "./design-lab-groups.js";
export * from "./design-lab-text-effect.js";

export const CANVAS_DOCUMENT_SCHEMA = 2;
export const DESIGN_LAB_SOURCE_VERSION = 4;
export const BRAND_MARK_VARIANTS = ["auto", "dark", "light"] as const;
/** Layers of every type together; text layers alone stay within MAX_TEXT_LAYERS. */
export const MAX_DESIGN_LAB_LAYERS = 64;
/** Line advance of text layers, a multiple of the font size (v3 text, one line, had none). */
export const DEFAULT_TEXT_LINE_HEIGHT = 1.2;

/** The Design Lab's canvas of each ratio, in CSS pixels (exports scale it to the export width). */
export const DESIGN_LAB_CANVAS: Readonly<Record<Ratio, { width: number; height: number }>> = {
  wide: { width: 1600, height: 900 },
  square: { width: 1200, height: 1200 },
  opengraph: { width: 1200, height: 630 },
};

const opacity = range(0, 100).default(100).describe("percent");
const percentOf = (side: "width" | "height", fallback: number) =>
  range(0, 100).default(fallback).describe(`percent of the canvas ${side}`);

/** What every layer has: an id unique within the document, an optional label, and the rail's toggles. */
const layerFields = (defaultId?: string) => ({
  id: defaultId === undefined ? z.string().min(1).max(64) : z.string().min(1).max(64).default(defaultId),
  name: z.string().max(80).optional().describe("the layer rail's label; default: from the layer's type"),
  visible: z.boolean().default(true),
  locked: z.boolean().default(false).describe("locked layers are not moved by direct manipulation"),
});

const shaderFields = shaderSchema.shape;

export const shaderLayerSchema = z.strictObject({
  ...layerFields("shader"),
  type: z.literal("shader"),
  materialId: z.string().min(1).max(80).describe("a material id from GET /api/materials"),
  blendMode: shaderFields.blendMode,
  opacity: shaderFields.opacity,
  shaderSize: shaderFields.shaderSize,
  settings: z
    .strictObject(materialSettingsShape)
    .default({})
    .describe("the shared controls; omitted ones take the material's own value, then the control's default"),
});

export const layerFillSchema = z
  .strictObject({
    materialId: z.string().min(1).max(80).describe("a material id from GET /api/materials"),
    settings: z
      .strictObject(materialSettingsShape)
      .default({})
      .describe(
        "the shared controls; omitted ones take the material's own value, then the control's default",
      ),
  })
  .describe(
    "draws what the layer draws (its glyphs or mark, as a mask) in this live material instead of its own colours; omitted: its own colours",
  );

export const brandMarkSourceSchema = z
  .discriminatedUnion("source", [
    z.strictObject({
      source: z.literal("identity"),
      variant: z
        .enum(BRAND_MARK_VARIANTS)
        .default("auto")
        .describe("auto: the dark-ground logo on a dark background, else the light-ground one"),
    }),
    z.strictObject({ source: z.literal("data-url"), dataUrl: imageDataUrl }),
  ])
  .default({ source: "identity", variant: "auto" });

export const brandMarkLayerSchema = z.strictObject({
  ...layerFields("brand-mark"),
  type: z.literal("brand-mark"),
  mark: brandMarkSourceSchema,
  tint: hexColor.optional().describe("draws the mark in one colour; omitted: its own colours"),
  x: percentOf("width", 6).describe("left edge, percent of the canvas width"),
  y: percentOf("height", 90).describe("bottom edge, percent of the canvas height (the mark sits on it)"),
  scale: range(1, 100).default(14).describe("the mark's width, percent of the canvas width"),
  opacity,
  ...layerAppearanceShape,
  fill: layerFillSchema.optional(),
  group: layerGroupRef,
});

export const designLabTextLayerSchema = textLayerSchema.extend({
  ...layerFields(),
  type: z.literal("text"),
  lineHeight: range(0.5, 3)
    .default(DEFAULT_TEXT_LINE_HEIGHT)
    .describe("line advance, a multiple of the font size"),
  wrapWidth: range(1, 100)
    .optional()
    .describe("percent of the canvas width to wrap within; omitted: lines break only at line breaks"),
  textEffect: textEffectSchema.optional(),
  fill: layerFillSchema.optional(),
  group: layerGroupRef,
});

export const imageLayerSchema = z.strictObject({
  ...layerFields(),
  type: z.literal("image"),
  dataUrl: imageDataUrl,
  x: percentOf("width", 0).describe("left edge, percent of the canvas width"),
  y: percentOf("height", 0).describe("top edge, percent of the canvas height"),
  width: range(1, 100)
    .default(100)
    .describe("percent of the canvas width; the height keeps the image's aspect"),
  opacity,
  ...layerAppearanceShape,
  group: layerGroupRef,
});

export const effectLayerSchema = z.strictObject({
  ...layerFields("effect"),
  type: z.literal("effect"),
  effect: effectSchema.describe("a post-pass over the layers below it"),
});

export const designLabLayerSchema = z.discriminatedUnion("type", [
  shaderLayerSchema,
  brandMarkLayerSchema,
  designLabTextLayerSchema,
  imageLayerSchema,
  effectLayerSchema,
]);

const sequenceFields = sequenceSettingsSchema.shape;
const sequenceSchema = z.strictObject({
  cutCount: sequenceFields.cutCount.describe(
    "cuts through distinct materials, ending on the bottom shader layer's",
  ),
  pace: sequenceFields.pace,
  finalHoldMs: sequenceFields.finalHoldMs,
  timeline: timelineSchema
    .optional()
    .describe(
      "the resolved cuts the shader-sequence export renders: distinct materials ending on the bottom shader layer's; omitted: resolved when exported",
    ),
});

const documentObject = z.strictObject({
  kind: z.literal("design-lab"),
  schema: z.literal(CANVAS_DOCUMENT_SCHEMA),
  version: z.literal(DESIGN_LAB_SOURCE_VERSION),
  name: z.string().max(240).optional(),
  mode: z
    .enum(DESIGN_LAB_MODES)
    .default(DEFAULT_DESIGN_LAB_MODE)
    .describe(
      `the Studio's Export mode: what its Download buttons export; design.export exports the mode the call names, ${DEFAULT_DESIGN_LAB_MODE} when it names none`,
    ),
  identity: identitySchema.optional(),
  canvas: z
    .strictObject({
      ratio: z.enum(RATIOS).default("wide"),
      backgroundColor: hexColor.default(DEFAULT_SEQUENCE_BACKGROUND),
    })
    .default({ ratio: "wide", backgroundColor: DEFAULT_SEQUENCE_BACKGROUND }),
  layers: z
    .array(designLabLayerSchema)
    .min(1)
    .max(MAX_DESIGN_LAB_LAYERS)
    .describe(`back to front; at least one shader layer, at most ${MAX_TEXT_LAYERS} text layers, ids unique`),
  groups: z
    .array(layerGroupSchema)
    .max(MAX_DESIGN_LAB_GROUPS)
    .optional()
    .describe(
      "brand-mark, text and image layers shown, locked, moved and scaled together (a layer names its group); ids unique; omitted: none",
    ),
  export: exportSettingsSchema
    .default(() => exportSettingsSchema.parse({}))
    .describe("the width in pixels (the height follows the ratio), frame rate, GIF quality and loop"),
  sequence: sequenceSchema.default(() => sequenceSchema.parse({})),
});

export const designLabDocumentSchema = documentObject
  .superRefine((document, ctx) => {
    for (const issue of documentIssues(document)) ctx.addIssue({ code: "custom", ...issue });
  })
  .describe("canvas document schema 2 / Design Lab source 4");

export type DesignLabDocument = z.output<typeof documentObject>;
export type DesignLabDocumentInput = z.input<typeof designLabDocumentSchema>;
export type DesignLabLayer = z.output<typeof designLabLayerSchema>;
export type ShaderLayer = z.output<typeof shaderLayerSchema>;
export type BrandMarkLayer = z.output<typeof brandMarkLayerSchema>;
export type DesignLabTextLayer = z.output<typeof designLabTextLayerSchema>;
export type ImageLayer = z.output<typeof imageLayerSchema>;
export type EffectLayer = z.output<typeof effectLayerSchema>;
export type LayerFill = z.output<typeof layerFillSchema>;
export type GroupableLayer = BrandMarkLayer | DesignLabTextLayer | ImageLayer;
export type DesignLabSequence = z.output<typeof sequenceSchema>;
export type DesignLabMode = (typeof DESIGN_LAB_MODES)[number];

interface DocumentIssue {
  path: (string | number)[];
  message: string;
  /** The API's issue code, where a more precise one than invalid_value fits. */
  params?: { code: IssueCode };
}

/** The rules across fields: unique ids, a shader layer, the text limit, and a timeline that matches. */
function documentIssues(document: DesignLabDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const seen = new Set<string>();
  document.layers.forEach((layer, index) => {
    if (seen.has(layer.id))
      issues.push({ path: ["layers", index, "id"], message: `duplicate layer id ${layer.id}` });
    seen.add(layer.id);
  });
  issues.push(...groupIssues(document.groups, document.layers as { group?: string }[]));
  const shader = document.layers.find((layer) => layer.type === "shader");
  if (!shader) issues.push({ path: ["layers"], message: "expected at least one shader layer" });
  const texts = document.layers.filter((layer) => layer.type === "text").length;
  if (texts > MAX_TEXT_LAYERS)
    issues.push({
      path: ["layers"],
      message: `expected at most ${MAX_TEXT_LAYERS} text layers, got ${texts}`,
      params: { code: "too_many" },
    });
  const { timeline } = document.sequence;
  if (timeline && shader) issues.push(...timelineIssues(document, timeline, shader.materialId));
  return issues;
}

/** A timeline is the one rendered only if it agrees with the export settings, sequence and shader. */
function timelineIssues(
  document: DesignLabDocument,
  timeline: NonNullable<DesignLabSequence["timeline"]>,
  finalMaterialId: string,
): DocumentIssue[] {
  const at = (...path: (string | number)[]) => ["sequence", "timeline", ...path];
  const issues: DocumentIssue[] = [];
  const expect = (ok: boolean, path: (string | number)[], message: string) => {
    if (!ok) issues.push({ path, message });
  };
  const { export: settings, sequence } = document;
  const { cuts } = timeline;
  expect(timeline.fps === settings.fps, at("fps"), `expected export.fps (${settings.fps})`);
  expect(
    cuts.length === sequence.cutCount,
    at("cuts"),
    `expected sequence.cutCount (${sequence.cutCount}) cuts`,
  );
  expect(
    new Set(cuts.map((cut) => cut.materialId)).size === cuts.length,
    at("cuts"),
    "expected distinct materials",
  );
  expect(
    cuts.at(-1)?.materialId === finalMaterialId,
    at("cuts"),
    `expected the last cut on the bottom shader layer's material (${finalMaterialId})`,
  );
  let startMs = 0;
  let startFrame = 0;
  cuts.forEach((cut, index) => {
    const ok = cut.index === index && cut.startMs === startMs && cut.startFrame === startFrame;
    expect(ok, at("cuts", index), "expected cuts in order, each starting where the one before ends");
    startMs += cut.durationMs;
    startFrame += cut.frameCount;
  });
  const totalMs = settings.durationMs + sequence.finalHoldMs;
  expect(startMs === settings.durationMs, at("cuts"), `expected cuts lasting export.durationMs in all`);
  expect(timeline.holdStartMs === settings.durationMs, at("holdStartMs"), "expected export.durationMs");
  expect(timeline.finalHoldMs === sequence.finalHoldMs, at("finalHoldMs"), "expected sequence.finalHoldMs");
  expect(timeline.totalMs === totalMs, at("totalMs"), `expected ${totalMs}`);
  const totalFrames = Math.ceil((totalMs * settings.fps) / 1000);
  expect(timeline.totalFrames === totalFrames, at("totalFrames"), `expected ${totalFrames}`);
  return issues;
}

/**
 * The frame size of an export of `width` pixels at `ratio`: the width rounded down to an even number, the
 * ratio's height for it rounded to the nearest even number (H.264 encoders refuse odd sizes). One rule for the
 * server's version 3 source and the Studio's exports, so a migrated document renders at the size it names.
 */
export function exportFrameSize(ratio: Ratio, width: number): { width: number; height: number } {
  return evenFrameSize(width, RATIO_ASPECT[ratio]);
}

/** The export size of a document: its width, the ratio's height, both even (video encoders need it). */
export function designLabExportSize(document: DesignLabDocument): { width: number; height: number } {
  return exportFrameSize(document.canvas.ratio, document.export.width);
}
