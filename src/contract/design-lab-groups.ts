// Groups of Design Lab layers: a named set of brand-mark, text and image layers that is shown, locked, moved
// and scaled together. A group is a transform over its layers' own placement, never a copy of it: a layer keeps
// its x, y and size, and the frame draws it where the group puts it. Shader and effect layers fill the canvas
// and join no group. The groups' order is their layers' order in the stack. Omitted (no groups, no layer's
// group): every layer draws exactly where it did before groups existed.
import { z } from "zod";
import { range } from "./primitives.js";

/** Groups in one document (each holds at least its layers; a document holds at most 64 layers). */
export const MAX_DESIGN_LAB_GROUPS = 16;
/** The layer types a group holds: the ones placed on the canvas (shaders and effects fill it). */
export const GROUPABLE_LAYER_TYPES = ["brand-mark", "text", "image"] as const;

export const layerGroupSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().max(80).optional().describe("the Groups section's label; default: the id"),
  visible: z.boolean().default(true).describe("a hidden group hides its layers"),
  locked: z.boolean().default(false).describe("a locked group's layers are not moved by direct manipulation"),
  x: range(-100, 100)
    .default(0)
    .describe("rightward offset of the group's layers, percent of the canvas width"),
  y: range(-100, 100)
    .default(0)
    .describe("downward offset of the group's layers, percent of the canvas height"),
  scale: range(10, 400)
    .default(100)
    .describe("percent, about the canvas centre (applied before the offset): positions and sizes both scale"),
});

/** A layer's optional reference to its group. */
export const layerGroupRef = z
  .string()
  .min(1)
  .max(64)
  .optional()
  .describe("the id of a group in the document's groups; omitted: in no group");

export type LayerGroup = z.output<typeof layerGroupSchema>;

interface GroupIssue {
  path: (string | number)[];
  message: string;
}

/** Group ids unique, and every layer's group one of them. */
export function groupIssues(
  groups: readonly LayerGroup[] | undefined,
  layers: readonly { group?: string | undefined }[],
): GroupIssue[] {
  const issues: GroupIssue[] = [];
  const ids = new Set<string>();
  (groups ?? []).forEach((group, index) => {
    if (ids.has(group.id))
      issues.push({ path: ["groups", index, "id"], message: `duplicate group id ${group.id}` });
    ids.add(group.id);
  });
  layers.forEach((layer, index) => {
    if (layer.group !== undefined && !ids.has(layer.group))
      issues.push({
        path: ["layers", index, "group"],
        message: `no group ${JSON.stringify(layer.group)} in groups${ids.size ? ` (${[...ids].join(", ")})` : ""}`,
      });
  });
  return issues;
}
