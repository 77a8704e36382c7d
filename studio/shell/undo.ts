// Undo and redo, one stack per tool: every edit (a control, a source applied, a reset) records the source
// before it; undoing applies that source again through the tool's validator.

/** Edits kept per tool. */
const DEPTH = 100;

export class UndoStacks {
  readonly #undo = new Map<string, unknown[]>();
  readonly #redo = new Map<string, unknown[]>();

  /** An edit of `tool` replaced `before`: it can be undone, and what was undone before cannot be redone. */
  record(tool: string, before: unknown): void {
    const stack = this.#undo.get(tool) ?? [];
    stack.push(structuredClone(before));
    this.#undo.set(tool, stack.slice(-DEPTH));
    this.#redo.delete(tool);
  }

  canUndo(tool: string): boolean {
    return (this.#undo.get(tool)?.length ?? 0) > 0;
  }

  canRedo(tool: string): boolean {
    return (this.#redo.get(tool)?.length ?? 0) > 0;
  }

  /** The source to go back to, keeping `current` to redo; undefined when there is nothing to undo. */
  undo(tool: string, current: unknown): unknown {
    return this.#move(this.#undo, this.#redo, tool, current);
  }

  redo(tool: string, current: unknown): unknown {
    return this.#move(this.#redo, this.#undo, tool, current);
  }

  /** Takes back a step that could not be applied (its source no longer validates). */
  restore(from: "undo" | "redo", tool: string, source: unknown): void {
    const [back, forward] = from === "undo" ? [this.#undo, this.#redo] : [this.#redo, this.#undo];
    forward.get(tool)?.pop();
    back.set(tool, [...(back.get(tool) ?? []), source]);
  }

  #move(from: Map<string, unknown[]>, to: Map<string, unknown[]>, tool: string, current: unknown): unknown {
    const source = from.get(tool)?.pop();
    if (source === undefined) return undefined;
    to.set(tool, [...(to.get(tool) ?? []), structuredClone(current)]);
    return source;
  }
}
