// The Design Lab's layer rail: which layer is selected (the tool's UI state, never the document), the
// layers listed front to back, and the edits of their order and of the rail's own fields — add, move,
// duplicate, delete, visibility, lock and name. Every edit is a control commit, so the shell makes it
// undoable.
import { materialById } from "../../../src/catalog/materials/index.js";
import {
  type DesignLabDocument,
  type DesignLabLayer,
  MAX_DESIGN_LAB_LAYERS,
  MAX_TEXT_LAYERS,
} from "../../../src/contract/index.js";
import { insertAtDefault } from "../../../src/documents/layer-order.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import type { LabHost } from "./edits.js";
import { railWidget } from "./rail-widget.js";

export const RAIL_SECTION = "Layers";

/** Characters of a text layer's value its default label shows. */
const LABEL_TEXT_LENGTH = 24;

/** The rail's label of a layer: its name, else one from its type ("Text: Marque", "Shader: Electric Tide"). */
export function layerLabel(layer: DesignLabLayer): string {
  if (layer.name) return layer.name;
  switch (layer.type) {
    case "shader":
      return `Shader: ${materialById(layer.materialId)?.name ?? layer.materialId}`;
    case "brand-mark":
      return "Brand mark";
    case "text": {
      const line = layer.value.split("\n")[0]?.trim() ?? "";
      return `Text: ${line.length > LABEL_TEXT_LENGTH ? `${line.slice(0, LABEL_TEXT_LENGTH - 1)}…` : line}`;
    }
    case "image":
      return "Image";
    case "effect":
      return `Effect: ${layer.effect.kind}`;
  }
}

/**
 * A deterministic id unique in `doc`: text layers `text-1`, `text-2`…, as POST /api/generate numbers them;
 * other types their type name first (`brand-mark`), then `brand-mark-2`….
 */
export function freshId(doc: DesignLabDocument, type: DesignLabLayer["type"]): string {
  const taken = new Set(doc.layers.map((layer) => layer.id));
  if (type !== "text" && !taken.has(type)) return type;
  for (let n = type === "text" ? 1 : 2; ; n += 1) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}

/** The selected layer: kept by id, so undo or a new source falls back to the front layer. */
export class LayerSelection {
  #id: string | undefined;
  /** Selects through the rail's "Layer" control, so the page shows the new selection; set by its widget. */
  choose: ((id: string) => void) | undefined;
  /** Commits a new order (ids front to back) through "Layer order", one undoable edit; set by its widget. */
  reorder: ((order: readonly string[]) => void) | undefined;

  /** The index of the selected layer in `doc` (the front layer when the selection is gone). */
  index(doc: DesignLabDocument): number {
    const found = doc.layers.findIndex((layer) => layer.id === this.#id);
    return found >= 0 ? found : doc.layers.length - 1;
  }

  layer(doc: DesignLabDocument): DesignLabLayer {
    const layer = doc.layers[this.index(doc)];
    if (!layer) throw new Error("a Design Lab document has a layer");
    return layer;
  }

  select(id: string): void {
    this.#id = id;
  }

  /** Selects `id` as a click in the rail does (the canvas's picking). */
  pick(id: string): void {
    if (this.choose) this.choose(id);
    else this.select(id);
  }
}

/** `doc`'s layers in `order` (ids front to back, every layer once); a structured error otherwise. */
export function reordered(doc: DesignLabDocument, order: readonly string[]): DesignLabLayer[] {
  const byId = new Map(doc.layers.map((layer) => [layer.id, layer]));
  const layers = [...order].reverse().map((id) => byId.get(id));
  if (
    order.length !== doc.layers.length ||
    new Set(order).size !== order.length ||
    layers.includes(undefined)
  )
    throw StudioError.of(
      "invalid_request",
      `Layer order lists every layer id once, front to back: ${[...byId.keys()].reverse().join(", ")}`,
      "order",
    );
  return layers as DesignLabLayer[];
}

/** An order as "Layer order" takes it: ids front to back, as an array or a comma-separated string. */
const orderOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : String(value ?? "").split(","))
    .map((id) => id.trim())
    .filter(Boolean);

/** A layer as the document's input: the new layer's own fields, filled with defaults by the validator. */
type NewLayer = Partial<DesignLabLayer> & Pick<DesignLabLayer, "type">;

/**
 * The rail's controls: "Layer" (the selection) and "Layer order" (drawn as the rail, whose rows drag), the
 * add/move/duplicate/delete buttons, visibility, lock and name.
 */
export function railControls(
  host: LabHost,
  selection: LayerSelection,
  newText: () => string,
  newShaderMaterial: () => string,
): Control[] {
  const doc = host.doc();
  const index = selection.index(doc);
  const selected = selection.layer(doc);
  const texts = doc.layers.filter((layer) => layer.type === "text").length;
  const full = doc.layers.length >= MAX_DESIGN_LAB_LAYERS;
  const shaders = doc.layers.filter((layer) => layer.type === "shader").length;

  // Commits read the document and the selection when they run: the page may keep a control's row (and its
  // closures) across renders while both change.
  const now = () => {
    const current = host.doc();
    return { current, at: selection.index(current), layer: selection.layer(current) };
  };
  const withLayers = (layers: DesignLabLayer[]) => host.commit({ ...host.doc(), layers });
  const add = async (layer: NewLayer) => {
    const current = host.doc();
    const id = freshId(current, layer.type);
    // Effects below marks and text, new shaders above the shaders only (layer-order.ts).
    await withLayers(insertAtDefault(current.layers, { ...layer, id } as DesignLabLayer));
    selection.select(id);
  };
  const move = async (by: 1 | -1) => {
    const { current, at, layer } = now();
    const layers = [...current.layers];
    const to = at + by;
    if (to < 0 || to >= layers.length) return;
    [layers[at], layers[to]] = [layers[to] as DesignLabLayer, layer];
    await withLayers(layers);
  };
  const edit = (change: (layer: DesignLabLayer) => DesignLabLayer) => {
    const { current, at } = now();
    return withLayers(current.layers.map((layer, i) => (i === at ? change(layer) : layer)));
  };
  const lastShader = selected.type === "shader" && shaders === 1;
  const button = (label: string, run: () => unknown, enabled = true, reason?: string): Control => ({
    label,
    kind: "button",
    value: undefined,
    enabled,
    ...(reason ? { reason } : {}),
    section: RAIL_SECTION,
    run,
  });
  const limit = `a document holds at most ${MAX_DESIGN_LAB_LAYERS} layers`;

  const order = doc.layers.map((layer) => layer.id).reverse();
  const labels = Object.fromEntries(doc.layers.map((layer) => [layer.id, layerLabel(layer)]));
  return [
    {
      label: "Layer",
      kind: "select",
      value: selected.id,
      options: order,
      optionLabels: labels,
      enabled: true,
      section: RAIL_SECTION,
      hint: "front to back",
      widget: (commit) => {
        selection.choose = (id) => commit(id);
        return railWidget(host, order, labels, commit, (next) => selection.reorder?.(next));
      },
      commit: (value) => {
        const id = String(value);
        if (!host.doc().layers.some((layer) => layer.id === id))
          throw StudioError.of("invalid_request", `no layer ${JSON.stringify(id)}`, "layer");
        selection.select(id);
      },
    },
    {
      label: "Layer order",
      kind: "text",
      value: order.join(", "),
      enabled: true,
      section: RAIL_SECTION,
      attachTo: "Layer",
      hint: "layer ids front to back; drag a row of the rail to reorder",
      // Drawn as the rail itself (drag a row): this widget only carries the rail's reorder commit.
      widget: (commit) => {
        selection.reorder = (next) => commit([...next]);
        const field = Object.assign(document.createElement("span"), { hidden: true });
        return { field, parts: [], sync: () => {} };
      },
      commit: (value) => withLayers(reordered(host.doc(), orderOf(value))),
    },
    button(
      "Add text layer",
      () => add({ type: "text", value: newText() }),
      texts < MAX_TEXT_LAYERS && !full,
      full ? limit : `a document holds at most ${MAX_TEXT_LAYERS} text layers`,
    ),
    button("Add brand mark", () => add({ type: "brand-mark" }), !full, limit),
    button(
      "Add effect",
      () => add({ type: "effect", effect: { kind: "posterize" } } as NewLayer),
      !full,
      limit,
    ),
    button(
      "Add shader layer",
      () =>
        add({
          type: "shader",
          materialId: newShaderMaterial(),
          blendMode: "screen",
          opacity: 60,
        } as NewLayer),
      !full,
      limit,
    ),
    button("Move layer up", () => move(1), index < doc.layers.length - 1, "the layer is already in front"),
    button("Move layer down", () => move(-1), index > 0, "the layer is already at the back"),
    button(
      "Duplicate layer",
      async () => {
        const { current, at, layer } = now();
        const id = freshId(current, layer.type);
        const copy = {
          ...structuredClone(layer),
          id,
          ...(layer.name ? { name: `${layer.name} copy`.slice(0, 80) } : {}),
        };
        await withLayers([...current.layers.slice(0, at + 1), copy, ...current.layers.slice(at + 1)]);
        selection.select(id);
      },
      !full && (selected.type !== "text" || texts < MAX_TEXT_LAYERS),
      full ? limit : `a document holds at most ${MAX_TEXT_LAYERS} text layers`,
    ),
    button(
      "Delete layer",
      async () => {
        const { current, at, layer } = now();
        if (layer.type === "shader" && current.layers.filter((l) => l.type === "shader").length === 1)
          throw StudioError.of(
            "invalid_request",
            "the last shader layer cannot be deleted: a Design Lab document needs one",
            "layers",
          );
        const layers = current.layers.filter((_, i) => i !== at);
        await withLayers(layers);
        const next = layers[Math.min(at, layers.length - 1)];
        if (next) selection.select(next.id);
      },
      !lastShader,
      "the last shader layer cannot be deleted: a Design Lab document needs one",
    ),
    {
      label: "Layer visible",
      kind: "toggle",
      value: selected.visible,
      enabled: true,
      section: RAIL_SECTION,
      path: `layers.${index}.visible`,
      commit: (value) =>
        edit((layer) => ({ ...layer, visible: value === true || value === "true" }) as DesignLabLayer),
    },
    {
      label: "Layer locked",
      kind: "toggle",
      value: selected.locked,
      enabled: true,
      section: RAIL_SECTION,
      hint: "a locked layer is not picked, moved or scaled on the canvas (clicks pass through it)",
      path: `layers.${index}.locked`,
      commit: (value) =>
        edit((layer) => ({ ...layer, locked: value === true || value === "true" }) as DesignLabLayer),
    },
    {
      label: "Layer name",
      kind: "text",
      value: selected.name ?? "",
      placeholder: layerLabel({ ...selected, name: undefined } as DesignLabLayer),
      enabled: true,
      section: RAIL_SECTION,
      hint: "the rail's label; empty: from the layer's type",
      path: `layers.${index}.name`,
      commit: (value) => {
        const name = value === undefined || value === null ? "" : String(value);
        return edit((layer) => {
          const { name: _old, ...rest } = layer;
          return { ...rest, ...(name === "" ? {} : { name }) } as DesignLabLayer;
        });
      },
    },
  ];
}
