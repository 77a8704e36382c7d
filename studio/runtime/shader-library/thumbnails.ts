// The Shader Library's grid: one live thumbnail per material, drawn by the page's one renderer and copied
// out. Thumbnails are drawn when they scroll into view and stay still; a hovered or chosen one moves while it is
// on screen, the tab is visible and the person has not asked for reduced motion (the chosen one kept a software
// renderer busy forever from anywhere in the page before).
import type { MaterialRecord } from "../../../src/catalog/materials/types.js";
import type { Control, CustomWidget } from "../controls.js";
import { tryMaterialRenderer } from "../gl.js";

/** Thumbnail size in CSS pixels (16:9, three to a row in the inspector). */
const THUMB = { width: 96, height: 54 } as const;

export interface ThumbnailGrid extends CustomWidget {
  dispose(): void;
}

/** A grid of `materials` as radio choices; `visible()` names the ones the filters let through, in order. */
export function thumbnailGrid(
  materials: readonly MaterialRecord[],
  visible: () => readonly string[],
  commit: (id: string) => void,
): ThumbnailGrid {
  const grid = document.createElement("div");
  grid.className = "library-grid";
  grid.setAttribute("role", "radiogroup");
  const scale = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
  const renderer = tryMaterialRenderer();
  const cells = new Map<
    string,
    { label: HTMLLabelElement; radio: HTMLInputElement; canvas: HTMLCanvasElement }
  >();
  const drawn = new Set<string>();
  const onScreen = new Set<string>();
  const moving = new Set<string>();
  let chosen: string | undefined;
  let frame: number | undefined;
  const started = performance.now();
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");

  const draw = (id: string, timeMs: number) => {
    const cell = cells.get(id);
    const material = materials.find((record) => record.id === id);
    if (!cell || !material || !("render" in renderer)) return;
    renderer.thumbnail(material, {}, timeMs, THUMB.width * scale, THUMB.height * scale, cell.canvas);
  };
  const shown = () => [...moving].filter((id) => onScreen.has(id) && !cells.get(id)?.label.hidden);
  const running = () => !document.hidden && !reduced.matches && shown().length > 0;
  const animate = () => {
    frame = undefined;
    if (!running()) return;
    const now = performance.now() - started;
    for (const id of shown()) draw(id, now);
    frame = requestAnimationFrame(animate);
  };
  const wake = () => {
    if (frame === undefined && running()) frame = requestAnimationFrame(animate);
  };
  const setMoving = (id: string, on: boolean) => {
    if (on) moving.add(id);
    else if (id !== chosen) moving.delete(id);
    wake();
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const id = (entry.target as HTMLElement).dataset.material;
      if (!id) continue;
      if (!entry.isIntersecting) {
        onScreen.delete(id);
        continue;
      }
      onScreen.add(id);
      if (!drawn.has(id)) {
        drawn.add(id);
        draw(id, 0);
      }
    }
    wake();
  });
  document.addEventListener("visibilitychange", wake);
  reduced.addEventListener("change", wake);

  for (const material of materials) {
    const label = document.createElement("label");
    label.className = "thumb";
    label.dataset.material = material.id;
    label.title = `${material.name} — ${material.description}`;
    const radio = Object.assign(document.createElement("input"), {
      type: "radio",
      name: "library-material",
      value: material.id,
    });
    radio.addEventListener("change", () => {
      if (radio.checked) commit(material.id);
    });
    const canvas = Object.assign(document.createElement("canvas"), {
      width: THUMB.width * scale,
      height: THUMB.height * scale,
    });
    canvas.setAttribute("aria-hidden", "true");
    const name = Object.assign(document.createElement("span"), { textContent: material.name });
    label.append(radio, canvas, name);
    label.addEventListener("pointerenter", () => setMoving(material.id, true));
    label.addEventListener("pointerleave", () => setMoving(material.id, false));
    cells.set(material.id, { label, radio, canvas });
    grid.append(label);
    observer.observe(label);
  }
  if (!("render" in renderer)) {
    grid.dataset.unavailable = renderer.message;
  }

  return {
    field: grid,
    parts: [grid],
    sync(control: Control) {
      const ids = visible();
      const order = new Map(ids.map((id, index) => [id, index]));
      for (const [id, cell] of cells) {
        const index = order.get(id);
        cell.label.hidden = index === undefined;
        cell.label.style.order = String(index ?? 0);
        cell.radio.checked = id === control.value;
        cell.radio.disabled = !control.enabled;
      }
      const next = typeof control.value === "string" ? control.value : undefined;
      if (next !== chosen) {
        if (chosen) moving.delete(chosen);
        chosen = next;
        if (chosen) moving.add(chosen);
      }
      wake();
    },
    dispose() {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      observer.disconnect();
      document.removeEventListener("visibilitychange", wake);
      reduced.removeEventListener("change", wake);
      moving.clear();
    },
  };
}
