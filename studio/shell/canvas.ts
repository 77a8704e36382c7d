// The canvas: the artwork on a neutral pasteboard, fitted to the viewport (any aspect) or at a zoom from
// 50 % to 400 %. The SVG stays vector at every zoom: it is sized, never scaled as a bitmap. Pages that are
// not artwork (the identity card, an element's brief) flow as documents instead.

/** The zoom steps of zoom in / out; fit may fall anywhere. */
export const ZOOM_STEPS = [0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 4;
/** Room kept around the fitted artwork, in CSS pixels. */
const FIT_MARGIN = 24;

export interface CanvasElements {
  viewport: HTMLElement;
  artboard: HTMLElement;
  /** Shows the artboard's size ("1200 × 630"). */
  size: HTMLElement;
  /** Shows the zoom ("Fit · 62 %"). */
  zoom: HTMLElement;
}

export class Canvas {
  #zoom: "fit" | number = "fit";
  #artwork: { width: number; height: number } | undefined;
  readonly #observer: ResizeObserver;
  /** Called after every layout (the shell refreshes its zoom buttons). */
  onLayout: (() => void) | undefined;

  constructor(readonly elements: CanvasElements) {
    this.#observer = new ResizeObserver(() => {
      if (this.#zoom === "fit") this.layout();
    });
    this.#observer.observe(elements.viewport);
    // The viewport scrolls (zoomed artwork, a long page): keyboard users reach it to scroll with the arrows.
    elements.viewport.tabIndex = 0;
    // Pinch (a ctrl-wheel in browsers) and ctrl/⌘-scroll zoom about the artwork.
    elements.viewport.addEventListener(
      "wheel",
      (event) => {
        if (!event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        this.zoomTo(this.scale() * Math.exp(-event.deltaY / 300));
      },
      { passive: false },
    );
  }

  /** The artwork's size, or undefined when the tool shows a document. */
  get artwork(): { width: number; height: number } | undefined {
    return this.#artwork;
  }

  /** The scale in effect (fit resolves against the viewport). */
  scale(): number {
    if (this.#zoom !== "fit") return this.#zoom;
    const art = this.#artwork;
    if (!art) return 1;
    const { clientWidth, clientHeight } = this.elements.viewport;
    const room = (length: number) => Math.max(length - 2 * FIT_MARGIN, 40);
    return Math.min(room(clientWidth) / art.width, room(clientHeight) / art.height);
  }

  get fitted(): boolean {
    return this.#zoom === "fit";
  }

  fit(): void {
    this.#zoom = "fit";
    this.layout();
  }

  zoomTo(scale: number): void {
    this.#zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(scale * 100) / 100));
    this.layout();
  }

  /** The next step above (or below) the scale in effect. */
  step(direction: 1 | -1): void {
    const now = this.scale();
    const next =
      direction > 0
        ? ZOOM_STEPS.find((step) => step > now + 0.001)
        : [...ZOOM_STEPS].reverse().find((step) => step < now - 0.001);
    this.zoomTo(next ?? (direction > 0 ? MAX_ZOOM : MIN_ZOOM));
  }

  canZoom(direction: 1 | -1): boolean {
    return this.#artwork !== undefined && (direction > 0 ? this.scale() < MAX_ZOOM : this.scale() > MIN_ZOOM);
  }

  /**
   * Reads the artwork the tool drew — an SVG root with its size, or any element that states its artwork
   * size in `data-art-width`/`data-art-height` (a live material's canvas) — and lays it out.
   */
  update(): void {
    const art = this.elements.artboard.firstElementChild;
    const size = (name: "width" | "height") =>
      Number(art instanceof SVGSVGElement ? art.getAttribute(name) : art?.getAttribute(`data-art-${name}`));
    const width = size("width");
    const height = size("height");
    this.#artwork = width > 0 && height > 0 ? { width, height } : undefined;
    this.layout();
  }

  layout(): void {
    const { viewport, artboard, size, zoom } = this.elements;
    const art = this.#artwork;
    viewport.classList.toggle("document", !art);
    size.textContent = art ? `${art.width} × ${art.height}` : "";
    size.hidden = !art;
    zoom.hidden = !art;
    if (!art) {
      artboard.style.removeProperty("width");
      artboard.style.removeProperty("height");
      return;
    }
    const scale = this.scale();
    const percent = `${Math.round(scale * 100)} %`;
    zoom.textContent = this.#zoom === "fit" ? `Fit · ${percent}` : percent;
    artboard.style.width = `${art.width * scale}px`;
    artboard.style.height = `${art.height * scale}px`;
    this.onLayout?.();
  }

  dispose(): void {
    this.#observer.disconnect();
  }
}
