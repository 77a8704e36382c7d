// The project bar: the open projects as tabs (a tablist: click or Enter to switch, ←/→ Home/End to move,
// Alt+Shift+←/→ or a drag to reorder, Delete to close, F2 to rename) and the Projects menu — the switcher
// (every project) and the project's commands (new, rename, duplicate, delete, close, export, import).

import { StudioError } from "../runtime/errors.js";
import { downloadArtifact } from "../shell/exports.js";
import { icon } from "../shell/icons.js";
import type { ShellControl } from "../shell/shell-controls.js";
import type { Studio } from "../shell/studio.js";
import { ask } from "./ask.js";
import { importProject, projectFile, projectFileName } from "./project-file.js";
import type { Project } from "./records.js";

export interface ProjectBarElements {
  tabs: HTMLElement;
  add: HTMLButtonElement;
  menuButton: HTMLButtonElement;
  menu: HTMLElement;
}

/** A tab's accessible name (and its control's label): the project's name, said as a project. */
const tabLabel = (project: Project) => `${project.name} project`;

const separator = () => {
  const li = document.createElement("div");
  li.setAttribute("role", "separator");
  return li;
};

interface MenuItem {
  label: string;
  run: () => unknown;
  checked?: boolean;
  disabled?: boolean;
  hint?: string;
}

export class ProjectBar {
  /** The tab that keyboard focus should land on after a redraw (a reorder keeps it on the moved tab). */
  #focusAfter: string | undefined;

  constructor(
    private readonly studio: Studio,
    private readonly elements: ProjectBarElements,
  ) {
    elements.add.append(icon("plus"));
    elements.add.addEventListener("click", () => void this.create());
    elements.menuButton.addEventListener("click", () => this.toggleMenu(this.elements.menu.hidden));
    elements.menuButton.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        this.toggleMenu(true);
      }
    });
    elements.menu.addEventListener("keydown", (event) => this.#menuKey(event));
    document.addEventListener("pointerdown", (event) => {
      if (!elements.menu.hidden && !elements.menu.parentElement?.contains(event.target as Node))
        this.toggleMenu(false, false);
    });
    elements.tabs.addEventListener("keydown", (event) => this.#tabKey(event));
    this.#bindDrag();
    this.render();
  }

  get #workspace() {
    return this.studio.workspace;
  }

  /** Runs a project command, saying what went wrong in the status line. */
  async #run(command: () => unknown): Promise<void> {
    try {
      await command();
    } catch (error) {
      this.studio.say(StudioError.from(error).message);
    }
  }

  /**
   * The bar's buttons as shell controls, so activate() reaches them by the names the page gives them: each tab
   * ("<name> project", pressed when active), New project (its dialog opens; activate does not wait for it) and
   * Projects (the menu).
   */
  controls(): ShellControl[] {
    const button = (label: string, run: () => unknown, pressed?: boolean): ShellControl => ({
      place: "projects",
      label,
      kind: "button",
      value: undefined,
      enabled: true,
      run,
      ...(pressed === undefined ? {} : { pressed }),
    });
    const active = this.#workspace.active.id;
    return [
      ...this.#workspace.open.flatMap((id) => {
        const project = this.#workspace.project(id);
        return project ? [button(tabLabel(project), () => this.studio.openProject(id), id === active)] : [];
      }),
      button("New project", () => void this.create()),
      button("Projects", () => this.toggleMenu(this.elements.menu.hidden)),
    ];
  }

  render(): void {
    const { tabs } = this.elements;
    const focused = tabs.contains(document.activeElement)
      ? (document.activeElement as HTMLElement).dataset.project
      : undefined;
    const active = this.#workspace.active.id;
    tabs.replaceChildren(
      ...this.#workspace.open.flatMap((id) => {
        const project = this.#workspace.project(id);
        return project ? [this.#tab(project, project.id === active)] : [];
      }),
    );
    const focus = this.#focusAfter ?? focused;
    this.#focusAfter = undefined;
    if (focus) tabs.querySelector<HTMLElement>(`[data-project="${CSS.escape(focus)}"]`)?.focus();
    if (!this.elements.menu.hidden) this.#drawMenu();
  }

  #tab(project: Project, selected: boolean): HTMLElement {
    const tab = document.createElement("button");
    tab.type = "button";
    tab.className = "project-tab";
    tab.id = `project-tab-${project.id}`;
    tab.setAttribute("role", "tab");
    tab.setAttribute("aria-selected", String(selected));
    tab.setAttribute("aria-label", tabLabel(project));
    tab.setAttribute("aria-keyshortcuts", "Alt+Shift+ArrowLeft Alt+Shift+ArrowRight Delete F2");
    tab.tabIndex = selected ? 0 : -1;
    tab.draggable = true;
    tab.dataset.project = project.id;
    tab.title = `${project.name}${project.builtIn ? " (built-in)" : ""}. Drag or Alt+Shift+←/→ to reorder; Delete closes.`;
    const name = Object.assign(document.createElement("span"), {
      className: "tab-name",
      textContent: project.name,
    });
    // A pointer target only: the keyboard closes with Delete, and a button inside a tab would be a control
    // nested in a control.
    const close = Object.assign(document.createElement("span"), { className: "tab-close", textContent: "×" });
    close.setAttribute("aria-hidden", "true");
    close.addEventListener("click", (event) => {
      event.stopPropagation();
      void this.#run(() => this.studio.closeProject(project.id));
    });
    tab.append(name, close);
    tab.addEventListener("click", () => void this.#run(() => this.studio.openProject(project.id)));
    tab.addEventListener("dblclick", () => void this.rename(project.id));
    return tab;
  }

  #tabKey(event: KeyboardEvent): void {
    const tab = (event.target as HTMLElement).closest<HTMLElement>("[role=tab]");
    const id = tab?.dataset.project;
    if (!tab || !id) return;
    const open = this.#workspace.open;
    const at = open.indexOf(id);
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (step !== 0 && event.altKey && event.shiftKey) {
      event.preventDefault();
      this.#focusAfter = id;
      this.#workspace.move(id, at + step);
      this.studio.say(
        `${this.#workspace.get(id).name}: tab ${this.#workspace.open.indexOf(id) + 1} of ${open.length}.`,
      );
    } else if (step !== 0 || event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const next =
        event.key === "Home"
          ? 0
          : event.key === "End"
            ? open.length - 1
            : (at + step + open.length) % open.length;
      this.elements.tabs
        .querySelector<HTMLElement>(`[data-project="${CSS.escape(open[next] ?? "")}"]`)
        ?.focus();
    } else if (event.key === "Delete") {
      event.preventDefault();
      void this.#run(() => this.studio.closeProject(id));
    } else if (event.key === "F2") {
      event.preventDefault();
      void this.rename(id);
    }
  }

  #bindDrag(): void {
    const { tabs } = this.elements;
    let dragged: string | undefined;
    const dropIndex = (x: number) => {
      const rest = [...tabs.querySelectorAll<HTMLElement>("[role=tab]")].filter(
        (t) => t.dataset.project !== dragged,
      );
      const after = rest.findIndex((t) => {
        const box = t.getBoundingClientRect();
        return x < box.left + box.width / 2;
      });
      return after < 0 ? rest.length : after;
    };
    tabs.addEventListener("dragstart", (event) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>("[role=tab]");
      dragged = tab?.dataset.project;
      if (!dragged || !event.dataTransfer) return;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", dragged);
      tab?.classList.add("dragging");
    });
    tabs.addEventListener("dragover", (event) => {
      if (!dragged) return;
      event.preventDefault();
      tabs.dataset.drop = String(dropIndex(event.clientX));
    });
    tabs.addEventListener("drop", (event) => {
      if (!dragged) return;
      event.preventDefault();
      this.#focusAfter = dragged;
      this.#workspace.move(dragged, dropIndex(event.clientX));
    });
    tabs.addEventListener("dragend", () => {
      dragged = undefined;
      delete tabs.dataset.drop;
      for (const tab of tabs.querySelectorAll(".dragging")) tab.classList.remove("dragging");
    });
  }

  async create(): Promise<void> {
    const name = await ask({
      title: "New project",
      label: "Project name",
      value: "Untitled brand",
      confirm: "Create",
    });
    if (!name) return;
    await this.#run(async () => {
      const project = this.#workspace.create(name);
      await this.studio.openProject(project.id);
    });
  }

  async rename(id = this.#workspace.active.id): Promise<void> {
    const project = this.#workspace.get(id);
    const name = await ask({
      title: "Rename project",
      label: "Project name",
      value: project.name,
      confirm: "Rename",
    });
    if (name) await this.#run(() => this.#workspace.rename(id, name));
  }

  async duplicate(id = this.#workspace.active.id): Promise<void> {
    await this.#run(async () => {
      this.studio.persist();
      const copy = this.#workspace.duplicate(id);
      await this.studio.openProject(copy.id);
    });
  }

  async remove(id = this.#workspace.active.id): Promise<void> {
    const project = this.#workspace.get(id);
    if (project.builtIn) {
      this.studio.say(`${project.name} is a built-in project: it cannot be deleted.`);
      return;
    }
    const sure = await ask({
      title: `Delete ${project.name} and its ${project.designs.length} saved designs?`,
      confirm: "Delete",
    });
    if (sure) await this.#run(() => this.studio.closeProject(id, true));
  }

  exportFile(id = this.#workspace.active.id): void {
    this.studio.persist();
    const project = this.#workspace.get(id);
    const blob = new Blob([`${JSON.stringify(projectFile(project), null, 2)}\n`], {
      type: "application/json",
    });
    downloadArtifact({ blob, filename: projectFileName(project) });
    this.studio.say(`Exported ${project.name} as ${projectFileName(project)}.`);
  }

  importFile(): void {
    const input = Object.assign(document.createElement("input"), {
      type: "file",
      accept: "application/json,.json",
    });
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      if (!file) return;
      void (async () => {
        try {
          const project = importProject(this.#workspace, await file.text());
          await this.studio.openProject(project.id);
        } catch (error) {
          // Said with its fields, as the API's error body lists them.
          const { error: body } = StudioError.from(error).body;
          const issues = body.issues.slice(0, 3).map((issue) => `${issue.field}: ${issue.message}`);
          this.studio.say(
            `${file.name} was not imported: ${issues.length > 0 ? issues.join("; ") : body.message}.`,
          );
        }
      })();
    });
    input.click();
  }

  /** The menu's items: every project (the switcher), then the active project's commands. */
  #items(): MenuItem[][] {
    const active = this.#workspace.active;
    const projects = this.#workspace.projects().map((project) => ({
      label: project.name,
      checked: project.id === active.id,
      hint: project.builtIn ? "built-in" : `${project.designs.length} designs`,
      run: () => this.#run(() => this.studio.openProject(project.id)),
    }));
    return [
      projects,
      [
        { label: "New project…", run: () => this.create() },
        { label: "Rename project…", run: () => this.rename() },
        { label: "Duplicate project", run: () => this.duplicate() },
        { label: "Delete project…", run: () => this.remove(), disabled: active.builtIn },
        {
          label: "Close tab",
          run: () => this.#run(() => this.studio.closeProject(active.id)),
          disabled: this.#workspace.open.length < 2,
        },
        { label: "Export project (JSON)", run: () => this.exportFile() },
        { label: "Import project…", run: () => this.importFile() },
      ],
    ];
  }

  toggleMenu(open: boolean, refocus = true): void {
    const { menu, menuButton } = this.elements;
    menu.hidden = !open;
    menuButton.setAttribute("aria-expanded", String(open));
    if (open) {
      this.#drawMenu();
      menu.querySelector<HTMLElement>("[role^=menuitem]:not([aria-disabled=true])")?.focus();
    } else if (refocus) menuButton.focus();
  }

  #drawMenu(): void {
    const groups = this.#items();
    this.elements.menu.replaceChildren(
      ...groups.flatMap((items, index) => [
        ...(index > 0 ? [separator()] : []),
        ...items.map((item) => {
          const li = document.createElement("div");
          li.setAttribute("role", item.checked === undefined ? "menuitem" : "menuitemradio");
          if (item.checked !== undefined) li.setAttribute("aria-checked", String(item.checked));
          if (item.disabled) li.setAttribute("aria-disabled", "true");
          li.tabIndex = -1;
          li.append(Object.assign(document.createElement("span"), { textContent: item.label }));
          if (item.hint)
            li.append(Object.assign(document.createElement("small"), { textContent: item.hint }));
          li.addEventListener("click", () => {
            if (item.disabled) return;
            this.toggleMenu(false);
            void item.run();
          });
          return li;
        }),
      ]),
    );
  }

  #menuKey(event: KeyboardEvent): void {
    const items = [...this.elements.menu.querySelectorAll<HTMLElement>("[role^=menuitem]")];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? items[0] : items.at(-1))?.focus();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      items[at]?.click();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      this.toggleMenu(false);
    } else if (event.key === "Tab") {
      this.toggleMenu(false, false);
    }
  }
}
