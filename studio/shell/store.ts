// What the Studio holds between edits: the visible tool, the identity every tool shares, each tool's source,
// the undo stacks and the history of replaced sources, and the values the inspector refused; all but the
// last two are kept in local storage.
import type { IdentityInput } from "../../src/contract/index.js";
import { canonicalJson } from "../../src/svg/ids.js";
import { StudioError } from "../runtime/errors.js";
import type { Applied, SourceDocument, Tool } from "../tools/types.js";
import { SourceHistory } from "./history.js";
import { initialTool, loadSaved, type SavedState, STORAGE_KEY } from "./saved.js";
import { UndoStacks } from "./undo.js";

export class StudioStore {
  /** The visible tool; undefined until the first one opens. */
  tool: Tool | undefined;
  identity: IdentityInput;
  /** Values the tool refused from the inspector, by control label: shown at their fields until fixed. */
  readonly invalid = new Map<string, string>();
  readonly #saved: SavedState;
  readonly #sources: Record<string, unknown>;
  readonly #history: SourceHistory;
  readonly #undo = new UndoStacks();

  constructor() {
    this.#saved = loadSaved();
    this.identity = this.#saved.identity ?? { preset: "starter" };
    this.#sources = { ...this.#saved.sources };
    this.#history = new SourceHistory(this.#saved.history);
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
    if (this.tool) this.#sources[this.tool.id] = this.tool.readSource();
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
    const state: SavedState = {
      tool: this.tool?.id,
      identity: this.identity,
      sources: this.#sources,
      history: this.#history.toJSON(),
    };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or disabled: the Studio still works, it just will not remember.
    }
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
