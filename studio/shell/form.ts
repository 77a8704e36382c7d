// The DOM form of a tool's controls: built from the same declarations window.marque.studio reads.
import type { Control } from "../api/controls.js";

export interface FormCallbacks {
  commit(control: Control, value: unknown): void;
  run(control: Control): void;
}

/** The DOM id of a control's element. */
export const controlId = (label: string) => `control-${label.toLowerCase().replace(/[^a-z0-9]+/gu, "-")}`;

function fileToDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function input(control: Control, callbacks: FormCallbacks): HTMLElement {
  const id = controlId(control.label);
  const onValue = (value: unknown) => callbacks.commit(control, value);
  switch (control.kind) {
    case "select": {
      const select = document.createElement("select");
      for (const option of control.options ?? []) {
        const element = document.createElement("option");
        element.value = String(option);
        element.textContent = option === "" ? (control.emptyLabel ?? "(none)") : String(option);
        select.append(element);
      }
      select.addEventListener("change", () => onValue(select.value));
      return Object.assign(select, { id });
    }
    case "textarea": {
      const area = document.createElement("textarea");
      area.rows = 4;
      area.addEventListener("input", () => onValue(area.value));
      return Object.assign(area, { id });
    }
    case "toggle": {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.addEventListener("change", () => onValue(box.checked));
      return Object.assign(box, { id });
    }
    case "file": {
      const file = document.createElement("input");
      file.type = "file";
      file.accept = "image/png,image/jpeg,image/gif,image/webp,image/svg+xml";
      file.addEventListener("change", async () => {
        const chosen = file.files?.[0];
        if (chosen) onValue(await fileToDataUrl(chosen));
      });
      return Object.assign(file, { id });
    }
    case "button": {
      const button = document.createElement("button");
      button.type = "button";
      // A button acting on another control reads short beside it ("Reset"); its name stays whole.
      button.textContent = control.attachTo
        ? control.label.replace(` ${control.attachTo}`, "")
        : control.label;
      if (control.attachTo) button.setAttribute("aria-label", control.label);
      button.addEventListener("click", () => callbacks.run(control));
      return Object.assign(button, { id });
    }
    default: {
      const field = document.createElement("input");
      field.type = control.kind === "number" ? "number" : control.kind === "color" ? "color" : "text";
      if (control.min !== undefined) field.min = String(control.min);
      if (control.max !== undefined) field.max = String(control.max);
      if (control.step !== undefined) field.step = String(control.step);
      field.addEventListener(control.kind === "text" ? "change" : "input", () => onValue(field.value));
      return Object.assign(field, { id });
    }
  }
}

/** Writes a control's current value and state into its element (never into the one being edited). */
function sync(element: HTMLElement, control: Control): void {
  if (element instanceof HTMLButtonElement) {
    element.disabled = !control.enabled;
    return;
  }
  const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  field.disabled = !control.enabled;
  if (document.activeElement === element || (field as HTMLInputElement).type === "file") return;
  if ((field as HTMLInputElement).type === "checkbox")
    (field as HTMLInputElement).checked = control.value === true;
  else if ((field as HTMLInputElement).type === "color")
    field.value = typeof control.value === "string" ? control.value.toLowerCase() : "#000000";
  else field.value = control.value === undefined ? "" : String(control.value);
}

/** Renders `controls` into `form`, rebuilding only when the set of controls changed. */
export function renderForm(form: HTMLElement, controls: readonly Control[], callbacks: FormCallbacks): void {
  const signature = controls
    .map((c) => `${c.kind}:${c.label}:${(c.options ?? []).join("|")}:${c.hint ?? ""}:${c.attachTo ?? ""}`)
    .join("\n");
  if (form.dataset.signature !== signature) {
    form.dataset.signature = signature;
    const rows = new Map<string, HTMLElement>();
    for (const control of controls) {
      const element = input(control, callbacks);
      const host = control.attachTo ? rows.get(control.attachTo) : undefined;
      if (host) {
        host.querySelector(".control-field")?.append(element);
        continue;
      }
      const row = document.createElement("div");
      row.className = `control control-${control.kind}`;
      if (control.kind !== "button") {
        const label = document.createElement("label");
        label.htmlFor = element.id;
        label.textContent = control.label;
        row.append(label);
      }
      // The field and the buttons that act on it share a line.
      const field = document.createElement("div");
      field.className = "control-field";
      field.append(element);
      row.append(field);
      if (control.hint) {
        const hint = document.createElement("small");
        hint.id = `${element.id}-hint`;
        hint.textContent = control.hint;
        element.setAttribute("aria-describedby", hint.id);
        row.append(hint);
      }
      rows.set(control.label, row);
    }
    form.replaceChildren(...rows.values());
  }
  for (const control of controls) {
    const element = form.querySelector<HTMLElement>(`#${controlId(control.label)}`);
    if (element) sync(element, control);
  }
}
