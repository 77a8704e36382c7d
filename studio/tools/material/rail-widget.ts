// The layer rail's widget: one radio per layer, front first, its type as a swatch and its hidden or locked state
// beside its name. Rows drag to reorder (a mouse anywhere on the row, a finger on its grip), with a line where
// the layer will land; Alt+↑/↓ moves the selected layer through the rail's own buttons. Each reorder is one
// undoable edit.
import { groupOf } from "../../../src/documents/design-lab-groups.js";
import type { CustomWidget } from "../../runtime/controls.js";
import type { LabHost } from "./edits.js";

/** A press becomes a drag once the pointer has moved this many CSS pixels up or down. */
const DRAG_PX = 4;
/** While dragging this close to the rail's top or bottom edge, each move scrolls it this far. */
const EDGE_PX = 18;
const SCROLL_STEP_PX = 10;
/**
 * Set when a person acted on the rail from the keyboard or a click: selecting or reordering rebuilds the rail,
 * and the rebuilt rail hands focus to the selected row so the next Alt+↑/↓ moves the same layer.
 */
let keepRailFocus = false;

/** `order` with `id` moved to the gap `gap` (0: before the first row, n: after the last). */
export function movedTo(order: readonly string[], id: string, gap: number): string[] {
  const from = order.indexOf(id);
  const rest = order.filter((entry) => entry !== id);
  rest.splice(gap > from ? gap - 1 : gap, 0, id);
  return rest;
}

/** The rail: one radio per layer, front first, marked with its group and when hidden or locked; rows drag to reorder. */
export function railWidget(
  host: LabHost,
  order: readonly string[],
  labels: Readonly<Record<string, string>>,
  commit: (value: unknown) => void,
  reorder: (order: readonly string[]) => void,
): CustomWidget {
  const rail = document.createElement("div");
  rail.className = "layer-rail";
  rail.setAttribute("role", "radiogroup");
  const radios = order.map((id) => {
    const layer = host.doc().layers.find((entry) => entry.id === id);
    const row = document.createElement("label");
    row.className = "layer-row";
    row.dataset.type = layer?.type ?? "";
    row.dataset.id = id;
    const radio = Object.assign(document.createElement("input"), {
      type: "radio",
      name: "layer-rail",
      value: id,
    });
    radio.addEventListener("change", () => {
      keepRailFocus = true;
      if (radio.checked) commit(id);
    });
    const name = Object.assign(document.createElement("span"), {
      className: "layer-name",
      textContent: labels[id],
    });
    const flags = Object.assign(document.createElement("span"), { className: "layer-flags" });
    const grip = Object.assign(document.createElement("span"), {
      className: "layer-grip",
      title: "Drag to reorder",
    });
    grip.setAttribute("aria-hidden", "true");
    row.append(radio, name, flags, grip);
    // A click on the row focuses its radio (so the keyboard carries on from it) as well as selecting it.
    row.addEventListener("click", () => {
      keepRailFocus = true;
      radio.focus();
    });
    return { radio, row, flags };
  });
  const drop = Object.assign(document.createElement("div"), { className: "layer-drop", hidden: true });
  rail.append(...radios.map((entry) => entry.row), drop);

  // Pointer drag: the gap the pointer is nearest is where the layer lands.
  let drag: { id: string; pointer: number; startY: number; active: boolean; gap: number } | undefined;
  const gapAt = (clientY: number) => {
    const index = radios.findIndex(({ row }) => {
      const box = row.getBoundingClientRect();
      return clientY < box.top + box.height / 2;
    });
    return index < 0 ? radios.length : index;
  };
  const showDrop = (gap: number) => {
    const last = radios.at(-1)?.row;
    const top =
      gap < radios.length
        ? (radios[gap]?.row.offsetTop ?? 0)
        : (last?.offsetTop ?? 0) + (last?.offsetHeight ?? 0);
    drop.style.top = `${top - 1}px`;
    drop.hidden = false;
  };
  const stop = () => {
    for (const { row } of radios) row.classList.remove("dragging");
    drop.hidden = true;
    rail.classList.remove("reordering");
    drag = undefined;
  };
  rail.addEventListener("pointerdown", (event) => {
    const row = (event.target as Element).closest<HTMLElement>(".layer-row");
    const grip = (event.target as Element).closest(".layer-grip");
    // A finger drags by the grip only, so the rail still scrolls under it elsewhere.
    if (!row?.dataset.id || event.button !== 0 || (event.pointerType === "touch" && !grip)) return;
    drag = { id: row.dataset.id, pointer: event.pointerId, startY: event.clientY, active: false, gap: 0 };
  });
  rail.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    if (!drag.active) {
      if (Math.abs(event.clientY - drag.startY) < DRAG_PX) return;
      drag.active = true;
      rail.setPointerCapture(event.pointerId);
      rail.classList.add("reordering");
      radios.find(({ row }) => row.dataset.id === drag?.id)?.row.classList.add("dragging");
    }
    event.preventDefault();
    // Near the rail's top or bottom edge, a long rail scrolls to bring the rows beyond into reach.
    const bounds = rail.getBoundingClientRect();
    if (event.clientY < bounds.top + EDGE_PX) rail.scrollTop -= SCROLL_STEP_PX;
    else if (event.clientY > bounds.bottom - EDGE_PX) rail.scrollTop += SCROLL_STEP_PX;
    drag.gap = gapAt(event.clientY);
    showDrop(drag.gap);
  });
  rail.addEventListener("pointerup", (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const { id, active, gap } = drag;
    stop();
    if (!active) return;
    const next = movedTo(order, id, gap);
    if (next.join("\n") !== order.join("\n")) reorder(next);
  });
  rail.addEventListener("pointercancel", stop);
  rail.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && drag?.active) {
      event.preventDefault();
      stop();
      return;
    }
    // Alt+↑/↓ reorders, through the rail's own buttons (so each move is one undoable edit).
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    keepRailFocus = true;
    const label = event.key === "ArrowUp" ? "move-layer-up" : "move-layer-down";
    document.getElementById(`control-${label}`)?.click();
  });
  return {
    field: rail,
    parts: [rail],
    sync(control) {
      const doc = host.doc();
      for (const { radio, row, flags } of radios) {
        radio.checked = radio.value === control.value;
        row.classList.toggle("selected", radio.checked);
        const layer = doc.layers.find((entry) => entry.id === radio.value);
        const group = layer ? groupOf(doc, layer) : undefined;
        flags.textContent = [
          group ? (group.name ?? group.id) : "",
          layer?.visible === false ? "hidden" : "",
          layer?.locked ? "locked" : "",
        ]
          .filter(Boolean)
          .join(" · ");
      }
      // The rail was rebuilt after a person's select or move: give focus back to the selected row once it is in
      // the page (a rail rebuilt for an agent's set() leaves focus where it is).
      if (keepRailFocus) {
        requestAnimationFrame(() => {
          const checked = radios.find(({ radio }) => radio.checked)?.radio;
          if (!rail.isConnected || !checked) return;
          const active = document.activeElement;
          if (active === checked) return;
          if (active && active !== document.body && !active.closest(".layer-rail")) {
            keepRailFocus = false;
            return;
          }
          checked.focus();
        });
      }
    },
  };
}
