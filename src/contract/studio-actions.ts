// The inputs of window.marque.studio, one strict schema per action. The facade checks every call against this
// table once, at its boundary, so every tool refuses bad input alike and in the HTTP API's error shape; the
// positional operations take the input of the action they mirror (set → control.set, activate →
// control.activate, applySource → source.apply, download → artifact.download).
import { z } from "zod";
import { DESIGN_LAB_MODES } from "./design-export.js";
import { isMotionFormat, STUDIO_API, STUDIO_EXPORT_FORMATS, type StudioExportFormat } from "./discovery.js";
import { WORKSPACE_ACTION_INPUTS } from "./studio-projects.js";

/** The longest accessible label or tool id a call may name (echoes stay short). */
const MAX_NAME = 200;

const nothing = z.strictObject({});

/** `<tool>.export.cancel` takes nothing. */
export const exportCancelInput = nothing;

const label = z
  .string()
  .min(1)
  .max(MAX_NAME)
  .describe("a visible control's accessible label, as controls() lists it");

/** An input that must be given, whatever it is (its shape is checked by whoever reads it). */
const given = (description: string) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined)
        ctx.addIssue({ code: "custom", message: "this field is required", params: { code: "required" } });
    })
    .describe(description);

/**
 * A source document: an object, or the JSON text of one. Which tool reads it is decided by its own `kind`
 * (the Studio catalog's `source`); what is not an object that tool refuses as POST /api/generate refuses a
 * body that is not one.
 */
export const studioSourceInput = given("a source document, or its JSON text");

/** set's value: anything a control takes (a number, text, a boolean, a File), but something. */
const controlValue = given("the control's new value: a number, text, a boolean, an option or a File");

/** What every export action takes. The tool's own formats are checked against describe().exports. */
export const stillExportInputSchema = z.strictObject({
  format: z.enum(STUDIO_EXPORT_FORMATS).describe("one of the active tool's formats (describe().exports)"),
  download: z.boolean().optional().describe("true also saves the file under its file name"),
  base64: z.boolean().optional().describe("true adds the file's bytes as base64 to the result"),
});

/** Tools that export loops (GIF, MP4) also take the time of a still frame. */
export const loopExportInputSchema = stillExportInputSchema.extend({
  timeMs: z
    .number()
    .min(0)
    .optional()
    .describe("PNG and JPG: the time of the frame, in milliseconds from the loop's start"),
});

/** The Design Lab's design.export also takes the mode. */
export const designExportInputSchema = z.strictObject({
  format: loopExportInputSchema.shape.format,
  // Named second: the docs write the input in this order ({format, mode?, download?, …}).
  mode: z
    .enum(DESIGN_LAB_MODES)
    .optional()
    .describe("standard: the loop of export.durationMs; shader-sequence: the cuts and the final hold"),
  download: loopExportInputSchema.shape.download,
  base64: loopExportInputSchema.shape.base64,
  timeMs: loopExportInputSchema.shape.timeMs,
});

/**
 * What an export action hands its tool besides the format (download and base64 are the facade's own): checked
 * by the action's schema first, so a tool reads them as given.
 */
export type StudioExportOptions = Readonly<
  Partial<Pick<z.infer<typeof designExportInputSchema>, "mode" | "timeMs">>
>;

/** download(artifact): an export result handed back to be saved (its Blob under its file name). */
export const studioArtifactInput = z.strictObject({
  filename: z.string().min(1).max(MAX_NAME),
  mimeType: z.string().min(1).optional(),
  bytes: z.number().int().min(0).optional(),
  width: z.number().int().min(1).optional(),
  height: z.number().int().min(1).optional(),
  frames: z.number().int().min(1).optional(),
  durationMs: z.number().min(0).optional(),
  base64: z.string().optional(),
  blob: z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
    message: "expected the Blob of an export result",
    params: { code: "invalid_type", expected: "Blob" },
  }),
});

type StandardAction = (typeof STUDIO_API.standardActions)[number];

/** The actions every tool has, and their inputs (artifact.download takes the tool's export input). */
const TOOL_ACTION_INPUTS = {
  "source.read": nothing,
  "source.apply": z.strictObject({ source: studioSourceInput }),
  "controls.list": nothing,
  "control.activate": z.strictObject({ label }),
  "control.set": z.strictObject({ label, value: controlValue }),
  "tool.open": z.strictObject({
    tool: z.string().min(1).max(MAX_NAME).describe("a Studio tool id (GET /api/catalog tools[].id)"),
  }),
} as const satisfies Record<Exclude<StandardAction, "artifact.download"> | "tool.open", z.ZodType>;

/** Every action a tool has but its export: the standard ones, tool.open, then the projects' and designs'. */
export const STUDIO_ACTION_INPUTS = { ...TOOL_ACTION_INPUTS, ...WORKSPACE_ACTION_INPUTS } as const;

/** A tool's export action: how the facade sees it. */
export interface StudioExporter {
  /** The export action's name (`design.export`, `<tool>.export`). */
  action: string;
  exports: readonly StudioExportFormat[];
}

/** The input of a tool's export action (and of artifact.download and download() in that tool). */
export function exportInputSchema(exporter: StudioExporter) {
  if (exporter.action === STUDIO_API.designExport.action) return designExportInputSchema;
  return exporter.exports.some(isMotionFormat) ? loopExportInputSchema : stillExportInputSchema;
}

/** The actions every tool has and their inputs' schemas, by name. */
export type StudioActionInputs = typeof STUDIO_ACTION_INPUTS;

/** Whether `action` is one of the actions every tool has (in the table above). */
export const isCommonStudioAction = (action: unknown): action is keyof StudioActionInputs =>
  typeof action === "string" && Object.hasOwn(STUDIO_ACTION_INPUTS, action);

/**
 * The actions of a tool with `exporter`'s export action, as describe().actions lists them: the standard
 * actions, tool.open, the project and design actions, then the tool's export action and its `.cancel` when it
 * exports.
 */
export function studioActions(exporter: StudioExporter): string[] {
  const exports = exporter.exports.length > 0 ? [exporter.action, `${exporter.action}.cancel`] : [];
  return [...STUDIO_API.standardActions, "tool.open", ...Object.keys(WORKSPACE_ACTION_INPUTS), ...exports];
}

/**
 * The input schema of `action` in a tool with `exporter`'s export action; undefined when the tool has no such
 * action. Its export action, the export's `.cancel` and artifact.download exist only in tools that export.
 */
export function studioActionInput(action: string, exporter: StudioExporter): z.ZodType | undefined {
  if (isCommonStudioAction(action)) return STUDIO_ACTION_INPUTS[action];
  if (action === "artifact.download") return exportInputSchema(exporter);
  if (exporter.exports.length === 0) return undefined;
  if (action === exporter.action) return exportInputSchema(exporter);
  if (action === `${exporter.action}.cancel`) return exportCancelInput;
  return undefined;
}
