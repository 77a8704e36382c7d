// Materials: the catalog of GET /api/materials — engines, material records, controls, looks and palettes.
export { MATERIAL_IDS, materialById, materialsCatalog } from "./catalog.js";
export {
  type AnisotropicMetalParameters,
  type CausticLightParameters,
  ENGINE_SPECS,
  type EngineParameters,
  type EngineSpec,
  type EnumParameter,
  type FlowFieldParameters,
  type GlyphFieldParameters,
  MATERIAL_ENGINES,
  type MaterialEngine,
  type MeshGradientParameters,
  type NumberParameter,
  type ParameterSpec,
  type ParameterTable,
  type PatternDitherParameters,
  type WaveInterferenceParameters,
} from "./engines/index.js";
export {
  type LookPreset,
  MATERIAL_CATEGORIES,
  MATERIAL_CATEGORY_LABELS,
  type MaterialCategory,
  type MaterialDefaults,
  type MaterialRecord,
  type MaterialsCatalog,
  type Palette,
} from "./types.js";
