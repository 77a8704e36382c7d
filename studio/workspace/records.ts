// What the Studio keeps per project in IndexedDB, and the check every record passes on load: a record that
// fails it is set aside (kept under another key, reported), never read half-way.
import { z } from "zod";
import {
  BUILT_IN_IDENTITY_IDS,
  FONT_UPLOAD_FORMATS,
  FONT_UPLOAD_LIMITS,
  type FontUploadFormat,
  type IdentityInput,
  identitySchema,
  PROJECT_LIMITS,
  type SavedDesign,
  savedDesignSchema,
  type TypeRole,
} from "../../src/contract/index.js";

export const PROJECT_KEY = "project:";
export const META_KEY = "meta";
export const SET_ASIDE_KEY = "set-aside:";
/** An uploaded face's bytes, by their digest: kept apart from projects (which name it), so an edit never
 * writes the font again, and projects holding the same file share it. */
export const FONT_KEY = "font:";

export interface Project {
  id: string;
  name: string;
  /** One of Marque's built-in identities: it can be renamed and duplicated, not deleted. */
  builtIn: boolean;
  identity: IdentityInput;
  /** Each tool's source, by tool id. */
  sources: Record<string, unknown>;
  /** Each tool's replaced sources (Restore previous source), by tool id. */
  history: Record<string, unknown[]>;
  designs: SavedDesign[];
  /** Faces uploaded for type roles: every tool of the project sets the role in it (absent: none). */
  fonts?: Partial<Record<TypeRole, StoredFont>>;
}

/** A face uploaded for a type role: what the Studio shows of it; its sanitized bytes are kept under FONT_KEY. */
export interface StoredFont {
  key: string;
  family: string;
  filename: string;
  format: FontUploadFormat;
  glyphs: number;
  /** The characters it maps (CodeRanges' encoding). */
  ranges: string;
  /** The sanitized font's size in bytes. */
  bytes: number;
}

export interface Meta {
  version: 1;
  /** The open tabs, in their order. */
  open: string[];
  active: string;
}

const projectId = z.string().min(1).max(PROJECT_LIMITS.id);

const storedFont = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{16}$/u),
  family: z.string().min(1).max(FONT_UPLOAD_LIMITS.family),
  filename: z.string().min(1).max(PROJECT_LIMITS.name),
  format: z.enum(FONT_UPLOAD_FORMATS),
  glyphs: z.number().int().min(1),
  ranges: z.string().max(1_000_000),
  bytes: z.number().int().min(1),
}) satisfies z.ZodType<StoredFont>;

/** A sanitized font's bytes (a WOFF2 file inflates to about three times its size). */
export const fontRecord = z
  .instanceof(Uint8Array)
  .refine((bytes) => bytes.byteLength > 0 && bytes.byteLength <= 4 * FONT_UPLOAD_LIMITS.bytes, {
    message: "not the bytes of a font the Studio keeps",
  });

export const projectRecord = z.strictObject({
  id: projectId,
  name: z.string().min(1).max(PROJECT_LIMITS.name),
  builtIn: z.boolean(),
  identity: identitySchema.transform((_, ctx) => ctx.value as IdentityInput),
  sources: z.record(z.string(), z.unknown()),
  history: z.record(z.string(), z.array(z.unknown())),
  designs: z.array(savedDesignSchema).max(PROJECT_LIMITS.designs),
  fonts: z
    .strictObject({
      display: storedFont.optional(),
      text: storedFont.optional(),
      mono: storedFont.optional(),
    })
    .optional(),
}) satisfies z.ZodType<Project>;

export const metaRecord = z.strictObject({
  version: z.literal(1),
  open: z.array(projectId).max(PROJECT_LIMITS.projects),
  active: projectId,
});

/** "fernway-press" → "Fernway Press": a built-in project's name before the user has the catalog's. */
const titled = (id: string) =>
  id.replace(/(^|-)(\w)/gu, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());

/** The built-in projects, one per built-in identity, as a new user meets them. */
export const builtInProjects = (): Project[] =>
  BUILT_IN_IDENTITY_IDS.map((preset) => ({
    id: preset,
    name: titled(preset),
    builtIn: true,
    identity: { preset },
    sources: {},
    history: {},
    designs: [],
  }));

/** A fresh own project. */
export const ownProject = (name: string, identity: IdentityInput = { preset: "starter" }): Project => ({
  id: `p-${crypto.randomUUID().slice(0, 8)}`,
  name,
  builtIn: false,
  identity,
  sources: {},
  history: {},
  designs: [],
});

/** The first issue of a failed check, as a short sentence ("designs.0.savedAt: Invalid ISO datetime"). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "unreadable";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
