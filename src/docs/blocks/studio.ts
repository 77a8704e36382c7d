// Blocks of the Studio page: window.marque.studio's operations and actions, the tools, and the spec's six
// client rules for browser work.

import type { z } from "zod";
import { exportActionOf, STUDIO_TOOLS } from "../../catalog/studio-tools/index.js";
import {
  CLIENT_RULES,
  designExportInputSchema,
  exportInputSchema,
  fieldRules,
  MOTION_EXPORT_FORMATS,
  RESOURCE_PATHS,
  STUDIO_ACTION_INPUTS,
  STUDIO_API,
  stillExportInputSchema,
  toRequestJsonSchema,
  WORKSPACE_ACTION_INPUTS,
  WORKSPACE_ACTION_RESULTS,
  type WorkspaceAction,
} from "../../contract/index.js";
import { code, numbered, table } from "../markdown.js";
import type { Block } from "./context.js";
import { labMissing, NOT_YET } from "./labs.js";

type StandardAction = (typeof STUDIO_API.standardActions)[number];

/**
 * What each standard action gives, and what its input means beyond its fields; typed by the contract, so a new
 * action cannot go undocumented. The fields themselves are read from the facade's action table, the schemas
 * `invoke` checks with.
 */
const STANDARD_ACTIONS: Record<StandardAction, { input?: string; result: string }> = {
  "source.read": { result: "the exact current source document (as `readSource()`)" },
  "source.apply": {
    input: "a document object or JSON string",
    result: "the normalized document once validated (as `applySource()`); rejects with field-path issues",
  },
  "controls.list": { result: "the visible controls (as `controls()`)" },
  "control.activate": { result: "the control's committed state (as `activate()`)" },
  "control.set": { result: "the control's committed state (as `set()`)" },
  "artifact.download": {
    input: "the active tool's export input",
    result: "exports the active tool's artifact and saves it under its deterministic file name",
  },
};

/** An action's input as the table writes it: its fields (none for an empty input), then what it means. */
const actionInput = (schema: z.ZodObject, meaning?: string): string => {
  const fields = Object.keys(schema.shape).length === 0 ? "none" : code(inputSignature(schema));
  return meaning ? `${fields}: ${meaning}` : fields;
};

/** The input schema of a standard action; artifact.download takes the export input of a tool's stills. */
const standardInput = (action: StandardAction): z.ZodObject =>
  action === "artifact.download" ? stillExportInputSchema : STUDIO_ACTION_INPUTS[action];

/** The spec's `design.export` input (the Design Lab tool's export action). */
export const DESIGN_EXPORT = STUDIO_API.designExport;

/**
 * `` `design.export` with `{format, mode?}`: `format` one of: png, jpg; `mode` (optional) one of: … ``: an
 * action's call with every field of its input and the field's rule, read from the contract.
 */
export const actionCall = (action: string, schema: z.ZodObject): string =>
  `${code(action)} with ${code(inputSignature(schema))}: ${fieldRules(toRequestJsonSchema(schema))
    .map((f) => `${code(f.field)}${f.required ? "" : " (optional)"} ${f.rule}`)
    .join("; ")}`;

/** `{format, mode?, download?}`: an input's fields as the docs write them, optional ones marked `?`. */
export const inputSignature = (schema: z.ZodObject): string =>
  `{${Object.entries(schema.shape)
    .map(([name, field]) => `${name}${(field as z.ZodType).safeParse(undefined).success ? "?" : ""}`)
    .join(", ")}}`;

const operations: Block = () =>
  table(
    ["Operation", "Effect"],
    Object.entries(STUDIO_API.operations).map(([op, effect]) => [code(op), effect]),
  );

const standardActions: Block = () =>
  table(
    ["Action", "Input", "Result"],
    STUDIO_API.standardActions.map((a) => [
      code(a),
      actionInput(standardInput(a), STANDARD_ACTIONS[a].input),
      STANDARD_ACTIONS[a].result,
    ]),
  );

const toolActions: Block = (_, context) => {
  // The tools with their own `<tool>.export`; the Design Lab's design.export has its own row.
  const exporting = STUDIO_TOOLS.filter((t) => t.exports.length > 0 && !t.exportAction);
  const lab = context.labs.find((l) => l.id === "design-lab")?.browser;
  const designStatus = !lab?.available
    ? ` The Design Lab tool that serves it is ${NOT_YET}.`
    : ` Listed by \`describe().actions\` while the Design Lab tool is active${
        labMissing("design-lab", context)
          ? `; it makes ${lab.exports.map(code).join(" and ")} today, and the rest is ${NOT_YET}`
          : ""
      }.`;
  return table(
    ["Action", "Input", "Result"],
    [
      [
        code("tool.open"),
        actionInput(
          STUDIO_ACTION_INPUTS["tool.open"],
          `one of ${STUDIO_TOOLS.map((t) => code(t.id)).join(", ")}`,
        ),
        `activates the tool, fires \`${STUDIO_API.readyEvent}\` and resolves with its \`describe()\``,
      ],
      ...exporting.map((t) => {
        // Tools that export loops (Motion) also take the still's time and answer the loop's length.
        const motion = t.exports.some((f) => (MOTION_EXPORT_FORMATS as readonly string[]).includes(f));
        return [
          code(`${t.id}.export`),
          `${code(inputSignature(exportInputSchema({ action: exportActionOf(t), exports: t.exports })))}; format one of ${t.exports.map(code).join(", ")}`,
          `\`{filename, mimeType, bytes, width, height, blob, base64?}\`${motion ? ", with `frames` and `durationMs` for GIF, MP4 and WebM" : ""}`,
        ];
      }),
      [
        code(DESIGN_EXPORT.action),
        `${code(inputSignature(designExportInputSchema))}; format one of ${DESIGN_EXPORT.formats.map(code).join(", ")}; mode ${DESIGN_EXPORT.modes.map(code).join(" or ")}, ${code(DESIGN_EXPORT.defaultMode)} when omitted; download \`true\` saves the file`,
        `the export result, with \`frames\` and \`durationMs\` for motion.${designStatus}`,
      ],
    ],
  );
};

const workspaceActions: Block = () =>
  table(
    ["Action", "Input", "Result"],
    (Object.keys(WORKSPACE_ACTION_INPUTS) as WorkspaceAction[]).map((action) => [
      code(action),
      actionInput(WORKSPACE_ACTION_INPUTS[action]),
      WORKSPACE_ACTION_RESULTS[action],
    ]),
  );

const tools: Block = () =>
  table(
    ["Tool", "Name", "Source kind", "Exports", "Open", "What it does"],
    STUDIO_TOOLS.map((t) => [
      code(t.id),
      t.name,
      t.generates ? code(t.generates) : "—",
      t.exports.length > 0 ? t.exports.join(", ") : "—",
      `[${RESOURCE_PATHS.studio}?tool=${t.id}](${RESOURCE_PATHS.studio}?tool=${t.id})`,
      t.description,
    ]),
  );

/**
 * The spec's six client rules for browser work, in its order, from the contract's rule lists (which the
 * agent manifest serves as mutation, completion and never).
 */
export const BROWSER_RULES: readonly string[] = [
  CLIENT_RULES.mutation[0],
  CLIENT_RULES.mutation[1],
  CLIENT_RULES.mutation[2],
  CLIENT_RULES.mutation[3],
  [CLIENT_RULES.completion[0], CLIENT_RULES.completion[1], CLIENT_RULES.completion[2]].join(" "),
  [CLIENT_RULES.never[0], CLIENT_RULES.never[1], CLIENT_RULES.never[2]].join(" "),
];

/** The contract's rules that are not among the six browser rules: they hold for HTTP clients too. */
export const HTTP_RULES: readonly string[] = [CLIENT_RULES.completion[3], CLIENT_RULES.never[3]];

const browserRules: Block = () => numbered(BROWSER_RULES);

export const STUDIO_BLOCKS: Record<string, Block> = {
  "studio-operations": operations,
  "standard-actions": standardActions,
  "tool-actions": toolActions,
  "workspace-actions": workspaceActions,
  tools,
  "browser-rules": browserRules,
};
