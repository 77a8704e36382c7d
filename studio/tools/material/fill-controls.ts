// The "Fill" section of a selected text or brand-mark layer: "Text fill" / "Mark fill" chooses a live
// material for the layer's glyphs or mark (its tuned settings written out, as the Library does), then the
// sixteen shared controls of that material, "Fill speed", "Fill colour A"…, each with its reset.
import { ENGINE_SPECS, materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  type LayerFill,
  labelOf,
  MATERIAL_CONTROL_GROUPS,
  MATERIAL_CONTROLS,
  type MaterialControlName,
  type PartialMaterialSettings,
} from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";
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
  const material = materialOf(fill.materialId);
  const ignored: readonly MaterialControlName[] = ENGINE_SPECS[material.engine].ignores;
  const tuned = resolveSettings(material);
  const settings = fill.settings as PartialMaterialSettings;
  const shared = MATERIAL_CONTROL_GROUPS.flatMap(({ controls }) => controls)
    .filter((name) => !ignored.includes(name))
    .flatMap((name): Control[] => {
      const spec = MATERIAL_CONTROLS[name];
      const label = `Fill ${labelOf(name).replace(/^./u, (c) => c.toLowerCase())}`;
      const value = settings[name] ?? tuned[name];
      const path = `fill.settings.${name}`;
      const set = (next: unknown) =>
        commit(
          path,
          next === undefined || next === "" ? tuned[name] : spec.type === "number" ? Number(next) : next,
        );
      const common = { label, value, enabled: true, section: FILL_SECTION, commit: set, path };
      const control: Control =
        spec.type === "number"
          ? { ...common, kind: "number", min: spec.min, max: spec.max, step: spec.step }
          : { ...common, kind: "color", swatches };
      const reset: Control = {
        label: `Reset ${label}`,
        kind: "button",
        value: undefined,
        enabled: value !== tuned[name],
        attachTo: label,
        section: FILL_SECTION,
        hint: `${label} back to ${material.name}'s own value`,
        run: () => set(undefined),
      };
      return [control, reset];
    });
  return [chooser, ...shared];
}
