// The anisotropic-metal engine: chrome, brushed, liquid, hammered, satin, foil and spun metal finishes.
import type { EngineSpec } from "./parameter-table.js";

export const METAL_FINISHES = ["mirror", "brushed", "liquid", "hammered", "satin", "foil", "spun"] as const;

/** Uniforms of the anisotropic-metal shader beyond the shared controls. */
export interface AnisotropicMetalParameters {
  finish: (typeof METAL_FINISHES)[number];
  anisotropy: number;
  stripes: number;
  contrast: number;
  fresnel: number;
  relief: number;
}

export const ANISOTROPIC_METAL: EngineSpec<"anisotropic-metal", AnisotropicMetalParameters> = {
  name: "anisotropic-metal",
  summary:
    "A height field lit by a procedural studio environment of light strips, shaded with an anisotropic specular lobe and Fresnel edges.",
  controls:
    "frequency sets the scale of the finish (dimples, facets, swells), amplitude the slow swell under it, detail the micro-roughness (softer strip edges, a wider highlight, finer grain), strength the key light's specular lobe and the reflection's contrast, rotationX tilts the studio, rotationY turns it and the key light, rotationZ rolls it (for brushed finishes it sets the brushing direction), centerX/centerY the viewpoint, speed the drift of the studio and the surface.",
  ignores: ["density"],
  parameters: {
    finish: {
      kind: "enum",
      options: METAL_FINISHES,
      meaning:
        "the surface model: polished mirror, linear brushing, flowing liquid, hammered dimples, soft satin, crumpled foil or concentric spun grooves",
    },
    anisotropy: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "how much the highlight stretches along the grain: 0 round, 1 a long streak",
    },
    stripes: {
      kind: "number",
      min: 0,
      max: 48,
      step: 1,
      meaning: "light strips in the reflected environment; 0 is a smooth sky gradient",
    },
    contrast: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "reflection contrast between the environment's lights and its dark floor",
    },
    fresnel: { kind: "number", min: 0, max: 1, step: 0.01, meaning: "brightening of grazing-angle edges" },
    relief: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "bump height of the finish (dimples, creases, ripples) before lighting",
    },
  },
};
