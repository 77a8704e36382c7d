// The command palette (⌘K / Ctrl+K, or /): tools, projects, actions, materials and elements found by fuzzy
// search, run from the keyboard (↑/↓, Enter, Escape). Loaded on first use: only this feature needs the
// material and element catalogs' names at hand.

import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { StudioError } from "../runtime/errors.js";
import type { Studio } from "../shell/studio.js";
import { fuzzyScore } from "./fuzzy.js";

export interface Command {
  kind: "Tool" | "Project" | "Action" | "Material" | "Element";
  label: string;
  /** Words searched beside the label (a description, an id). */
  keywords?: string;
  run: () => unknown;
}

/** What the palette runs besides the Studio's own operations (the project bar's and the designs panel's). */
export interface PaletteHost {
  studio: Studio;
  saveDesign(): unknown;
  toggleDesigns(): unknown;
  newProject(): unknown;
  exportProject(): unknown;
  importProject(): unknown;
}

const MAX_RESULTS = 40;

function commands(host: PaletteHost): Command[] {
  const { studio } = host;
  const control = (label: string) => () => studio.activateControl(label);
  const visible = new Set(studio.controls().map((c) => c.label));
  const shellActions: Command[] = [
    ...studio.tool.exports.map((format) => `Download ${format.toUpperCase()}`),
    "Undo",
    "Redo",
    "Reset tool",
  ]
    .filter((label) => visible.has(label))
    .map((label) => ({ kind: "Action", label, run: control(label) }));
  return [
    ...STUDIO_TOOLS.map(
      (tool): Command => ({
        kind: "Tool",
        label: tool.name,
        keywords: `${tool.id} ${tool.description}`,
        run: () => studio.activate(tool.id),
      }),
    ),
    ...studio.workspace.projects().map(
      (project): Command => ({
        kind: "Project",
        label: project.name,
        keywords: project.builtIn ? "built-in project" : "project",
        run: () => studio.openProject(project.id),
      }),
    ),
    { kind: "Action", label: "Save design", keywords: "version snapshot", run: host.saveDesign },
    { kind: "Action", label: "Saved designs", keywords: "versions restore", run: host.toggleDesigns },
    {
      kind: "Action",
      label: "Open source drawer",
      keywords: "json code",
      run: () =>
        studio.controls().find((c) => c.label === "Source")?.pressed ? undefined : control("Source")(),
    },
    { kind: "Action", label: "New project", run: host.newProject },
    { kind: "Action", label: "Export project (JSON)", run: host.exportProject },
    { kind: "Action", label: "Import project", run: host.importProject },
    ...shellActions,
    ...materialsCatalog.materials.map(
      (material): Command => ({
        kind: "Material",
        label: material.name,
        keywords: `${material.category} ${material.engine} ${material.description}`,
        run: async () => {
          if (studio.tool.id !== "material") await studio.activate("material");
          await studio.set("Material", material.id);
        },
      }),
    ),
    ...ELEMENTS.map(
      (element): Command => ({
        kind: "Element",
        label: element.name,
        keywords: element.category,
        run: async () => {
          if (studio.tool.id !== "elements") await studio.activate("elements");
          await studio.set("Element", element.id);
        },
      }),
    ),
  ];
}

/** The commands matching `query`, best first (all kinds in their order when the query is empty). */
export function search(all: readonly Command[], query: string): Command[] {
  if (!query.trim())
    return all.filter((c) => c.kind !== "Material" && c.kind !== "Element").slice(0, MAX_RESULTS);
  return all
    .flatMap((command) => {
      const label = fuzzyScore(query, command.label);
      // Keywords (descriptions) match only as written: scattered letters across a sentence mean nothing.
      const words = command.keywords?.toLowerCase().includes(query.trim().toLowerCase())
        ? fuzzyScore(query, command.keywords)
        : undefined;
      const score = Math.max(label ?? -Infinity, words === undefined ? -Infinity : words / 3);
      return score === -Infinity ? [] : [{ command, score }];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS)
    .map(({ command }) => command);
}

/** Opens the palette as a modal dialog (the focus goes back where it was when it closes). */
export function openPalette(host: PaletteHost): void {
  const existing = document.querySelector<HTMLDialogElement>("dialog.palette[open]");
  if (existing) {
    existing.querySelector("input")?.focus();
    return;
  }
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  const all = commands(host);
  const dialog = document.createElement("dialog");
  dialog.className = "palette";
  dialog.setAttribute("aria-label", "Command palette");
  const input = Object.assign(document.createElement("input"), {
    type: "text",
    id: "palette-input",
    placeholder: "Search tools, projects, actions, materials, elements…",
    autocomplete: "off",
    spellcheck: false,
  });
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-label", "Search commands");
  input.setAttribute("aria-expanded", "true");
  input.setAttribute("aria-controls", "palette-list");
  input.setAttribute("aria-autocomplete", "list");
  const list = Object.assign(document.createElement("ul"), { id: "palette-list" });
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Commands");
  const hint = Object.assign(document.createElement("p"), {
    className: "palette-hint",
    textContent: "↑ ↓ to choose · Enter to run · Esc to close",
  });
  dialog.append(input, list, hint);
  document.body.append(dialog);

  let shown: Command[] = [];
  let selected = 0;
  const draw = () => {
    shown = search(all, input.value);
    selected = Math.min(selected, Math.max(0, shown.length - 1));
    list.replaceChildren(
      ...(shown.length === 0
        ? [
            Object.assign(document.createElement("li"), {
              className: "empty",
              textContent: "Nothing matches.",
            }),
          ]
        : shown.map((command, index) => {
            const li = document.createElement("li");
            li.id = `palette-option-${index}`;
            li.setAttribute("role", "option");
            li.setAttribute("aria-selected", String(index === selected));
            li.append(
              Object.assign(document.createElement("span"), { textContent: command.label }),
              Object.assign(document.createElement("small"), { textContent: command.kind }),
            );
            li.addEventListener("pointerdown", (event) => event.preventDefault());
            li.addEventListener("click", () => run(index));
            return li;
          })),
    );
    if (shown.length > 0) input.setAttribute("aria-activedescendant", `palette-option-${selected}`);
    else input.removeAttribute("aria-activedescendant");
    list.querySelector("[aria-selected=true]")?.scrollIntoView({ block: "nearest" });
  };
  const run = (index: number) => {
    const command = shown[index];
    if (!command) return;
    dialog.close();
    void (async () => {
      try {
        await command.run();
      } catch (error) {
        host.studio.say(StudioError.from(error).message);
      }
    })();
  };
  input.addEventListener("input", () => {
    selected = 0;
    draw();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      selected = shown.length === 0 ? 0 : (selected + step + shown.length) % shown.length;
      draw();
    } else if (event.key === "Enter") {
      event.preventDefault();
      run(selected);
    }
  });
  draw();
  dialog.addEventListener("close", () => {
    dialog.remove();
    // A command that moves focus (a dialog it opens, a field) keeps it; otherwise it goes back.
    if (!document.activeElement || document.activeElement === document.body) returnTo?.focus();
  });
  dialog.showModal();
  input.focus();
}
