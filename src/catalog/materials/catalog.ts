// The materials catalog document served by GET /api/materials, and look-up of a material by id.
import { MATERIAL_CONTROLS } from "../../contract/index.js";
import { MATERIAL_ENGINES } from "./engines/index.js";
import { LOOK_PRESETS } from "./looks.js";
import { PALETTES } from "./palettes.js";
import { FLUID_MATERIALS } from "./records/fluid.js";
import { GRADIENT_MATERIALS } from "./records/gradient.js";
import { GRAPHIC_GLYPH_MATERIALS } from "./records/graphic-glyph.js";
import { GRAPHIC_PATTERN_MATERIALS } from "./records/graphic-pattern.js";
import { LIGHT_MATERIALS } from "./records/light.js";
import { METAL_MATERIALS } from "./records/metal.js";
import {
  MATERIAL_CATEGORIES,
  MATERIAL_CATEGORY_LABELS,
  type MaterialDefaults,
  type MaterialRecord,
  type MaterialsCatalog,
} from "./types.js";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every material, grouped by category in MATERIAL_CATEGORIES order; frozen. */
const MATERIALS: readonly MaterialRecord[] = deepFreeze([
  ...FLUID_MATERIALS,
  ...LIGHT_MATERIALS,
  ...METAL_MATERIALS,
  ...GRADIENT_MATERIALS,
  ...GRAPHIC_PATTERN_MATERIALS,
  ...GRAPHIC_GLYPH_MATERIALS,
]);

/** Every material id, in catalog order. */
export const MATERIAL_IDS: readonly string[] = Object.freeze(MATERIALS.map((material) => material.id));

const BY_ID: ReadonlyMap<string, MaterialRecord> = new Map(
  MATERIALS.map((material) => [material.id, material]),
);

/** The material with this id, if the catalog has one. */
export const materialById = (id: string): MaterialRecord | undefined => BY_ID.get(id);

const DEFAULTS: MaterialDefaults = {
  animation: "lagoon-swirl",
  heroAnimation: "electric-tide",
  heroField: "glyph-depths",
  heroMark: "mirror-chrome",
  surface: "grain-dusk",
};

/** The document served verbatim by GET /api/materials (frozen; `controls` is the contract's own table). */
export const materialsCatalog: MaterialsCatalog = Object.freeze({
  schemaVersion: 1,
  count: MATERIALS.length,
  sharedBy: deepFreeze(["animation", "material", "surface"] as const),
  defaults: deepFreeze(DEFAULTS),
  categories: deepFreeze([
    { id: "all" as const, label: "All" },
    ...MATERIAL_CATEGORIES.map((id) => ({ id, label: MATERIAL_CATEGORY_LABELS[id] })),
  ]),
  engines: deepFreeze(
    MATERIAL_ENGINES.map((name) => ({
      name,
      count: MATERIALS.filter((material) => material.engine === name).length,
    })),
  ),
  controls: MATERIAL_CONTROLS,
  lookPresets: deepFreeze(LOOK_PRESETS),
  materials: MATERIALS,
  palettes: deepFreeze(PALETTES),
});
