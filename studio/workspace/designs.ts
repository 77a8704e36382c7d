// Saved designs: named versions of a tool's source, per project and tool — save, list, fork, rename, delete.
// Restoring is the Studio's (it applies the source in its tool as one undoable edit).
import { PROJECT_LIMITS, type SavedDesign } from "../../src/contract/index.js";
import { StudioError } from "../runtime/errors.js";
import type { Workspace } from "./workspace.js";

/** A design as lists show it (its source is read only when restored). */
export type DesignSummary = Omit<SavedDesign, "source">;

const summary = ({ source: _, ...rest }: SavedDesign): DesignSummary => rest;

const cleanName = (name: string): string => {
  const trimmed = name.trim().slice(0, PROJECT_LIMITS.name);
  if (!trimmed) throw StudioError.of("invalid_request", "a design needs a name", "name");
  return trimmed;
};

export class Designs {
  constructor(private readonly workspace: Workspace) {}

  /** The active project's designs of `tool`, newest first. */
  list(tool: string): DesignSummary[] {
    return this.workspace.active.designs
      .filter((design) => design.tool === tool)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
      .map(summary);
  }

  /** Keeps `source` as a new design of `tool` in the active project. */
  save(tool: string, name: string, source: object): DesignSummary {
    const project = this.workspace.active;
    if (project.designs.length >= PROJECT_LIMITS.designs)
      throw StudioError.of(
        "invalid_request",
        `a project keeps at most ${PROJECT_LIMITS.designs} designs; delete one first`,
        "name",
      );
    const design: SavedDesign = {
      id: `d-${crypto.randomUUID().slice(0, 8)}`,
      name: cleanName(name),
      tool,
      source: structuredClone(source) as Record<string, unknown>,
      savedAt: new Date().toISOString(),
    };
    project.designs.push(design);
    this.workspace.save(project);
    return summary(design);
  }

  /** A copy of design `id` under a new name (default "<name> copy"). */
  fork(id: string, name?: string): DesignSummary {
    const design = this.workspace.design(id);
    return this.save(design.tool, name ?? `${design.name} copy`.slice(0, PROJECT_LIMITS.name), design.source);
  }

  rename(id: string, name: string): DesignSummary {
    const design = this.workspace.design(id);
    design.name = cleanName(name);
    this.workspace.save(this.workspace.active);
    return summary(design);
  }

  remove(id: string): void {
    const project = this.workspace.active;
    this.workspace.design(id);
    project.designs = project.designs.filter((design) => design.id !== id);
    this.workspace.save(project);
  }
}
