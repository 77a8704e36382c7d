// The inspector: a tool's controls in named, collapsible sections, built from the same declarations
// window.marque.studio reads. A control that does nothing now is disabled with its reason; an invalid value
// stays in its field, marked, with the message under it.
import type { Control } from "../runtime/controls.js";
import { controlId, type Widget, type WidgetCallbacks, widgetFor } from "./widgets.js";

export { controlId } from "./widgets.js";

/** What the inspector shows beside the controls' own state. */
export interface InspectorState {
  /** Messages of values that were refused, by control label. */
  invalid: ReadonlyMap<string, string>;
}

interface Row {
  control: Control;
  row: HTMLElement;
  widget: Widget;
  note: HTMLElement;
  error: HTMLElement;
}

/** Sections a person closed, per form (kept across re-renders and tool switches). */
const closed = new WeakMap<HTMLElement, Set<string>>();
const rowsOf = new WeakMap<HTMLElement, Map<string, Row>>();

/** What needs new elements when it changes (hints, values and states are synced in place). */
const signatureOf = (controls: readonly Control[]) =>
  controls
    .map(
      (c) =>
        `${c.kind}:${c.label}:${c.section ?? ""}:${c.placeholder ?? ""}:${(c.options ?? []).join("|")}:${JSON.stringify(c.optionLabels ?? {})}:${c.attachTo ?? ""}:${(c.swatches ?? []).map((s) => s.value).join("|")}`,
    )
    .join("\n");

function buildRow(control: Control, callbacks: WidgetCallbacks): Row {
  const widget = widgetFor(control, callbacks);
  const id = controlId(control.label);
  const row = document.createElement("div");
  row.className = `control control-${control.kind}`;
  const label = document.createElement("label");
  label.id = `${id}-label`;
  label.htmlFor = id;
  label.textContent = control.label;
  // Radio groups take their name from the row's label.
  if (widget.field.getAttribute("role") === "radiogroup") {
    widget.field.setAttribute("aria-labelledby", label.id);
    label.removeAttribute("for");
  }
  const field = document.createElement("div");
  field.className = "control-field";
  field.append(...widget.parts);
  const note = Object.assign(document.createElement("small"), { id: `${id}-hint`, className: "hint" });
  const error = Object.assign(document.createElement("small"), { id: `${id}-error`, className: "error" });
  error.setAttribute("role", "alert");
  // A button names itself; a toggle's label reads after its switch.
  if (control.kind === "button") row.append(field, note, error);
  else if (control.kind === "toggle") row.append(field, label, note, error);
  else row.append(label, field, note, error);
  widget.field.setAttribute("aria-describedby", `${note.id} ${error.id}`);
  return { control, row, widget, note, error };
}

function section(form: HTMLElement, name: string, rows: HTMLElement[]): HTMLDetailsElement {
  const details = document.createElement("details");
  details.className = "section";
  details.dataset.section = name;
  details.open = !closed.get(form)?.has(name);
  details.addEventListener("toggle", () => {
    const set = closed.get(form) ?? new Set<string>();
    if (details.open) set.delete(name);
    else set.add(name);
    closed.set(form, set);
  });
  const summary = document.createElement("summary");
  summary.textContent = name;
  details.append(summary, ...rows);
  return details;
}

/** Renders `controls` into `form`, rebuilding only when the set of controls changed. */
export function renderInspector(
  form: HTMLElement,
  controls: readonly Control[],
  callbacks: WidgetCallbacks,
  state: InspectorState,
): void {
  const signature = signatureOf(controls);
  let rows = rowsOf.get(form);
  if (!rows || form.dataset.signature !== signature) {
    form.dataset.signature = signature;
    rows = new Map();
    const sections = new Map<string, HTMLElement[]>();
    for (const control of controls) {
      const host = control.attachTo ? rows.get(control.attachTo) : undefined;
      if (host) {
        // A button acting on a field (reset, remove) sits in that field's row.
        const widget = widgetFor(control, callbacks);
        host.row.querySelector(".control-field")?.append(...widget.parts);
        rows.set(control.label, { ...host, control, widget });
        continue;
      }
      const row = buildRow(control, callbacks);
      rows.set(control.label, row);
      const name = control.section ?? "Settings";
      sections.set(name, [...(sections.get(name) ?? []), row.row]);
    }
    rowsOf.set(form, rows);
    form.replaceChildren(...[...sections].map(([name, list]) => section(form, name, list)));
  }
  for (const control of controls) {
    const row = rows.get(control.label);
    if (!row) continue;
    const invalid = state.invalid.get(control.label);
    // A refused value stays in its field, so the person can correct it.
    if (invalid === undefined || control.attachTo) row.widget.sync(control);
    if (control.attachTo) continue;
    row.row.classList.toggle("inactive", !control.enabled);
    row.row.classList.toggle("invalid", invalid !== undefined);
    row.note.textContent = !control.enabled && control.reason ? control.reason : (control.hint ?? "");
    row.error.textContent = invalid ?? "";
    if (invalid === undefined) row.widget.field.removeAttribute("aria-invalid");
    else row.widget.field.setAttribute("aria-invalid", "true");
  }
}
