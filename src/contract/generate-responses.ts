// The JSON answers of POST /api/generate besides the artifact envelope: the element brief and the
// design-sequence response with its version 3 source document. OpenAPI describes each kind's answer with
// them, and the tests parse real answers with them.
import { z } from "zod";
import { ARTIFACT_SCHEMA_VERSION, warningSchema } from "./artifact.js";
import { elementsDocumentSchema, identitiesDocumentSchema } from "./catalogs.js";
import {
  BLEND_MODES,
  EXPORT_FPS,
  effectSchema,
  exportSettingsSchema,
  RATIOS,
  sequenceSettingsSchema,
  textLayerSchema,
} from "./design-sequence.js";
import { FILE_FORMATS } from "./file-formats.js";
import { GENERATE_KINDS } from "./generate.js";
import { IDENTITY_PRESETS } from "./identity.js";
import { IMAGE_WARNING_CODES } from "./image-warnings.js";
import { MATERIAL_CONTROL_NAMES, MATERIAL_CONTROLS } from "./material-controls.js";
import { hexColor, intRange, numberEnum } from "./primitives.js";

export const ELEMENT_BRIEF_SCHEMA_VERSION = 1;
export const SOURCE_DOCUMENT_VERSION = 3;

/** Codes of the `warnings` a design-sequence response may carry. */
export const DESIGN_SEQUENCE_WARNING_CODES = [
  "frame_width_rounded",
  "overlap",
  ...IMAGE_WARNING_CODES,
] as const;

const id = z.string().min(1);
const count = z.number().int().min(0);
const even = (schema: z.ZodNumber) =>
  schema.multipleOf(2).describe("even: H.264 encoders need even frame sizes");

const identityRecord = identitiesDocumentSchema.shape.identities.element.shape;

export const elementBriefResponseSchema = z.strictObject({
  kind: z.literal("element-brief").describe("the request's kind"),
  schemaVersion: z.literal(ELEMENT_BRIEF_SCHEMA_VERSION),
  element: elementsDocumentSchema.shape.elements.element.omit({ brief: true }),
  identity: z.strictObject({ id: z.enum(IDENTITY_PRESETS), name: z.string(), slug: id, website: z.string() }),
  brand: z.strictObject({
    colors: identityRecord.colors,
    typography: identityRecord.typography,
    voice: z.strictObject({
      tone: z.array(z.string()),
      principles: z.array(z.string()),
      avoid: z.array(z.string()),
    }),
    graphicDevice: z.string(),
  }),
  guidance: z.strictObject({ do: z.array(z.string()), dont: z.array(z.string()) }),
  copy: z.strictObject({ headlines: z.array(z.string()), body: z.array(z.string()) }),
  request: z
    .looseObject({ kind: z.enum(GENERATE_KINDS) })
    .optional()
    .describe("the ready-to-POST request that makes the element in this identity; absent when Marque cannot"),
  file: z
    .strictObject({
      format: z.enum(FILE_FORMATS),
      mediaType: z.string(),
      post: z
        .string()
        .describe("where to POST `request` (it asks for output raw) to be answered the file itself"),
      url: z
        .string()
        .optional()
        .describe("the same file by GET (image URL); absent when the request does not fit in a URL"),
    })
    .optional()
    .describe("the element's deliverable file (SVG, PNG, JPEG or PDF) over HTTP, when it comes that way"),
  filename: z.string().describe("{identity-slug}-{elementId}-brief.json"),
});

/** Every shared control, resolved: the request's value, else the material's, else the control's default. */
const resolvedSettingsSchema = z.strictObject(
  Object.fromEntries(
    MATERIAL_CONTROL_NAMES.map((name) => {
      const control = MATERIAL_CONTROLS[name];
      return [name, control.type === "number" ? z.number().min(control.min).max(control.max) : hexColor];
    }),
  ),
);

const percent = z.number().min(0).max(100);

export const designLayerSchema = z.discriminatedUnion("type", [
  z.strictObject({
    id: z.literal("shader"),
    type: z.literal("shader"),
    materialId: id,
    engine: id,
    blendMode: z.enum(BLEND_MODES),
    opacity: percent,
    shaderSize: z.number(),
    settings: resolvedSettingsSchema,
  }),
  z.strictObject({
    id: z.literal("brand-mark"),
    type: z.literal("brand-mark"),
    logoDataUrl: z.string().describe("the identity's logo as a data URL"),
    aspect: z.number().describe("width ÷ height of the logo"),
    x: percent,
    y: percent,
    width: percent.describe("percent of the canvas width"),
    opacity: percent,
  }),
  textLayerSchema.extend({
    id: id.describe("text-1, text-2, …"),
    type: z.literal("text"),
    fontFamily: z.string(),
  }),
]);

export const timelineSchema = z.strictObject({
  fps: numberEnum(EXPORT_FPS),
  cuts: z.array(
    z.strictObject({
      index: count,
      materialId: id,
      startMs: count,
      durationMs: z.number().int().min(1),
      startFrame: count,
      frameCount: z.number().int().min(1),
    }),
  ),
  holdStartMs: count.describe("where the final material starts holding: export.durationMs"),
  finalHoldMs: count,
  totalMs: count.describe("export.durationMs + sequence.finalHoldMs"),
  totalFrames: count.describe("frames drawn at i × 1000 / fps ms before totalMs"),
});

export const designSequenceDocumentSchema = z.strictObject({
  version: z.literal(SOURCE_DOCUMENT_VERSION),
  kind: z.literal("design-lab"),
  mode: z.literal("shader-sequence"),
  name: z.string(),
  identity: z.strictObject({ preset: z.enum(IDENTITY_PRESETS), name: z.string(), slug: id }),
  canvas: z.strictObject({
    ratio: z.enum(RATIOS),
    width: even(intRange(320, 3840)),
    height: even(z.number().int().min(2)),
    backgroundColor: hexColor,
  }),
  layers: z.array(designLayerSchema).describe("back to front"),
  effect: effectSchema.nullable(),
  export: exportSettingsSchema.extend({
    width: even(exportSettingsSchema.shape.width.unwrap()).describe(
      "the requested width, rounded down to an even number (a warning says so when it was odd)",
    ),
    height: even(z.number().int().min(2)).describe("width × the ratio, rounded to an even number"),
    frameCount: z.number().int().min(1),
  }),
  sequence: sequenceSettingsSchema.extend({ finalMaterialId: id, timeline: timelineSchema }),
});

export const designSequenceWarningSchema = warningSchema.extend({
  code: z.enum(DESIGN_SEQUENCE_WARNING_CODES),
  layers: z
    .array(z.string())
    .optional()
    .describe("overlap: the ids of the layers that overlap, the text layer first, then the brand mark"),
});

export const designSequenceResponseSchema = z.strictObject({
  kind: z.literal("design-sequence").describe("the request's kind"),
  document: designSequenceDocumentSchema,
  filename: z.string().describe("{identity-slug}-design-sequence.json"),
  warnings: z
    .array(designSequenceWarningSchema)
    .optional()
    .describe("present when the document differs from the request, e.g. an odd export width"),
  schemaVersion: z.literal(ARTIFACT_SCHEMA_VERSION),
});

export type ElementBriefResponse = z.output<typeof elementBriefResponseSchema>;
export type DesignSequenceDocument = z.output<typeof designSequenceDocumentSchema>;
export type DesignLayer = z.output<typeof designLayerSchema>;
export type Timeline = z.output<typeof timelineSchema>;
export type DesignSequenceWarning = z.output<typeof designSequenceWarningSchema>;
export type DesignSequenceResponse = z.output<typeof designSequenceResponseSchema>;
