// Motion's material settings: the sixteen shared controls of the catalog (those the material's engine reads),
// each with a reset to the material's own value — the same controls and bounds as the Design Lab's.
import { ENGINE_SPECS } from "../../../src/catalog/materials/index.js";
import {
  labelOf,
  MATERIAL_CONTROL_GROUPS,
  MATERIAL_CONTROLS,
  type MaterialControlName,
  type PartialMaterialSettings,
} from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";

export const SETTINGS_SECTION = "Material settings";

/**
 * The controls of the current material; `commit` receives the whole new settings object. Commits read the
 * material and settings when they run (the page may keep a row across edits).
 */
export function materialSettingControls(
  current: () => { materialId: string; settings: PartialMaterialSettings },
  swatches: readonly { name: string; value: string }[],
  commit: (settings: PartialMaterialSettings) => Promise<void>,
): Control[] {
  const { materialId, settings } = current();
  const material = materialOf(materialId);
  const ignored: readonly MaterialControlName[] = ENGINE_SPECS[material.engine].ignores;
  const tuned = resolveSettings(material);
  return MATERIAL_CONTROL_GROUPS.flatMap(({ controls }) => controls)
    .filter((name) => !ignored.includes(name))
    .flatMap((name): Control[] => {
      const spec = MATERIAL_CONTROLS[name];
      const label = labelOf(name);
      const value = settings[name] ?? tuned[name];
      const path = `material.settings.${name}`;
      const set = (next: unknown) => {
        const now = current();
        const own = resolveSettings(materialOf(now.materialId))[name];
        const value = next === undefined || next === "" ? own : spec.type === "number" ? Number(next) : next;
        return commit({ ...now.settings, [name]: value });
      };
      const control: Control =
        spec.type === "number"
          ? { label, kind: "number", value, min: spec.min, max: spec.max, step: spec.step, enabled: true }
          : { label, kind: "color", value, enabled: true, swatches };
      return [
        { ...control, section: SETTINGS_SECTION, path, commit: set },
        {
          label: `Reset ${label}`,
          kind: "button",
          value: undefined,
          enabled: value !== tuned[name],
          attachTo: label,
          section: SETTINGS_SECTION,
          hint: `${label} back to ${material.name}'s own value`,
          run: () => set(undefined),
        },
      ];
    });
}
