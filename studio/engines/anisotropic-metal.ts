// The anisotropic-metal engine: a finish's analytic slope field lit by a strip-light studio and a Ward lobe.

import { METAL_FINISHES } from "../../src/catalog/materials/engines/anisotropic-metal.js";
import { unitRgb } from "../../src/color/rgb.js";
import { srgbToOklab } from "./colour.js";
import type { EngineProgram, SharedUniforms } from "./types.js";

type Vec3 = readonly [number, number, number];

export interface AnisotropicMetalUniforms {
  u_finish: number;
  u_anisotropy: number;
  u_stripes: number;
  u_contrast: number;
  u_fresnel: number;
  u_relief: number;
  /** Colour B is the body and C the highlight, swapped when B is much lighter (chrome palettes list white first). */
  u_labBody: Vec3;
  u_labLight: Vec3;
  u_lightRgb: Vec3;
  /** Rows of the studio's orientation (rotationX/Y/Z and the drift with time), built once per frame. */
  u_envX: Vec3;
  u_envY: Vec3;
  u_envZ: Vec3;
  /** The brushing direction (rotationZ) as a unit vector. */
  u_grainDir: readonly [number, number];
  /** The key light's direction, circling above the surface with rotationY and time. */
  u_key: Vec3;
}

const GLSL = `
uniform float u_anisotropy;
uniform float u_stripes;
uniform float u_contrast;
uniform float u_fresnel;
uniform float u_relief;
uniform vec3 u_labBody;
uniform vec3 u_labLight;
uniform vec3 u_lightRgb;
uniform vec3 u_envX;
uniform vec3 u_envY;
uniform vec3 u_envZ;
uniform vec2 u_grainDir;
uniform vec3 u_key;

// Floor (A) → body → highlight, in OKLab.
vec3 metalRamp(float t) {
  t = clamp(t, 0.0, 1.0);
  return oklabToSrgb(t < 0.5 ? mix(u_labA, u_labBody, t * 2.0) : mix(u_labBody, u_labLight, t * 2.0 - 1.0));
}

// Cellular features for hammered dimples and foil facets: offset to the nearest point, F2 − F1, its cell hash.
vec4 cells(vec2 x, out vec2 id) {
  vec2 i = floor(x), f = fract(x);
  float f1 = 8.0, f2 = 8.0;
  vec2 near = vec2(0.0);
  id = vec2(0.0);
  for (int y = -1; y <= 1; y++) for (int xx = -1; xx <= 1; xx++) {
    vec2 g = vec2(float(xx), float(y));
    vec2 h = hash2(i + g);
    vec2 d = g + 0.15 + 0.7 * h - f;
    float dd = dot(d, d);
    if (dd < f1) { f2 = f1; f1 = dd; near = d; id = h; } else if (dd < f2) { f2 = dd; }
  }
  return vec4(near, sqrt(f2) - sqrt(f1), sqrt(f1));
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  vec2 q = p - centerPoint();
  float scale = 0.5 + u_frequency * 0.9;
  vec2 x = q * scale;
  float micro = u_detail / 8.0;
  // Line frequency of grooves and brushing, capped by the pixel grid so they never alias into moiré.
  float lines = min(200.0, u_resolution.y * 0.42);
  // A gentle convex bow and a slow swell (amplitude): the reflections curve and drift.
  vec2 slope = q * 0.55 + (0.02 + u_amplitude * 0.03) * noised(x * 0.3 + vec2(t * 0.35, t * 0.12)).yz * scale * 0.3;
  vec2 grain = u_grainDir;
  float rough = 0.03 + micro * 0.05;
  float cavity = 0.0, ridge = 0.0, streak = 0.5;
  if (u_finish == 0) {
    // Mirror: polished flat; relief adds the mottling of old silvering and dark specks of wear.
    vec3 m = noised(x * 1.1 + 3.0);
    slope = q * 0.55 + (slope - q * 0.55) * 0.3 + u_relief * 0.5 * m.yz; // polished: the swell barely shows
    cavity = u_relief * smoothstep(0.45, 0.9, gnoise(q * 24.0 + m.x)) * 1.4;
    rough = 0.012 + micro * 0.02 + u_relief * 0.08;
  } else if (u_finish == 1) {
    // Brushed: fine grooves along the grain, each tilted its own way, so reflections break into streaks.
    vec2 across = vec2(-grain.y, grain.x);
    float a = dot(q, across) * lines + 4.0 * noise1(dot(q, grain) * 2.5 + 1.3);
    streak = noise1(a) * 0.65 + noise1(a * 2.3 + 17.0) * 0.35;
    slope += across * (streak - 0.5) * (0.12 + u_relief * 1.4);
    rough = 0.06 + micro * 0.03;
  } else if (u_finish == 2) {
    // Liquid: three swells whose phases share one slow warp, with an analytic gradient.
    vec2 y = x * 0.55;
    vec2 kw = vec2(0.8, 1.1), k1 = vec2(1.3, 0.4), k2 = vec2(-0.5, 1.7), k3 = vec2(0.9, -1.2);
    float pw = dot(y, kw) + t * 0.7;
    float w = 0.9 * sin(pw);
    vec2 gw = 0.9 * cos(pw) * kw;
    float a1 = dot(k1, y) + t + w, a2 = dot(k2, y) - 0.8 * t + 0.7 * w, a3 = dot(k3, y) + 0.6 * t - 0.5 * w;
    vec2 dh = 0.5 * cos(a1) * (k1 + gw) + 0.4 * cos(a2) * (k2 + 0.7 * gw) + 0.3 * cos(a3) * (k3 - 0.5 * gw);
    dh += 0.35 * noised(y * 0.9 + t * 0.15).yz;
    slope += dh * (1.0 + scale * 0.2) * (0.1 + u_relief * 0.35) * (0.4 + 0.12 * u_amplitude);
    ridge = smoothstep(0.4, 1.2, 0.5 * sin(a1) + 0.4 * sin(a2) + 0.3 * sin(a3));
    rough = 0.02 + micro * 0.03;
  } else if (u_finish == 3) {
    // Hammered: overlapping round dimples; the ridges between them catch the light.
    vec2 id;
    vec4 c = cells(x * 0.9, id);
    slope += -c.xy * u_relief * 2.4 * (0.6 + 0.8 * id.x);
    ridge = 1.0 - smoothstep(0.0, 0.1, c.z);
    cavity = 0.4 * (1.0 - smoothstep(0.1, 0.45, c.w)) * u_relief;
    rough = 0.05 + micro * 0.03;
  } else if (u_finish == 4) {
    // Satin: a soft roll and a broad, buttery sheen; detail is a faint isotropic grain.
    slope += u_relief * 0.8 * noised(x * 0.6 + 1.7).yz;
    streak = 0.5 + 0.5 * gnoise(q * lines * 0.5) * micro;
    rough = 0.22 + micro * 0.04;
  } else if (u_finish == 5) {
    // Foil: crumpled into flat facets that each tilt their own way, with creases where they meet.
    vec2 id;
    vec2 y = x * 1.1 + 0.35 * vnoise2(x * 0.6);
    vec4 c = cells(y, id);
    slope += (id - 0.5) * (0.5 + u_relief * 2.2) + c.xy * 0.3;
    ridge = 1.0 - smoothstep(0.0, 0.05 + 0.03 * (1.0 - micro), c.z);
    rough = 0.025 + micro * 0.02;
  } else {
    // Spun: concentric grooves; the grain runs round the centre, so the highlight becomes a radial streak.
    float rad = length(q);
    vec2 radial = q / max(rad, 1e-4);
    grain = vec2(-radial.y, radial.x);
    float a = rad * lines * 1.2 + 2.0 * noise1(rad * 30.0);
    streak = noise1(a) * 0.7 + noise1(a * 2.7 + 5.0) * 0.3;
    slope += radial * (streak - 0.5) * (0.05 + u_relief * 0.8);
    rough = 0.05 + micro * 0.03;
  }
  vec3 n = normalize(vec3(-slope, 1.0));
  vec3 v = normalize(vec3(-q * 0.8, 1.5));
  vec3 r = reflect(-v, n);
  vec3 e = vec3(dot(u_envX, r), dot(u_envY, r), dot(u_envZ, r));
  // The studio: a dark floor, a sky and light strips; roughness and anisotropy blur the strips' edges.
  float sky = smoothstep(-0.25, 0.55, e.y);
  float level = mix(0.22, 0.0, u_contrast) + sky * mix(0.5, 0.42, u_contrast);
  if (u_stripes > 0.5) {
    float s = (e.x / (1.0 + abs(e.z)) + 0.25 * e.y) * u_stripes * 0.8;
    float d = abs(fract(s) - 0.5);
    float blur = rough * u_stripes * 0.5 + u_anisotropy * 0.12 + fwidth(s) * 0.8;
    float strip = 1.0 - smoothstep(0.16 - blur, 0.16 + blur, d);
    level += strip * smoothstep(-0.2, 0.25, e.y) * mix(0.35, 0.62, u_contrast);
  } else {
    level += 0.2 * smoothstep(0.2, 0.9, e.y);
  }
  level = level * (1.0 - cavity) + ridge * 0.18;
  level += (streak - 0.5) * (0.12 + 0.1 * micro);
  // Ward's anisotropic lobe: narrow along the grain, wide across it (anisotropy), from a key light.
  vec3 l = u_key;
  vec3 h = normalize(l + v);
  vec3 tg = normalize(vec3(grain, 0.0) - n * dot(vec3(grain, 0.0), n));
  vec3 bt = cross(n, tg);
  float at = 0.05 + rough * 0.8, ab = at + u_anisotropy * 0.45;
  float hn = max(dot(h, n), 0.05);
  float spec = exp(-(pow(dot(h, tg) / at, 2.0) + pow(dot(h, bt) / ab, 2.0)) / (hn * hn));
  vec3 col = metalRamp(level);
  // Fresnel: grazing edges and the frame's rim lean towards the highlight colour.
  float fres = pow(1.0 - max(dot(n, v), 0.0), 3.0) * 2.0 + 0.3 * dot(q, q);
  col = mix(col, metalRamp(0.8), clamp(fres * u_fresnel, 0.0, 0.7));
  // Strength is the specular intensity: the key light's lobe and the reflection's distance from the body.
  col = mix(metalRamp(0.42), col, clamp(0.55 + u_strength * 0.6, 0.0, 1.6));
  col += u_lightRgb * spec * u_strength * 0.9;
  return col;
}
`;

/** rot(a) * (x, y) as the GLSL writes it: column-major mat2(c, s, -s, c). */
function turn(x: number, y: number, a: number): [number, number] {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [c * x - s * y, s * x + c * y];
}

/** The studio orientation as three rows: tilt by rotationX, turn by rotationY plus a drift, roll by rotationZ. */
function environmentRows(rotation: Vec3, time: number, rollsWithGrain: boolean): [Vec3, Vec3, Vec3] {
  const orient = ([x0, y0, z0]: Vec3): Vec3 => {
    const [y1, z1] = turn(y0, z0, rotation[0] * 0.5 - 0.55);
    const [x2, z2] = turn(x0, z1, rotation[1] + 0.35 * time);
    const [x3, y3] = turn(x2, y1, rollsWithGrain ? 0 : rotation[2]);
    return [x3, y3, z2];
  };
  const cx = orient([1, 0, 0]);
  const cy = orient([0, 1, 0]);
  const cz = orient([0, 0, 1]);
  return [
    [cx[0], cy[0], cz[0]],
    [cx[1], cy[1], cz[1]],
    [cx[2], cy[2], cz[2]],
  ];
}

function keyLight(angle: number): Vec3 {
  const x = 0.45 * Math.cos(angle);
  const y = 0.3 * Math.sin(angle) + 0.25;
  const length = Math.hypot(x, y, 1);
  return [x / length, y / length, 1 / length];
}

const luminance = ([r, g, b]: Vec3): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

export const ANISOTROPIC_METAL_PROGRAM: EngineProgram<"anisotropic-metal", AnisotropicMetalUniforms> = {
  engine: "anisotropic-metal",
  fragment: GLSL,
  ints: ["u_finish"],
  constants: ["u_finish"],
  uniforms: (parameters, settings, shared: SharedUniforms) => {
    const b = unitRgb(settings.colorB);
    const c = unitRgb(settings.colorC);
    const [body, light] = luminance(b) > luminance(c) + 0.2 ? [c, b] : [b, c];
    const brushed = parameters.finish === "brushed";
    const [envX, envY, envZ] = environmentRows(shared.u_rotation, shared.u_time, brushed);
    const grainAngle = brushed ? shared.u_rotation[2] : 0;
    return {
      u_finish: METAL_FINISHES.indexOf(parameters.finish),
      u_anisotropy: parameters.anisotropy,
      u_stripes: parameters.stripes,
      u_contrast: parameters.contrast,
      u_fresnel: parameters.fresnel,
      u_relief: parameters.relief,
      u_labBody: srgbToOklab(body),
      u_labLight: srgbToOklab(light),
      u_lightRgb: light,
      u_envX: envX,
      u_envY: envY,
      u_envZ: envZ,
      u_grainDir: [Math.cos(grainAngle), Math.sin(grainAngle)],
      u_key: keyLight(shared.u_rotation[1] + 0.35 * shared.u_time),
    };
  },
};
