// Resolving a material's shared controls: the contract's defaults, then the record's own look, then overrides.
import type { MaterialRecord } from "../../src/catalog/materials/types.js";
import {
  MATERIAL_CONTROL_NAMES,
  MATERIAL_CONTROLS,
  type MaterialSettings,
  type PartialMaterialSettings,
} from "../../src/contract/material-controls.js";

/** Every one of the 16 shared controls, each from the first of: overrides, the material's settings, the default. */
export function resolveSettings(
  material: MaterialRecord,
  overrides: Readonly<PartialMaterialSettings> = {},
): MaterialSettings {
  const resolved: Record<string, number | string> = {};
  for (const name of MATERIAL_CONTROL_NAMES) {
    resolved[name] = overrides[name] ?? material.settings[name] ?? MATERIAL_CONTROLS[name].default;
  }
  return resolved as MaterialSettings;
}
