// Direct manipulation on the Design Lab's canvas: the selected text, brand-mark or image layer is dragged
// (snapping to the canvas's centre and edges) or nudged with the arrow keys (1 %, 10 % with Shift). The
// move is committed once, when the pointer is released, through the "Layer position" control — so each
// drag and each nudge is one undoable edit, and an agent can set the same position with `set`.
import type { DesignLabDocument, DesignLabLayer } from "../../../src/contract/index.js";
import type { Control, CustomWidget } from "../../api/controls.js";
import { StudioError } from "../../api/errors.js";
import type { LabHost } from "./edits.js";
import { LAYER_SECTION } from "./layer-inspector.js";
import type { LayerSelection } from "./layers.js";

/** Within this many percent of a guide, a dragged layer snaps to it. */
const SNAP = 1.5;

export type Movable = Extract<DesignLabLayer, { type: "text" | "brand-mark" | "image" }>;
export interface Position {
  x: number;
  y: number;
}

const isMovable = (layer: DesignLabLayer): layer is Movable =>
  layer.type === "text" || layer.type === "brand-mark" || layer.type === "image";

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100) / 100));

/** The layer's width in percent of the canvas, where the document says it (marks and images). */
const widthOf = (layer: Movable) =>
  layer.type === "brand-mark" ? layer.scale : layer.type === "image" ? layer.width : 0;

/** `position` snapped to the centre and edges: the anchor, and for boxed layers their centre and right edge. */
export function snapped(layer: Movable, position: Position): Position {
  const width = widthOf(layer);
  const xs = [0, 50, 100, ...(width > 0 ? [50 - width / 2, 100 - width] : [])];
  const near = (value: number, guides: number[]) =>
    guides.reduce((best, guide) => (Math.abs(guide - value) < Math.abs(best - value) ? guide : best));
  const x = near(position.x, xs);
  const y = near(position.y, [0, 50, 100]);
  return {
    x: clamp(Math.abs(x - position.x) <= SNAP ? x : position.x),
    y: clamp(Math.abs(y - position.y) <= SNAP ? y : position.y),
  };
}

/** The drag's link between the canvas and the inspector: the position control's commit, once drawn. */
export class CanvasDrag {
  /** Commits a position through the page (an undoable edit); set by the position control's widget. */
  commit: ((position: Position) => void) | undefined;
  /** The position being dragged, drawn by the preview before it is committed. */
  draft: ({ id: string } & Position) | undefined;

  constructor(
    private readonly host: LabHost,
    private readonly selection: LayerSelection,
    private readonly redraw: () => void,
  ) {}

  /** The selected layer, when it can be moved now. */
  movable(): Movable | undefined {
    const layer = this.selection.layer(this.host.doc());
    return isMovable(layer) && layer.visible && !layer.locked ? layer : undefined;
  }

  /** The document as the preview draws it: with the dragged position. */
  shown(doc: DesignLabDocument): DesignLabDocument {
    const draft = this.draft;
    if (!draft) return doc;
    return {
      ...doc,
      layers: doc.layers.map((layer) =>
        layer.id === draft.id ? ({ ...layer, x: draft.x, y: draft.y } as DesignLabLayer) : layer,
      ),
    };
  }

  /** Pointer drags and arrow-key nudges on `canvas`; returns the disposer. */
  attach(canvas: HTMLCanvasElement): () => void {
    canvas.tabIndex = 0;
    let start: { pointer: Position; layer: Movable; id: number } | undefined;
    const at = (event: PointerEvent): Position => {
      const box = canvas.getBoundingClientRect();
      return {
        x: ((event.clientX - box.left) / box.width) * 100,
        y: ((event.clientY - box.top) / box.height) * 100,
      };
    };
    const down = (event: PointerEvent) => {
      const layer = this.movable();
      if (!layer || event.button !== 0) return;
      event.preventDefault();
      canvas.focus();
      canvas.setPointerCapture(event.pointerId);
      start = { pointer: at(event), layer, id: event.pointerId };
    };
    const move = (event: PointerEvent) => {
      canvas.classList.toggle("movable", this.movable() !== undefined);
      if (!start || event.pointerId !== start.id) return;
      const now = at(event);
      const position = snapped(start.layer, {
        x: start.layer.x + now.x - start.pointer.x,
        y: start.layer.y + now.y - start.pointer.y,
      });
      this.draft = { id: start.layer.id, ...position };
      this.redraw();
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const draft = this.draft;
      start = undefined;
      if (draft && this.commit) this.commit({ x: draft.x, y: draft.y });
      else this.draft = undefined;
      // The draft stays drawn until the committed document replaces it (the next render clears it).
    };
    const key = (event: KeyboardEvent) => {
      const steps: Record<string, Position> = {
        ArrowLeft: { x: -1, y: 0 },
        ArrowRight: { x: 1, y: 0 },
        ArrowUp: { x: 0, y: -1 },
        ArrowDown: { x: 0, y: 1 },
      };
      const step = steps[event.key];
      const layer = this.movable();
      if (!step || !layer) return;
      event.preventDefault();
      const by = event.shiftKey ? 10 : 1;
      this.commit?.({ x: clamp(layer.x + step.x * by), y: clamp(layer.y + step.y * by) });
    };
    canvas.addEventListener("pointerdown", down);
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", up);
    canvas.addEventListener("pointercancel", up);
    canvas.addEventListener("keydown", key);
    return () => {
      canvas.removeEventListener("pointerdown", down);
      canvas.removeEventListener("pointermove", move);
      canvas.removeEventListener("pointerup", up);
      canvas.removeEventListener("pointercancel", up);
      canvas.removeEventListener("keydown", key);
    };
  }

  /** "Layer position": the selected layer's x and y together ("x, y" or {x, y}), as a drag sets them. */
  control(): Control[] {
    const layer = this.selection.layer(this.host.doc());
    if (!isMovable(layer)) return [];
    const reason = layer.locked ? "the layer is locked" : !layer.visible ? "the layer is hidden" : undefined;
    return [
      {
        label: "Layer position",
        kind: "text",
        value: `${layer.x}, ${layer.y}`,
        enabled: reason === undefined,
        ...(reason
          ? { reason: `Layer position applies when the layer is unlocked and visible: ${reason}` }
          : {}),
        section: LAYER_SECTION,
        hint: "drag the layer on the canvas (it snaps to the centre and edges); arrow keys nudge 1 %, Shift 10 %",
        widget: (commit) => this.#readout(commit),
        commit: async (value) => {
          const position = parsePosition(value);
          const current = this.host.doc();
          const target = this.selection.layer(current);
          this.draft = undefined;
          if (!isMovable(target) || target.locked) return;
          await this.host.commit({
            ...current,
            layers: current.layers.map((entry) =>
              entry === target ? ({ ...entry, ...position } as DesignLabLayer) : entry,
            ),
          });
        },
      },
    ];
  }

  #readout(commit: (value: unknown) => void): CustomWidget {
    this.commit = (position) => commit(position);
    const output = Object.assign(document.createElement("output"), { className: "position-readout" });
    return {
      field: output,
      parts: [output],
      sync: (control) => {
        const [x, y] = String(control.value).split(", ");
        output.textContent = `x ${x} % · y ${y} %`;
      },
    };
  }
}

function parsePosition(value: unknown): Position {
  const numbers =
    typeof value === "object" && value !== null
      ? [(value as Position).x, (value as Position).y]
      : String(value ?? "")
          .split(/[,\s]+/u)
          .filter(Boolean)
          .map(Number);
  const [x, y] = numbers.map(Number);
  if (
    numbers.length !== 2 ||
    x === undefined ||
    y === undefined ||
    !Number.isFinite(x) ||
    !Number.isFinite(y)
  )
    throw StudioError.of(
      "invalid_request",
      'Layer position takes "x, y" in percent of the canvas',
      "position",
    );
  return { x, y };
}
