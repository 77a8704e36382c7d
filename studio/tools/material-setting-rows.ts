// The rows of a material's shared settings — one control per setting its engine reads, in the catalog's
// groups, each with a reset to the material's own value — built once for the Design Lab's shader layer, its
// layer fills and Motion, which differ only in labels, sections, paths and where a value is written.
import { ENGINE_SPECS } from "../../src/catalog/materials/index.js";
import {
  labelOf,
  MATERIAL_CONTROL_GROUPS,
  MATERIAL_CONTROLS,
  type MaterialControlName,
  type PartialMaterialSettings,
} from "../../src/contract/index.js";
import { resolveSettings } from "../engines/index.js";
import type { Control } from "../runtime/controls.js";
import { materialOf } from "../runtime/material-record.js";

export interface SettingRowsOptions {
  materialId: string;
  /** The settings the source sets; a missing one shows the material's own value. */
  settings: PartialMaterialSettings;
  swatches: readonly { name: string; value: string }[] | undefined;
  /** The section of a row, from its catalog group's name ("Motion", "Shape"…). */
  section: (group: string) => string;
  /** The dotted path of a setting in the tool's source. */
  path: (name: MaterialControlName) => string;
  /** A row's label from the setting's own ("Speed"); the label as it is by default. */
  label?: (label: string) => string;
  /**
   * Writes a setting (numbers already numbers; anything else as given, for the tool's validator to judge);
   * `undefined` puts back the material's own value (a reset, or a field emptied).
   */
  write: (name: MaterialControlName, value: unknown) => Promise<void>;
}

/** Each setting the material's engine reads: its control, then its reset (enabled once it differs). */
export function materialSettingRows(options: SettingRowsOptions): Control[] {
  const { settings, swatches, write } = options;
  const material = materialOf(options.materialId);
  const ignored: readonly MaterialControlName[] = ENGINE_SPECS[material.engine].ignores;
  const tuned = resolveSettings(material);
  return MATERIAL_CONTROL_GROUPS.flatMap(({ name: group, controls }) =>
    controls
      .filter((name) => !ignored.includes(name))
      .flatMap((name): Control[] => {
        const spec = MATERIAL_CONTROLS[name];
        const label = options.label ? options.label(labelOf(name)) : labelOf(name);
        const value = settings[name] ?? tuned[name];
        const section = options.section(group);
        const path = options.path(name);
        const set = (next: unknown) =>
          write(
            name,
            next === undefined || next === "" ? undefined : spec.type === "number" ? Number(next) : next,
          );
        const common = { label, value, enabled: true, section, path, commit: set };
        const control: Control =
          spec.type === "number"
            ? { ...common, kind: "number", min: spec.min, max: spec.max, step: spec.step }
            : { ...common, kind: "color", ...(swatches ? { swatches } : {}) };
        const reset: Control = {
          label: `Reset ${label}`,
          kind: "button",
          value: undefined,
          enabled: value !== tuned[name],
          attachTo: label,
          section,
          hint: `${label} back to ${material.name}'s own value`,
          run: () => set(undefined),
        };
        return [control, reset];
      }),
  );
}
