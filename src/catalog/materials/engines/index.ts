// The seven material engine families: their names, parameter types and parameter tables.
import { ANISOTROPIC_METAL, type AnisotropicMetalParameters } from "./anisotropic-metal.js";
import { CAUSTIC_LIGHT, type CausticLightParameters } from "./caustic-light.js";
import { FLOW_FIELD, type FlowFieldParameters } from "./flow-field.js";
import { GLYPH_FIELD, type GlyphFieldParameters } from "./glyph-field.js";
import { MESH_GRADIENT, type MeshGradientParameters } from "./mesh-gradient.js";
import type { EngineSpec } from "./parameter-table.js";
import { PATTERN_DITHER, type PatternDitherParameters } from "./pattern-dither.js";
import { WAVE_INTERFERENCE, type WaveInterferenceParameters } from "./wave-interference.js";

/** Engine family names, in the order the catalog lists them. */
export const MATERIAL_ENGINES = [
  "flow-field",
  "caustic-light",
  "anisotropic-metal",
  "mesh-gradient",
  "pattern-dither",
  "glyph-field",
  "wave-interference",
] as const;
export type MaterialEngine = (typeof MATERIAL_ENGINES)[number];

/** Each engine's parameter type: the `parameters` of a material record is keyed by its `engine`. */
export interface EngineParameters {
  "flow-field": FlowFieldParameters;
  "caustic-light": CausticLightParameters;
  "anisotropic-metal": AnisotropicMetalParameters;
  "mesh-gradient": MeshGradientParameters;
  "pattern-dither": PatternDitherParameters;
  "glyph-field": GlyphFieldParameters;
  "wave-interference": WaveInterferenceParameters;
}

/** Every engine's summary and parameter table, keyed by engine name. */
export const ENGINE_SPECS: { readonly [E in MaterialEngine]: EngineSpec<E, EngineParameters[E]> } = {
  "flow-field": FLOW_FIELD,
  "caustic-light": CAUSTIC_LIGHT,
  "anisotropic-metal": ANISOTROPIC_METAL,
  "mesh-gradient": MESH_GRADIENT,
  "pattern-dither": PATTERN_DITHER,
  "glyph-field": GLYPH_FIELD,
  "wave-interference": WAVE_INTERFERENCE,
};

export type { AnisotropicMetalParameters } from "./anisotropic-metal.js";
export type { CausticLightParameters } from "./caustic-light.js";
export type { FlowFieldParameters } from "./flow-field.js";
export type { GlyphFieldParameters } from "./glyph-field.js";
export type { MeshGradientParameters } from "./mesh-gradient.js";
export type {
  EngineSpec,
  EnumParameter,
  NumberParameter,
  ParameterSpec,
  ParameterTable,
} from "./parameter-table.js";
export type { PatternDitherParameters } from "./pattern-dither.js";
export type { WaveInterferenceParameters } from "./wave-interference.js";
