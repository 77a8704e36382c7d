// The shell's own controls — undo, redo, reset, the Source drawer, restore, zoom, downloads (and Cancel
// while one runs), the tool tabs, Saved designs and the command palette — declared like a tool's, so window.marque.studio reaches every button the page shows; and the
// buttons drawn from those declarations.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { exportFormatLabel } from "../../src/contract/index.js";
import type { Control } from "../runtime/controls.js";
import { icon } from "./icons.js";
import { controlId } from "./widgets.js";

export const RESTORE_LABEL = "Restore previous source";
export const SOURCE_LABEL = "Source";
export const SOURCE_JSON_LABEL = "Source JSON";

/** Where each shell control is drawn. */
export type ShellPlace =
  | "actions"
  | "history"
  | "zoom"
  | "exports"
  | "cancel"
  | "tabs"
  | "drawer"
  | "workspace"
  | "projects";

export const DESIGNS_LABEL = "Saved designs";
export const PALETTE_LABEL = "Command palette";

export const CANCEL_EXPORT_LABEL = "Cancel export";

export interface ShellControl extends Control {
  readonly place: ShellPlace;
  /** The icon drawn with (or instead of) the label. */
  readonly icon?: string;
  /** Buttons drawn as an icon alone keep their label as the accessible name and tooltip. */
  readonly iconOnly?: boolean;
  /** Keyboard shortcut, as aria-keyshortcuts spells it. */
  readonly shortcut?: string;
}

/** What the shell controls act on. */
export interface ShellHost {
  readonly toolId: string;
  readonly exports: readonly string[];
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): Promise<unknown>;
  redo(): Promise<unknown>;
  reset(): Promise<unknown>;
  hasPrevious(): boolean;
  restore(): Promise<unknown>;
  readonly sourceOpen: boolean;
  toggleSource(open: boolean): void;
  sourceDraft(): string;
  setSourceDraft(text: string): void;
  applyDraft(): Promise<unknown>;
  copySource(): Promise<unknown>;
  hasArtwork(): boolean;
  canZoom(direction: 1 | -1): boolean;
  zoom(direction: 1 | -1): void;
  fit(): void;
  actualSize(): void;
  readonly fitted: boolean;
  exportAndDownload(format: string): Promise<unknown>;
  /** Whether an export runs: the Download buttons wait, Cancel shows. */
  readonly exporting: boolean;
  cancelExport(): unknown;
  /** What the format's file will be (its estimated size), for its Download button. */
  exportHint(format: string): string | undefined;
  openTool(id: string): Promise<unknown>;
  /** Whether the Saved designs panel is open. */
  readonly designsOpen: boolean;
  toggleDesigns(open: boolean): void;
  openPalette(): Promise<unknown>;
  /** The project bar's own buttons (tabs, New project, Projects), drawn by it, reached here by label. */
  projectControls(): ShellControl[];
}

const button = (
  place: ShellPlace,
  label: string,
  run: () => unknown,
  extra: Partial<ShellControl> = {},
): ShellControl => ({ place, label, kind: "button", value: undefined, enabled: true, run, ...extra });

const toolName = (id: string) => STUDIO_TOOLS.find((tool) => tool.id === id)?.name ?? id;

/** Every shell control the page shows now, for the visible tool. */
export function shellControls(host: ShellHost): ShellControl[] {
  const mod = navigator.platform.startsWith("Mac") ? "Meta" : "Control";
  const actions = [
    button("actions", "Undo", () => host.undo(), {
      enabled: host.canUndo(),
      icon: "undo",
      iconOnly: true,
      shortcut: `${mod}+Z`,
    }),
    button("actions", "Redo", () => host.redo(), {
      enabled: host.canRedo(),
      icon: "redo",
      iconOnly: true,
      shortcut: `${mod}+Shift+Z`,
    }),
    button("actions", "Reset tool", () => host.reset(), {
      icon: "reset",
      hint: `${toolName(host.toolId)} back to where a new user starts (undo brings it back)`,
    }),
    button("actions", SOURCE_LABEL, () => host.toggleSource(!host.sourceOpen), {
      icon: "source",
      pressed: host.sourceOpen,
    }),
  ];
  const history = host.hasPrevious()
    ? [
        button("history", RESTORE_LABEL, () => host.restore(), {
          icon: "restore",
          hint: `brings back the ${toolName(host.toolId)} source from before it was replaced`,
        }),
      ]
    : [];
  const zoom = host.hasArtwork()
    ? [
        button("zoom", "Zoom out", () => host.zoom(-1), {
          enabled: host.canZoom(-1),
          icon: "zoom-out",
          iconOnly: true,
          shortcut: `${mod}+-`,
        }),
        button("zoom", "Zoom in", () => host.zoom(1), {
          enabled: host.canZoom(1),
          icon: "zoom-in",
          iconOnly: true,
          shortcut: `${mod}+=`,
        }),
        button("zoom", "Fit to screen", () => host.fit(), {
          pressed: host.fitted,
          icon: "fit",
          iconOnly: true,
          shortcut: `${mod}+0`,
        }),
        button("zoom", "Actual size", () => host.actualSize(), { icon: "actual", iconOnly: true }),
      ]
    : [];
  const exports = host.exports.map((format) => {
    const hint = host.exportHint(format);
    return button("exports", `Download ${exportFormatLabel(format)}`, () => host.exportAndDownload(format), {
      icon: "download",
      enabled: !host.exporting,
      ...(hint ? { hint } : {}),
    });
  });
  const cancel = host.exporting
    ? [button("cancel", CANCEL_EXPORT_LABEL, () => host.cancelExport(), { icon: "close" })]
    : [];
  const tabs = STUDIO_TOOLS.map((entry, index) =>
    button("tabs", entry.name, () => host.openTool(entry.id), {
      pressed: entry.id === host.toolId,
      icon: entry.id,
      shortcut: `Alt+${index + 1}`,
    }),
  );
  const workspace = [
    button("workspace", DESIGNS_LABEL, () => host.toggleDesigns(!host.designsOpen), {
      icon: "designs",
      pressed: host.designsOpen,
      hint: `named versions of this ${toolName(host.toolId)} source in this project`,
    }),
    button("workspace", PALETTE_LABEL, () => host.openPalette(), {
      icon: "search",
      iconOnly: true,
      shortcut: `${mod}+K`,
    }),
  ];
  const drawer: ShellControl[] = host.sourceOpen
    ? [
        {
          place: "drawer",
          label: SOURCE_JSON_LABEL,
          kind: "textarea",
          value: host.sourceDraft(),
          enabled: true,
          commit: (value) => host.setSourceDraft(String(value ?? "")),
        },
        button("drawer", "Copy source", () => host.copySource(), { icon: "copy" }),
        button("drawer", "Apply source", () => host.applyDraft(), { icon: "apply" }),
        button("drawer", "Close source", () => host.toggleSource(false), { icon: "close", iconOnly: true }),
      ]
    : [];
  return [
    ...actions,
    ...history,
    ...zoom,
    ...exports,
    ...cancel,
    ...tabs,
    ...host.projectControls(),
    ...workspace,
    ...drawer,
  ];
}

/** Draws `controls` as buttons into `container` (rebuilt each time: a handful of elements). */
export function renderShellButtons(
  container: HTMLElement,
  controls: readonly ShellControl[],
  run: (control: ShellControl) => void,
): void {
  // Rebuilt buttons keep the keyboard focus where it was (a zoom button pressed from the keyboard).
  const focused = container.contains(document.activeElement) ? document.activeElement?.id : undefined;
  container.replaceChildren(
    ...controls.map((control) => {
      const element = document.createElement("button");
      element.type = "button";
      element.id = controlId(control.label);
      element.className = control.iconOnly ? "icon-button" : "shell-button";
      if (control.icon) element.append(icon(control.icon));
      if (control.iconOnly) {
        element.setAttribute("aria-label", control.label);
        element.title = control.shortcut ? `${control.label} (${control.shortcut})` : control.label;
      } else {
        element.append(Object.assign(document.createElement("span"), { textContent: control.label }));
        if (control.hint) element.title = control.hint;
      }
      if (control.shortcut) element.setAttribute("aria-keyshortcuts", control.shortcut);
      if (control.pressed !== undefined) element.setAttribute("aria-pressed", String(control.pressed));
      element.disabled = !control.enabled;
      element.addEventListener("click", () => run(control));
      return element;
    }),
  );
  if (focused) document.getElementById(focused)?.focus();
}
