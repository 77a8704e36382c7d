// Per-tool history of replaced sources: when a whole document replaces a tool's work (an artifact opened from
// Elements, applySource), the work before is kept here so it can be restored — also after a reload.

/** Sources kept per tool: enough to step back through a session, small enough for local storage. */
const DEPTH = 10;

export class SourceHistory {
  readonly #stacks = new Map<string, unknown[]>();

  constructor(saved: Record<string, unknown[]> | undefined) {
    for (const [tool, stack] of Object.entries(saved ?? {})) {
      if (Array.isArray(stack) && stack.length > 0) this.#stacks.set(tool, stack.slice(-DEPTH));
    }
  }

  push(tool: string, source: unknown): void {
    const stack = this.#stacks.get(tool) ?? [];
    stack.push(structuredClone(source));
    this.#stacks.set(tool, stack.slice(-DEPTH));
  }

  /** The most recent replaced source of `tool`, if any. */
  peek(tool: string): unknown {
    return this.#stacks.get(tool)?.at(-1);
  }

  pop(tool: string): void {
    this.#stacks.get(tool)?.pop();
  }

  toJSON(): Record<string, unknown[]> {
    return Object.fromEntries([...this.#stacks].filter(([, stack]) => stack.length > 0));
  }
}
