// The flow-field engine: domain-warped fractal noise moved over time — ink, smoke, plasma and marbling.
import type { EngineSpec } from "./parameter-table.js";

export const FLOW_MODES = ["domain-warp", "curl", "advect", "marble", "plasma", "smoke"] as const;
export const FLOW_MAPPINGS = ["ramp", "bands", "tri-mix", "iridescent"] as const;

/** Uniforms of the flow-field shader beyond the shared controls. */
export interface FlowFieldParameters {
  mode: (typeof FLOW_MODES)[number];
  octaves: number;
  warp: number;
  iterations: number;
  lacunarity: number;
  mapping: (typeof FLOW_MAPPINGS)[number];
}

export const FLOW_FIELD: EngineSpec<"flow-field", FlowFieldParameters> = {
  name: "flow-field",
  summary:
    "Fractal Brownian noise whose domain is warped by itself and advected over time; the field value is mapped onto the three colours.",
  controls:
    "frequency sets the base noise scale, amplitude the warp displacement (with warp), detail the gain of the upper octaves, density the contrast of the field, strength the mix between warped and plain noise, centerX/centerY the field's centre, rotationZ turns it, speed the flow rate.",
  ignores: ["rotationX", "rotationY"],
  parameters: {
    mode: {
      kind: "enum",
      options: FLOW_MODES,
      meaning:
        "how the noise moves: nested domain warp, divergence-free curl flow, advection along a velocity field, combed marbling, sinusoidal plasma or buoyant smoke",
    },
    octaves: { kind: "number", min: 1, max: 8, step: 1, meaning: "fBm octaves summed per sample" },
    warp: {
      kind: "number",
      min: 0,
      max: 3,
      step: 0.1,
      meaning: "how far each warp pass displaces the lookup, relative to the amplitude control",
    },
    iterations: { kind: "number", min: 1, max: 3, step: 1, meaning: "nested warp passes (q, r, s)" },
    lacunarity: {
      kind: "number",
      min: 1.5,
      max: 3,
      step: 0.05,
      meaning: "frequency multiplier from one octave to the next",
    },
    mapping: {
      kind: "enum",
      options: FLOW_MAPPINGS,
      meaning:
        "how the field value becomes colour: a smooth A→B→C ramp, hard bands, a per-channel mix of the warp vectors, or a cosine spectrum tinted by the palette",
    },
  },
};
