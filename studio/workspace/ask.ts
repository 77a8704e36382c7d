// One small modal that asks for a name (a new project, a rename, a design) or a yes/no (a delete): a native
// <dialog>, so focus is trapped and Escape cancels; the focus goes back where it was when it closes.
import { PROJECT_LIMITS } from "../../src/contract/index.js";

interface Ask {
  title: string;
  /** The field's label; without one the dialog only confirms. */
  label?: string;
  value?: string;
  confirm: string;
}

/** Resolves with the name typed (trimmed, non-empty), true for a confirmation, or undefined when cancelled. */
export function ask(options: Ask & { label: string }): Promise<string | undefined>;
export function ask(options: Ask): Promise<string | true | undefined>;
export function ask({ title, label, value = "", confirm }: Ask): Promise<string | true | undefined> {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  const dialog = document.createElement("dialog");
  dialog.className = "ask";
  dialog.setAttribute("aria-labelledby", "ask-title");
  const form = document.createElement("form");
  form.method = "dialog";
  const heading = Object.assign(document.createElement("h2"), { id: "ask-title", textContent: title });
  form.append(heading);
  let input: HTMLInputElement | undefined;
  if (label) {
    input = Object.assign(document.createElement("input"), {
      id: "ask-input",
      type: "text",
      value,
      maxLength: PROJECT_LIMITS.name,
      required: true,
      autocomplete: "off",
    });
    const field = Object.assign(document.createElement("label"), {
      htmlFor: "ask-input",
      textContent: label,
    });
    form.append(field, input);
  }
  const buttons = document.createElement("div");
  buttons.className = "ask-buttons";
  const cancel = Object.assign(document.createElement("button"), {
    type: "button",
    className: "shell-button",
    textContent: "Cancel",
  });
  const ok = Object.assign(document.createElement("button"), {
    type: "submit",
    className: "shell-button primary",
    textContent: confirm,
    value: "ok",
  });
  buttons.append(cancel, ok);
  form.append(buttons);
  dialog.append(form);
  document.body.append(dialog);
  return new Promise((resolve) => {
    cancel.addEventListener("click", () => dialog.close(""));
    dialog.addEventListener("close", () => {
      const confirmed = dialog.returnValue === "ok";
      const typed = input?.value.trim();
      dialog.remove();
      returnTo?.focus();
      if (!confirmed) resolve(undefined);
      else resolve(input ? typed || undefined : true);
    });
    dialog.showModal();
    input?.select();
  });
}
