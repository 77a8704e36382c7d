// The board's direct manipulation: one focusable handle over each tile. A click selects it; a drag reorders
// the grid (dropped on another tile, it takes that tile's place) or moves the tile in the free layout; arrow
// keys do the same one step at a time, Delete removes it; an image dropped on the board becomes a tile. Every
// change is a whole document handed to `edit`, so it is one undoable step through the tool's validator.
import {
  MOODBOARD_BOARD_WIDTH,
  type MoodboardDocument,
  type MoodboardTile,
} from "../../../src/contract/index.js";
import type { BoardLayout, TileBox } from "../../../src/render/moodboard/index.js";
import { StudioError } from "../../runtime/errors.js";
import { fileDataUrl } from "../../runtime/image-file.js";

export interface BoardEdits {
  select(index: number): void;
  /** Commits `doc` and selects `select` (focusing its handle when `focus`). */
  edit(doc: MoodboardDocument, select: number, focus?: boolean): void;
  notify(message: string): void;
  /** A drag began (true) or ended (false): the board is not drawn again under the pointer meanwhile. */
  gesture(active: boolean): void;
}

/** A drag starts past this many screen pixels (a shorter press is a click). */
const DRAG_PX = 4;
/** Board units an arrow key moves a freely placed tile (Shift: five times as far). */
const NUDGE = 8;

/** `items` with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** A tile in words, for its handle and the Tile control. */
export function tileName(item: MoodboardTile): string {
  const what = {
    background: () => "Background",
    template: () => (item.kind === "template" ? TEMPLATE_NAMES[item.template] : ""),
    material: () => "Material",
    swatch: () => (item.kind === "swatch" ? `Swatch ${item.role.replace("-", " ")}` : ""),
    image: () => "Image",
  }[item.kind]();
  return item.caption.trim() ? `${what}: ${item.caption.trim()}` : what;
}

const TEMPLATE_NAMES = { slides: "Slide", blog: "Blog cover", partnership: "Partnership" } as const;

/** The free layout's placement of tile `box`, moved by (dx, dy) board units and kept on the board. */
function placed(box: TileBox, dx: number, dy: number): NonNullable<MoodboardTile["place"]> {
  const clamp = (value: number, min: number, max: number) => Math.round(Math.max(min, Math.min(max, value)));
  return {
    x: clamp(box.x + dx, 0, MOODBOARD_BOARD_WIDTH - box.width),
    y: clamp(box.y + dy, 0, 8000),
    width: Math.round(box.width),
    rotation: box.rotation,
  };
}

/** The accessible name of tile `i`'s handle on the board, which controls() declares as a button. */
export const tileHandleLabel = (doc: MoodboardDocument, i: number): string =>
  `Tile ${i + 1} of ${doc.items.length}: ${tileName(doc.items[i] as MoodboardTile)}`;

/** The handles over `layout`'s tiles, for `doc` with tile `selected` selected. */
export function boardOverlay(
  doc: MoodboardDocument,
  layout: BoardLayout,
  selected: number,
  /** The tile whose handle takes the keyboard focus, if any. */
  focus: number | undefined,
  edits: BoardEdits,
): HTMLElement {
  const overlay = document.createElement("div");
  overlay.className = "moodboard-overlay";
  // What every handle does, said once (each handle's name stays short enough to activate it by).
  const hint = Object.assign(document.createElement("p"), {
    id: "moodboard-tile-hint",
    hidden: true,
    textContent: `${doc.layout === "free" ? "Drag or use the arrow keys to move the tile" : "Drag onto another tile or use the arrow keys to reorder"}; Delete removes it.`,
  });
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const withItems = (items: MoodboardTile[]): MoodboardDocument => ({ ...doc, items });
  const unitsPerPixel = () => layout.width / Math.max(1, overlay.getBoundingClientRect().width);

  const handles = layout.boxes.map((box, i) => {
    const handle = document.createElement("button");
    handle.type = "button";
    handle.className = "moodboard-tile";
    handle.dataset.index = String(i);
    handle.setAttribute("aria-pressed", String(i === selected));
    handle.setAttribute("aria-label", tileHandleLabel(doc, i));
    handle.setAttribute("aria-describedby", hint.id);
    Object.assign(handle.style, {
      left: percent(box.x, layout.width),
      top: percent(box.y, layout.height),
      width: percent(box.width, layout.width),
      height: percent(box.height, layout.height),
      transform: box.rotation ? `rotate(${box.rotation}deg)` : "",
    });

    let start: { x: number; y: number; id: number } | undefined;
    let dragging = false;
    /** The click that ends a drag is not a selection. */
    let dragged = false;
    handle.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
      dragging = false;
      handle.setPointerCapture(event.pointerId);
    });
    handle.addEventListener("pointermove", (event) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!dragging && Math.hypot(dx, dy) < DRAG_PX) return;
      if (!dragging) edits.gesture(true);
      dragging = true;
      handle.classList.add("dragging");
      handle.style.translate = `${dx}px ${dy}px`;
    });
    const end = (event: PointerEvent, keep: boolean) => {
      if (!start || event.pointerId !== start.id) return;
      const scale = unitsPerPixel();
      const dx = (event.clientX - start.x) * scale;
      const dy = (event.clientY - start.y) * scale;
      start = undefined;
      handle.classList.remove("dragging");
      handle.style.translate = "";
      if (!dragging) return;
      dragging = false;
      edits.gesture(false);
      if (!keep) return;
      dragged = true;
      if (doc.layout === "free") {
        edits.edit(
          withItems(doc.items.map((it, j) => (j === i ? { ...it, place: placed(box, dx, dy) } : it))),
          i,
        );
        return;
      }
      // The grid: the tile under the pointer gives its place.
      const frame = overlay.getBoundingClientRect();
      const cx = (event.clientX - frame.left) * scale;
      const cy = (event.clientY - frame.top) * scale;
      const target = layout.boxes.findIndex(
        (other) =>
          cx >= other.x && cx <= other.x + other.width && cy >= other.y && cy <= other.y + other.height,
      );
      if (target >= 0 && target !== i) edits.edit(withItems(moved(doc.items, i, target)), target);
    };
    handle.addEventListener("pointerup", (event) => end(event, true));
    handle.addEventListener("pointercancel", (event) => end(event, false));
    // A click that was not a drag (pointer or keyboard) selects.
    handle.addEventListener("click", () => {
      if (dragged) dragged = false;
      else if (i !== selected) edits.select(i);
    });
    handle.addEventListener("keydown", (event) => {
      const key = event.key;
      if (key === "Delete" || key === "Backspace") {
        event.preventDefault();
        const items = doc.items.filter((_, j) => j !== i);
        edits.edit(withItems(items), Math.min(i, items.length - 1), true);
        return;
      }
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
      };
      const step = arrows[key];
      if (!step) return;
      event.preventDefault();
      if (doc.layout === "free") {
        const by = NUDGE * (event.shiftKey ? 5 : 1);
        const place = placed(box, step[0] * by, step[1] * by);
        edits.edit(withItems(doc.items.map((it, j) => (j === i ? { ...it, place } : it))), i, true);
        return;
      }
      const to = i + (step[0] + step[1] > 0 ? 1 : -1);
      if (to < 0 || to >= doc.items.length) return;
      edits.edit(withItems(moved(doc.items, i, to)), to, true);
    });
    return handle;
  });
  overlay.append(hint, ...handles);
  if (focus !== undefined) queueMicrotask(() => handles[focus]?.focus());

  // An image dropped anywhere on the board becomes a tile at the end.
  overlay.addEventListener("dragover", (event) => {
    if (!event.dataTransfer?.types.includes("Files")) return;
    event.preventDefault();
    overlay.classList.add("over");
  });
  overlay.addEventListener("dragleave", () => overlay.classList.remove("over"));
  overlay.addEventListener("drop", (event) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    overlay.classList.remove("over");
    void fileDataUrl(file, `items.${doc.items.length}.dataUrl`).then(
      (dataUrl) =>
        edits.edit(withItems([...doc.items, { kind: "image", dataUrl, caption: "" }]), doc.items.length),
      (error: unknown) => edits.notify(`The image was not added: ${StudioError.from(error).message}`),
    );
  });
  return overlay;
}
