// Running exports for the shell: one at a time (they share the renderer and encoders), progress on the
// visible bar (frames done, beside the Cancel button) and as `marque:studio-export-progress` on window,
// cancellation, and saving the file. `onChange` hears an export start and end (the shell disables its
// Download buttons and shows Cancel meanwhile).
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { exportFormatLabel, STUDIO_API, type StudioExportOptions } from "../../src/contract/index.js";
import { StudioError } from "../runtime/errors.js";
import type { Artifact, ExportFormat, Tool } from "../tools/types.js";

/** Exports slower than this show the progress indicator. */
const PROGRESS_DELAY_MS = 200;

export class Exports {
  /** The export running, to cancel it. */
  #running: AbortController | undefined;

  constructor(
    private readonly progress: HTMLElement,
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** Whether an export is running. */
  get running(): boolean {
    return this.#running !== undefined;
  }

  async run(tool: Tool, format: ExportFormat, options: StudioExportOptions): Promise<Artifact> {
    if (!tool.artifact || !tool.exports.includes(format)) {
      const refusal = tool.refuseExport?.(format);
      if (refusal) throw StudioError.from(refusal);
      throw StudioError.of(
        "invalid_request",
        `the ${tool.id} tool exports ${tool.exports.join(", ") || "nothing"}, not ${format}`,
        "format",
      );
    }
    if (this.#running)
      throw StudioError.of(
        "invalid_request",
        "an export is already running; wait for it to finish or cancel it",
        "export",
      );
    const controller = new AbortController();
    this.#running = controller;
    this.onChange();
    const bar = this.progress.querySelector("progress");
    const said = this.progress.querySelector(".progress-text");
    if (said) said.textContent = `Exporting ${exportFormatLabel(format)}…`;
    const timer = setTimeout(() => {
      this.progress.hidden = false;
    }, PROGRESS_DELAY_MS);
    const action = exportActionOf(STUDIO_TOOLS.find((t) => t.id === tool.id) ?? { id: tool.id });
    // The mode the tool exports with, as the tool decides it (tools without modes export their standard one).
    const mode = tool.exportMode?.(options) ?? "standard";
    const onProgress = (frame: number, frames: number) => {
      const progress = frames > 0 ? frame / frames : 1;
      if (bar) bar.value = progress;
      if (said && frames > 1) said.textContent = `${exportFormatLabel(format)}: frame ${frame} of ${frames}`;
      const detail = { tool: tool.id, action, format, mode, frame, frames, progress };
      window.dispatchEvent(new CustomEvent(STUDIO_API.exportProgressEvent, { detail }));
    };
    try {
      return await tool.artifact(format, options, { signal: controller.signal, onProgress });
    } catch (error) {
      if (controller.signal.aborted)
        throw StudioError.of("invalid_request", "the export was cancelled", "export");
      throw error;
    } finally {
      clearTimeout(timer);
      this.progress.hidden = true;
      if (bar) bar.removeAttribute("value");
      this.#running = undefined;
      this.onChange();
    }
  }

  /** Cancels the export that is running; false when none is. */
  cancel(): boolean {
    this.#running?.abort();
    return this.#running !== undefined;
  }
}

/** Saves a Blob under its file name through a temporary link. */
export function downloadArtifact(artifact: Pick<Artifact, "blob" | "filename">): void {
  const url = URL.createObjectURL(artifact.blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: artifact.filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
