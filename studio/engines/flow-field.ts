// The flow-field engine: domain-warped fBm moved by time — ink, smoke, plasma, marbling — mapped onto the palette.
import { FLOW_MAPPINGS, FLOW_MODES } from "../../src/catalog/materials/engines/flow-field.js";
import type { EngineProgram } from "./types.js";

/** Uniforms beyond the shared ones: enums arrive as option indices. */
export interface FlowFieldUniforms {
  u_mode: number;
  u_octaves: number;
  u_warp: number;
  u_iterations: number;
  u_lacunarity: number;
  u_mapping: number;
}

const GLSL = `
uniform int u_octaves;
uniform float u_warp;
uniform float u_lacunarity;

// detail is the gain of the upper octaves: 0.5 → smooth, 8 → rough.
float gainOf() { return clamp(0.28 + u_detail * 0.055, 0.3, 0.72); }
float field(vec2 x) { return fbm(x, u_octaves, u_lacunarity, gainOf()); }
// Warp passes use fewer octaves: their fine detail is invisible once displaced, and it halves the cost.
float coarse(vec2 x) { return fbmPair(x, u_octaves, u_lacunarity, gainOf()); }
vec2 warp2(vec2 x) { return fbm2Pair(x, u_octaves, u_lacunarity, gainOf()); }

// One pass of each iterated mode. Passes are written out under "if (u_iterations > k)" rather than looped:
// large frames compile the count in, so unused passes vanish, and software WebGL runs loops slowly.
// Curl: the warp vector turned a quarter, so flow runs along the noise's level lines and eddies.
void curlStep(float i, float t, float disp, inout vec2 y, inout vec2 q) {
  vec2 n = warp2(y * 0.6 + vec2(0.07 * t, -0.05 * t) + i * 3.1);
  vec2 c = vec2(-n.y, n.x) * 3.0;
  y += 0.5 * disp * c;
  q += c * 0.5;
}
// Advection: carried back along a slow velocity field.
void advectStep(float t, float disp, inout vec2 y, inout vec2 q) {
  vec2 vel = warp2(y * 0.5 + vec2(0.0, t * 0.2));
  y -= disp * 0.7 * vel;
  q += vel;
}
// Marbling: each pass pulls the ribbons along nested noise.
void marbleStep(float i, float t, float disp, inout vec2 y, inout vec2 q) {
  q = warp2(y + vec2(0.0, 0.05 * t) + i * 7.3);
  y += disp * 0.8 * q;
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  vec2 x = rot(u_rotation.z) * (p - centerPoint()) * (0.25 + u_frequency * 0.32);
  float disp = u_warp * (0.15 + u_amplitude * 0.16);
  vec2 q = vec2(0.0), r = vec2(0.0);
  float v;
  if (u_mode == 0) { // nested domain warp
    q = warp2(x + vec2(0.0, 0.13 * t));
    r = q;
    if (u_iterations > 1) r = warp2(x + disp * q + vec2(1.7, 9.2) + 0.15 * t);
    if (u_iterations > 2) r = warp2(x + disp * r + vec2(3.1, 4.7) - 0.1 * t);
    v = field(x + disp * r);
  } else if (u_mode == 1) { // curl: the lookup slides along a divergence-free flow
    vec2 y = x;
    curlStep(0.0, t, disp, y, q);
    if (u_iterations > 1) curlStep(1.0, t, disp, y, q);
    if (u_iterations > 2) curlStep(2.0, t, disp, y, q);
    r = y - x;
    v = field(y + vec2(0.0, 0.05 * t));
  } else if (u_mode == 2) { // advection: ink carried by a slow velocity field, feathered by fine noise
    vec2 y = x;
    advectStep(t, disp, y, q);
    if (u_iterations > 1) advectStep(t, disp, y, q);
    if (u_iterations > 2) advectStep(t, disp, y, q);
    r = y - x;
    v = field(y);
    v = smoothstep(-0.35, 0.45, v + 0.2 * coarse(y * 3.0 - t * 0.1));
    v = v * 2.0 - 1.0;
  } else if (u_mode == 3) { // marbling: combed sine ribbons, pulled by nested noise
    vec2 y = x;
    marbleStep(0.0, t, disp, y, q);
    if (u_iterations > 1) marbleStep(1.0, t, disp, y, q);
    if (u_iterations > 2) marbleStep(2.0, t, disp, y, q);
    r = y - x;
    v = sin(y.x * 2.2 + 2.0 * field(y * 0.7)) ;
  } else if (u_mode == 4) { // plasma: interfering sines under a warp
    q = warp2(x * 0.8 + 0.2 * t);
    vec2 y = x + disp * q;
    if (u_iterations > 1) { r = warp2(y + vec2(2.2, 0.4) + 0.1 * t); y += disp * 0.6 * r; }
    if (u_iterations > 2) { y += disp * 0.4 * warp2(y * 1.3 + 9.0); }
    v = sin(y.x * 1.7 + t * 1.3) + sin(y.y * 2.3 - t * 0.9) + sin((y.x + y.y) * 1.3 + t) + sin(length(y) * 2.6 - t * 1.7);
    v = v * 0.25 + 0.35 * field(y * 1.5);
  } else { // smoke: buoyant, stretched vertically, ridged into wisps
    vec2 y = vec2(x.x, x.y * 0.55 - 0.35 * t);
    q = warp2(y + vec2(0.0, 0.1 * t));
    y += disp * q;
    if (u_iterations > 1) y += disp * 0.6 * warp2(y * 1.7 + 1.3);
    if (u_iterations > 2) y += disp * 0.4 * warp2(y * 2.3 + 4.4);
    r = y - x;
    float w = 1.0 - abs(field(y));
    v = pow(w, 3.0) * 2.0 - 1.0 + 0.3 * coarse(x * 0.7 - 0.1 * t);
  }
  // strength mixes warped and plain noise; density is contrast.
  float plain = coarse(x * 1.3);
  float mixAmount = clamp(0.45 + u_strength * 0.4, 0.0, 1.0);
  v = mix(plain, v, mixAmount);
  float f = clamp(0.5 + v * (0.55 + 0.75 * u_density), 0.0, 1.0);
  vec3 col;
  if (u_mapping == 0) { // ramp
    col = ramp3(f);
  } else if (u_mapping == 1) { // bands: hard-edged ribbons cycling A, B, A, C
    float b = f * 6.0 + 0.6 * r.x;
    float k = floor(b), e = fract(b);
    float aa = clamp(fwidth(b) * 1.5, 0.02, 0.5);
    float m = smoothstep(1.0 - aa, 1.0, e);
    int i0 = int(mod(k, 4.0)), i1 = int(mod(k + 1.0, 4.0));
    vec3 c0 = i0 == 1 ? u_colorB : i0 == 3 ? u_colorC : u_colorA;
    vec3 c1 = i1 == 1 ? u_colorB : i1 == 3 ? u_colorC : u_colorA;
    col = mix(c0, c1, m);
  } else if (u_mapping == 2) { // tri-mix: the warp vectors choose between B and C over the ground A
    float lq = clamp(length(q) * 1.1, 0.0, 1.0);
    col = mixOklab(u_colorA, u_colorB, smoothstep(0.15, 0.75, f));
    col = mixOklab(col, u_colorC, clamp(lq * lq * (0.3 + f), 0.0, 1.0) * smoothstep(0.2, 0.9, f + 0.2 * r.y));
    col += 0.25 * u_colorC * pow(f, 6.0);
  } else { // iridescent: a cosine spectrum tinted by the palette, rising out of the ground
    vec3 sheen = spectrum(f * 1.6 + 0.35 * q.x + 0.25 * r.y + 0.05 * t);
    vec3 tint = mixOklab(u_colorB, u_colorC, clamp(0.5 + 0.8 * q.y, 0.0, 1.0));
    col = mix(u_colorA, tint * (0.55 + 0.75 * sheen), smoothstep(0.2, 0.75, f));
    col += 0.2 * sheen * pow(f, 4.0);
  }
  return col;
}
`;

export const FLOW_FIELD_PROGRAM: EngineProgram<"flow-field", FlowFieldUniforms> = {
  engine: "flow-field",
  fragment: GLSL,
  ints: ["u_mode", "u_octaves", "u_iterations", "u_mapping"],
  constants: ["u_mode", "u_mapping", "u_iterations"],
  uniforms: (parameters) => ({
    u_mode: FLOW_MODES.indexOf(parameters.mode),
    u_octaves: parameters.octaves,
    u_warp: parameters.warp,
    u_iterations: parameters.iterations,
    u_lacunarity: parameters.lacunarity,
    u_mapping: FLOW_MAPPINGS.indexOf(parameters.mapping),
  }),
};
