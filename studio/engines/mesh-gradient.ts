// The mesh-gradient engine: drifting colour points (or rings, axes, sweeps, ribbons) blended in a chosen space.

import { GRADIENT_LAYOUTS, GRADIENT_SPACES } from "../../src/catalog/materials/engines/mesh-gradient.js";
import { unitRgb } from "../../src/color/rgb.js";
import type { MaterialSettings } from "../../src/contract/material-controls.js";
import { srgbToHsl, srgbToLinear, srgbToOklab } from "./colour.js";
import { fastSin, hashSeed } from "./glsl-mirror.js";
import type { EngineProgram, SharedUniforms } from "./types.js";

const ENCODERS = { oklab: srgbToOklab, "linear-rgb": srgbToLinear, hsl: srgbToHsl } as const;

export interface MeshGradientUniforms {
  u_layout: number;
  u_points: number;
  u_space: number;
  u_softness: number;
  u_drift: number;
  u_steps: number;
  /** colorA/B/C already in the interpolation space (OKLab, linear light or HSL), prepared on the CPU. */
  u_encA: readonly [number, number, number];
  u_encB: readonly [number, number, number];
  u_encC: readonly [number, number, number];
  /** Each point as (x × aspect, x offset, y) in frame units for this frame: the mesh and orbit layouts' points. */
  u_anchors: Float32Array;
}

/** The most points a mesh or orbit arrangement has (the catalog's bound; the GLSL array's length). */
const MAX_POINTS = 9;
const POINT_INDICES = Array.from({ length: MAX_POINTS }, (_, i) => i);
const QUARTER_TURN = 1.5708;

/**
 * Where each point of a mesh (layout 0) or orbit (layout 4) arrangement sits at time t: seeded per point, drifting
 * with time. x is split into a part the GLSL scales by the frame's aspect and a part it does not.
 */
function anchors(
  layout: number,
  points: number,
  drift: number,
  settings: Readonly<MaterialSettings>,
  t: number,
) {
  const out = new Float32Array(MAX_POINTS * 3);
  const time = Math.fround(t);
  const wander = drift * (0.05 + settings.amplitude * 0.05);
  for (let i = 0; i < Math.min(points, MAX_POINTS); i++) {
    const hx = hashSeed(i, 21);
    const hy = hashSeed(i, 22);
    const moveX = wander * fastSin(time * (0.6 + hx) + i * 2.3);
    const moveY = wander * fastSin(time * (0.5 + hy) + i * 1.7 + QUARTER_TURN);
    const centreX = settings.centerX - 0.5;
    const centreY = 0.5 - settings.centerY;
    if (layout === 4) {
      // Orbit: the points circle the centre, alternate ones the other way and slower.
      const a = (i / points) * 2 * Math.PI + time * (0.3 + drift * 0.5) * (i % 2 === 0 ? 1 : -0.7);
      const radius = 0.18 + 0.22 * hx;
      out.set(
        [
          centreX + fastSin(a + QUARTER_TURN) * radius * 0.8,
          moveX * 0.3,
          centreY + fastSin(a) * radius + moveY * 0.3,
        ],
        i * 3,
      );
    } else if (i === 0) {
      out.set([centreX, moveX, centreY + moveY], 0);
    } else {
      out.set([(hx - 0.5) * 0.95, moveX, (hy - 0.5) * 0.95 + moveY], i * 3);
    }
  }
  return out;
}

const GLSL = `
uniform int u_points;
uniform float u_softness;
uniform float u_drift;
uniform int u_steps;
uniform vec3 u_encA;
uniform vec3 u_encB;
uniform vec3 u_encC;
uniform vec3 u_anchors[${MAX_POINTS}];

// Colours travel in the chosen space: OKLab (perceptual), linear light, or HSL (hue-preserving).
vec3 decode(vec3 c) {
  if (u_space == 0) return oklabToSrgb(c);
  if (u_space == 1) return toSrgb(c);
  return hslToRgb(vec3(fract(c.x), clamp(c.yz, 0.0, 1.0)));
}
// Stops cycle A, B, C, already encoded.
vec3 stopEncoded(int i) { int k = i - 3 * (i / 3); return k == 0 ? u_encA : k == 1 ? u_encB : u_encC; }
// HSL hue is circular: blend it the short way round.
vec3 blendEncoded(vec3 a, vec3 b, float t) {
  if (u_space == 2) { float dh = b.x - a.x; dh -= floor(dh + 0.5); return vec3(a.x + dh * t, mix(a.yz, b.yz, t)); }
  return mix(a, b, t);
}

// Point i of the arrangement. Where the points sit depends on time, not on the pixel, so the CPU places them once
// a frame (anchors()); x comes in two parts, one scaled by the frame's aspect, so any resolution shares them.
vec2 pointAt(int i, float aspect) {
  vec3 k = u_anchors[i];
  return vec2(k.x * aspect + k.y, k.z);
}

// Squared distance to point i, or far away for points beyond u_points.
float distanceTo(int i, vec2 wr, float aspect) {
  vec2 d = wr - pointAt(i, aspect);
  return i < u_points ? dot(d, d) : 1e9;
}
// Adds one point's Gaussian weight (its squared distance beyond the nearest point's) to the blend.
void weigh(float beyond, float sharp, vec3 stop, inout vec3 sum, inout float wsum) {
  float e = exp(-beyond * sharp);
  sum += stop * e;
  wsum += e;
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  // Frequency and detail make the blend boundaries wave: a low warp and a finer one.
  vec2 w = p + (u_amplitude * 0.015 + 0.01) * vec2(gnoise(p * u_frequency * 0.6 + t * 0.8), gnoise(p * u_frequency * 0.6 + 5.0 - t * 0.8))
             + 0.005 * u_detail * vec2(gnoise(p * 7.0 + t * 0.1), gnoise(p * 7.0 - 3.0));
  vec2 c = centerPoint();
  float s;
  vec3 col;
  if (u_layout == 0 || u_layout == 4) {
    // Normalized Gaussian weights around each point (relative to the nearest, so they never underflow);
    // low softness sharpens them towards Voronoi cells, density tightens every point's reach.
    float sharp = mix(90.0, 2.5, u_softness) * (0.5 + 0.6 * u_density);
    vec2 wr = c + rot(u_rotation.z) * (w - c); // rotationZ turns the whole arrangement
    float aspect = u_resolution.x / u_resolution.y;
    // Weights are relative to the nearest point, so they never underflow. Every point is written out (unused ones
    // sit far away and weigh nothing): software WebGL runs loops, and arrays indexed in them, slowly.
${POINT_INDICES.map((i) => `    float d${i} = distanceTo(${i}, wr, aspect);`).join("\n")}
    float nearest = ${POINT_INDICES.map((i) => `d${i}`).reduce((inner, next) => `min(${inner}, ${next})`)};
    vec3 sum = vec3(0.0);
    float wsum = 0.0;
${POINT_INDICES.map((i) => `    weigh(d${i} - nearest, sharp, ${["u_encA", "u_encB", "u_encC"][i % 3]}, sum, wsum);`).join("\n")}
    vec3 mixed = sum / wsum;
    if (u_steps > 0) {
      // Posterize the blend by its lightness (the encoded space's own lightness axis).
      float n = float(u_steps);
      if (u_space == 0) mixed.x = mix(mixed.x, floor(mixed.x * n + 0.5) / n, 0.85);
      else if (u_space == 1) mixed = mix(mixed, floor(mixed * n + 0.5) / n, 0.85);
      else mixed.z = mix(mixed.z, floor(mixed.z * n + 0.5) / n, 0.85);
    }
    col = decode(mixed);
  } else {
    vec2 d = w - c;
    if (u_layout == 1) s = length(d) * (0.9 + 0.9 * u_density) + 0.05 * sin(t * 0.7) * u_drift * 3.0;
    else if (u_layout == 2) s = dot(rot(u_rotation.z) * d, vec2(0.0, 1.0)) * 0.9 * u_density + 0.5 + 0.08 * u_drift * sin(t * 0.5 + d.x * 2.0);
    else if (u_layout == 3) s = fract(atan(d.y, d.x) / TAU + 0.5 + u_rotation.z / TAU + t * 0.05 * u_drift);
    else {
      vec2 e = rot(u_rotation.z) * d;
      float curve = 0.22 * sin(e.x * u_frequency * 0.5 + t * (0.4 + u_drift)) + 0.08 * sin(e.x * 2.3 - t * 0.5);
      s = abs(e.y - curve) * (1.2 + u_density) ;
    }
    // Stops cycle A, B, C along s; softness widens each blend; steps posterize s.
    float stops = float(max(u_points - 1, 1));
    float x = clamp(s, 0.0, 1.0) * stops;
    if (u_layout == 3) x = s * float(u_points);
    if (u_steps > 0) x = (floor(x / stops * float(u_steps)) + 0.5) / float(u_steps) * stops;
    float k = floor(x), f = x - k;
    // Posterized terraces keep the blend linear, so every step is its own tone; otherwise softness shapes it.
    float width = max(u_softness, 0.02);
    if (u_steps == 0) f = smoothstep(0.5 - width * 0.5, 0.5 + width * 0.5, f);
    int i0 = int(k), i1 = u_layout == 3 && i0 + 1 >= u_points ? 0 : min(i0 + 1, u_points - 1);
    col = decode(blendEncoded(stopEncoded(i0), stopEncoded(i1), f));
  }
  // Strength: vividness — push away from the palette's mean.
  vec3 mean = (u_colorA + u_colorB + u_colorC) / 3.0;
  col = mean + (col - mean) * (1.0 + 0.6 * u_strength);
  return col;
}
`;

export const MESH_GRADIENT_PROGRAM: EngineProgram<"mesh-gradient", MeshGradientUniforms> = {
  engine: "mesh-gradient",
  fragment: GLSL,
  ints: ["u_layout", "u_points", "u_space", "u_steps"],
  constants: ["u_layout", "u_space"],
  uniforms: (parameters, settings, shared: SharedUniforms) => ({
    u_layout: GRADIENT_LAYOUTS.indexOf(parameters.layout),
    u_points: parameters.points,
    u_space: GRADIENT_SPACES.indexOf(parameters.space),
    u_softness: parameters.softness,
    u_drift: parameters.drift,
    u_steps: parameters.steps,
    u_encA: ENCODERS[parameters.space](unitRgb(settings.colorA)),
    u_encB: ENCODERS[parameters.space](unitRgb(settings.colorB)),
    u_encC: ENCODERS[parameters.space](unitRgb(settings.colorC)),
    u_anchors: anchors(
      GRADIENT_LAYOUTS.indexOf(parameters.layout),
      parameters.points,
      parameters.drift,
      settings,
      shared.u_time,
    ),
  }),
};
