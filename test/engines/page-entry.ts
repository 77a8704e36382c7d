// Bundled into a blank test page: the engines, the catalog and small in-page measurements of their frames.
import { materialById, materialsCatalog } from "../../src/catalog/materials/index.js";
import type { PartialMaterialSettings } from "../../src/contract/material-controls.js";
import { createMaterialRenderer, type MaterialRenderer } from "../../studio/engines/index.js";

let renderer: MaterialRenderer | undefined;
const shared = (): MaterialRenderer => {
  renderer ??= createMaterialRenderer();
  return renderer;
};

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function material(id: string) {
  const record = materialById(id);
  if (!record) throw new Error(`no material ${id}`);
  return record;
}

/** One frame's RGBA bytes (base64), top row first. */
function frame(id: string, settings: PartialMaterialSettings, timeMs: number, width: number, height: number) {
  shared().render(material(id), settings, timeMs, width, height);
  return toBase64(shared().readPixels());
}

const luminance = (bytes: Uint8Array, i: number): number =>
  0.2126 * (bytes[i] ?? 0) + 0.7152 * (bytes[i + 1] ?? 0) + 0.0722 * (bytes[i + 2] ?? 0);

/** Mean absolute difference per channel (0..255) of two RGBA frames, alpha ignored. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) {
    sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0));
    sum += Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0));
  }
  return sum / ((a.length / 4) * 3);
}

/** Luminance spread: the 95th minus the 5th percentile, 0..255. */
function spread(bytes: Uint8Array): number {
  const values: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) values.push(luminance(bytes, i));
  values.sort((x, y) => x - y);
  return (values[Math.floor(values.length * 0.95)] ?? 0) - (values[Math.floor(values.length * 0.05)] ?? 0);
}

function pixels(id: string, settings: PartialMaterialSettings, timeMs: number, size: number): Uint8Array {
  shared().render(material(id), settings, timeMs, size, size);
  return shared().readPixels();
}

/** Per material: spread at t=0, motion between t=0 and t=1000, determinism, and the t=0 frame. */
function survey(ids: readonly string[], size: number) {
  return ids.map((id) => {
    const first = pixels(id, {}, 0, size);
    const later = pixels(id, {}, 1000, size);
    const again = pixels(id, {}, 0, size);
    const againLater = pixels(id, {}, 1000, size);
    const same =
      first.every((value, i) => value === again[i]) && later.every((value, i) => value === againLater[i]);
    return {
      id,
      spread: spread(first),
      motion: meanDifference(first, later),
      deterministic: same,
      frame: toBase64(first),
    };
  });
}

/** How far each variant's frame moves from the base frame (mean per-channel difference). */
function variantDifferences(
  id: string,
  base: PartialMaterialSettings,
  variants: readonly { settings: PartialMaterialSettings; parameters?: Record<string, string | number> }[],
  timeMs: number,
  size: number,
) {
  const record = material(id);
  const reference = pixels(id, base, timeMs, size);
  return variants.map((variant) => {
    const changed = variant.parameters
      ? ({ ...record, parameters: { ...record.parameters, ...variant.parameters } } as typeof record)
      : record;
    shared().render(changed, { ...base, ...variant.settings }, timeMs, size, size);
    return meanDifference(reference, shared().readPixels());
  });
}

/** Renders each id into a labelled contact sheet and returns it as a PNG data URL. */
async function contactSheet(ids: readonly string[], tile: number, columns: number, timeMs: number) {
  const label = 14;
  const sheet = document.createElement("canvas");
  sheet.width = columns * tile;
  sheet.height = Math.ceil(ids.length / columns) * (tile + label);
  const context = sheet.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, sheet.width, sheet.height);
  context.font = "10px sans-serif";
  context.fillStyle = "#000";
  ids.forEach((id, index) => {
    const x = (index % columns) * tile;
    const y = Math.floor(index / columns) * (tile + label);
    shared().render(material(id), {}, timeMs, tile, tile);
    context.drawImage(shared().canvas, x, y);
    context.fillText(id, x + 2, y + tile + 10, tile - 4);
  });
  const blob = await new Promise<Blob | null>((resolve) => sheet.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("contact sheet did not encode");
  return toBase64(new Uint8Array(await blob.arrayBuffer()));
}

Object.assign(window, {
  marqueEngineTest: {
    catalog: materialsCatalog,
    shared,
    frame,
    survey,
    variantDifferences,
    contactSheet,
    createMaterialRenderer,
  },
});
