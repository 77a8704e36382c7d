// Direct manipulation on the Design Lab's canvas. A click picks the topmost visible, unlocked text, brand-mark or
// image layer whose drawn box is under the pointer (the background — the shader — when none is); dragging a
// layer moves it, snapping to the canvas's centre and edges (Alt moves freely); a corner handle of the selection
// scales it uniformly about the opposite corner (Alt: about its centre); the arrow keys nudge it 1 % (Shift
// 10 %). Locked layers are passed through and never moved; hidden ones cannot be picked. A gesture is drawn as
// a draft and committed once, when the pointer is released, through the "Layer position" control — so each drag,
// scale and nudge is one undoable edit, and an agent can set the same placement with `set`.
import type { DesignLabDocument, DesignLabLayer, LayerGroup } from "../../../src/contract/index.js";
import { drawnPlacement, groupOf, ownPlacement } from "../../../src/documents/design-lab-groups.js";
import type { Control, CustomWidget } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import type { LabHost } from "./edits.js";
import { LAYER_SECTION } from "./layer-inspector.js";
import type { LayerSelection } from "./layers.js";
import {
  type Box,
  CORNERS,
  type Corner,
  cornerOf,
  isMovable,
  type Movable,
  type Placement,
  type Point,
  pivotOf,
  placed,
  placementOf,
  round,
  type Snap,
  scaledAbout,
  scaleFactor,
  snapMove,
} from "./placement.js";
import { SelectionOverlay } from "./selection-overlay.js";

/** On screen, a move snaps within this many CSS pixels of a guide. */
const SNAP_PX = 6;
/** A handle answers within this many CSS pixels of its corner (a finger gets more). */
const HANDLE_PX = { mouse: 8, touch: 16 } as const;
/** A press moves a layer only once the pointer has travelled this far, so a click never nudges it. */
const CLICK_PX = 3;
/** Layers are picked this far outside their drawn box too (thin type is hard to hit). */
const PICK_PX = 4;

/** A placement for the selected layer (or the layer named by `id`), as the canvas commits it. */
export interface PlacementChange extends Partial<Placement> {
  id?: string;
}

// `from` is where the layer is drawn (its group's transform applied); drafts are the layer's own placement.
type Gesture = { pointer: number; id: string; from: Placement; group: LayerGroup | undefined } & (
  | { kind: "move"; start: Point; box: Box | undefined }
  | { kind: "scale"; corner: Corner; box: Box }
);

const SIZE_NAMES: Readonly<Record<Movable["type"], string>> = {
  text: "size",
  "brand-mark": "scale",
  image: "width",
};

const inside = (box: Box, p: Point, slop: Point) =>
  p.x >= box.left - slop.x &&
  p.x <= box.right + slop.x &&
  p.y >= box.top - slop.y &&
  p.y <= box.bottom + slop.y;

export class CanvasDrag {
  /** Commits a placement through the page (an undoable edit); set by the position control's widget. */
  commit: ((change: PlacementChange) => void) | undefined;
  /** The placement being dragged or scaled, drawn by the preview before it is committed. */
  draft: ({ id: string } & Placement) | undefined;
  readonly overlay = new SelectionOverlay();
  #gesture: Gesture | undefined;
  #moved = false;
  #snap: Snap = {};
  #hover: string | undefined;
  /** A commit made before the position control was drawn (a layer picked and dragged in one go). */
  #pending: PlacementChange | undefined;

  constructor(
    private readonly host: LabHost,
    private readonly selection: LayerSelection,
    private readonly redraw: () => void,
    /** The box each visible still layer of a document draws, in percent of the canvas. */
    private readonly boxes: (doc: DesignLabDocument) => ReadonlyMap<string, Box>,
  ) {}

  /** Whether a gesture is in progress (the preview holds its rasters meanwhile). */
  get active(): boolean {
    return this.#gesture !== undefined && this.#moved;
  }

  /** The selected layer, when it can be moved now. */
  movable(): Movable | undefined {
    const doc = this.host.doc();
    const layer = this.selection.layer(doc);
    return isMovable(layer) && heldBy(doc, layer) === undefined ? layer : undefined;
  }

  /** The document as the preview draws it: with the dragged placement. */
  shown(doc: DesignLabDocument): DesignLabDocument {
    const draft = this.draft;
    if (!draft) return doc;
    return {
      ...doc,
      layers: doc.layers.map((layer) =>
        layer.id === draft.id && isMovable(layer) ? placed(layer, draft) : layer,
      ),
    };
  }

  /** Draws the selection, hover outline, guides and readout for `doc` (the document as shown). */
  paint(doc: DesignLabDocument): void {
    const boxes = this.boxes(doc);
    const selected = this.selection.layer(doc);
    const box = boxes.get(selected.id);
    const gesture = this.#moved ? this.#gesture : undefined;
    const hover = this.#hover !== selected.id && this.#hover ? boxes.get(this.#hover) : undefined;
    this.overlay.paint({
      selected: box && isMovable(selected) ? { box, locked: isLocked(this.host.doc(), selected) } : undefined,
      hover: gesture ? undefined : hover,
      snap: gesture?.kind === "move" ? this.#snap : undefined,
      readout:
        gesture && isMovable(selected) ? readout(gesture, placementOf(selected), selected.type) : undefined,
    });
  }

  /** Picking, moving, scaling and nudging on `canvas`; returns the disposer. */
  attach(canvas: HTMLCanvasElement): () => void {
    canvas.tabIndex = 0;
    const at = (event: PointerEvent): Point => {
      const box = canvas.getBoundingClientRect();
      return {
        x: ((event.clientX - box.left) / box.width) * 100,
        y: ((event.clientY - box.top) / box.height) * 100,
      };
    };
    /** `px` CSS pixels as percent of each axis of the canvas. */
    const pixels = (px: number): Point => {
      const box = canvas.getBoundingClientRect();
      return { x: (px / Math.max(1, box.width)) * 100, y: (px / Math.max(1, box.height)) * 100 };
    };
    const aspect = () => {
      const box = canvas.getBoundingClientRect();
      return box.height > 0 ? box.width / box.height : 1;
    };
    const handleAt = (p: Point, box: Box, pointerType: string): Corner | undefined => {
      const reach = pixels(pointerType === "touch" ? HANDLE_PX.touch : HANDLE_PX.mouse);
      return CORNERS.find((corner) => {
        const c = cornerOf(box, corner);
        return Math.abs(c.x - p.x) <= reach.x && Math.abs(c.y - p.y) <= reach.y;
      });
    };
    /** What a press at `p` would act on: a handle of the selection, the selection, another layer, or none. */
    const target = (p: Point, pointerType: string) => {
      const doc = this.host.doc();
      const boxes = this.boxes(doc);
      const selected = this.selection.layer(doc);
      const selectedBox = boxes.get(selected.id);
      const free = (layer: DesignLabLayer): layer is Movable =>
        isMovable(layer) && heldBy(doc, layer) === undefined;
      if (free(selected) && selectedBox) {
        const corner = handleAt(p, selectedBox, pointerType);
        // A box too small to hold both moves inside it and handles outside it (a dot, a short word far out).
        const reach = pixels(3 * HANDLE_PX.mouse);
        const small =
          selectedBox.right - selectedBox.left < reach.x || selectedBox.bottom - selectedBox.top < reach.y;
        const within = inside(selectedBox, p, { x: 0, y: 0 });
        if (corner && !(small && within)) return { layer: selected, box: selectedBox, corner };
        if (inside(selectedBox, p, pixels(PICK_PX))) return { layer: selected, box: selectedBox };
      }
      for (const layer of [...doc.layers].reverse()) {
        const box = boxes.get(layer.id);
        if (free(layer) && box && inside(box, p, pixels(PICK_PX))) return { layer, box };
      }
      return undefined;
    };
    const cursorFor = (corner: Corner | undefined) =>
      corner === "nw" || corner === "se" ? "nwse-resize" : corner ? "nesw-resize" : "";

    const down = (event: PointerEvent) => {
      if (event.button !== 0 || this.#gesture) return;
      const p = at(event);
      const hit = target(p, event.pointerType);
      // The press focuses the canvas as any click does (arrow keys then nudge), without a keyboard focus ring.
      if (!hit) {
        // The background: the topmost visible shader layer, which fills the canvas.
        const shader = [...this.host.doc().layers].reverse().find((l) => l.type === "shader" && l.visible);
        if (shader) this.#pick(shader.id);
        return;
      }
      this.#pick(hit.layer.id);
      canvas.setPointerCapture(event.pointerId);
      this.#moved = false;
      const group = groupOf(this.host.doc(), hit.layer);
      const from = drawnPlacement(group, placementOf(hit.layer));
      this.#gesture = hit.corner
        ? {
            kind: "scale",
            pointer: event.pointerId,
            id: hit.layer.id,
            corner: hit.corner,
            from,
            group,
            box: hit.box,
          }
        : { kind: "move", pointer: event.pointerId, id: hit.layer.id, start: p, from, group, box: hit.box };
      canvas.style.cursor = hit.corner ? cursorFor(hit.corner) : "move";
    };
    const move = (event: PointerEvent) => {
      const gesture = this.#gesture;
      const p = at(event);
      if (!gesture || event.pointerId !== gesture.pointer) {
        if (gesture) return;
        const hit = target(p, event.pointerType);
        canvas.style.cursor = hit?.corner ? cursorFor(hit.corner) : hit ? "move" : "";
        if (this.#hover !== hit?.layer.id) {
          this.#hover = hit?.layer.id;
          this.#repaint();
        }
        return;
      }
      if (gesture.kind === "move") {
        const delta = { x: p.x - gesture.start.x, y: p.y - gesture.start.y };
        const travel = pixels(CLICK_PX);
        if (!this.#moved && Math.abs(delta.x) < travel.x && Math.abs(delta.y) < travel.y) return;
        const snapped = event.altKey
          ? { delta, snap: {} }
          : snapMove(gesture.from, gesture.box, delta, pixels(SNAP_PX));
        this.#snap = snapped.snap;
        this.draft = {
          id: gesture.id,
          ...ownPlacement(gesture.group, {
            x: round(gesture.from.x + snapped.delta.x),
            y: round(gesture.from.y + snapped.delta.y),
            size: gesture.from.size,
          }),
        };
      } else {
        const pivot = pivotOf(gesture.box, gesture.corner, event.altKey);
        const factor = scaleFactor(pivot, cornerOf(gesture.box, gesture.corner), p, aspect());
        const layer = this.host.doc().layers.find((entry) => entry.id === gesture.id);
        if (!layer || !isMovable(layer)) return;
        const drawn = scaledAbout(layer.type, gesture.from, pivot, factor);
        this.draft = { id: gesture.id, ...ownPlacement(gesture.group, drawn) };
      }
      this.#moved = true;
      this.redraw();
    };
    const end = (event: PointerEvent) => {
      const gesture = this.#gesture;
      if (!gesture || event.pointerId !== gesture.pointer) return;
      this.#finish(event.type === "pointerup");
      canvas.style.cursor = "";
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === "Escape" && this.#gesture) {
        event.preventDefault();
        this.#finish(false);
        canvas.style.cursor = "";
        return;
      }
      const steps: Record<string, Point> = {
        ArrowLeft: { x: -1, y: 0 },
        ArrowRight: { x: 1, y: 0 },
        ArrowUp: { x: 0, y: -1 },
        ArrowDown: { x: 0, y: 1 },
      };
      const step = steps[event.key];
      const layer = this.movable();
      if (!step || !layer || this.#gesture) return;
      event.preventDefault();
      // 1 % (10 %) of the canvas as drawn: in a scaled group, that much of the layer's own placement over its scale.
      const by = (event.shiftKey ? 10 : 1) / ((groupOf(this.host.doc(), layer)?.scale ?? 100) / 100);
      this.#commit({ id: layer.id, x: round(layer.x + step.x * by), y: round(layer.y + step.y * by) });
    };
    const leave = () => {
      if (this.#hover === undefined || this.#gesture) return;
      this.#hover = undefined;
      this.#repaint();
    };
    canvas.addEventListener("pointerdown", down);
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", end);
    canvas.addEventListener("pointercancel", end);
    canvas.addEventListener("pointerleave", leave);
    canvas.addEventListener("keydown", key);
    return () => {
      canvas.removeEventListener("pointerdown", down);
      canvas.removeEventListener("pointermove", move);
      canvas.removeEventListener("pointerup", end);
      canvas.removeEventListener("pointercancel", end);
      canvas.removeEventListener("pointerleave", leave);
      canvas.removeEventListener("keydown", key);
    };
  }

  /** Ends the gesture: commits its draft (one edit) when `keep` and it moved; otherwise drops it. */
  #finish(keep: boolean): void {
    const draft = this.draft;
    const moved = this.#moved;
    this.#gesture = undefined;
    this.#moved = false;
    this.#snap = {};
    if (keep && moved && draft) this.#commit(draft);
    else this.draft = undefined;
    // A committed draft stays drawn until the committed document replaces it (the commit clears it); a click
    // moved nothing, so only the overlay changes.
    if (moved) this.redraw();
    else this.#repaint();
  }

  #pick(id: string): void {
    if (this.selection.layer(this.host.doc()).id === id) return;
    this.selection.pick(id);
    this.#repaint();
  }

  /** The overlay alone drawn again (hover, selection): the artwork has not changed. */
  #repaint(): void {
    this.paint(this.shown(this.host.doc()));
  }

  #commit(change: PlacementChange): void {
    if (this.commit) this.commit(change);
    else this.#pending = change;
  }

  /**
   * "Layer position": the selected layer's anchor ("x, y", or {x, y}); {x, y, size} also sets its size (a text
   * layer's size, a mark's scale, an image's width) in the same edit, as a corner handle does.
   */
  control(): Control[] {
    const doc = this.host.doc();
    const layer = this.selection.layer(doc);
    if (!isMovable(layer)) return [];
    const reason = heldBy(doc, layer);
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
        hint: "drag on the canvas (snaps to centre and edges; Alt: free), corner handles scale, arrows nudge 1 %, Shift 10 %",
        widget: (commit) => this.#readout(commit),
        commit: async (value) => {
          const change = parsePlacement(value);
          const current = this.host.doc();
          const target = current.layers.find((entry) =>
            change.id === undefined ? entry === this.selection.layer(current) : entry.id === change.id,
          );
          this.draft = undefined;
          if (!target || !isMovable(target) || isLocked(current, target)) return;
          const next = placed(target, { ...placementOf(target), ...withoutId(change) });
          await this.host.commit({
            ...current,
            layers: current.layers.map((entry) => (entry === target ? next : entry)),
          });
        },
      },
    ];
  }

  #readout(commit: (value: unknown) => void): CustomWidget {
    this.commit = (change) => commit(change);
    const pending = this.#pending;
    this.#pending = undefined;
    if (pending) queueMicrotask(() => commit(pending));
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

/** Locked itself or by its group: never moved on the canvas. */
const isLocked = (doc: DesignLabDocument, layer: DesignLabLayer) =>
  layer.locked || groupOf(doc, layer)?.locked === true;

/** Why `layer` cannot be picked or moved on the canvas now (locked or hidden, itself or by its group). */
function heldBy(doc: DesignLabDocument, layer: DesignLabLayer): string | undefined {
  const group = groupOf(doc, layer);
  if (layer.locked) return "the layer is locked";
  if (group?.locked) return "its group is locked";
  if (!layer.visible) return "the layer is hidden";
  if (group && !group.visible) return "its group is hidden";
  return undefined;
}

const withoutId = ({ id: _id, ...rest }: PlacementChange): Partial<Placement> => rest;

/** What a gesture is setting, in the inspector's own terms. */
function readout(gesture: Gesture, now: Placement, type: Movable["type"]): string {
  return gesture.kind === "move" ? `x ${now.x} % · y ${now.y} %` : `${SIZE_NAMES[type]} ${now.size} %`;
}

function parsePlacement(value: unknown): PlacementChange {
  const refuse = () =>
    StudioError.of(
      "invalid_request",
      'Layer position takes "x, y" in percent of the canvas, or {x, y, size}',
      "position",
    );
  if (typeof value === "object" && value !== null) {
    const { id, ...fields } = value as Record<string, unknown>;
    const change: PlacementChange = typeof id === "string" ? { id } : {};
    for (const [name, field] of Object.entries(fields)) {
      if (!["x", "y", "size"].includes(name) || typeof field !== "number" || !Number.isFinite(field))
        throw refuse();
      change[name as keyof Placement] = field;
    }
    if (change.x === undefined && change.y === undefined && change.size === undefined) throw refuse();
    return change;
  }
  const numbers = String(value ?? "")
    .split(/[,\s]+/u)
    .filter(Boolean)
    .map(Number);
  const [x, y] = numbers;
  if (
    numbers.length !== 2 ||
    x === undefined ||
    y === undefined ||
    !Number.isFinite(x) ||
    !Number.isFinite(y)
  )
    throw refuse();
  return { x, y };
}
