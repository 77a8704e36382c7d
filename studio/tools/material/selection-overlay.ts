// What the Design Lab draws over its canvas and never into the artwork: the selected layer's box with its four
// scale handles (or a dashed box when it is locked), a thin outline of the layer under the pointer, the guides a
// move snapped to, and a readout of the value being dragged. Positioned in percent of the canvas, so it follows
// every zoom without being told; it takes no pointer events (the canvas hit-tests them).
import { type Box, CORNERS, type Corner, type Snap } from "./placement.js";

export interface OverlayState {
  selected?: { box: Box; locked: boolean } | undefined;
  hover?: Box | undefined;
  snap?: Snap | undefined;
  /** The value a gesture is setting ("x 50 % · y 50 %"), shown under the selection. */
  readout?: string | undefined;
}

const div = (className: string) => Object.assign(document.createElement("div"), { className });

const place = (element: HTMLElement, box: Box) => {
  element.style.left = `${box.left}%`;
  element.style.top = `${box.top}%`;
  element.style.width = `${box.right - box.left}%`;
  element.style.height = `${box.bottom - box.top}%`;
};

export class SelectionOverlay {
  readonly element = div("design-overlay");
  readonly #selection = div("dl-selection");
  readonly #handles: ReadonlyMap<Corner, HTMLElement>;
  readonly #hover = div("dl-hover");
  readonly #guideX = div("dl-guide dl-guide-x");
  readonly #guideY = div("dl-guide dl-guide-y");
  readonly #readout = div("dl-readout");
  #signature = "";

  constructor() {
    this.element.setAttribute("aria-hidden", "true");
    this.#handles = new Map(CORNERS.map((corner) => [corner, div(`dl-handle dl-handle-${corner}`)]));
    this.#selection.append(...this.#handles.values(), this.#readout);
    this.element.append(this.#hover, this.#guideX, this.#guideY, this.#selection);
    this.paint({});
  }

  /** Shows `state`; touches the DOM only when something changed (it is called on every preview frame). */
  paint(state: OverlayState): void {
    const signature = JSON.stringify(state);
    if (signature === this.#signature) return;
    this.#signature = signature;
    const { selected, hover, snap, readout } = state;
    this.#selection.hidden = !selected;
    if (selected) {
      place(this.#selection, selected.box);
      this.#selection.classList.toggle("locked", selected.locked);
      for (const handle of this.#handles.values()) handle.hidden = selected.locked;
    }
    this.#hover.hidden = !hover;
    if (hover) place(this.#hover, hover);
    this.#guideX.hidden = snap?.x === undefined;
    this.#guideX.style.left = `${snap?.x ?? 0}%`;
    this.#guideY.hidden = snap?.y === undefined;
    this.#guideY.style.top = `${snap?.y ?? 0}%`;
    this.#readout.hidden = !readout;
    this.#readout.textContent = readout ?? "";
  }
}
