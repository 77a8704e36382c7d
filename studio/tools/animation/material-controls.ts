// Motion's material settings: the sixteen shared controls of the catalog (those the material's engine reads),
// each with a reset to the material's own value — the same rows, labels and bounds as the Design Lab's.
import type { PartialMaterialSettings } from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/index.js";
import type { Control } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";
import { materialSettingRows } from "../material-setting-rows.js";

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
  return materialSettingRows({
    ...current(),
    swatches,
    section: () => SETTINGS_SECTION,
    path: (name) => `material.settings.${name}`,
    write: (name, value) => {
      const now = current();
      const own = resolveSettings(materialOf(now.materialId))[name];
      return commit({ ...now.settings, [name]: value === undefined ? own : value });
    },
  });
}
