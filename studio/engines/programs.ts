// The seven engines' programs, keyed by engine name (the renderer compiles each on first use).
import type { MaterialEngine } from "../../src/catalog/materials/engines/index.js";
import { ANISOTROPIC_METAL_PROGRAM } from "./anisotropic-metal.js";
import { CAUSTIC_LIGHT_PROGRAM } from "./caustic-light.js";
import { FLOW_FIELD_PROGRAM } from "./flow-field.js";
import { GLYPH_FIELD_PROGRAM } from "./glyph-field.js";
import { MESH_GRADIENT_PROGRAM } from "./mesh-gradient.js";
import { PATTERN_DITHER_PROGRAM } from "./pattern-dither.js";
import type { StoredEngineProgram } from "./types.js";
import { WAVE_INTERFERENCE_PROGRAM } from "./wave-interference.js";

/** Each engine's program; the mapped type ties every entry to its own engine's parameters. */
export const ENGINE_PROGRAMS: { readonly [E in MaterialEngine]: StoredEngineProgram<E> } = {
  "flow-field": FLOW_FIELD_PROGRAM,
  "caustic-light": CAUSTIC_LIGHT_PROGRAM,
  "anisotropic-metal": ANISOTROPIC_METAL_PROGRAM,
  "mesh-gradient": MESH_GRADIENT_PROGRAM,
  "pattern-dither": PATTERN_DITHER_PROGRAM,
  "glyph-field": GLYPH_FIELD_PROGRAM,
  "wave-interference": WAVE_INTERFERENCE_PROGRAM,
};
