// The Design Lab's own document: canvas document schema 2 / Design Lab source 4 — what the Studio's
// `material` tool reads, edits and exports. It declares only what the Design Lab renders today: a canvas of
// one ratio with its background colour, and one full-canvas shader layer. (POST /api/generate keeps
// answering the version 3 compatibility source of a design sequence.)
import { z } from "zod";
import { DEFAULT_SEQUENCE_BACKGROUND, exportSettingsSchema, RATIOS, type Ratio } from "./design-sequence.js";
import { identitySchema } from "./identity.js";
import { materialSettingsShape } from "./material-controls.js";
import { hexColor, range } from "./primitives.js";

export const CANVAS_DOCUMENT_SCHEMA = 2;
export const DESIGN_LAB_SOURCE_VERSION = 4;

/** The Design Lab's canvas of each ratio, in CSS pixels (exports scale it to the export width). */
export const DESIGN_LAB_CANVAS: Readonly<Record<Ratio, { width: number; height: number }>> = {
  wide: { width: 1600, height: 900 },
  square: { width: 1200, height: 1200 },
  opengraph: { width: 1200, height: 630 },
};

export const shaderLayerSchema = z.strictObject({
  id: z.string().min(1).max(64).default("shader"),
  type: z.literal("shader"),
  materialId: z.string().min(1).max(80).describe("a material id from GET /api/materials"),
  opacity: range(0, 100).default(100).describe("percent, over the canvas's background colour"),
  settings: z
    .strictObject(materialSettingsShape)
    .default({})
    .describe("the shared controls; omitted ones take the material's own value, then the control's default"),
});

export const designLabDocumentSchema = z
  .strictObject({
    kind: z.literal("design-lab"),
    schema: z.literal(CANVAS_DOCUMENT_SCHEMA),
    version: z.literal(DESIGN_LAB_SOURCE_VERSION),
    identity: identitySchema.optional(),
    canvas: z
      .strictObject({
        ratio: z.enum(RATIOS).default("wide"),
        backgroundColor: hexColor.default(DEFAULT_SEQUENCE_BACKGROUND),
      })
      .default({ ratio: "wide", backgroundColor: DEFAULT_SEQUENCE_BACKGROUND }),
    layers: z
      .array(shaderLayerSchema)
      .min(1)
      .max(1)
      .describe("back to front; this version of the Design Lab draws one full-canvas shader layer"),
    export: z
      .strictObject({ width: exportSettingsSchema.shape.width })
      .default({ width: 1920 })
      .describe("PNG and JPG exports: the width in pixels; the height follows the ratio"),
  })
  .describe("canvas document schema 2 / Design Lab source 4");

export type DesignLabDocument = z.output<typeof designLabDocumentSchema>;
export type ShaderLayer = z.output<typeof shaderLayerSchema>;

/** The export size of a document: its width, the ratio's height, both even (video encoders need it). */
export function designLabExportSize(document: DesignLabDocument): { width: number; height: number } {
  const canvas = DESIGN_LAB_CANVAS[document.canvas.ratio];
  const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
  return {
    width: even(document.export.width),
    height: even((document.export.width * canvas.height) / canvas.width),
  };
}
