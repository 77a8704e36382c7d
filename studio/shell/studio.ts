// The Studio: what main.ts, the shortcuts and window.marque.studio (api/studio-api.ts) call. It opens tools,
// steps through their history and exports, over the store (state, persistence, undo: store.ts) and the page
// (view.ts); controls set by label are control-edits.ts's, documents applied apply-source.ts's.
import type { StudioExportOptions, TypeRole } from "../../src/contract/index.js";
import type { Control } from "../runtime/controls.js";
import { StudioError } from "../runtime/errors.js";
import { prefetchTool } from "../tools/prefetch.js";
import { TOOL_LOADERS } from "../tools/registry.js";
import type { Applied, Artifact, ExportFormat, SourceDocument, Tool, ToolContext } from "../tools/types.js";
import { Designs } from "../workspace/designs.js";
import { type FontSummary, removeFont, uploadFont } from "../workspace/fonts.js";
import type { Workspace } from "../workspace/workspace.js";
import { type ApplyHost, applySource } from "./apply-source.js";
import type { Canvas } from "./canvas.js";
import {
  activateControl,
  type ControlHost,
  commitFromDom,
  controlOf,
  runFromDom,
  setControl,
} from "./control-edits.js";
import { downloadArtifact } from "./exports.js";
import { RESTORE_LABEL, type ShellControl, shellControls } from "./shell-controls.js";
import { StudioStore } from "./store.js";
import { toolContext } from "./tool-context.js";
import { type StudioElements, StudioView, toolName } from "./view.js";

export { RESTORE_LABEL } from "./shell-controls.js";

/** What the shell's Saved designs and Command palette buttons open. */
export interface WorkspacePanels {
  readonly designsOpen: boolean;
  toggleDesigns(open: boolean): void;
  openPalette(): Promise<unknown>;
  projectControls(): ShellControl[];
}
export type { StudioElements } from "./view.js";

export class Studio {
  readonly #store: StudioStore;
  readonly #view: StudioView;
  /** The active project's saved designs. */
  readonly designs: Designs;
  #renderQueued: Promise<void> | undefined;
  /** What setting and activating controls acts on (control-edits.ts). */
  readonly #controls: ControlHost;
  /** What applying a document acts on (apply-source.ts). */
  readonly #applying: ApplyHost;
  /** Called after every tool activation, once the tool is visible (main.ts fires the ready event). */
  onActivated: (() => void) | undefined;
  /** The workspace's page parts (the Saved designs panel, the command palette): main.ts's. */
  panels: WorkspacePanels = {
    designsOpen: false,
    toggleDesigns: () => undefined,
    openPalette: async () => undefined,
    projectControls: () => [],
  };

  /** What tools see of the Studio. */
  readonly context: ToolContext;

  constructor(
    readonly elements: StudioElements,
    readonly workspace: Workspace,
  ) {
    this.#store = new StudioStore(workspace);
    this.designs = new Designs(workspace);
    this.#controls = {
      tool: () => this.tool,
      controls: () => this.controls(),
      edit: (change) => this.#store.edit(this.tool, change),
      invalid: this.#store.invalid,
      refresh: () => this.refresh(),
      say: (message) => this.say(message),
    };
    this.#applying = {
      store: this.#store,
      tool: () => this.tool,
      activate: (toolId, prepare) => this.activate(toolId, prepare),
      hold: (message) => this.#view.hold(message),
      refresh: () => this.refresh(),
    };
    this.#view = new StudioView(elements, () => {
      if (this.#store.tool) this.renderShell();
    });
    this.context = toolContext(this.#store, this.#view, (toolId, source) => this.openWith(toolId, source));
  }

  get tool(): Tool {
    if (!this.#store.tool) throw StudioError.of("invalid_request", "no tool is open yet", "tool");
    return this.#store.tool;
  }

  get canvas(): Canvas {
    return this.#view.canvas;
  }

  /** The tool to open first: `?tool=`, else the last one used, else the first. */
  initialTool(): string {
    return this.#store.initialTool();
  }

  persist(): void {
    this.#store.persist();
  }

  /**
   * Opens a tool with its saved source, shows it, and fires the ready event. `prepare` runs on the new tool
   * before it is shown (a document applied to it): when it fails, the tool that was open stays open.
   */
  async activate(toolId: string, prepare?: (tool: Tool) => Promise<void>): Promise<Tool> {
    const loader = TOOL_LOADERS[toolId];
    if (!loader) {
      throw StudioError.of(
        "not_found",
        `no tool ${JSON.stringify(toolId)}; tools: ${Object.keys(TOOL_LOADERS).join(", ")}`,
        "tool",
      );
    }
    this.#store.keepVisible();
    // Its code, and for a tool that sets text the type engine and the identity's faces, load together.
    prefetchTool(toolId, this.#store.identity);
    const factory = await loader.load();
    this.#view.opening = true;
    let tool: Tool | undefined;
    try {
      tool = await factory(this.context, this.#store.sourceOf(toolId));
      await prepare?.(tool);
    } catch (error) {
      tool?.deactivate?.();
      this.#view.dropHeld();
      throw StudioError.from(error);
    } finally {
      this.#view.opening = false;
    }
    this.#store.tool?.deactivate?.();
    this.#store.tool = tool;
    // The status and the inspector's marks speak for the visible tool: a switch clears them, then shows
    // what opening the tool noted.
    this.#store.invalid.clear();
    this.#view.show(toolId, tool);
    await this.refresh();
    this.persist();
    this.onActivated?.();
    return tool;
  }

  /**
   * Makes project `id` active: the visible tool opens again on that project's source and identity. When it
   * cannot, the project before stays active.
   */
  async openProject(id: string): Promise<void> {
    const previous = this.workspace.active.id;
    this.workspace.get(id);
    if (id === previous) return;
    this.persist();
    this.workspace.activate(id);
    try {
      await this.activate(this.tool.id);
    } catch (error) {
      this.workspace.activate(previous);
      throw error;
    }
    this.say(`Project: ${this.workspace.active.name}.`);
  }

  /**
   * Closes project `id`'s tab, or deletes the project (`remove`); when it was active, the visible tool opens
   * again on the project that becomes active.
   */
  async closeProject(id: string, remove = false): Promise<void> {
    const wasActive = this.workspace.active.id === id;
    if (wasActive) this.persist();
    if (remove) {
      this.workspace.remove(id);
      this.#store.forget(id);
    } else this.workspace.close(id);
    if (wasActive) await this.activate(this.tool.id);
  }

  /** Keeps `bytes` as the active project's face for `role` (checked, sanitized); the visible tool redraws. */
  async uploadFont(role: TypeRole, bytes: Uint8Array, filename: string): Promise<FontSummary> {
    const font = await uploadFont(this.workspace, role, bytes, filename);
    await this.refresh();
    this.say(`${font.family} now sets the ${role} role in every tool of ${this.workspace.active.name}.`);
    return font;
  }

  /** Removes the active project's face for `role`; the visible tool redraws in the identity's face. */
  async removeFont(role: TypeRole): Promise<FontSummary[]> {
    const left = removeFont(this.workspace, role);
    await this.refresh();
    return left;
  }

  /** Brings saved design `id` back in its tool (opening it when another is visible), as one undoable edit. */
  async restoreDesign(id: string): Promise<Applied<SourceDocument>> {
    const design = this.workspace.design(id);
    const source = structuredClone(design.source);
    let applied: Applied<SourceDocument> | undefined;
    if (design.tool === this.tool.id) {
      applied = await this.#store.replace(this.tool, source);
      this.#store.invalid.clear();
      this.persist();
      await this.refresh();
    } else {
      await this.activate(design.tool, async (tool) => {
        applied = await this.#store.replace(tool, source);
      });
    }
    this.say(`Restored the design “${design.name}”.`);
    return applied ?? this.tool.readSource();
  }

  /**
   * Opens `toolId` on `source` (Elements → the tool that makes an element's artifact). The tool's work so
   * far is kept in its history, so "Restore previous source" brings it back.
   */
  async openWith(toolId: string, source: unknown): Promise<void> {
    this.#store.keepVisible();
    const kept = this.#store.replaceSource(toolId, source);
    this.#view.hold(
      kept
        ? `Opened in ${toolName(toolId)}; its previous source is kept: ${RESTORE_LABEL} brings it back.`
        : `Opened in ${toolName(toolId)}.`,
    );
    await this.activate(toolId);
  }

  /** Brings back the active tool's source from before it was last replaced. */
  async restore(): Promise<Applied<SourceDocument>> {
    const tool = this.tool;
    const restored = await this.#store.restore(tool);
    if (restored === undefined)
      throw StudioError.of("invalid_request", `the ${tool.id} tool has no previous source`, "history");
    this.say(`Restored the previous ${toolName(tool.id)} source.`);
    return restored;
  }

  /**
   * Steps the visible tool back (or forward) one edit. The shell button that runs it redraws once afterwards
   * (activateControl), so it does not wait for a frame of its own: each wait is a whole preview frame.
   */
  async step(direction: "undo" | "redo"): Promise<Applied<SourceDocument>> {
    const tool = this.tool;
    const applied = await this.#store.step(tool, direction);
    if (applied === undefined)
      throw StudioError.of("invalid_request", `nothing to ${direction} in ${toolName(tool.id)}`, direction);
    return applied;
  }

  /** The visible tool back to where a new user starts; undo brings the work back (redrawn as step is). */
  async reset(): Promise<Applied<SourceDocument>> {
    const tool = this.tool;
    const applied = await this.#store.edit(tool, () => tool.applySource(tool.initialSource()));
    this.#store.invalid.clear();
    this.say(`${toolName(tool.id)} reset. Undo brings your work back.`);
    return applied;
  }

  /** Re-renders inspector, canvas and shell; overlapping calls share one render. A failed render is shown. */
  refresh(): Promise<void> {
    this.#renderQueued ??= (async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      this.#renderQueued = undefined;
      const callbacks = {
        commit: (control: Control, value: unknown) => void commitFromDom(this.#controls, control, value),
        run: (control: Control) => void runFromDom(this.#controls, control),
      };
      await this.#view.paint(this.tool, callbacks, this.#store.invalid);
      this.renderShell();
    })();
    return this.#renderQueued;
  }

  /** Every control the page shows for the visible tool: the tool's own, then the shell's. */
  controls(): Control[] {
    return [...this.tool.controls(), ...this.shellControls()];
  }

  private shellControls(): ShellControl[] {
    const tool = this.tool;
    return shellControls({
      ...this.#view.pageHost(
        tool,
        (draft) => this.applySource(draft),
        (format) => this.export(format as ExportFormat, this.tool.exportChoices?.()),
      ),
      toolId: tool.id,
      exports: tool.exports,
      canUndo: () => this.#store.canUndo(tool.id),
      canRedo: () => this.#store.canRedo(tool.id),
      undo: () => this.step("undo"),
      redo: () => this.step("redo"),
      reset: () => this.reset(),
      hasPrevious: () => this.#store.hasPrevious(tool.id),
      restore: () => this.restore(),
      cancelExport: () => this.cancelExport(),
      openTool: async (id) => {
        await this.activate(id);
        return id;
      },
      designsOpen: this.panels.designsOpen,
      toggleDesigns: (open) => this.panels.toggleDesigns(open),
      openPalette: () => this.panels.openPalette(),
      projectControls: () => this.panels.projectControls(),
    });
  }

  /** Draws the shell's buttons where they belong (the tool tabs are main.ts's links). */
  renderShell(): void {
    this.#view.drawShell(
      this.tool,
      this.shellControls(),
      (control) => void runFromDom(this.#controls, control),
    );
  }

  /** Controls the page shows, looked up by accessible label (exactly, then case-insensitively). */
  control(label: string): Control {
    return controlOf(this.#controls, label);
  }

  set(label: string, value: unknown): Promise<Control> {
    return setControl(this.#controls, label, value);
  }

  activateControl(label: string): Promise<{ control: Control; result?: unknown }> {
    return activateControl(this.#controls, label);
  }

  /** Applies a source document in the tool that reads it (apply-source.ts). */
  applySource(source: unknown): Promise<Applied<SourceDocument>> {
    return applySource(this.#applying, source);
  }

  /** One export at a time, with progress and cancellation (see exports.ts). */
  export(format: ExportFormat, options: StudioExportOptions = {}): Promise<Artifact> {
    return this.#view.exports.run(this.tool, format, options);
  }

  /** Cancels the export that is running; false when none is. */
  cancelExport(): boolean {
    return this.#view.exports.cancel();
  }

  /** Saves a Blob under its file name through a temporary link. */
  download(artifact: Pick<Artifact, "blob" | "filename">): void {
    downloadArtifact(artifact);
  }

  say(message: string): void {
    this.#view.say(message);
  }

  /** Adds a sentence to the status line (notes that arrive while another message shows join it). */
  note(message: string): void {
    this.#view.note(message);
  }
}
