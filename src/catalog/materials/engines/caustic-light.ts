// The caustic-light engine: refracted caustics, beams, bokeh, aurora curtains, prisms, halos and rays.
import type { EngineSpec } from "./parameter-table.js";

export const LIGHT_MODES = ["caustic", "beams", "bokeh", "aurora", "prism", "halo", "rays"] as const;

/** Uniforms of the caustic-light shader beyond the shared controls. */
export interface CausticLightParameters {
  mode: (typeof LIGHT_MODES)[number];
  sources: number;
  dispersion: number;
  falloff: number;
  bloom: number;
  focus: number;
}

export const CAUSTIC_LIGHT: EngineSpec<"caustic-light", CausticLightParameters> = {
  name: "caustic-light",
  summary:
    "Additive light transport on a dark ground: refracted caustic networks, volumetric beams and rays, defocused discs, curtains and spectral dispersion.",
  controls:
    "frequency sets the caustic cell, beam spacing, aurora scale or halo size, amplitude the wobble of the refracting surface and the drift of discs and halos, detail the caustic shimmer, disc size, aurora streaks and halo streamers, density the haze, strength the light intensity, centerX/centerY the light origin, rotationZ the caustic, beam and prism direction, speed the light's motion.",
  ignores: ["rotationX", "rotationY"],
  parameters: {
    mode: {
      kind: "enum",
      options: LIGHT_MODES,
      meaning:
        "the light model: water caustics, volumetric beams, bokeh discs, aurora curtains, prismatic dispersion, a halo around an occluder, or crepuscular rays",
    },
    sources: {
      kind: "number",
      min: 1,
      max: 16,
      step: 1,
      meaning: "light sources, beams or bokeh discs in the frame",
    },
    dispersion: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "chromatic split: 0 keeps light one colour, 1 separates it into a full spectrum",
    },
    falloff: {
      kind: "number",
      min: 0.5,
      max: 4,
      step: 0.1,
      meaning: "exponent of the intensity falloff away from a beam axis or caustic line",
    },
    bloom: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "additive glow spread around bright areas",
    },
    focus: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "how tightly light converges: 0 is a soft wash, 1 knife-edge lines and hard disc edges",
    },
  },
};
