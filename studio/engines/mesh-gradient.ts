// The mesh-gradient engine: drifting colour points (or rings, axes, sweeps, ribbons) blended in a chosen space.
import { GRADIENT_LAYOUTS, GRADIENT_SPACES } from "../../src/catalog/materials/engines/mesh-gradient.js";
import { srgbToHsl, srgbToLinear, srgbToOklab } from "./colour.js";
import { type EngineProgram, hexToRgb } from "./types.js";

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
}

const GLSL = `
uniform int u_points;
uniform float u_softness;
uniform float u_drift;
uniform int u_steps;
uniform vec3 u_encA;
uniform vec3 u_encB;
uniform vec3 u_encC;

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

vec2 pointAt(int i, float t) {
  float fi = float(i);
  vec2 h = vec2(hashSeed(fi, 21.0), hashSeed(fi, 22.0));
  float aspect = u_resolution.x / u_resolution.y;
  float wander = u_drift * (0.05 + u_amplitude * 0.05);
  vec2 move = wander * fastSin(vec2(t * (0.6 + h.x) + fi * 2.3, t * (0.5 + h.y) + fi * 1.7 + 1.5708));
  if (u_layout == 4) { // orbit: points circle the centre
    float a = fi / float(u_points) * TAU + t * (0.3 + u_drift * 0.5) * (mod(fi, 2.0) < 0.5 ? 1.0 : -0.7);
    return centerPoint() + fastSin(vec2(a + 1.5708, a)) * (0.18 + 0.22 * h.x) * vec2(aspect * 0.8, 1.0) + move * 0.3;
  }
  vec2 grid = (h - 0.5) * vec2(aspect * 0.95, 0.95);
  if (i == 0) grid = centerPoint();
  return grid + move;
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
    vec2 pts[9];
    vec2 wr = c + rot(u_rotation.z) * (w - c); // rotationZ turns the whole arrangement
    float nearest = 1e9;
    for (int i = 0; i < 9; i++) {
      if (i >= u_points) break;
      pts[i] = pointAt(i, t);
      vec2 d = wr - pts[i];
      nearest = min(nearest, dot(d, d));
    }
    vec3 sum = vec3(0.0);
    float wsum = 0.0;
    for (int i = 0; i < 9; i++) {
      if (i >= u_points) break;
      vec2 d = wr - pts[i];
      float wt = exp(-(dot(d, d) - nearest) * sharp);
      sum += stopEncoded(i) * wt;
      wsum += wt;
    }
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
  uniforms: (parameters, settings) => ({
    u_layout: GRADIENT_LAYOUTS.indexOf(parameters.layout),
    u_points: parameters.points,
    u_space: GRADIENT_SPACES.indexOf(parameters.space),
    u_softness: parameters.softness,
    u_drift: parameters.drift,
    u_steps: parameters.steps,
    u_encA: ENCODERS[parameters.space](hexToRgb(settings.colorA)),
    u_encB: ENCODERS[parameters.space](hexToRgb(settings.colorB)),
    u_encC: ENCODERS[parameters.space](hexToRgb(settings.colorC)),
  }),
};
