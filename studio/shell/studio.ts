// The Studio shell: the active tool, its form and preview, local persistence, the URL, exports, the shell's
// own controls (tool tabs, downloads, restore), notes in the status line, and the ready event.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { canonicalJson } from "../../src/render/svg/ids.js";
import type { Control } from "../api/controls.js";
import { StudioError } from "../api/errors.js";
import { prefetchTool } from "../tools/prefetch.js";
import { TOOL_LOADERS } from "../tools/registry.js";
import type { Artifact, ExportFormat, Tool, ToolContext } from "../tools/types.js";
import { controlId, renderForm } from "./form.js";
import { SourceHistory } from "./history.js";
import { initialTool, loadSaved, type SavedState, STORAGE_KEY } from "./saved.js";

/** Exports slower than this show the progress indicator. */
const PROGRESS_DELAY_MS = 200;
/** The shell's button that brings back a tool's source from before it was replaced. */
export const RESTORE_LABEL = "Restore previous source";

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
  nav: HTMLElement;
  form: HTMLElement;
  preview: HTMLElement;
  status: HTMLElement;
  progress: HTMLElement;
  exports: HTMLElement;
  history: HTMLElement;
}

export class Studio {
  #tool: Tool | undefined;
  #identity: IdentityInput;
  readonly #saved: SavedState;
  readonly #sources: Record<string, unknown>;
  readonly #history: SourceHistory;
  #exporting = false;
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
  }

  get tool(): Tool {
    if (!this.#tool) throw StudioError.of("invalid_request", "no tool is open yet", "tool");
    return this.#tool;
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
    fonts: async () => (await import("../tools/fonts.js")).fontsFor(this.#identity),
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

  /** Opens a tool with its saved source, shows it, and fires the ready event. */
  async activate(toolId: string): Promise<Tool> {
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
    try {
      this.#tool = await factory(this.context, this.#sources[toolId]);
    } finally {
      this.#activating = false;
    }
    const url = new URL(location.href);
    url.searchParams.set("tool", toolId);
    history.replaceState(null, "", url);
    for (const link of this.elements.nav.querySelectorAll<HTMLAnchorElement>("a[data-tool]")) {
      if (link.dataset.tool === toolId) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    document.title = `${toolName(toolId)} · Marque Studio`;
    // The status speaks for the visible tool: a switch clears it, then shows what opening the tool noted.
    this.say(this.#notes.splice(0).join(" "));
    this.elements.form.dataset.signature = "";
    this.renderExportButtons();
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
    const restored = await tool.applySource(previous);
    this.#history.pop(tool.id);
    this.persist();
    this.say(`Restored the previous ${toolName(tool.id)} source.`);
    return restored;
  }

  /** Re-renders form and preview; overlapping calls share one render. A failed render is shown, not thrown. */
  refresh(): Promise<void> {
    this.#renderQueued ??= (async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      this.#renderQueued = undefined;
      const tool = this.tool;
      renderForm(this.elements.form, tool.controls(), {
        commit: (control, value) => void this.commitFromDom(control, value),
        run: (control) => void this.runFromDom(control),
      });
      this.renderHistory();
      try {
        await tool.render(this.elements.preview);
      } catch (error) {
        this.say(`The preview could not be drawn: ${StudioError.from(error).message}`);
      }
    })();
    return this.#renderQueued;
  }

  /** Every control the page shows for the visible tool: the tool's own, then the shell's. */
  controls(): Control[] {
    return [...this.tool.controls(), ...this.shellControls()];
  }

  /** The shell's buttons: restore (when there is a previous source), downloads, and the tool tabs. */
  private shellControls(): Control[] {
    const tool = this.tool;
    const restore: Control[] = this.#history.peek(tool.id)
      ? [
          {
            label: RESTORE_LABEL,
            kind: "button",
            value: undefined,
            enabled: true,
            hint: `brings back the ${toolName(tool.id)} source from before it was replaced`,
            run: () => this.restore(),
          },
        ]
      : [];
    const downloads: Control[] = tool.exports.map((format) => ({
      label: `Download ${format.toUpperCase()}`,
      kind: "button",
      value: undefined,
      enabled: true,
      run: async () => {
        const artifact = await this.export(format);
        this.download(artifact);
        return artifact;
      },
    }));
    const tabs: Control[] = STUDIO_TOOLS.map((entry) => ({
      label: entry.name,
      kind: "button",
      value: undefined,
      pressed: entry.id === tool.id,
      enabled: true,
      run: async () => {
        await this.activate(entry.id);
        return entry.id;
      },
    }));
    return [...restore, ...downloads, ...tabs];
  }

  /** Controls the page shows, looked up by accessible label (exactly, then case-insensitively). */
  control(label: string): Control {
    const controls = this.controls();
    const exact = controls.filter((c) => c.label === label);
    const matches =
      exact.length > 0
        ? exact
        : controls.filter((c) => c.label.toLowerCase() === String(label).toLowerCase());
    const labels = controls.map((c) => c.label).join(", ");
    if (matches.length === 0)
      throw StudioError.of(
        "not_found",
        `no visible control labelled ${JSON.stringify(label)}; controls: ${labels}`,
        "label",
      );
    if (matches.length > 1)
      throw StudioError.of("invalid_request", `the label ${JSON.stringify(label)} is ambiguous`, "label");
    const control = matches[0] as Control;
    if (!control.enabled)
      throw StudioError.of("invalid_request", `the control ${JSON.stringify(label)} is disabled`, "label");
    return control;
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
    try {
      await control.commit(value);
    } catch (error) {
      throw StudioError.from(error);
    }
    await this.refresh();
    return this.control(control.label);
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
      result = await control.run();
    } catch (error) {
      throw StudioError.from(error);
    }
    await this.refresh();
    // The state after the action, when the control is still shown (a tab now pressed, a reset now disabled).
    const after = this.controls().find((c) => c.label === control.label);
    return { control: after ?? control, result };
  }

  async applySource(source: unknown): Promise<Record<string, unknown>> {
    const tool = this.tool;
    const before = tool.readSource();
    const normalized = await tool.applySource(source);
    // A whole new document replaces the tool's work: keep it to restore.
    if (canonicalJson(before) !== canonicalJson(normalized)) {
      this.#history.push(tool.id, before);
      this.persist();
    }
    await this.refresh();
    return normalized;
  }

  /** One export at a time (they share the renderer and encoders); slow ones show progress. */
  async export(format: ExportFormat): Promise<Artifact> {
    const tool = this.tool;
    if (!tool.artifact || !tool.exports.includes(format)) {
      throw StudioError.of(
        "invalid_request",
        `the ${tool.id} tool exports ${tool.exports.join(", ") || "nothing"}, not ${format}`,
        "format",
      );
    }
    if (this.#exporting)
      throw StudioError.of(
        "invalid_request",
        "an export is already running; wait for it to finish",
        "export",
      );
    this.#exporting = true;
    const timer = setTimeout(() => {
      this.elements.progress.hidden = false;
    }, PROGRESS_DELAY_MS);
    try {
      return await tool.artifact(format);
    } finally {
      clearTimeout(timer);
      this.elements.progress.hidden = true;
      this.#exporting = false;
    }
  }

  /** Saves a Blob under its file name through a temporary link. */
  download(artifact: Artifact): void {
    const url = URL.createObjectURL(artifact.blob);
    const link = Object.assign(document.createElement("a"), { href: url, download: artifact.filename });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  say(message: string): void {
    this.elements.status.textContent = message;
  }

  /** Adds a sentence to the status line (notes that arrive while another message shows join it). */
  note(message: string): void {
    const current = this.elements.status.textContent ?? "";
    if (!current.includes(message)) this.say(current ? `${current} ${message}` : message);
  }

  private async commitFromDom(control: Control, value: unknown): Promise<void> {
    try {
      await control.commit?.(value);
      this.say("");
      await this.refresh();
    } catch (error) {
      this.say(StudioError.from(error).message);
    }
  }

  private async runFromDom(control: Control): Promise<void> {
    try {
      await this.activateControl(control.label);
    } catch (error) {
      this.say(StudioError.from(error).message);
    }
  }

  /** The shell's buttons in the page run the same declarations `activate` runs. */
  private shellButton(control: Control): HTMLButtonElement {
    const button = document.createElement("button");
    button.type = "button";
    button.id = controlId(control.label);
    button.textContent = control.label;
    button.addEventListener("click", () => void this.runFromDom(control));
    return button;
  }

  private renderExportButtons(): void {
    const tool = this.tool;
    const legend = Object.assign(document.createElement("legend"), { textContent: "Download" });
    this.elements.exports.hidden = tool.exports.length === 0;
    this.elements.exports.replaceChildren(
      legend,
      ...this.shellControls()
        .filter((control) => control.label.startsWith("Download "))
        .map((control) => this.shellButton(control)),
    );
  }

  private renderHistory(): void {
    const restore = this.shellControls().find((control) => control.label === RESTORE_LABEL);
    this.elements.history.hidden = !restore;
    this.elements.history.replaceChildren(...(restore ? [this.shellButton(restore)] : []));
  }
}
