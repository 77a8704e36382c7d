// The Saved designs panel: the visible tool's designs in the active project — save the current source under a
// name, then restore, fork, rename or delete each one.

import { StudioError } from "../runtime/errors.js";
import { icon } from "../shell/icons.js";
import type { Studio } from "../shell/studio.js";
import { toolName } from "../shell/view.js";
import { ask } from "./ask.js";

export interface DesignsPanelElements {
  panel: HTMLElement;
  note: HTMLElement;
  name: HTMLInputElement;
  save: HTMLButtonElement;
  list: HTMLElement;
  close: HTMLButtonElement;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export class DesignsPanel {
  constructor(
    private readonly studio: Studio,
    private readonly elements: DesignsPanelElements,
  ) {
    elements.close.append(icon("close"));
    elements.close.addEventListener("click", () => this.toggle(false));
    elements.save.addEventListener("click", () => void this.save());
    elements.name.addEventListener("keydown", (event) => {
      if (event.key === "Enter") {
        event.preventDefault();
        void this.save();
      }
    });
    elements.panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !document.querySelector("dialog[open]")) {
        event.stopPropagation();
        this.toggle(false);
      }
    });
  }

  get open(): boolean {
    return !this.elements.panel.hidden;
  }

  toggle(open: boolean): void {
    const wasOpen = this.open;
    this.elements.panel.hidden = !open;
    if (open) {
      this.render();
      this.elements.name.focus();
    } else if (wasOpen) document.getElementById("control-saved-designs")?.focus();
    this.studio.renderShell();
  }

  async #run(command: () => unknown): Promise<void> {
    try {
      await command();
    } catch (error) {
      this.studio.say(StudioError.from(error).message);
    }
    this.render();
  }

  async save(): Promise<void> {
    const name = this.elements.name.value.trim() || this.#suggestedName();
    await this.#run(() => {
      const design = this.studio.designs.save(this.studio.tool.id, name, this.studio.tool.readSource());
      this.studio.say(`Saved the design “${design.name}”.`);
      this.elements.name.value = "";
    });
  }

  #suggestedName(): string {
    const count = this.studio.designs.list(this.studio.tool.id).length;
    return `${toolName(this.studio.tool.id)} ${count + 1}`;
  }

  render(): void {
    if (!this.open) return;
    const { studio, elements } = this;
    const tool = studio.tool.id;
    elements.note.textContent = `${toolName(tool)} designs in ${studio.workspace.active.name}. Kept in this browser only.`;
    elements.name.placeholder = this.#suggestedName();
    const designs = studio.designs.list(tool);
    if (designs.length === 0) {
      elements.list.replaceChildren(
        Object.assign(document.createElement("li"), {
          className: "empty",
          textContent: "No saved designs yet: name this version and save it to come back to it later.",
        }),
      );
      return;
    }
    elements.list.replaceChildren(
      ...designs.map((design) => {
        const li = document.createElement("li");
        li.className = "design";
        const title = document.createElement("div");
        title.className = "design-title";
        title.append(
          Object.assign(document.createElement("strong"), { textContent: design.name }),
          Object.assign(document.createElement("time"), {
            dateTime: design.savedAt,
            textContent: when.format(new Date(design.savedAt)),
          }),
        );
        const actions = document.createElement("div");
        actions.className = "design-actions";
        const action = (label: string, run: () => unknown) => {
          const button = Object.assign(document.createElement("button"), {
            type: "button",
            className: "shell-button",
            textContent: label,
          });
          button.setAttribute("aria-label", `${label} ${design.name}`);
          button.addEventListener("click", () => void this.#run(run));
          return button;
        };
        actions.append(
          action("Restore", () => studio.restoreDesign(design.id)),
          action("Fork", () => {
            const fork = studio.designs.fork(design.id);
            studio.say(`Forked “${design.name}” as “${fork.name}”.`);
          }),
          action("Rename", async () => {
            const name = await ask({
              title: "Rename design",
              label: "Design name",
              value: design.name,
              confirm: "Rename",
            });
            if (name) studio.designs.rename(design.id, name);
          }),
          action("Delete", async () => {
            if (await ask({ title: `Delete the design “${design.name}”?`, confirm: "Delete" }))
              studio.designs.remove(design.id);
          }),
        );
        li.append(title, actions);
        return li;
      }),
    );
  }
}
