// A project as one JSON file: its name, identity and saved designs (the contract's projectFileSchema). The
// file's `identity` is exactly what POST /api/generate takes as `identity`.

import { ApiError } from "../../src/contract/api-error.js";
import { PROJECT_FILE_FORMAT, type ProjectFile, projectFileSchema } from "../../src/contract/index.js";
import { fromZodIssues } from "../../src/generate/issues.js";
import { StudioError } from "../runtime/errors.js";
import type { Project } from "./records.js";
import type { Workspace } from "./workspace.js";

export function projectFile(project: Project): ProjectFile {
  return {
    format: PROJECT_FILE_FORMAT,
    version: 1,
    name: project.name,
    identity: structuredClone(project.identity),
    designs: structuredClone(project.designs),
  };
}

/** The file's name: the project's, made safe ("Fernway Press" → fernway-press.marque-project.json). */
export const projectFileName = (project: Project): string =>
  `${
    project.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, "-")
      .replace(/^-|-$/gu, "") || "project"
  }.marque-project.json`;

/** A new own project from a project file's text; refuses (in the API's error shape) what is not one. */
export function importProject(workspace: Workspace, text: string): Project {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw StudioError.of(
      "invalid_json",
      "the file is not JSON: a project file is the JSON Export project saves",
      "file",
    );
  }
  const read = projectFileSchema.safeParse(json, { reportInput: true });
  if (!read.success) throw new StudioError(ApiError.invalid(fromZodIssues(read.error.issues)));
  const file = json as ProjectFile;
  const project = workspace.create(read.data.name, file.identity);
  project.designs = structuredClone(read.data.designs);
  workspace.save(project);
  return project;
}
