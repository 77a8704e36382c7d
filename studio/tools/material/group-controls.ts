// The Design Lab's "Groups" section, for the selected layer: group it (alone, or with the layer below), and
// for its group — name, visibility, lock, X, Y, Scale, ungroup, and move the group up or down the stack as a
// whole. Bounds come from the contract's group schema; every edit is one control commit, so one undo step.
import {
  type DesignLabDocument,
  type DesignLabLayer,
  type LayerGroup,
  layerGroupSchema,
  MAX_DESIGN_LAB_GROUPS,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { groupOf, isGroupable } from "../../../src/documents/design-lab-groups.js";
import type { Control } from "../../runtime/controls.js";
import type { LabHost } from "./edits.js";
import type { LayerSelection } from "./layers.js";

export const GROUPS_SECTION = "Groups";

const fields = toRequestJsonSchema(layerGroupSchema).properties ?? {};
const bound = (name: "x" | "y" | "scale") => ({
  min: Number(fields[name]?.minimum),
  max: Number(fields[name]?.maximum),
});

/** A group id unique in `doc`: group-1, group-2…. */
function freshGroupId(doc: DesignLabDocument): string {
  const taken = new Set((doc.groups ?? []).map((group) => group.id));
  for (let n = 1; ; n += 1) if (!taken.has(`group-${n}`)) return `group-${n}`;
}

/** `layer` in group `id` (undefined: in none). */
function inGroup(layer: DesignLabLayer, id: string | undefined): DesignLabLayer {
  if (!isGroupable(layer)) return layer;
  const { group: _old, ...rest } = layer;
  return (id === undefined ? rest : { ...rest, group: id }) as DesignLabLayer;
}

/** The index range a unit of the stack spans: a group's layers, or one layer in none. */
const members = (doc: DesignLabDocument, at: number): number[] => {
  const layer = doc.layers[at];
  const group = layer ? groupOf(doc, layer) : undefined;
  if (!group) return [at];
  return doc.layers.flatMap((entry, i) => (groupOf(doc, entry)?.id === group.id ? [i] : []));
};

/**
 * The layers with group `id` moved above (`by` 1) or below (-1) the neighbouring unit of the stack — the next
 * group as a whole, or the next layer in none — its layers kept together, in their order; undefined at an end.
 */
export function movedGroup(doc: DesignLabDocument, id: string, by: 1 | -1): DesignLabLayer[] | undefined {
  const mine = doc.layers.flatMap((layer, i) => (groupOf(doc, layer)?.id === id ? [i] : []));
  if (mine.length === 0) return undefined;
  const edge = by === 1 ? Math.max(...mine) : Math.min(...mine);
  const next = edge + by;
  if (next < 0 || next >= doc.layers.length) return undefined;
  const neighbour = members(doc, next);
  const past = by === 1 ? Math.max(...neighbour) : Math.min(...neighbour);
  const moving = new Set(mine);
  const group = mine.map((i) => doc.layers[i] as DesignLabLayer);
  const rest = doc.layers.filter((_, i) => !moving.has(i));
  // Where `past` lands once the group's layers are taken out, and the group goes just above or below it.
  const anchor = rest.indexOf(doc.layers[past] as DesignLabLayer);
  const at = by === 1 ? anchor + 1 : anchor;
  return [...rest.slice(0, at), ...group, ...rest.slice(at)];
}

/** The groups that hold a layer (a group whose layers were deleted holds none, and is dropped when one is made). */
const inUse = (doc: DesignLabDocument): LayerGroup[] => {
  const used = new Set(doc.layers.map((layer) => (isGroupable(layer) ? layer.group : undefined)));
  return (doc.groups ?? []).filter((group) => used.has(group.id));
};

/** The Groups section's controls for the layer `selection` holds. */
export function groupControls(host: LabHost, selection: LayerSelection): Control[] {
  const doc = host.doc();
  const index = selection.index(doc);
  const layer = selection.layer(doc);
  if (!isGroupable(layer)) return [];
  const group = groupOf(doc, layer);
  const groups = doc.groups ?? [];
  const full = inUse(doc).length >= MAX_DESIGN_LAB_GROUPS;
  const limit = `a document holds at most ${MAX_DESIGN_LAB_GROUPS} groups`;

  /** The document and the selected layer's group when a commit runs (rows may outlive a render). */
  const now = () => {
    const current = host.doc();
    const selected = selection.layer(current);
    return { current, at: selection.index(current), selected, group: groupOf(current, selected) };
  };
  const withGroups = (current: DesignLabDocument, next: LayerGroup[], layers = current.layers) => {
    const { groups: _old, ...rest } = current;
    // No groups left: the field goes, so the document reads as one that never had any.
    return host.commit({ ...rest, ...(next.length ? { groups: next } : {}), layers });
  };
  const editGroup = (change: Partial<LayerGroup>) => {
    const { current, group: target } = now();
    if (!target) return;
    return withGroups(
      current,
      (current.groups ?? []).map((entry) => (entry.id === target.id ? { ...entry, ...change } : entry)),
    );
  };
  const button = (label: string, run: () => unknown, enabled: boolean, reason?: string): Control => ({
    label,
    kind: "button",
    value: undefined,
    enabled,
    ...(enabled || !reason ? {} : { reason }),
    section: GROUPS_SECTION,
    run,
  });
  const below = doc.layers[index - 1];
  // The layer below can join: a brand mark, text or image not already in the selected layer's group.
  const belowJoins =
    below !== undefined &&
    isGroupable(below) &&
    (group === undefined || groupOf(doc, below)?.id !== group.id);

  const controls: Control[] = [
    button(
      "Group layer",
      async () => {
        const { current, at, group: existing } = now();
        if (existing) return;
        const id = freshGroupId(current);
        await withGroups(
          current,
          [...inUse(current), layerGroupSchema.parse({ id })],
          current.layers.map((entry, i) => (i === at ? inGroup(entry, id) : entry)),
        );
      },
      !group && !full,
      group ? "the layer is already in a group" : limit,
    ),
    button(
      "Group with layer below",
      async () => {
        const { current, at, group: existing } = now();
        const under = current.layers[at - 1];
        if (!under || !isGroupable(under)) return;
        const id = existing?.id ?? freshGroupId(current);
        const next = existing
          ? [...(current.groups ?? [])]
          : [...inUse(current), layerGroupSchema.parse({ id })];
        const layers = current.layers.map((entry, i) =>
          i === at || i === at - 1 ? inGroup(entry, id) : entry,
        );
        // The layer below leaves its old group; a group left with no layers goes with it.
        const used = new Set(layers.map((entry) => (isGroupable(entry) ? entry.group : undefined)));
        await withGroups(
          current,
          next.filter((entry) => used.has(entry.id)),
          layers,
        );
      },
      belowJoins && (group !== undefined || !full),
      !below || !isGroupable(below)
        ? "the layer below is not a brand mark, text or image layer"
        : belowJoins
          ? limit
          : "the layer below is already in this group",
    ),
  ];
  if (!group) return controls;

  const number = (name: "x" | "y" | "scale", label: string, hint: string): Control => ({
    label,
    kind: "number",
    value: group[name],
    ...bound(name),
    step: name === "scale" ? 1 : 0.5,
    enabled: true,
    section: GROUPS_SECTION,
    hint,
    path: `groups.${groups.indexOf(group)}.${name}`,
    commit: (value) => editGroup({ [name]: Number(value) }),
  });
  const toggle = (name: "visible" | "locked", label: string, hint: string): Control => ({
    label,
    kind: "toggle",
    value: group[name],
    enabled: true,
    section: GROUPS_SECTION,
    hint,
    path: `groups.${groups.indexOf(group)}.${name}`,
    commit: (value) => editGroup({ [name]: value === true || value === "true" }),
  });
  const size = doc.layers.filter((entry) => groupOf(doc, entry)?.id === group.id).length;
  return [
    ...controls,
    {
      label: "Group name",
      kind: "text",
      value: group.name ?? "",
      placeholder: group.id,
      enabled: true,
      section: GROUPS_SECTION,
      hint: `${size} layer${size === 1 ? "" : "s"}; empty: the group's id`,
      path: `groups.${groups.indexOf(group)}.name`,
      commit: (value) => {
        const name = value === undefined || value === null ? "" : String(value);
        const { current, group: target } = now();
        if (!target) return;
        const { name: _old, ...rest } = target;
        return withGroups(
          current,
          (current.groups ?? []).map((entry) =>
            entry === target ? { ...rest, ...(name ? { name } : {}) } : entry,
          ),
        );
      },
    },
    toggle("visible", "Group visible", "a hidden group hides its layers"),
    toggle("locked", "Group locked", "a locked group's layers are not picked or moved on the canvas"),
    number("x", "Group x", "moves the group's layers right, percent of the canvas width"),
    number("y", "Group y", "moves the group's layers down, percent of the canvas height"),
    number("scale", "Group scale", "percent, about the canvas centre: the layers' positions and sizes"),
    button(
      "Move group up",
      async () => {
        const { current, group: target } = now();
        const layers = target && movedGroup(current, target.id, 1);
        if (layers) await host.commit({ ...current, layers });
      },
      movedGroup(doc, group.id, 1) !== undefined,
      "the group is already in front",
    ),
    button(
      "Move group down",
      async () => {
        const { current, group: target } = now();
        const layers = target && movedGroup(current, target.id, -1);
        if (layers) await host.commit({ ...current, layers });
      },
      movedGroup(doc, group.id, -1) !== undefined,
      "the group is already at the back",
    ),
    button(
      "Ungroup",
      async () => {
        const { current, group: target } = now();
        if (!target) return;
        await withGroups(
          current,
          (current.groups ?? []).filter((entry) => entry.id !== target.id),
          current.layers.map((entry) =>
            groupOf(current, entry)?.id === target.id ? inGroup(entry, undefined) : entry,
          ),
        );
      },
      true,
    ),
  ];
}
