// The input of the Studio's export actions (`<tool>.export`, `design.export`): declared once, so the docs'
// tables and prose name the same fields, and the facade can check what it is given against them.
import { z } from "zod";
import { DESIGN_LAB_MODES } from "./design-lab.js";
import { MOTION_EXPORT_FORMATS, STUDIO_API, STUDIO_EXPORT_FORMATS } from "./discovery.js";

const download = z.boolean().optional().describe("true saves the file under its deterministic name");
const base64 = z.boolean().optional().describe("true adds the file's bytes as base64");
const timeMs = z
  .number()
  .min(0)
  .optional()
  .describe("the time of the still frame (PNG, JPG), in milliseconds");

/** `<tool>.export` of a tool that exports stills only. */
export const toolExportInputSchema = z.strictObject({
  format: z.enum(STUDIO_EXPORT_FORMATS).describe("one of the tool's exports"),
  download,
  base64,
});

/** `<tool>.export` of a tool that also exports loops (GIF, MP4): it takes the still's time too. */
export const motionToolExportInputSchema = toolExportInputSchema.extend({ timeMs });

/** `design.export`: the Design Lab's export, in a mode. */
export const designExportInputSchema = z.strictObject({
  format: z.enum(STUDIO_API.designExport.formats),
  mode: z.enum(DESIGN_LAB_MODES).optional(),
  download,
  base64,
  timeMs,
});

/** The input schema of a tool's `<tool>.export`, by the formats it exports. */
export const toolExportInputOf = (formats: readonly string[]) =>
  formats.some((f) => (MOTION_EXPORT_FORMATS as readonly string[]).includes(f))
    ? motionToolExportInputSchema
    : toolExportInputSchema;
