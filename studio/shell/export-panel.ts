// What the shell says about exports around the Download buttons: the estimated size of each format before
// exporting (with a written warning past LARGE_EXPORT_BYTES), and the file a Download made, previewed (the
// GIF or still as an image, the MP4 as a muted loop) with its size, to download again or close.
import { exportFormatLabel, isMotionFormat } from "../../src/contract/index.js";
import {
  ESTIMATED_FORMATS,
  type EstimatedFormat,
  type ExportShape,
  estimateBytes,
  formatBytes,
  LARGE_EXPORT_BYTES,
} from "../export/size-estimate.js";
import type { Artifact } from "../tools/types.js";

export interface ExportPanelElements {
  /** The line with each format's estimate and, past the threshold, the warning. */
  estimate: HTMLElement;
  /** The card previewing the last downloaded file. */
  result: HTMLElement;
}

const isEstimated = (format: string): format is EstimatedFormat =>
  (ESTIMATED_FORMATS as readonly string[]).includes(format);

/** Each format's estimated bytes for `shape`, in the order given. */
export function estimates(formats: readonly string[], shape: ExportShape | undefined) {
  if (!shape) return [];
  return formats.filter(isEstimated).map((format) => ({ format, bytes: estimateBytes(format, shape) }));
}

/** The Download button's hint: what the file will be. */
export function estimateHint(format: string, shape: ExportShape | undefined): string | undefined {
  if (!shape || !isEstimated(format)) return undefined;
  const motion = isMotionFormat(format);
  const what = `${shape.width} × ${shape.height}${motion ? `, ${shape.frames} frames, ${shape.quality}` : ""}`;
  return `about ${formatBytes(estimateBytes(format, shape))} (${what})`;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) =>
  Object.assign(document.createElement(tag), props);

export class ExportPanel {
  #url: string | undefined;

  constructor(private readonly elements: ExportPanelElements) {}

  /** Shows the estimates of the visible tool's formats (nothing for a tool without motion exports). */
  estimate(formats: readonly string[], shape: ExportShape | undefined): void {
    const sizes = estimates(formats, shape);
    const { estimate } = this.elements;
    estimate.hidden = sizes.length === 0;
    if (!shape || sizes.length === 0) {
      estimate.replaceChildren();
      return;
    }
    const line = el("span", { className: "estimate-sizes" });
    line.append(
      el("span", { className: "estimate-label", textContent: "Estimated size" }),
      ...sizes.map(({ format, bytes }) => {
        const item = el("span", { className: "estimate-item" });
        item.dataset.format = format;
        item.dataset.bytes = String(bytes);
        item.append(el("b", { textContent: exportFormatLabel(format) }), ` ≈ ${formatBytes(bytes)}`);
        return item;
      }),
    );
    const large = sizes.filter(({ bytes }) => bytes > LARGE_EXPORT_BYTES);
    const parts: HTMLElement[] = [line];
    if (large.length > 0) {
      const names = large.map(
        ({ format, bytes }) => `${exportFormatLabel(format)} (about ${formatBytes(bytes)})`,
      );
      const warning = el("span", { className: "estimate-warning" });
      warning.setAttribute("role", "note");
      warning.append(
        el("b", { textContent: "Large file: " }),
        `the ${names.join(" and the ")} would be over ${formatBytes(LARGE_EXPORT_BYTES)}. ` +
          `A smaller export width, a shorter length or a lower quality makes it smaller${
            large.some(({ format }) => format === "gif") && sizes.some((s) => s.format === "mp4")
              ? "; an MP4 of the same motion is far smaller"
              : ""
          }.`,
      );
      parts.push(warning);
    }
    estimate.replaceChildren(...parts);
  }

  /** Shows the file a Download made: the picture, what it is, and Download again / Close. */
  show(artifact: Artifact, download: () => void): void {
    this.close();
    const url = URL.createObjectURL(artifact.blob);
    this.#url = url;
    const video = artifact.mimeType.startsWith("video/");
    const media = video
      ? el("video", { src: url, muted: true, loop: true, autoplay: true, playsInline: true })
      : el("img", { src: url, alt: `The exported ${artifact.filename}` });
    if (video) media.setAttribute("aria-label", `The exported ${artifact.filename}, playing in a loop`);
    const motion = artifact.frames === undefined ? "" : ` · ${artifact.frames} frames`;
    const facts = el("p", {
      className: "result-facts",
      textContent: `${artifact.width} × ${artifact.height}${motion}`,
    });
    const size = el("p", { className: "result-size", textContent: formatBytes(artifact.bytes) });
    size.dataset.bytes = String(artifact.bytes);
    const again = el("button", { type: "button", className: "shell-button", textContent: "Download again" });
    again.addEventListener("click", download);
    const close = el("button", { type: "button", className: "shell-button", textContent: "Close preview" });
    close.addEventListener("click", () => this.close());
    const head = el("div", { className: "result-head" });
    head.append(el("p", { className: "result-name", textContent: artifact.filename }), size);
    const actions = el("div", { className: "result-actions" });
    actions.append(again, close);
    this.elements.result.replaceChildren(head, el("div", { className: "result-media" }), facts, actions);
    this.elements.result.querySelector(".result-media")?.append(media);
    this.elements.result.hidden = false;
  }

  /** Closes the preview and frees its file. */
  close(): void {
    this.elements.result.hidden = true;
    this.elements.result.replaceChildren();
    if (this.#url) URL.revokeObjectURL(this.#url);
    this.#url = undefined;
  }
}
