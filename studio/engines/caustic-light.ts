// The caustic-light engine: additive light on a dark ground — caustics, beams, bokeh, aurora, prisms, halos, rays.
import { LIGHT_MODES } from "../../src/catalog/materials/engines/caustic-light.js";
import type { MaterialSettings } from "../../src/contract/material-controls.js";
import { hashSeed } from "./glsl-mirror.js";
import type { EngineProgram, SharedUniforms } from "./types.js";

export interface CausticLightUniforms {
  u_mode: number;
  /** 1 when dispersion is above 0: the program then evaluates three shifted points (compiled in, like the mode). */
  u_dispersed: number;
  u_sources: number;
  u_dispersion: number;
  u_falloff: number;
  u_bloom: number;
  u_focus: number;
  /** Bokeh discs this frame: where each sits, as (x × aspect, x offset, y) in frame units. */
  u_discAt: Float32Array;
  /** Bokeh discs this frame: (radius, level with its blink, blink). */
  u_disc: Float32Array;
}

/** The most bokeh discs (the catalog's bound on sources; the GLSL arrays' length). */
const MAX_DISCS = 16;

/**
 * The bokeh discs at time t, placed once a frame rather than per pixel: seeded per disc (the float32 mirror of
 * the GLSL hash), drifting with amplitude and blinking with time.
 */
function discs(
  mode: number,
  sources: number,
  settings: Readonly<MaterialSettings>,
  shared: Readonly<SharedUniforms>,
): { at: Float32Array; disc: Float32Array } {
  const at = new Float32Array(MAX_DISCS * 3);
  const disc = new Float32Array(MAX_DISCS * 3);
  if (mode !== LIGHT_MODES.indexOf("bokeh")) return { at, disc };
  const t = Math.fround(shared.u_time);
  const drift = 0.08 * settings.amplitude * 0.3;
  for (let i = 0; i < Math.min(sources, MAX_DISCS); i++) {
    const blink = 0.65 + 0.35 * Math.sin(t * 3 + i * 2.1);
    at.set(
      [
        (hashSeed(i, 1) - 0.5) * 1.1,
        drift * Math.sin(t * 0.7 + i),
        (hashSeed(i, 2) - 0.5) * 1.1 + drift * Math.cos(t * 0.5 + i * 1.3),
      ],
      i * 3,
    );
    const radius = (0.06 + 0.16 * hashSeed(i, 4)) * (0.5 + settings.detail * 0.15);
    disc.set([radius, (0.35 + 0.3 * hashSeed(i, 5)) * blink, blink], i * 3);
  }
  return { at, disc };
}

/** A cell's 3×3 neighbourhood, row by row, as GLSL vec2 arguments. */
const NEIGHBOURS = [-1, 0, 1].flatMap((y) => [-1, 0, 1].map((x) => `${x}.0, ${y}.0`));

const GLSL = `
uniform float u_dispersion;
uniform float u_falloff;
uniform float u_bloom;
uniform float u_focus;
uniform vec3 u_discAt[${MAX_DISCS}];
uniform vec3 u_disc[${MAX_DISCS}];

// Dispersion sees the light three times — red at p + s, green at p, blue at p − s — so a dispersed program
// carries each per-point quantity as a vec3 (SPLIT3) while positions, angles and noise are computed once: the
// shift is a pixel or two, where shared noise cannot be told apart. Undispersed programs compiled for their
// material use floats (the three points coincide, so the vec3 form draws the same light).
#ifdef u_dispersed
#if u_dispersed == 0
#define LIGHT float
#define SPLIT3(r, g, b) (g)
#endif
#endif
#ifndef LIGHT
#define LIGHT vec3
#define SPLIT3(r, g, b) vec3(r, g, b)
#endif

// Folds the feature point of neighbour cell i + g into the nearest two distances (branch-free).
void nearestTwo(vec2 g, vec2 i, vec2 f, float phase, vec2 xs, inout LIGHT f1, inout LIGHT f2) {
  vec2 o = g + 0.5 + 0.42 * fastSin(phase + TAU * hash2(i + g)) - f;
  LIGHT d = SPLIT3(dot(o - xs, o - xs), dot(o, o), dot(o + xs, o + xs));
  f2 = min(f2, max(f1, d));
  f1 = min(f1, d);
}

// Caustic network: the bright seams (F2 − F1) of a warped, moving cellular field, sharpened by focus and
// falloff. xs is the dispersion shift in cell units; the three points share the cells' hashes and motion.
LIGHT caustic(vec2 x, vec2 xs, float t, float layer) {
  vec2 w = x + u_amplitude * 0.06 * vec2(gnoise(x * 0.7 + t * 0.4 + layer), gnoise(x * 0.7 - t * 0.35 + 7.0 + layer));
  vec2 i = floor(w), f = fract(w);
  float phase = t * 1.3 + layer * 2.0;
  LIGHT f1 = LIGHT(8.0), f2 = LIGHT(8.0);
  // The 3×3 neighbourhood written out (software WebGL runs loops slowly).
${NEIGHBOURS.map((g) => `  nearestTwo(vec2(${g}), i, f, phase, xs, f1, f2);`).join("\n")}
  LIGHT edge = sqrt(f2) - sqrt(f1);
  LIGHT line = pow(clamp(1.0 - edge / mix(0.6, 0.06, u_focus), 0.0, 1.0), LIGHT(u_falloff));
  return line + u_bloom * 0.5 * exp(-edge * 3.0);
}

// Caustic layer i: finer, offset and dimmer than the one before.
LIGHT causticLayer(float i, vec2 x, vec2 xs, float t) {
  float k = 1.0 + 0.37 * i;
  return caustic(x * k + i * 3.7, xs * k, t, i) / (1.0 + 0.6 * i);
}

// The light field at p (and p ± s when dispersed), before strength.
LIGHT light(vec2 p, vec2 s, float t) {
  vec2 c = centerPoint();
  float aspect = u_resolution.x / u_resolution.y;
  int n = u_sources;
  float f = u_frequency;
  float haze = u_density * 0.08 * (0.6 + 0.4 * gnoise(p * 2.0 + vec2(t * 0.1, 0.0)));
  LIGHT L = LIGHT(0.0);
  if (u_mode == 0) {
    float detailNoise = gnoise(p * (2.0 + u_detail) + t * 0.2);
    mat2 m = rot(u_rotation.z) * (0.6 + f * 0.45);
    vec2 x = m * (p - c), xs = m * s;
    // Layers written out under the source count, which large frames compile in (software WebGL runs loops slowly).
    L += caustic(x, xs, t, 0.0);
    if (u_sources > 1) L += causticLayer(1.0, x, xs, t);
    if (u_sources > 2) L += causticLayer(2.0, x, xs, t);
    if (u_sources > 3) L += causticLayer(3.0, x, xs, t);
    L = L * (0.8 + 0.2 * detailNoise) + haze + 0.15 * u_density;
  } else if (u_mode == 1) {
    // Beams: parallel bands swept by time.
    float widthAt = mix(0.12, 0.006, u_focus), fall = u_falloff * 0.5;
    float streakFall = 0.2 + 0.15 * u_falloff, bloomFall = 6.0 / (1.0 + u_bloom);
    for (int i = 0; i < 16; i++) {
      if (i >= n) break;
      float fi = float(i), h = hashSeed(fi, 3.0);
      float ang = u_rotation.z + (h - 0.5) * 1.2 * float(n > 1) + 0.25 * sin(t * 0.9 + fi * 1.7);
      vec2 dir = vec2(cos(ang), sin(ang)), normal = vec2(-dir.y, dir.x);
      vec2 d = p - c - vec2((fi - float(n - 1) * 0.5) * (0.9 / f) * aspect, 0.0);
      float a0 = dot(d, normal), l0 = dot(d, dir), sa = dot(s, normal), sl = dot(s, dir);
      LIGHT across = abs(SPLIT3(a0 + sa, a0, a0 - sa));
      LIGHT along = abs(SPLIT3(l0 + sl, l0, l0 - sl));
      LIGHT core = exp(-across / (widthAt * (1.0 + 0.4 * along)) * fall);
      L += core * (0.35 + 0.65 * exp(-along * streakFall)) + u_bloom * 0.25 * exp(-across * bloomFall);
    }
    L += haze + u_bloom * 0.25 * exp(-length(p - c) * 2.0);
  } else if (u_mode == 2) {
    // Bokeh discs on a slow drift; focus sets edge hardness.
    float edge = mix(0.45, 0.03, u_focus), rimGain = 0.5 * u_falloff * 0.3;
    for (int i = 0; i < 16; i++) {
      if (i >= n) break;
      // Where each disc sits, its size and its level this frame come from the CPU (discs()).
      vec3 at = u_discAt[i], disc = u_disc[i];
      vec2 q = (p - vec2(at.x * aspect + at.y, at.z)) / disc.x, qs = s / disc.x;
      float dc = length(q);
      LIGHT d = SPLIT3(length(q + qs), dc, length(q - qs));
      LIGHT inside = 1.0 - smoothstep(1.0 - edge, 1.0, d);
      LIGHT rim = smoothstep(0.6, 1.0, d) * inside;
      // The glow is broad enough that the dispersion shift cannot move it visibly: one channel serves all three.
      L += inside * disc.y + rim * (rimGain * disc.z) + u_bloom * 0.12 * exp(-dc * dc * 0.6);
    }
    L += haze;
  } else if (u_mode == 3) {
    // Aurora: folded curtains whose rays fall off below a wandering crest.
    float below = 8.0 * u_falloff, above = 1.2 * u_falloff;
    for (int i = 0; i < 6; i++) {
      if (i >= n) break;
      float fi = float(i);
      float x = p.x * (0.6 + 0.12 * f) + fi * 1.7;
      float crest = 0.15 - 0.12 * fi + 0.18 * gnoise(vec2(x * 0.8 + t * 0.25, fi)) + 0.05 * u_amplitude * 0.2 * sin(x * 3.0 + t);
      float dy0 = p.y - crest;
      LIGHT dy = SPLIT3(dy0 + s.y, dy0, dy0 - s.y);
      LIGHT curtain = exp(-max(dy, 0.0) * below - max(-dy, 0.0) * above);
      float streaks = 0.55 + 0.45 * gnoise(vec2(x * (6.0 + u_detail * 3.0), t * 0.4 + fi));
      L += curtain * mix(1.0, streaks, 0.3 + 0.6 * u_focus) * 0.7;
    }
    L += haze + u_bloom * 0.12;
  } else if (u_mode == 4) {
    // Prism: a white beam in, a spectral fan out; each source is one shard of glass.
    float beamWidth = mix(0.05, 0.008, u_focus), soft = 0.01 + 0.05 * (1.0 - u_focus);
    float spreadRate = 0.08 + 0.5 * u_dispersion, fall = 0.3 * u_falloff;
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      float fi = float(i);
      vec2 o = i == 0 ? c : c + (vec2(hashSeed(fi, 7.0), hashSeed(fi, 8.0)) - 0.5) * vec2(aspect, 1.0) * 0.8;
      float ang = u_rotation.z + (i == 0 ? 0.0 : (hashSeed(fi, 9.0) - 0.5) * 3.0) + 0.1 * sin(t + fi);
      mat2 m = rot(-ang);
      vec2 d0 = m * (p - o), ds = m * s;
      LIGHT dx = SPLIT3(d0.x + ds.x, d0.x, d0.x - ds.x);
      LIGHT dy = abs(SPLIT3(d0.y + ds.y, d0.y, d0.y - ds.y));
      LIGHT inBeam = step(dx, LIGHT(0.0)) * exp(-dy / beamWidth);
      LIGHT spread = spreadRate * max(dx, 0.0);
      LIGHT fan = step(LIGHT(0.0), dx) * (1.0 - smoothstep(spread * 0.9, spread + soft, dy)) * exp(-dx * fall);
      LIGHT dist = SPLIT3(length(d0 + ds), length(d0), length(d0 - ds));
      L += (inBeam + fan * 0.8) * (i == 0 ? 1.0 : 0.55) + u_bloom * 0.3 * exp(-dist * 8.0);
    }
    L += haze;
  } else if (u_mode == 5) {
    // Halo: a dark occluder rimmed by a corona, streamers reaching out (detail); extra sources are glows.
    float coronaFall = mix(1.0, 6.0, u_focus) * u_falloff * 0.5;
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      float fi = float(i);
      vec2 o = i == 0 ? c : c + (vec2(hashSeed(fi, 11.0), hashSeed(fi, 12.0)) - 0.5) * vec2(aspect, 1.0) * 0.85;
      o += 0.02 * u_amplitude * 0.3 * vec2(sin(t * 1.3 + fi), cos(t * 1.1 + fi * 2.0));
      float radius = (i == 0 ? 0.16 : 0.06 + 0.05 * hashSeed(fi, 13.0)) * (0.5 + 0.1 * f);
      vec2 d = p - o;
      float r0 = length(d), a = atan(d.y, d.x);
      float streamers = 1.0 + 0.1 * u_detail * gnoise(vec2(a * 5.0, r0 * 3.0 - t * 0.3 + fi));
      LIGHT r = SPLIT3(length(d + s), r0, length(d - s));
      LIGHT outside = max(r - radius, 0.0) / radius;
      float flick = 0.85 + 0.15 * sin(t * 5.0 + fi * 3.0);
      LIGHT occluded = smoothstep(radius * 0.98, radius, r);
      L += occluded * (exp(-outside * coronaFall) * streamers * flick + u_bloom * 0.3 * exp(-outside * 0.8));
    }
    L += haze;
  } else {
    // Rays: a fan from the centre, broken by dust. The dispersion shift is radial, so the three points see the
    // same angle (the same rays) and differ only in distance.
    vec2 d = p - c;
    float a = atan(d.y, d.x), r = length(d), ls = length(s);
    float rays = 0.0, sharp = mix(1.0, 6.0, u_focus), spokes = 2.0 + float(n) * 1.6;
    for (int i = 0; i < 16; i++) {
      if (i >= n) break;
      float fi = float(i);
      rays += pow(0.5 + 0.5 * gnoise(vec2(a * spokes + fi * 11.0, t * 0.15 + fi)), sharp);
    }
    float detailNoise = gnoise(p * (2.0 + u_detail) + t * 0.2);
    LIGHT rr = SPLIT3(r + ls, r, abs(r - ls));
    L = rays * exp(-rr * (0.4 * u_falloff)) * (0.5 + 0.25 * detailNoise) / float(n) * 2.5;
    L += haze + u_bloom * 0.25 * exp(-rr * 2.0);
  }
  return L;
}

vec3 material(vec2 p, vec2 px) {
  // The dispersion shift points away from the centre, as a lens's lateral colour does.
  vec2 s = u_dispersion * 0.035 * normalize(p - centerPoint() + 1e-4);
  vec3 rgb = vec3(light(p, s, u_time)) * (u_strength * u_exposure);
  float L = dot(rgb, vec3(0.333));
  // Light tinted body → highlight, spectral where dispersed, added to the ground and tone-mapped softly.
  vec3 tint = mix(u_colorB, u_colorC, smoothstep(0.25, 1.4, L));
  vec3 split = rgb / max(L, 1e-3);
  vec3 lightColor = tint * mix(vec3(1.0), split, clamp(u_dispersion * 1.3, 0.0, 1.0)) * L;
  vec3 col = u_colorA + lightColor * 1.1;
  col = 1.0 - exp(-col * 1.4);
  return col / (1.0 - exp(-1.4));
}
`;

export const CAUSTIC_LIGHT_PROGRAM: EngineProgram<"caustic-light", CausticLightUniforms> = {
  engine: "caustic-light",
  fragment: GLSL,
  ints: ["u_mode", "u_dispersed", "u_sources"],
  constants: ["u_mode", "u_dispersed", "u_sources"],
  uniforms: (parameters, settings, shared) => {
    const mode = LIGHT_MODES.indexOf(parameters.mode);
    const bokeh = discs(mode, parameters.sources, settings, shared);
    return {
      u_mode: mode,
      u_dispersed: parameters.dispersion > 0 ? 1 : 0,
      u_sources: parameters.sources,
      u_dispersion: parameters.dispersion,
      u_falloff: parameters.falloff,
      u_bloom: parameters.bloom,
      u_focus: parameters.focus,
      u_discAt: bokeh.at,
      u_disc: bokeh.disc,
    };
  },
};
