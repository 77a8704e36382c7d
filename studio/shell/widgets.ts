// The inspector's widgets, one per control kind: a slider with a number field for ranges, a segmented
// control for small enums, a swatch with the identity's palette for colours, a switch for toggles, a drop
// zone for images. Each builds its elements once and syncs them from the control's state.
import { normalizeHex, sameHex } from "../../src/color/rgb.js";
import type { Control } from "../runtime/controls.js";

export interface WidgetCallbacks {
  commit(control: Control, value: unknown): void;
  run(control: Control): void;
}

/** A built widget: its focusable field (the one labelled by the row) and how to refresh it. */
export interface Widget {
  field: HTMLElement;
  /** Every element making the widget (the field included). */
  parts: HTMLElement[];
  sync(control: Control): void;
}

/** Typing pauses this long before a field's value is applied, so "2000" never renders 2, 20, 200. */
export const TYPING_DEBOUNCE_MS = 400;

/** The DOM id of a control's element. */
export const controlId = (label: string) => `control-${label.toLowerCase().replace(/[^a-z0-9]+/gu, "-")}`;

/** How an option reads: its human name, else the control's empty label, else the value itself. */
export const optionText = (control: Control, option: string | number): string =>
  control.optionLabels?.[String(option)] ??
  (option === "" ? (control.emptyLabel ?? "(none)") : String(option));

/** Small enums with short names read best as one row of buttons. */
export function isSegmented(control: Control): boolean {
  const options = control.options ?? [];
  return (
    control.kind === "select" &&
    options.length > 1 &&
    options.length <= 4 &&
    options.reduce<number>((sum, option) => sum + optionText(control, option).length, 0) <= 28
  );
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);

const focused = (node: Element) => document.activeElement === node;

/** Applies a value after a pause in typing, or at once on change (Enter, blur). */
function debounced(field: HTMLInputElement | HTMLTextAreaElement, apply: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(apply, TYPING_DEBOUNCE_MS);
  });
  field.addEventListener("change", () => {
    clearTimeout(timer);
    apply();
  });
}

function rangeWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  // The number field is the control's keyboard stop (arrows step it); the slider is for the pointer.
  const slider = element("input", { type: "range", className: "slider", tabIndex: -1 });
  slider.setAttribute("aria-label", control.label);
  const number = element("input", { type: "number", id, className: "number" });
  for (const field of [slider, number]) {
    field.min = String(control.min);
    field.max = String(control.max);
    field.step = String(control.step ?? "any");
  }
  slider.addEventListener("input", () => {
    number.value = slider.value;
    callbacks.commit(control, slider.value);
  });
  debounced(number, () => callbacks.commit(control, number.value));
  return {
    field: number,
    parts: [slider, number],
    sync(next) {
      for (const field of [slider, number]) field.disabled = !next.enabled;
      const value = next.value === undefined ? "" : String(next.value);
      if (!focused(number)) number.value = value;
      if (!focused(slider) && value !== "") slider.value = value;
    },
  };
}

function segmentedWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const group = element("div", { id, className: "segmented" });
  group.setAttribute("role", "radiogroup");
  const radios = (control.options ?? []).map((option) => {
    const radio = element("input", { type: "radio", name: id, value: String(option) });
    radio.addEventListener("change", () => {
      if (radio.checked) callbacks.commit(control, radio.value);
    });
    const label = element("label");
    label.append(radio, element("span", { textContent: optionText(control, option) }));
    group.append(label);
    return radio;
  });
  return {
    field: group,
    parts: [group],
    sync(next) {
      for (const radio of radios) {
        radio.disabled = !next.enabled;
        radio.checked = radio.value === String(next.value ?? "");
      }
    },
  };
}

function selectWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const select = element("select", { id });
  for (const option of control.options ?? []) {
    select.append(element("option", { value: String(option), textContent: optionText(control, option) }));
  }
  select.addEventListener("change", () => callbacks.commit(control, select.value));
  return {
    field: select,
    parts: [select],
    sync(next) {
      select.disabled = !next.enabled;
      if (!focused(select)) select.value = String(next.value ?? "");
    },
  };
}

function colorWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const picker = element("input", { type: "color", id, className: "color-well" });
  picker.addEventListener("input", () => callbacks.commit(control, normalizeHex(picker.value)));
  const hex = element("output", { className: "hex" });
  hex.htmlFor.add(id);
  const parts: HTMLElement[] = [picker, hex];
  const chips: HTMLInputElement[] = [];
  if (control.swatches && control.swatches.length > 0) {
    // The identity's palette: one click sets the colour.
    const group = element("div", { className: "chips" });
    group.setAttribute("role", "radiogroup");
    group.setAttribute("aria-label", control.label);
    for (const swatch of control.swatches) {
      const chip = element("input", { type: "radio", name: `${id}-chips`, value: swatch.value });
      chip.style.setProperty("--chip", swatch.value);
      chip.title = `${swatch.name} ${normalizeHex(swatch.value)}`;
      chip.setAttribute("aria-label", chip.title);
      chip.addEventListener("change", () => {
        if (chip.checked) callbacks.commit(control, normalizeHex(swatch.value));
      });
      chips.push(chip);
      group.append(chip);
    }
    parts.push(group);
  }
  return {
    field: picker,
    parts,
    sync(next) {
      const value = typeof next.value === "string" ? next.value : "";
      picker.disabled = !next.enabled;
      // A colour field takes lower-case `#rrggbb` only.
      if (!focused(picker) && value) picker.value = value.toLowerCase();
      hex.textContent = normalizeHex(value) + (next.defaulted ? " · default" : "");
      for (const chip of chips) {
        chip.disabled = !next.enabled;
        chip.checked = sameHex(chip.value, value);
      }
    },
  };
}

function toggleWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const box = element("input", { type: "checkbox", id, className: "switch" });
  box.setAttribute("role", "switch");
  box.addEventListener("change", () => callbacks.commit(control, box.checked));
  return {
    field: box,
    parts: [box],
    sync(next) {
      box.disabled = !next.enabled;
      box.checked = next.value === true;
    },
  };
}

/** A file field that also takes a dropped file; shows the current image. */
function fileWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const zone = element("div", { className: "dropzone" });
  const preview = element("img", { alt: "", hidden: true });
  const input = element("input", { type: "file", id });
  input.accept = control.accept ?? "image/png,image/jpeg,image/gif,image/webp,image/svg+xml";
  const hint = element("span", {
    className: "drop-hint",
    textContent: control.accept ? "or drop the file here" : "or drop an image here",
  });
  // The File itself: the shell reads and checks it as it does a File given to set() (api/file-value.ts).
  const take = (file: File | undefined) => {
    if (file) callbacks.commit(control, file);
  };
  input.addEventListener("change", () => void take(input.files?.[0]));
  zone.addEventListener("dragover", (event) => {
    event.preventDefault();
    zone.classList.add("over");
  });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("over");
    void take(event.dataTransfer?.files[0]);
  });
  zone.append(preview, input, hint);
  return {
    field: input,
    parts: [zone],
    sync(next) {
      input.disabled = !next.enabled;
      const url = typeof next.value === "string" && next.value.startsWith("data:image/") ? next.value : "";
      preview.hidden = url === "";
      if (preview.getAttribute("src") !== url) preview.src = url;
      if (url === "") input.value = "";
    },
  };
}

function textWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const field =
    control.kind === "textarea"
      ? element("textarea", { id, rows: 4 })
      : element("input", { id, type: control.kind === "number" ? "number" : "text" });
  if (field instanceof HTMLInputElement && control.kind === "number") {
    if (control.min !== undefined) field.min = String(control.min);
    if (control.max !== undefined) field.max = String(control.max);
    if (control.step !== undefined) field.step = String(control.step);
  }
  if (control.placeholder) field.placeholder = control.placeholder;
  debounced(field, () => callbacks.commit(control, field.value));
  return {
    field,
    parts: [field],
    sync(next) {
      field.disabled = !next.enabled;
      if (!focused(field)) field.value = next.value === undefined ? "" : String(next.value);
    },
  };
}

function buttonWidget(control: Control, id: string, callbacks: WidgetCallbacks): Widget {
  const button = element("button", { type: "button", id, className: "quiet" });
  // A button acting on another control reads short beside it ("Reset"); its name stays whole.
  button.textContent = control.attachTo ? control.label.replace(` ${control.attachTo}`, "") : control.label;
  if (control.attachTo) button.setAttribute("aria-label", control.label);
  button.addEventListener("click", () => callbacks.run(control));
  return {
    field: button,
    parts: [button],
    sync(next) {
      button.disabled = !next.enabled;
    },
  };
}

/** The widget for a control. */
export function widgetFor(control: Control, callbacks: WidgetCallbacks): Widget {
  const id = controlId(control.label);
  if (control.widget) {
    const custom = control.widget((value) => callbacks.commit(control, value));
    custom.field.id = id;
    return custom;
  }
  switch (control.kind) {
    case "select":
      return (isSegmented(control) ? segmentedWidget : selectWidget)(control, id, callbacks);
    case "color":
      return colorWidget(control, id, callbacks);
    case "toggle":
      return toggleWidget(control, id, callbacks);
    case "file":
      return fileWidget(control, id, callbacks);
    case "button":
      return buttonWidget(control, id, callbacks);
    case "number":
      if (control.min !== undefined && control.max !== undefined) return rangeWidget(control, id, callbacks);
      return textWidget(control, id, callbacks);
    default:
      return textWidget(control, id, callbacks);
  }
}
