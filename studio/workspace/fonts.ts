// The active project's uploaded faces: upload one for a type role (checked and sanitized by
// runtime/font-upload.ts, loaded only then), list them, remove one. They are the project's, kept in IndexedDB
// (the project names each face, its bytes are kept once under their digest): never sent to the server, not
// seen by another project, not written into the project file.
import { ApiError } from "../../src/contract/api-error.js";
import { FONT_UPLOAD_LIMITS, type Issue, TYPE_ROLES, type TypeRole } from "../../src/contract/index.js";
import { StudioError } from "../runtime/errors.js";
import type { ProjectFonts, UploadedFontSummary } from "../runtime/uploaded-fonts.js";
import type { Project, StoredFont } from "./records.js";
import type { Workspace } from "./workspace.js";

export type FontSummary = UploadedFontSummary;

const summary = (role: TypeRole, font: StoredFont): FontSummary => ({
  role,
  family: font.family,
  filename: font.filename,
  format: font.format,
  bytes: font.bytes,
  glyphs: font.glyphs,
});

/** The project's uploaded faces, by role order. */
export const fontSummaries = (project: Project): FontSummary[] =>
  TYPE_ROLES.flatMap((role) => {
    const font = project.fonts?.[role];
    return font ? [summary(role, font)] : [];
  });

/**
 * Checks and sanitizes `bytes` (a file named `filename`) and keeps it as the active project's face for
 * `role`; a refused file is an invalid_request naming `field`, with what was received (never the bytes).
 */
export async function uploadFont(
  workspace: Workspace,
  role: TypeRole,
  bytes: Uint8Array,
  filename: string,
  field = "data",
): Promise<FontSummary> {
  const project = workspace.active;
  const refuse = (code: Issue["code"], message: string): never => {
    const received = `file ${JSON.stringify(filename.slice(0, 60))}, ${bytes.byteLength} bytes`;
    throw new StudioError(ApiError.invalid([{ code, field, message, received }]));
  };
  if (bytes.byteLength > FONT_UPLOAD_LIMITS.bytes)
    refuse("out_of_range", `a font file may be at most ${FONT_UPLOAD_LIMITS.bytes} bytes`);
  const { readFontUpload } = await import("../runtime/font-upload.js");
  const reading = await readFontUpload(bytes, filename);
  if (!reading.ok) return refuse("invalid_value", reading.problem);
  const { font, key } = reading;
  const stored: StoredFont = {
    key,
    family: font.family,
    filename: filename.trim().slice(0, 80) || "font",
    format: font.format,
    glyphs: font.glyphs,
    ranges: font.ranges,
    bytes: font.bytes.byteLength,
  };
  workspace.keepFont(key, font.bytes);
  project.fonts = { ...project.fonts, [role]: stored };
  workspace.saveFonts(project);
  return summary(role, stored);
}

/** The project's faces as the font book draws them (their bytes from the workspace). */
export function projectFonts(workspace: Workspace, project: Project): ProjectFonts {
  const fonts: ProjectFonts = {};
  for (const role of TYPE_ROLES) {
    const font = project.fonts?.[role];
    const bytes = font && workspace.fontBytes(font.key);
    if (font && bytes) fonts[role] = { key: font.key, family: font.family, ranges: font.ranges, bytes };
  }
  return fonts;
}

/** Removes the active project's face for `role` (the identity's face returns); not_found when there is none. */
export function removeFont(workspace: Workspace, role: TypeRole): FontSummary[] {
  const project = workspace.active;
  if (!project.fonts?.[role])
    throw StudioError.of("not_found", `${project.name} has no uploaded ${role} face`, "role");
  const { [role]: _, ...rest } = project.fonts;
  project.fonts = rest;
  workspace.saveFonts(project);
  return fontSummaries(project);
}
