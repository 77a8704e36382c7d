// The Studio's page: the canvas, the Source drawer, the export panel and progress bar, the status line, the
// tool's name (heading, document title and ?tool=), the inspector and preview drawn for a tool, and the
// shell's buttons in their places.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { formatBytes } from "../export/size-estimate.js";
import type { Control } from "../runtime/controls.js";
import { StudioError } from "../runtime/errors.js";
import type { Applied, Artifact, SourceDocument, Tool } from "../tools/types.js";
import { Canvas, type CanvasElements } from "./canvas.js";
import { ExportPanel, type ExportPanelElements, estimateHint } from "./export-panel.js";
import { downloadArtifact, Exports } from "./exports.js";
import { renderInspector } from "./inspector.js";
import { renderShellButtons, type ShellControl, type ShellHost } from "./shell-controls.js";
import { SourceDrawer, type SourceDrawerElements } from "./source-drawer.js";
import type { WidgetCallbacks } from "./widgets.js";

export const toolName = (id: string) => STUDIO_TOOLS.find((tool) => tool.id === id)?.name ?? id;

export interface StudioElements {
  title: HTMLElement;
  form: HTMLElement;
  canvas: CanvasElements;
  status: HTMLElement;
  stale: HTMLElement;
  progress: HTMLElement;
  exportPanel: ExportPanelElements;
  /** Where the shell's buttons go, by place. */
  places: Record<"actions" | "history" | "zoom" | "exports" | "cancel" | "drawer" | "workspace", HTMLElement>;
  source: SourceDrawerElements;
}

/** What the shell's controls do on the page: the Source drawer, zoom, Downloads with their hints. */
export type PageHost = Pick<
  ShellHost,
  | "sourceOpen"
  | "toggleSource"
  | "sourceDraft"
  | "setSourceDraft"
  | "applyDraft"
  | "copySource"
  | "exportAndDownload"
  | "hasArtwork"
  | "canZoom"
  | "zoom"
  | "fit"
  | "actualSize"
  | "fitted"
  | "exporting"
  | "exportHint"
>;

export class StudioView {
  readonly canvas: Canvas;
  readonly drawer: SourceDrawer;
  readonly exportPanel: ExportPanel;
  readonly exports: Exports;

  /** `redrawShell` draws the shell's buttons again (after a layout, an export starting or ending). */
  constructor(
    readonly elements: StudioElements,
    private readonly redrawShell: () => void,
  ) {
    this.canvas = new Canvas(elements.canvas);
    this.canvas.onLayout = redrawShell;
    this.drawer = new SourceDrawer(elements.source);
    this.exports = new Exports(elements.progress, redrawShell);
    this.exportPanel = new ExportPanel(elements.exportPanel);
  }

  /** Notes raised while a tool opens: said once it is visible. */
  readonly #held: string[] = [];
  /** Whether a tool is opening: what it notes waits until it is visible. */
  opening = false;

  say(message: string): void {
    this.elements.status.textContent = message;
  }

  /** Adds a sentence to the status line (notes that arrive while another message shows join it). */
  note(message: string): void {
    const current = this.elements.status.textContent ?? "";
    if (!current.includes(message)) this.say(current ? `${current} ${message}` : message);
  }

  /** A tool's note: said now, or held while a tool opens. */
  notify(message: string): void {
    if (this.opening) this.#held.push(message);
    else this.note(message);
  }

  /** Holds a note for the tool about to open. */
  hold(message: string): void {
    this.#held.push(message);
  }

  /** The tool did not open: what was held for it is dropped. */
  dropHeld(): void {
    this.#held.length = 0;
  }

  /**
   * Shows the tool just opened: its name in the heading, the document title and the URL, what opening it
   * noted, an inspector built afresh, and its source in the drawer when that is open.
   */
  show(toolId: string, tool: Tool): void {
    const url = new URL(location.href);
    url.searchParams.set("tool", toolId);
    history.replaceState(null, "", url);
    document.title = `${toolName(toolId)} · Marque Studio`;
    this.elements.title.textContent = toolName(toolId);
    this.say(this.#held.splice(0).join(" "));
    this.elements.form.dataset.signature = "";
    if (this.drawer.open) this.drawer.show(tool.readSource());
  }

  /** Draws `tool`'s inspector and preview. A preview that cannot be drawn is said; the last one stays. */
  async paint(tool: Tool, callbacks: WidgetCallbacks, invalid: ReadonlyMap<string, string>): Promise<void> {
    renderInspector(this.elements.form, tool.controls(), callbacks, { invalid });
    this.elements.stale.hidden = invalid.size === 0;
    try {
      await tool.render(this.elements.canvas.artboard);
    } catch (error) {
      this.say(`The preview could not be drawn: ${StudioError.from(error).message}`);
    }
    this.canvas.update();
  }

  /** Draws the shell's buttons where they belong (the tool tabs are main.ts's links), and the estimates. */
  drawShell(tool: Tool, controls: readonly ShellControl[], run: (control: Control) => void): void {
    this.exportPanel.estimate(tool.exports, tool.exportShape?.());
    for (const [place, container] of Object.entries(this.elements.places)) {
      const here = controls.filter((control) => control.place === place && control.kind === "button");
      renderShellButtons(container, here, run);
      if (place !== "drawer") container.hidden = here.length === 0;
    }
  }

  /**
   * The part of the shell controls' host that acts on the page: `apply` applies the drawer's draft,
   * `exportFile` makes the file a Download button saves.
   */
  pageHost(
    tool: Tool,
    apply: (draft: string) => Promise<Applied<SourceDocument>>,
    exportFile: (format: string) => Promise<Artifact>,
  ): PageHost {
    const { canvas, drawer, exportPanel } = this;
    return {
      sourceOpen: drawer.open,
      toggleSource: (open) => {
        if (open) drawer.show(tool.readSource());
        else drawer.hide();
        this.redrawShell();
        if (open) drawer.elements.text.focus();
      },
      sourceDraft: () => drawer.draft,
      setSourceDraft: (text) => {
        drawer.draft = text;
      },
      applyDraft: async () => {
        try {
          const applied = await apply(drawer.draft);
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
        exportPanel.close();
        const artifact = await exportFile(format);
        downloadArtifact(artifact);
        exportPanel.show(artifact, () => downloadArtifact(artifact));
        this.say(`Downloaded ${artifact.filename} (${formatBytes(artifact.bytes)}).`);
        return artifact;
      },
      exporting: this.exports.running,
      exportHint: (format) => estimateHint(format, tool.exportShape?.()),
    };
  }
}
