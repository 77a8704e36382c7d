// The mesh-gradient engine: moving colour control points blended into mesh, radial, conic and ribbon fields.
import type { EngineSpec } from "./parameter-table.js";

export const GRADIENT_LAYOUTS = ["mesh", "radial", "linear", "conic", "orbit", "ribbon"] as const;
export const GRADIENT_SPACES = ["oklab", "linear-rgb", "hsl"] as const;

/** Uniforms of the mesh-gradient shader beyond the shared controls. */
export interface MeshGradientParameters {
  layout: (typeof GRADIENT_LAYOUTS)[number];
  points: number;
  space: (typeof GRADIENT_SPACES)[number];
  softness: number;
  drift: number;
  steps: number;
}

export const MESH_GRADIENT: EngineSpec<"mesh-gradient", MeshGradientParameters> = {
  name: "mesh-gradient",
  summary:
    "Colour control points weighted by inverse distance (or arranged on rings, axes and ribbons) and blended in a perceptual colour space, with optional posterized steps.",
  controls:
    "amplitude sets how far points wander and how much the blend boundaries wave, frequency the waviness of those boundaries (and of ribbons), detail a finer ripple along them, density each point's reach and the spacing of rings and axes, strength the vividness (distance from the palette's mean), centerX/centerY the focal point, rotationZ the arrangement and the axis of linear, conic and ribbon layouts, speed the drift.",
  ignores: ["rotationX", "rotationY"],
  parameters: {
    layout: {
      kind: "enum",
      options: GRADIENT_LAYOUTS,
      meaning:
        "where colour lives: free mesh points, rings around the centre, bands along an axis, a sweep around the centre, points circling the centre, or a winding ribbon",
    },
    points: { kind: "number", min: 2, max: 9, step: 1, meaning: "colour control points in the field" },
    space: {
      kind: "enum",
      options: GRADIENT_SPACES,
      meaning: "interpolation space: perceptual OKLab, linear light, or hue-preserving HSL",
    },
    softness: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "blend width between neighbouring points: 0 near-Voronoi edges, 1 a broad haze",
    },
    drift: {
      kind: "number",
      min: 0,
      max: 1,
      step: 0.01,
      meaning: "how much the points wander over time, relative to the speed control",
    },
    steps: {
      kind: "number",
      min: 0,
      max: 16,
      step: 1,
      meaning: "posterized bands across the blend; 0 keeps it continuous",
    },
  },
};
