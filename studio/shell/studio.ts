// The Studio shell: the active tool, its inspector and canvas, undo/redo, the Source drawer, local
// persistence, the URL, exports, notes in the status line, and the ready event.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { documentSchema, routeSource } from "../../src/catalog/studio-tools/route.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { ApiError } from "../../src/generate/api-error.js";
import { canonicalJson } from "../../src/render/svg/ids.js";
import { type Control, findControl } from "../api/controls.js";
import { StudioError } from "../api/errors.js";
import { committedValue } from "../api/file-value.js";
import { formatBytes } from "../export/size-estimate.js";
import { prefetchTool } from "../tools/prefetch.js";
import { TOOL_LOADERS } from "../tools/registry.js";
import { isObject, parseSource } from "../tools/source.js";
import type { Artifact, ExportFormat, Tool, ToolContext } from "../tools/types.js";
import { Canvas, type CanvasElements } from "./canvas.js";
import { ExportPanel, type ExportPanelElements, estimateHint } from "./export-panel.js";
import { downloadArtifact, Exports } from "./exports.js";
import { SourceHistory } from "./history.js";
import { controlId, renderInspector } from "./inspector.js";
import { initialTool, loadSaved, type SavedState, STORAGE_KEY } from "./saved.js";
import { RESTORE_LABEL, renderShellButtons, type ShellControl, shellControls } from "./shell-controls.js";
import { SourceDrawer, type SourceDrawerElements } from "./source-drawer.js";
import { UndoStacks } from "./undo.js";

export { RESTORE_LABEL } from "./shell-controls.js";

const toolName = (id: string) => STUDIO_TOOLS.find((tool) => tool.id === id)?.name ?? id;

/** The identity's display name (the catalog loads with every tool, so this costs no extra request). */
async function identityName(identity: IdentityInput): Promise<string> {
  const [{ resolveIdentity }, { identitySchema }] = await Promise.all([
    import("../../src/catalog/identities/index.js"),
    import("../../src/contract/index.js"),
  ]);
  return resolveIdentity(identitySchema.parse(identity)).name;
}

export interface StudioElements {
  title: HTMLElement;
  form: HTMLElement;
  canvas: CanvasElements;
  status: HTMLElement;
  stale: HTMLElement;
  progress: HTMLElement;
  exportPanel: ExportPanelElements;
  /** Where the shell's buttons go, by place. */
  places: Record<"actions" | "history" | "zoom" | "exports" | "cancel" | "drawer", HTMLElement>;
  source: SourceDrawerElements;
}

export class Studio {
  #tool: Tool | undefined;
  #identity: IdentityInput;
  readonly #saved: SavedState;
  readonly #sources: Record<string, unknown>;
  readonly #history: SourceHistory;
  readonly #undo = new UndoStacks();
  /** Values the tool refused from the inspector, by control label: shown at their fields until fixed. */
  readonly #invalid = new Map<string, string>();
  readonly #canvas: Canvas;
  readonly #drawer: SourceDrawer;
  readonly #exportPanel: ExportPanel;
  readonly #exports: Exports;
  #renderQueued: Promise<void> | undefined;
  /** Notes raised while a tool opens; shown once it is visible. */
  #notes: string[] = [];
  #activating = false;
  /** Called after every tool activation, once the tool is visible (main.ts fires the ready event). */
  onActivated: (() => void) | undefined;

  constructor(readonly elements: StudioElements) {
    this.#saved = loadSaved();
    this.#identity = this.#saved.identity ?? { preset: "starter" };
    this.#sources = { ...this.#saved.sources };
    this.#history = new SourceHistory(this.#saved.history);
    this.#canvas = new Canvas(elements.canvas);
    this.#canvas.onLayout = () => {
      if (this.#tool) this.renderShell();
    };
    this.#drawer = new SourceDrawer(elements.source);
    this.#exports = new Exports(elements.progress, () => this.renderShell());
    this.#exportPanel = new ExportPanel(elements.exportPanel);
  }

  get tool(): Tool {
    if (!this.#tool) throw StudioError.of("invalid_request", "no tool is open yet", "tool");
    return this.#tool;
  }

  get canvas(): Canvas {
    return this.#canvas;
  }

  /** The tool to open first: `?tool=`, else the last one used, else the first. */
  initialTool(): string {
    return initialTool(this.#saved);
  }

  readonly context: ToolContext = {
    identity: () => this.#identity,
    setIdentity: (identity) => {
      const changed = canonicalJson(identity) !== canonicalJson(this.#identity);
      this.#identity = identity;
      // The identity is shared by every tool: changing it from another tool's source is said out loud.
      if (changed && this.#tool && this.#tool.id !== "identity") {
        void identityName(identity).then((name) => this.note(`Identity changed for all tools: ${name}.`));
      }
    },
    // Fonts (and the type engine) load with the first tool that sets text, not with the shell.
    fonts: async (extra, texts) => (await import("../tools/fonts.js")).fontsFor(this.#identity, extra, texts),
    open: (toolId, source) => this.openWith(toolId, source),
    notify: (message) => {
      if (this.#activating) this.#notes.push(message);
      else this.note(message);
    },
    persist: () => this.persist(),
  };

  persist(): void {
    if (this.#tool) this.#sources[this.#tool.id] = this.#tool.readSource();
    const state: SavedState = {
      tool: this.#tool?.id,
      identity: this.#identity,
      sources: this.#sources,
      history: this.#history.toJSON(),
    };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or disabled: the Studio still works, it just will not remember.
    }
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
    if (this.#tool) this.#sources[this.#tool.id] = this.#tool.readSource();
    // Its code, and for a tool that sets text the type engine and the identity's faces, load together.
    prefetchTool(toolId, this.#identity);
    const factory = await loader.load();
    this.#activating = true;
    let tool: Tool | undefined;
    try {
      tool = await factory(this.context, this.#sources[toolId]);
      await prepare?.(tool);
    } catch (error) {
      tool?.deactivate?.();
      this.#notes.length = 0;
      throw StudioError.from(error);
    } finally {
      this.#activating = false;
    }
    this.#tool?.deactivate?.();
    this.#tool = tool;
    const url = new URL(location.href);
    url.searchParams.set("tool", toolId);
    history.replaceState(null, "", url);
    document.title = `${toolName(toolId)} · Marque Studio`;
    this.elements.title.textContent = toolName(toolId);
    // The status and the inspector's marks speak for the visible tool: a switch clears them, then shows
    // what opening the tool noted.
    this.#invalid.clear();
    this.say(this.#notes.splice(0).join(" "));
    this.elements.form.dataset.signature = "";
    if (this.#drawer.open) this.#drawer.show(this.#tool.readSource());
    await this.refresh();
    this.persist();
    this.onActivated?.();
    return this.#tool;
  }

  /**
   * Opens `toolId` on `source` (Elements → the tool that makes an element's artifact). The tool's work so
   * far is kept in its history, so "Restore previous source" brings it back.
   */
  async openWith(toolId: string, source: unknown): Promise<void> {
    if (this.#tool) this.#sources[this.#tool.id] = this.#tool.readSource();
    const previous = this.#sources[toolId];
    if (previous !== undefined) this.#history.push(toolId, previous);
    this.#sources[toolId] = source;
    this.#notes.push(
      previous === undefined
        ? `Opened in ${toolName(toolId)}.`
        : `Opened in ${toolName(toolId)}; its previous source is kept: ${RESTORE_LABEL} brings it back.`,
    );
    await this.activate(toolId);
  }

  /** Brings back the active tool's source from before it was last replaced. */
  async restore(): Promise<Record<string, unknown>> {
    const tool = this.tool;
    const previous = this.#history.peek(tool.id);
    if (previous === undefined)
      throw StudioError.of("invalid_request", `the ${tool.id} tool has no previous source`, "history");
    const restored = await this.#edit(() => tool.applySource(previous));
    this.#history.pop(tool.id);
    this.persist();
    this.say(`Restored the previous ${toolName(tool.id)} source.`);
    return restored;
  }

  /** Runs an edit of the visible tool, recording the source before it for undo when it changed anything. */
  async #edit<T>(change: () => Promise<T> | T): Promise<T> {
    const tool = this.tool;
    const before = tool.readSource();
    const result = await change();
    if (canonicalJson(before) !== canonicalJson(tool.readSource())) this.#undo.record(tool.id, before);
    return result;
  }

  /**
   * Steps the visible tool back (or forward) one edit. The shell button that runs it redraws once afterwards
   * (activateControl), so it does not wait for a frame of its own: each wait is a whole preview frame.
   */
  async step(direction: "undo" | "redo"): Promise<Record<string, unknown>> {
    const tool = this.tool;
    const current = tool.readSource();
    const target =
      direction === "undo" ? this.#undo.undo(tool.id, current) : this.#undo.redo(tool.id, current);
    if (target === undefined)
      throw StudioError.of("invalid_request", `nothing to ${direction} in ${toolName(tool.id)}`, direction);
    try {
      const applied = await tool.applySource(target);
      this.#invalid.clear();
      return applied;
    } catch (error) {
      this.#undo.restore(direction, tool.id, target);
      throw StudioError.from(error);
    }
  }

  /** The visible tool back to where a new user starts; undo brings the work back (redrawn as step is). */
  async reset(): Promise<Record<string, unknown>> {
    const tool = this.tool;
    const applied = await this.#edit(() => tool.applySource(tool.initialSource()));
    this.#invalid.clear();
    this.say(`${toolName(tool.id)} reset. Undo brings your work back.`);
    return applied;
  }

  /** Re-renders inspector, canvas and shell; overlapping calls share one render. A failed render is shown. */
  refresh(): Promise<void> {
    this.#renderQueued ??= (async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      this.#renderQueued = undefined;
      const tool = this.tool;
      renderInspector(
        this.elements.form,
        tool.controls(),
        {
          commit: (control, value) => void this.commitFromDom(control, value),
          run: (control) => void this.runFromDom(control),
        },
        { invalid: this.#invalid },
      );
      this.elements.stale.hidden = this.#invalid.size === 0;
      try {
        await tool.render(this.elements.canvas.artboard);
      } catch (error) {
        this.say(`The preview could not be drawn: ${StudioError.from(error).message}`);
      }
      this.#canvas.update();
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
    const canvas = this.#canvas;
    const drawer = this.#drawer;
    return shellControls({
      toolId: tool.id,
      exports: tool.exports,
      canUndo: () => this.#undo.canUndo(tool.id),
      canRedo: () => this.#undo.canRedo(tool.id),
      undo: () => this.step("undo"),
      redo: () => this.step("redo"),
      reset: () => this.reset(),
      hasPrevious: () => this.#history.peek(tool.id) !== undefined,
      restore: () => this.restore(),
      sourceOpen: drawer.open,
      toggleSource: (open) => {
        if (open) drawer.show(tool.readSource());
        else drawer.hide();
        this.renderShell();
        if (open) drawer.elements.text.focus();
      },
      sourceDraft: () => drawer.draft,
      setSourceDraft: (text) => {
        drawer.draft = text;
      },
      applyDraft: async () => {
        try {
          const applied = await this.applySource(drawer.draft);
          drawer.show(applied);
          this.say("Source applied.");
          return applied;
        } catch (error) {
          drawer.showIssues(StudioError.from(error).body);
          throw error;
        }
      },
      copySource: async () => {
        const text = JSON.stringify(tool.readSource(), null, 2);
        await navigator.clipboard?.writeText(text).catch(() => undefined);
        this.say("Source copied.");
        return text;
      },
      hasArtwork: () => canvas.artwork !== undefined,
      canZoom: (direction) => canvas.canZoom(direction),
      zoom: (direction) => canvas.step(direction),
      fit: () => canvas.fit(),
      actualSize: () => canvas.zoomTo(1),
      fitted: canvas.fitted,
      exportAndDownload: async (format) => {
        this.#exportPanel.close();
        const artifact = await this.export(format as ExportFormat, this.tool.exportChoices?.());
        this.download(artifact);
        this.#exportPanel.show(artifact, () => this.download(artifact));
        this.say(`Downloaded ${artifact.filename} (${formatBytes(artifact.bytes)}).`);
        return artifact;
      },
      exporting: this.#exports.running,
      cancelExport: () => this.cancelExport(),
      exportHint: (format) => estimateHint(format, tool.exportShape?.()),
      openTool: async (id) => {
        await this.activate(id);
        return id;
      },
    });
  }

  /** Draws the shell's buttons where they belong (the tool tabs are main.ts's links). */
  renderShell(): void {
    const controls = this.shellControls();
    this.#exportPanel.estimate(this.tool.exports, this.tool.exportShape?.());
    const run = (control: Control) => void this.runFromDom(control);
    for (const [place, container] of Object.entries(this.elements.places)) {
      const here = controls.filter((control) => control.place === place && control.kind === "button");
      renderShellButtons(container, here, run);
      if (place !== "drawer") container.hidden = here.length === 0;
    }
  }

  /** Controls the page shows, looked up by accessible label (exactly, then case-insensitively). */
  control(label: string): Control {
    return findControl(this.controls(), label);
  }

  async set(label: string, value: unknown): Promise<Control> {
    const control = this.control(label);
    if (control.kind === "button" || !control.commit) {
      throw StudioError.of("invalid_request", `${JSON.stringify(label)} is a button: use activate`, "label");
    }
    if (control.kind === "select" && !(control.options ?? []).map(String).includes(String(value))) {
      throw StudioError.of(
        "invalid_request",
        `${JSON.stringify(value)} is not an option of ${label}; options: ${(control.options ?? []).join(", ")}`,
        "value",
      );
    }
    const before = canonicalJson(this.tool.readSource());
    try {
      // A File is read and checked as the file field reads a person's (file-value.ts).
      await this.#edit(async () => control.commit?.(await committedValue(control, value)));
    } catch (error) {
      throw StudioError.from(error);
    }
    this.#invalid.delete(control.label);
    await this.refresh();
    const after = this.control(control.label);
    // An option that only reports a state ("Your own" look) is not a choice: said, not resolved as if made.
    if (
      control.kind === "select" &&
      String(after.value) !== String(value) &&
      canonicalJson(this.tool.readSource()) === before
    ) {
      throw StudioError.of(
        "invalid_request",
        `${JSON.stringify(value)} cannot be chosen for ${control.label}: it is what the control shows when none of its choices applies. Nothing changed; it is still ${JSON.stringify(after.value)}`,
        "value",
      );
    }
    return after;
  }

  async activateControl(label: string): Promise<{ control: Control; result?: unknown }> {
    const control = this.control(label);
    if (control.kind === "toggle") return { control: await this.set(label, control.value !== true) };
    if (control.kind !== "button" || !control.run) {
      // Activating a field focuses it, as a click would; its value changes only through set.
      document.getElementById(controlId(control.label))?.focus();
      return { control };
    }
    let result: unknown;
    try {
      // A tool's own buttons (reset a colour) are edits; the shell's record their own.
      result = await ("place" in control ? control.run() : this.#edit(() => control.run?.()));
    } catch (error) {
      throw StudioError.from(error);
    }
    await this.refresh();
    // The state after the action, when the control is still shown (a tab now pressed, a reset now disabled).
    const after = this.controls().find((c) => c.label === control.label);
    return { control: after ?? control, result };
  }

  /**
   * Applies a source document (an object or its JSON text) in the tool that reads it, decided by the
   * document's kind against the catalog (routeSource): another tool's document opens that tool with it
   * applied, and nothing changes when it is refused.
   */
  async applySource(source: unknown): Promise<Record<string, unknown>> {
    const document = parseSource(source);
    // What is not an object the active tool refuses, as POST /api/generate refuses such a body.
    const route = isObject(document) ? routeSource(document, this.tool.id) : { tool: this.tool.id };
    if ("refused" in route) throw new StudioError(ApiError.invalid([route.refused], 0, null));
    try {
      return await this.#applyIn(route.tool, document);
    } catch (error) {
      // The shared validators name the generation contract; a document is refused against its own schema.
      const reader = STUDIO_TOOLS.find((tool) => tool.id === route.tool);
      const refusal = StudioError.from(error);
      throw reader ? refusal.naming(documentSchema(reader)) : refusal;
    }
  }

  /** applySource once routed: in the open tool, or opening `toolId` with the document applied. */
  async #applyIn(toolId: string, document: unknown): Promise<Record<string, unknown>> {
    if (toolId !== this.tool.id) {
      let applied: Record<string, unknown> = {};
      const identity = canonicalJson(this.#identity);
      await this.activate(toolId, async (tool) => {
        applied = await this.#replace(tool, document);
        // Said here whichever tool was open (setIdentity is silent in the Identity tool).
        const changed = identity !== canonicalJson(this.#identity);
        const note = changed ? ` Identity changed for all tools: ${await identityName(this.#identity)}.` : "";
        this.#notes.push(`Opened in ${toolName(tool.id)}, which reads this document.${note}`);
      });
      return applied;
    }
    const normalized = await this.#replace(this.tool, document);
    this.persist();
    this.#invalid.clear();
    await this.refresh();
    return normalized;
  }

  /** A whole new document in `tool`: undo steps back over it, and its work before is kept to restore. */
  async #replace(tool: Tool, document: unknown): Promise<Record<string, unknown>> {
    const before = tool.readSource();
    const normalized = await tool.applySource(document);
    if (canonicalJson(before) !== canonicalJson(tool.readSource())) this.#undo.record(tool.id, before);
    if (canonicalJson(before) !== canonicalJson(normalized)) this.#history.push(tool.id, before);
    return normalized;
  }

  /** One export at a time, with progress and cancellation (see exports.ts). */
  export(format: ExportFormat, options: Readonly<Record<string, unknown>> = {}): Promise<Artifact> {
    return this.#exports.run(this.tool, format, options);
  }

  /** Cancels the export that is running; false when none is. */
  cancelExport(): boolean {
    return this.#exports.cancel();
  }

  /** Saves a Blob under its file name through a temporary link. */
  download(artifact: Pick<Artifact, "blob" | "filename">): void {
    downloadArtifact(artifact);
  }

  say(message: string): void {
    this.elements.status.textContent = message;
  }

  /** Adds a sentence to the status line (notes that arrive while another message shows join it). */
  note(message: string): void {
    const current = this.elements.status.textContent ?? "";
    if (!current.includes(message)) this.say(current ? `${current} ${message}` : message);
  }

  /**
   * A value from the inspector: applied through the tool's validator. A refused value stays in its field
   * with the message under it (issues are matched to fields by path), and the canvas keeps the last valid
   * render, marked as not applied.
   */
  private async commitFromDom(control: Control, value: unknown): Promise<void> {
    try {
      await this.#edit(async () => control.commit?.(await committedValue(control, value)));
      this.#invalid.delete(control.label);
      this.say("");
    } catch (error) {
      const body = StudioError.from(error).body;
      const issues = body.error.issues.length > 0 ? body.error.issues : [body.error];
      const own = issues.filter((issue) => issue.field === control.path);
      this.#invalid.set(control.label, (own.length > 0 ? own : issues).map((i) => i.message).join("; "));
    }
    await this.refresh();
  }

  private async runFromDom(control: Control): Promise<void> {
    try {
      await this.activateControl(control.label);
    } catch (error) {
      this.say(StudioError.from(error).message);
    }
  }
}
