// The Studio's projects: several identities kept in the browser, each with its saved designs. The bounds, the
// project file (one JSON file per project, whose `identity` is exactly the identity POST /api/generate takes)
// and the inputs of the facade's project.* and design.* actions live here once.
import { z } from "zod";
import { identitySchema } from "./identity.js";
import { FONT_UPLOAD_LIMITS, TYPE_ROLES } from "./typography-document.js";

export const PROJECT_LIMITS = {
  /** Longest project or design name. */
  name: 80,
  /** Projects kept in one browser (built-ins included). */
  projects: 60,
  /** Saved designs per project (all tools together). */
  designs: 200,
  /** Longest project or design id. */
  id: 64,
} as const;

/** What a project file says it is, so an import can refuse any other JSON file by name. */
export const PROJECT_FILE_FORMAT = "marque-project";

const name = z.string().trim().min(1).max(PROJECT_LIMITS.name);
const id = z.string().min(1).max(PROJECT_LIMITS.id);
/** A Studio tool id (GET /api/catalog tools[].id). */
const toolId = z.string().min(1).max(PROJECT_LIMITS.id).describe("a Studio tool id");

/** One saved design: a named version of a tool's source. */
export const savedDesignSchema = z.strictObject({
  id,
  name,
  tool: toolId,
  /** The tool's source document as readSource() gave it. */
  source: z.record(z.string(), z.unknown()),
  /** ISO 8601 time of saving (what the list sorts and shows by). */
  savedAt: z.iso.datetime(),
});
export type SavedDesign = z.infer<typeof savedDesignSchema>;

/** A project as one JSON file: its name, its identity (a POST /api/generate identity) and its saved designs. */
export const projectFileSchema = z.strictObject({
  format: z.literal(PROJECT_FILE_FORMAT),
  version: z.literal(1),
  name,
  identity: identitySchema,
  designs: z.array(savedDesignSchema).max(PROJECT_LIMITS.designs),
});
export type ProjectFile = z.input<typeof projectFileSchema>;

/** The facade's project and design actions, and their inputs (merged into STUDIO_ACTION_INPUTS). */
export const WORKSPACE_ACTION_INPUTS = {
  "project.list": z.strictObject({}),
  "project.open": z.strictObject({ id: id.describe("a project id, as project.list gives it") }),
  "project.create": z.strictObject({
    name: name.describe("the new project's name"),
    identity: identitySchema.optional().describe("its identity (default: the starter identity)"),
  }),
  "design.save": z.strictObject({
    name: name.describe("the design's name"),
  }),
  "design.list": z.strictObject({
    tool: toolId.optional().describe("whose designs (default: the active tool's)"),
  }),
  "design.restore": z.strictObject({
    id: id.describe("a saved design id, as design.list gives it"),
  }),
  "design.fork": z.strictObject({
    id: id.describe("a saved design id, as design.list gives it"),
    name: name.optional().describe("the copy's name (default: the design's name and “copy”)"),
  }),
  "design.rename": z.strictObject({
    id: id.describe("a saved design id, as design.list gives it"),
    name: name.describe("the design's new name"),
  }),
  "typography.font.upload": z.strictObject({
    role: z.enum(TYPE_ROLES).describe("the type role the face sets in every tool of the active project"),
    data: z
      .string()
      .min(1)
      .max(Math.ceil(FONT_UPLOAD_LIMITS.bytes / 3) * 4)
      .describe(
        `the font file as base64: WOFF2, WOFF, OTF or TTF, at most ${FONT_UPLOAD_LIMITS.bytes} bytes`,
      ),
    filename: z.string().min(1).max(PROJECT_LIMITS.name).optional().describe("the file's name, as shown"),
  }),
  "typography.font.remove": z.strictObject({
    role: z
      .enum(TYPE_ROLES)
      .describe("the role whose uploaded face is removed (the identity's face returns)"),
  }),
} as const;

export type WorkspaceAction = keyof typeof WORKSPACE_ACTION_INPUTS;

/** What each workspace action answers, for the docs (the inputs are read from the table above). */
export const WORKSPACE_ACTION_RESULTS: Record<WorkspaceAction, string> = {
  "project.list":
    "every project `{id, name, builtIn, open, active, designs}`, in the switcher's order (open tabs first)",
  "project.open": "makes the project active (every tool now works on it) and resolves with its summary",
  "project.create":
    "creates an own project, opens it as a tab and makes it active; resolves with its summary",
  "design.save":
    "saves the active tool's current source as a named design of the active project; resolves with `{id, name, tool, savedAt}`",
  "design.list":
    "the active project's saved designs of the tool, newest first: `[{id, name, tool, savedAt}]`",
  "design.restore":
    "applies the design's source in its tool (opening it if another is visible), as one undoable edit; resolves with the applied source",
  "design.fork":
    "saves a copy of the design (same tool and source) under a new name in the active project; resolves with the copy's `{id, name, tool, savedAt}`",
  "design.rename": "renames the design; resolves with its `{id, name, tool, savedAt}`",
  "typography.font.upload":
    "checks the font (its bytes' format, the size bound, a parse: one face with glyphs for basic Latin), keeps only the tables the type engine reads, and stores it in the active project (this browser only) for the role; every tool of the project then sets that role in it. Resolves with `{role, family, format, bytes, glyphs}`",
  "typography.font.remove":
    "removes the active project's uploaded face for the role; resolves with the uploaded faces left",
};
