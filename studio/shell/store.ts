// What the Studio holds between edits, for the active project (workspace/workspace.ts keeps the projects in
// IndexedDB): the visible tool, the identity every tool shares, each tool's source, the undo stacks and the
// history of replaced sources, and the values the inspector refused.
import type { IdentityInput } from "../../src/contract/index.js";
import { canonicalJson } from "../../src/svg/ids.js";
import { StudioError } from "../runtime/errors.js";
import type { Applied, SourceDocument, Tool } from "../tools/types.js";
import type { Project } from "../workspace/records.js";
import type { Workspace } from "../workspace/workspace.js";
import { SourceHistory } from "./history.js";
import { initialTool, loadSaved, type SavedState, STORAGE_KEY } from "./saved.js";
import { UndoStacks } from "./undo.js";

export class StudioStore {
  #tool: Tool | undefined;
  /** The project the visible tool was opened in: its source is kept there, even while another activates. */
  #toolProject: string | undefined;
  /** Values the tool refused from the inspector, by control label: shown at their fields until fixed. */
  readonly invalid = new Map<string, string>();
  readonly #saved: SavedState;
  /** Per project: replaced sources, and undo stacks (undo and redo stay per tool, within a project). */
  readonly #histories = new Map<string, SourceHistory>();
  readonly #undos = new Map<string, UndoStacks>();

  constructor(readonly workspace: Workspace) {
    this.#saved = loadSaved();
  }

  /** The visible tool; undefined until the first one opens. */
  get tool(): Tool | undefined {
    return this.#tool;
  }

  set tool(tool: Tool | undefined) {
    this.#tool = tool;
    this.#toolProject = this.workspace.active.id;
  }

  get project(): Project {
    return this.workspace.active;
  }

  get identity(): IdentityInput {
    return this.project.identity;
  }

  set identity(identity: IdentityInput) {
    this.project.identity = identity;
  }

  get #sources(): Record<string, unknown> {
    return this.project.sources;
  }

  get #history(): SourceHistory {
    const id = this.project.id;
    let history = this.#histories.get(id);
    if (!history) {
      history = new SourceHistory(this.project.history);
      this.#histories.set(id, history);
    }
    return history;
  }

  get #undo(): UndoStacks {
    const id = this.project.id;
    let undo = this.#undos.get(id);
    if (!undo) {
      undo = new UndoStacks();
      this.#undos.set(id, undo);
    }
    return undo;
  }

  /** The tool to open first: `?tool=`, else the last one used, else the first. */
  initialTool(): string {
    return initialTool(this.#saved);
  }

  /** The source `toolId` opens on (undefined: the tool's own start). */
  sourceOf(toolId: string): unknown {
    return this.#sources[toolId];
  }

  /** Keeps the visible tool's source, before it is left, replaced or saved. */
  keepVisible(): void {
    const project = this.workspace.project(this.#toolProject ?? "");
    if (this.#tool && project) project.sources[this.#tool.id] = this.#tool.readSource();
  }

  /** `source` becomes what `toolId` opens on; its source before is kept to restore. Whether there was one. */
  replaceSource(toolId: string, source: unknown): boolean {
    const previous = this.#sources[toolId];
    if (previous !== undefined) this.#history.push(toolId, previous);
    this.#sources[toolId] = source;
    return previous !== undefined;
  }

  persist(): void {
    this.keepVisible();
    const project = this.project;
    project.history = this.#history.toJSON();
    this.workspace.save(project);
    // The last tool and the identity stay in local storage too: the preload entry reads them as hints.
    const hints: SavedState = { tool: this.tool?.id, identity: this.identity };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(hints));
    } catch {
      // Storage full or disabled: the hints only speed the first tool up.
    }
  }

  /** Forgets the project's undo stacks and history (it was deleted). */
  forget(projectId: string): void {
    this.#histories.delete(projectId);
    this.#undos.delete(projectId);
  }

  /** Runs an edit of `tool`, recording the source before it for undo when it changed anything. */
  async edit<T>(tool: Tool, change: () => Promise<T> | T): Promise<T> {
    const before = tool.readSource();
    const result = await change();
    if (canonicalJson(before) !== canonicalJson(tool.readSource())) this.#undo.record(tool.id, before);
    return result;
  }

  /** A whole new document in `tool`: undo steps back over it, and its work before is kept to restore. */
  async replace(tool: Tool, document: unknown): Promise<Applied<SourceDocument>> {
    const before = tool.readSource();
    const normalized = await tool.applySource(document);
    if (canonicalJson(before) !== canonicalJson(tool.readSource())) this.#undo.record(tool.id, before);
    if (canonicalJson(before) !== canonicalJson(normalized)) this.#history.push(tool.id, before);
    return normalized;
  }

  canUndo(toolId: string): boolean {
    return this.#undo.canUndo(toolId);
  }

  canRedo(toolId: string): boolean {
    return this.#undo.canRedo(toolId);
  }

  /**
   * Applies `tool`'s source from one edit back (or forward); undefined when there is none. A step whose
   * source the tool refuses is taken back, so the stacks stay as they were.
   */
  async step(tool: Tool, direction: "undo" | "redo"): Promise<Applied<SourceDocument> | undefined> {
    const current = tool.readSource();
    const target =
      direction === "undo" ? this.#undo.undo(tool.id, current) : this.#undo.redo(tool.id, current);
    if (target === undefined) return undefined;
    try {
      const applied = await tool.applySource(target);
      this.invalid.clear();
      return applied;
    } catch (error) {
      this.#undo.restore(direction, tool.id, target);
      throw StudioError.from(error);
    }
  }

  hasPrevious(toolId: string): boolean {
    return this.#history.peek(toolId) !== undefined;
  }

  /** Brings back `tool`'s source from before it was last replaced, as an edit; undefined when there is none. */
  async restore(tool: Tool): Promise<Applied<SourceDocument> | undefined> {
    const previous = this.#history.peek(tool.id);
    if (previous === undefined) return undefined;
    const restored = await this.edit(tool, () => tool.applySource(previous));
    this.#history.pop(tool.id);
    this.persist();
    return restored;
  }
}
