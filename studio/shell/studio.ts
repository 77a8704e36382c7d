// The Studio shell: the active tool, its form and preview, local persistence, the URL, and exports.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import type { IdentityInput } from "../../src/contract/index.js";
import type { Control } from "../api/controls.js";
import { StudioError } from "../api/errors.js";
import { TOOL_LOADERS } from "../tools/registry.js";
import type { Artifact, ExportFormat, Tool, ToolContext } from "../tools/types.js";
import { controlId, renderForm } from "./form.js";

const STORAGE_KEY = "marque.studio.v1";
/** Exports slower than this show the progress indicator. */
const PROGRESS_DELAY_MS = 200;

interface SavedState {
  tool?: string;
  identity?: IdentityInput;
  sources?: Record<string, unknown>;
}

function load(): SavedState {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export interface StudioElements {
  nav: HTMLElement;
  form: HTMLElement;
  preview: HTMLElement;
  status: HTMLElement;
  progress: HTMLElement;
  exports: HTMLElement;
}

export class Studio {
  #tool: Tool | undefined;
  #identity: IdentityInput;
  readonly #saved: SavedState;
  readonly #sources: Record<string, unknown>;
  #exporting = false;
  #renderQueued: Promise<void> | undefined;

  constructor(readonly elements: StudioElements) {
    this.#saved = load();
    this.#identity = this.#saved.identity ?? { preset: "starter" };
    this.#sources = { ...this.#saved.sources };
  }

  get tool(): Tool {
    if (!this.#tool) throw StudioError.of("invalid_request", "no tool is open yet", "tool");
    return this.#tool;
  }

  /** The tool to open first: `?tool=`, else the last one used, else the first. */
  initialTool(): string {
    const asked = new URLSearchParams(location.search).get("tool");
    const candidates = [asked, this.#saved.tool, STUDIO_TOOLS[0]?.id];
    return candidates.find((id): id is string => !!id && id in TOOL_LOADERS) ?? "surface";
  }

  readonly context: ToolContext = {
    identity: () => this.#identity,
    setIdentity: (identity) => {
      this.#identity = identity;
    },
    // Fonts (and the type engine) load with the first tool that sets text, not with the shell.
    fonts: async () => (await import("../tools/fonts.js")).fontsFor(this.#identity),
    open: async (toolId, source) => {
      await this.activate(toolId);
      if (source !== undefined) await this.applySource(source);
    },
    persist: () => this.persist(),
  };

  persist(): void {
    if (this.#tool) this.#sources[this.#tool.id] = this.#tool.readSource();
    const state: SavedState = { tool: this.#tool?.id, identity: this.#identity, sources: this.#sources };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or disabled: the Studio still works, it just will not remember.
    }
  }

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
    const factory = await loader();
    this.#tool = await factory(this.context, this.#sources[toolId]);
    const url = new URL(location.href);
    url.searchParams.set("tool", toolId);
    history.replaceState(null, "", url);
    for (const link of this.elements.nav.querySelectorAll<HTMLAnchorElement>("a[data-tool]")) {
      if (link.dataset.tool === toolId) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    this.elements.form.dataset.signature = "";
    this.renderExportButtons();
    await this.refresh();
    this.persist();
    return this.#tool;
  }

  /** Re-renders form and preview; overlapping calls share one render. */
  refresh(): Promise<void> {
    this.#renderQueued ??= (async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      this.#renderQueued = undefined;
      const tool = this.tool;
      renderForm(this.elements.form, tool.controls(), {
        commit: (control, value) => void this.commitFromDom(control, value),
        run: (control) => void this.runFromDom(control),
      });
      await tool.render(this.elements.preview);
    })();
    return this.#renderQueued;
  }

  /** Controls the visible tool shows, looked up by accessible label (exactly, then case-insensitively). */
  control(label: string): Control {
    const controls = this.tool.controls();
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
      this.elements.form.querySelector<HTMLElement>(`#${controlId(control.label)}`)?.focus();
      return { control };
    }
    let result: unknown;
    try {
      result = await control.run();
    } catch (error) {
      throw StudioError.from(error);
    }
    await this.refresh();
    return { control, result };
  }

  async applySource(source: unknown): Promise<Record<string, unknown>> {
    const normalized = await this.tool.applySource(source);
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

  private renderExportButtons(): void {
    const tool = this.tool;
    const legend = Object.assign(document.createElement("legend"), { textContent: "Download" });
    this.elements.exports.hidden = tool.exports.length === 0;
    this.elements.exports.replaceChildren(
      legend,
      ...tool.exports.map((format) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = `Download ${format.toUpperCase()}`;
        button.addEventListener("click", async () => {
          try {
            this.download(await this.export(format));
          } catch (error) {
            this.say(StudioError.from(error).message);
          }
        });
        return button;
      }),
    );
  }
}
