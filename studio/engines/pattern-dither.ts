// The pattern-dither engine: a moving tonal source quantized through ordered, blue-noise or halftone screens.
import { DITHER_PATTERNS, DITHER_SOURCES } from "../../src/catalog/materials/engines/pattern-dither.js";
import type { EngineProgram } from "./types.js";

export interface PatternDitherUniforms {
  u_pattern: number;
  u_cell: number;
  u_levels: number;
  u_source: number;
  u_angle: number;
}

const GLSL = `
uniform float u_cell;
uniform int u_levels;
uniform float u_angle;

// The Bayer threshold of an 8×8 ordered matrix, built from bit interleaving: bit k of x XOR y lands at 5 − 2k
// and bit k of y at 4 − 2k (written out: software WebGL runs loops slowly).
float bayer8(ivec2 q) {
  q &= 7;
  int d = q.x ^ q.y, y = q.y;
  int v = ((d & 1) << 5) | ((y & 1) << 4) | ((d & 2) << 2) | ((y & 2) << 1) | ((d & 4) >> 1) | ((y & 4) >> 2);
  return (float(v) + 0.5) / 64.0;
}

// Tone in 0..1 at frame point p: the source, scaled by frequency, moved by amplitude and time.
float source(vec2 p, float t) {
  vec2 x = rot(u_rotation.z) * (p - centerPoint());
  float f = u_frequency;
  int oct = int(clamp(u_detail * 0.7, 1.0, 6.0));
  float m = u_amplitude * 0.08;
  if (u_source == 0) return 0.5 + 0.75 * fbm(x * f * 0.5 + vec2(t * 0.15, -t * 0.1) * (0.5 + m), oct, 2.0, 0.5);
  if (u_source == 1) return clamp(0.5 + x.x * 0.55 * f * 0.5 + 0.15 * m * gnoise(x * 2.0 + t * 0.2) + 0.1 * sin(t * 0.5), 0.0, 1.0);
  if (u_source == 2) return 0.5 + 0.5 * sin(length(x) * f * 4.0 - t * 1.5 + m * 3.0 * gnoise(x * 1.5 + t * 0.1) + 0.3 * fbm(x * 3.0, oct, 2.0, 0.5));
  if (u_source == 3) return 0.5 + 0.25 * sin(x.x * f * 2.0 + t) + 0.25 * sin(x.y * f * 1.6 - t * 0.8 + m * 4.0 * sin(x.x * 1.3 + t * 0.3));
  vec2 q = vec2(fbm3(x * f * 0.4 + t * 0.12), fbm3(x * f * 0.4 + vec2(5.2, 1.3) - t * 0.1));
  return 0.5 + 0.8 * fbm(x * f * 0.45 + (0.6 + m * 2.0) * q, oct, 2.0, 0.5);
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  float cell = u_cell;
  vec2 sp = rot(radians(u_angle)) * (px - 0.5 * u_resolution);
  float threshold;
  vec2 sampleAt = px;
  if (u_pattern == 0 || u_pattern == 1) {
    // Ordered and blue-noise screens work on blocks of cell/2 pixels: the dither's own pixel size.
    float block = max(1.0, floor(cell * 0.5));
    vec2 q = floor(sp / block);
    sampleAt = (rot(-radians(u_angle)) * ((q + 0.5) * block)) + 0.5 * u_resolution;
    threshold = u_pattern == 0 ? bayer8(ivec2(q)) : fract(52.9829189 * fract(dot(q, vec2(0.06711056, 0.00583715))) + 0.37 * hash1(q));
  } else if (u_pattern == 2) { // round halftone dots
    vec2 g = fract(sp / cell) - 0.5;
    threshold = length(g) * 1.41;
  } else if (u_pattern == 3) { // line screen
    threshold = abs(fract(sp.y / cell) - 0.5) * 2.0;
  } else if (u_pattern == 4) { // crosshatch: a second direction joins in the darker half
    float a = abs(fract(sp.y / cell) - 0.5) * 2.0;
    float b = abs(fract((sp.x + sp.y) * 0.7071 / cell) - 0.5) * 2.0;
    threshold = min(a, b * 0.5 + 0.5);
  } else if (u_pattern == 5) { // stipple: a jittered dot per cell
    vec2 q = floor(sp / cell);
    vec2 j = hash2(ivec2(q)) * 0.6 + 0.2;
    threshold = length(fract(sp / cell) - j) * 1.6;
  } else { // checker
    vec2 q = floor(sp / cell);
    threshold = mod(q.x + q.y, 2.0) < 0.5 ? 0.3 : 0.7;
  }
  vec2 fp = (sampleAt - 0.5 * u_resolution) / u_resolution.y;
  float s = source(fp, t);
  if (u_pattern == 6) {
    // The checker warps: the tone moves its squares, not their size.
    vec2 wq = floor((sp + (s - 0.5) * u_amplitude * cell * 0.6) / cell);
    threshold = mod(wq.x + wq.y, 2.0) < 0.5 ? 0.25 : 0.75;
  }
  // density is overall tone, strength biases the threshold (contrast), grain jitters it.
  s = clamp((s - 0.5) * (0.7 + 0.8 * u_strength) + 0.5 + (u_density - 1.0) * 0.4, 0.0, 1.0);
  threshold += (hash1(ivec2(px) + ivec2(977, 131)) - 0.5) * u_grain * 0.5;
  float levels = float(u_levels - 1);
  float v = s * levels;
  float base = floor(v);
  float level = min(base + step(threshold, v - base), levels);
  float k = level / levels;
  // Levels spread A → B → C; two levels are A and B, the third colour tints the lightest tones.
  vec3 col = u_levels == 2 ? mix(u_colorA, u_colorB, k) : (k < 0.5 ? mix(u_colorA, u_colorB, k * 2.0) : mix(u_colorB, u_colorC, k * 2.0 - 1.0));
  if (u_levels == 2) col = mix(col, u_colorC, 0.25 * smoothstep(0.7, 1.0, s) * k);
  return col;
}
`;

export const PATTERN_DITHER_PROGRAM: EngineProgram<"pattern-dither", PatternDitherUniforms> = {
  engine: "pattern-dither",
  fragment: GLSL,
  ints: ["u_pattern", "u_levels", "u_source"],
  constants: ["u_pattern", "u_source"],
  uniforms: (parameters) => ({
    u_pattern: DITHER_PATTERNS.indexOf(parameters.pattern),
    u_cell: parameters.cell,
    u_levels: parameters.levels,
    u_source: DITHER_SOURCES.indexOf(parameters.source),
    u_angle: parameters.angle,
  }),
};
