// The "Fill" section of a selected text or brand-mark layer: "Text fill" / "Mark fill" chooses a live
// material for the layer's glyphs or mark (its tuned settings written out, as the Library does), then the
// sixteen shared controls of that material, "Fill speed", "Fill colour A"…, each with its reset.
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import type { LayerFill, PartialMaterialSettings } from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";
import { materialSettingRows } from "../material-setting-rows.js";
import type { FieldBinding } from "../schema-controls.js";

export const FILL_SECTION = "Fill";

/**
 * The fill controls of a layer whose fill is `fill`, labelled with `prefix` ("Text", "Mark");
 * `commit(path, value)` edits the selected layer (undefined removes the field).
 */
export function fillControls(
  fill: LayerFill | undefined,
  prefix: string,
  commit: (path: string, value: unknown) => Promise<void>,
  swatches: FieldBinding["swatches"],
): Control[] {
  const chooser: Control = {
    label: `${prefix} fill`,
    kind: "select",
    value: fill?.materialId ?? "",
    options: ["", ...materialsCatalog.materials.map((material) => material.id)],
    optionLabels: Object.fromEntries(materialsCatalog.materials.map((m) => [m.id, m.name])),
    emptyLabel: "Own colours",
    enabled: true,
    section: FILL_SECTION,
    hint: "draws the layer in a live material, its shape the mask",
    path: "fill.materialId",
    commit: (value) =>
      typeof value === "string" && value !== ""
        ? commit("fill", { materialId: value, settings: resolveSettings(materialOf(value)) })
        : commit("fill", undefined),
  };
  if (!fill) return [chooser];
  const tuned = resolveSettings(materialOf(fill.materialId));
  const shared = materialSettingRows({
    materialId: fill.materialId,
    settings: fill.settings as PartialMaterialSettings,
    swatches,
    section: () => FILL_SECTION,
    path: (name) => `fill.settings.${name}`,
    label: (label) => `Fill ${label.replace(/^./u, (c) => c.toLowerCase())}`,
    write: (name, value) => commit(`fill.settings.${name}`, value === undefined ? tuned[name] : value),
  });
  return [chooser, ...shared];
}
