// The layer rail's widget: one radio per layer, front first, its type as a swatch and its hidden or locked
// state beside its name; Alt+↑/↓ moves the selected layer through the rail's own buttons.
import type { CustomWidget } from "../../api/controls.js";
import type { LabHost } from "./edits.js";

/** The rail: one radio per layer, front first, marked when hidden or locked. */
export function railWidget(
  host: LabHost,
  order: readonly string[],
  labels: Readonly<Record<string, string>>,
  commit: (value: unknown) => void,
): CustomWidget {
  const rail = document.createElement("div");
  rail.className = "layer-rail";
  rail.setAttribute("role", "radiogroup");
  const radios = order.map((id) => {
    const layer = host.doc().layers.find((entry) => entry.id === id);
    const row = document.createElement("label");
    row.className = "layer-row";
    row.dataset.type = layer?.type ?? "";
    const radio = Object.assign(document.createElement("input"), {
      type: "radio",
      name: "layer-rail",
      value: id,
    });
    radio.addEventListener("change", () => {
      if (radio.checked) commit(id);
    });
    const name = Object.assign(document.createElement("span"), {
      className: "layer-name",
      textContent: labels[id],
    });
    const flags = Object.assign(document.createElement("span"), { className: "layer-flags" });
    row.append(radio, name, flags);
    return { radio, row, flags };
  });
  rail.append(...radios.map((entry) => entry.row));
  // Alt+↑/↓ reorders, through the rail's own buttons (so each move is one undoable edit).
  rail.addEventListener("keydown", (event) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const label = event.key === "ArrowUp" ? "move-layer-up" : "move-layer-down";
    document.getElementById(`control-${label}`)?.click();
  });
  return {
    field: rail,
    parts: [rail],
    sync(control) {
      const { layers } = host.doc();
      for (const { radio, row, flags } of radios) {
        radio.checked = radio.value === control.value;
        row.classList.toggle("selected", radio.checked);
        const layer = layers.find((entry) => entry.id === radio.value);
        flags.textContent = [layer?.visible === false ? "hidden" : "", layer?.locked ? "locked" : ""]
          .filter(Boolean)
          .join(" · ");
      }
    },
  };
}
