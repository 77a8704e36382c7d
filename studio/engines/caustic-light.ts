// The caustic-light engine: additive light on a dark ground — caustics, beams, bokeh, aurora, prisms, halos, rays.
import { LIGHT_MODES } from "../../src/catalog/materials/engines/caustic-light.js";
import type { EngineProgram } from "./types.js";

export interface CausticLightUniforms {
  u_mode: number;
  u_sources: number;
  u_dispersion: number;
  u_falloff: number;
  u_bloom: number;
  u_focus: number;
}

const GLSL = `
uniform int u_sources;
uniform float u_dispersion;
uniform float u_falloff;
uniform float u_bloom;
uniform float u_focus;

// Caustic network: the bright seams of a warped cellular field, sharpened by focus and falloff.
float caustic(vec2 x, float t, float layer) {
  vec2 w = x + u_amplitude * 0.06 * vec2(gnoise(x * 0.7 + t * 0.4 + layer), gnoise(x * 0.7 - t * 0.35 + 7.0 + layer));
  vec3 v = voronoi(w, t * 1.3 + layer * 2.0);
  float edge = v.y - v.x;
  float width = mix(0.6, 0.06, u_focus);
  float line = pow(clamp(1.0 - edge / width, 0.0, 1.0), u_falloff);
  return line + u_bloom * 0.5 * exp(-edge * 3.0);
}

// One light field evaluated at a frame point; the caller shifts it per channel for dispersion.
float light(vec2 p, float t) {
  vec2 c = centerPoint();
  float aspect = u_resolution.x / u_resolution.y;
  int n = u_sources;
  float sharp = mix(2.0, 40.0, u_focus * u_focus);
  float f = u_frequency;
  float detailNoise = gnoise(p * (2.0 + u_detail) + t * 0.2);
  float haze = u_density * 0.08 * (0.6 + 0.4 * gnoise(p * 2.0 + vec2(t * 0.1, 0.0)));
  float L = 0.0;
  if (u_mode == 0) {
    vec2 x = rot(u_rotation.z) * (p - c) * (0.6 + f * 0.45);
    for (int i = 0; i < 4; i++) {
      if (i >= n) break;
      L += caustic(x * (1.0 + 0.37 * float(i)) + float(i) * 3.7, t, float(i)) / (1.0 + 0.6 * float(i));
    }
    L *= 0.8 + 0.2 * detailNoise;
    L += haze + 0.15 * u_density;
  } else if (u_mode == 1 || u_mode == 6) {
    // Beams (parallel bands swept by time) or rays (a fan from the centre, broken by dust).
    for (int i = 0; i < 16; i++) {
      if (i >= n) break;
      float fi = float(i), h = hashSeed(fi, 3.0);
      if (u_mode == 1) {
        float ang = u_rotation.z + (h - 0.5) * 1.2 * float(n > 1) + 0.25 * sin(t * 0.9 + fi * 1.7);
        vec2 dir = vec2(cos(ang), sin(ang));
        vec2 origin = c + vec2((fi - float(n - 1) * 0.5) * (0.9 / f) * aspect, 0.0);
        vec2 d = p - origin;
        float across = abs(dot(d, vec2(-dir.y, dir.x)));
        float along = dot(d, dir);
        float widthB = mix(0.12, 0.006, u_focus) * (1.0 + 0.4 * abs(along));
        float core = pow(exp(-across / widthB), u_falloff * 0.5);
        float streak = exp(-abs(along) * (0.2 + 0.15 * u_falloff));
        L += core * (0.35 + 0.65 * streak) + u_bloom * 0.25 * exp(-across * 6.0 / (1.0 + u_bloom));
      } else {
        vec2 d = p - c;
        float a = atan(d.y, d.x), r = length(d);
        float rays = 0.5 + 0.5 * gnoise(vec2(a * (2.0 + float(n) * 1.6) + fi * 11.0, t * 0.15 + fi));
        rays = pow(rays, mix(1.0, 6.0, u_focus));
        L += rays * exp(-r * (0.4 * u_falloff)) * (0.5 + 0.5 * detailNoise * 0.5) / float(n) * 2.5;
      }
    }
    L += haze + u_bloom * 0.25 * exp(-length(p - c) * 2.0);
  } else if (u_mode == 2) {
    // Bokeh discs on a slow drift; focus sets edge hardness, dispersion a coloured rim (handled by the caller).
    for (int i = 0; i < 16; i++) {
      if (i >= n) break;
      float fi = float(i);
      vec2 h = vec2(hashSeed(fi, 1.0), hashSeed(fi, 2.0));
      vec2 pos = (h - 0.5) * vec2(aspect * 1.1, 1.1) + 0.08 * u_amplitude * 0.3 * vec2(sin(t * 0.7 + fi), cos(t * 0.5 + fi * 1.3));
      float radius = (0.06 + 0.16 * hashSeed(fi, 4.0)) * (0.5 + u_detail * 0.15);
      float d = length(p - pos) / radius;
      float edge = mix(0.45, 0.03, u_focus);
      float disc = 1.0 - smoothstep(1.0 - edge, 1.0, d);
      float rim = smoothstep(0.6, 1.0, d) * disc;
      float blink = 0.65 + 0.35 * sin(t * 3.0 + fi * 2.1);
      L += (disc * (0.35 + 0.3 * hashSeed(fi, 5.0)) + rim * 0.5 * u_falloff * 0.3) * blink + u_bloom * 0.12 * exp(-d * d * 0.6);
    }
    L += haze;
  } else if (u_mode == 3) {
    // Aurora: folded curtains whose rays fall off below a wandering crest.
    for (int i = 0; i < 6; i++) {
      if (i >= n) break;
      float fi = float(i);
      float x = p.x * (0.6 + 0.12 * f) + fi * 1.7;
      float crest = 0.15 - 0.12 * fi + 0.18 * gnoise(vec2(x * 0.8 + t * 0.25, fi)) + 0.05 * u_amplitude * 0.2 * sin(x * 3.0 + t);
      float dy = p.y - crest;
      float curtain = exp(-max(dy, 0.0) * 20.0 * u_falloff * 0.4) * exp(-max(-dy, 0.0) * 3.0 * u_falloff * 0.4);
      float streaks = 0.55 + 0.45 * gnoise(vec2(x * (6.0 + u_detail * 3.0), t * 0.4 + fi));
      L += curtain * mix(1.0, streaks, 0.3 + 0.6 * u_focus) * 0.7;
    }
    L += haze + u_bloom * 0.12;
  } else if (u_mode == 4) {
    // Prism: a white beam in, a spectral fan out; each source is one shard of glass.
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      float fi = float(i);
      vec2 o = i == 0 ? c : c + (vec2(hashSeed(fi, 7.0), hashSeed(fi, 8.0)) - 0.5) * vec2(aspect, 1.0) * 0.8;
      float ang = u_rotation.z + (i == 0 ? 0.0 : (hashSeed(fi, 9.0) - 0.5) * 3.0) + 0.1 * sin(t + fi);
      vec2 d = rot(-ang) * (p - o);
      float inBeam = step(d.x, 0.0) * exp(-abs(d.y) / mix(0.05, 0.008, u_focus));
      float spread = (0.08 + 0.5 * u_dispersion) * max(d.x, 0.0);
      float fan = step(0.0, d.x) * (1.0 - smoothstep(spread * 0.9, spread + 0.01 + 0.05 * (1.0 - u_focus), abs(d.y))) * exp(-d.x * 0.3 * u_falloff);
      L += (inBeam + fan * 0.8) * (i == 0 ? 1.0 : 0.55) + u_bloom * 0.3 * exp(-length(d) * 8.0);
    }
    L += haze;
  } else {
    // Halo: a dark occluder rimmed by a corona, streamers reaching out (detail); extra sources are glows.
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      float fi = float(i);
      vec2 o = i == 0 ? c : c + (vec2(hashSeed(fi, 11.0), hashSeed(fi, 12.0)) - 0.5) * vec2(aspect, 1.0) * 0.85;
      o += 0.02 * u_amplitude * 0.3 * vec2(sin(t * 1.3 + fi), cos(t * 1.1 + fi * 2.0));
      float radius = (i == 0 ? 0.16 : 0.06 + 0.05 * hashSeed(fi, 13.0)) * (0.5 + 0.1 * f);
      vec2 d = p - o;
      float r = length(d), a = atan(d.y, d.x);
      float streamers = 1.0 + 0.5 * u_detail * 0.2 * gnoise(vec2(a * 5.0, r * 3.0 - t * 0.3 + fi));
      float outside = max(r - radius, 0.0) / radius;
      float corona = exp(-outside * mix(1.0, 6.0, u_focus) * u_falloff * 0.5) * streamers;
      float occluded = smoothstep(radius * 0.98, radius, r);
      float flick = 0.85 + 0.15 * sin(t * 5.0 + fi * 3.0);
      L += corona * occluded * flick + u_bloom * 0.3 * exp(-outside * 0.8) * occluded;
    }
    L += haze;
  }
  return L * u_strength * u_exposure;
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  vec3 rgb;
  if (u_dispersion > 0.0) {
    // Dispersion: each channel sees the light field displaced a little along the light's direction.
    vec2 shift = u_dispersion * 0.035 * normalize(p - centerPoint() + 1e-4);
    rgb = vec3(light(p + shift, t), light(p, t), light(p - shift, t));
  } else {
    rgb = vec3(light(p, t));
  }
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
  ints: ["u_mode", "u_sources"],
  constants: ["u_mode"],
  uniforms: (parameters) => ({
    u_mode: LIGHT_MODES.indexOf(parameters.mode),
    u_sources: parameters.sources,
    u_dispersion: parameters.dispersion,
    u_falloff: parameters.falloff,
    u_bloom: parameters.bloom,
    u_focus: parameters.focus,
  }),
};
