// Keyboard shortcuts: ⌘/Ctrl+Z undo, ⇧⌘Z / Ctrl+Y redo, ⌘/Ctrl +/−/0 zoom, Alt+1…6 the tools, ⌘/Ctrl+K
// (or / outside a text field) the command palette, Escape closes the Source drawer. Inside a text field,
// undo stays the field's own.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { StudioError } from "../runtime/errors.js";
import type { Studio } from "./studio.js";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !["checkbox", "radio", "range", "color", "button"].includes(target.type));

export function bindShortcuts(
  studio: Studio,
  open: (toolId: string) => Promise<void>,
  palette: () => Promise<unknown>,
): () => void {
  const run = (label: string) =>
    studio.activateControl(label).catch((error) => studio.say(StudioError.from(error).message));
  const onKey = (event: KeyboardEvent) => {
    const mod = event.metaKey || event.ctrlKey;
    const key = event.key.toLowerCase();
    if (event.defaultPrevented) return;
    if ((mod && !event.altKey && key === "k") || (event.key === "/" && !mod && !editable(event.target))) {
      if (event.target instanceof HTMLElement && event.target.closest("dialog")) return;
      event.preventDefault();
      void palette();
    } else if (mod && !event.altKey && (key === "z" || key === "y") && !editable(event.target)) {
      event.preventDefault();
      void run(key === "y" || event.shiftKey ? "Redo" : "Undo");
    } else if (mod && (key === "=" || key === "+" || key === "-" || key === "0")) {
      if (!studio.canvas.artwork) return;
      event.preventDefault();
      if (key === "0") studio.canvas.fit();
      else studio.canvas.step(key === "-" ? -1 : 1);
      studio.renderShell();
    } else if (event.altKey && !mod && /^Digit[1-9]$/u.test(event.code)) {
      const tool = STUDIO_TOOLS[Number(event.code.slice(5)) - 1];
      if (!tool) return;
      event.preventDefault();
      void open(tool.id);
    } else if (key === "escape" && !document.getElementById("source-drawer")?.hidden) {
      void run("Close source");
    }
  };
  window.addEventListener("keydown", onKey);
  return () => window.removeEventListener("keydown", onKey);
}
