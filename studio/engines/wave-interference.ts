// The wave-interference engine: waves from several emitters summed per pixel — moiré, films, fringes, ripples.
import { WAVE_MODES } from "../../src/catalog/materials/engines/wave-interference.js";
import type { EngineProgram } from "./types.js";

export interface WaveInterferenceUniforms {
  u_mode: number;
  u_emitters: number;
  u_harmonics: number;
  u_spectral: number;
  u_sharpness: number;
}

const GLSL = `
uniform int u_emitters;
uniform float u_spectral;
uniform float u_sharpness;

// Overtone h of a wave, weighted 1/h².
float overtone(float phase, float h) { return (1.0 / (h * h)) * sin(phase * h + h * 0.7); }
// A wave with overtones: harmonics sharpen and complicate the fringe. Written out under the harmonic count, which
// large frames compile in (software WebGL runs loops slowly); n is the sum of the weights used.
float wave(float phase) {
  float s = overtone(phase, 1.0), n = 1.0;
  if (u_harmonics > 1) { s += overtone(phase, 2.0); n += 1.0 / 4.0; }
  if (u_harmonics > 2) { s += overtone(phase, 3.0); n += 1.0 / 9.0; }
  if (u_harmonics > 3) { s += overtone(phase, 4.0); n += 1.0 / 16.0; }
  if (u_harmonics > 4) { s += overtone(phase, 5.0); n += 1.0 / 25.0; }
  if (u_harmonics > 5) { s += overtone(phase, 6.0); n += 1.0 / 36.0; }
  return s / n;
}
// The fringe profile: a soft sine at sharpness 0, a hard square edge at 1 (antialiased by the pixel footprint).
float profile(float w, float fw) {
  float edge = mix(1.0, max(fw * 1.5, 0.02), u_sharpness);
  return smoothstep(-edge, edge, w) ;
}
vec2 emitterAt(int i, float t) {
  float fi = float(i);
  vec2 c = centerPoint();
  if (i == 0) return c;
  float a = fi * 2.39996 + 0.3 + u_rotation.z + 0.1 * sin(t * 0.3 + fi);
  float r = (0.25 + 0.2 * hashSeed(fi, 41.0)) * (0.5 + u_density * 0.6);
  return c + vec2(cos(a), sin(a)) * r * vec2(u_resolution.x / u_resolution.y, 1.0);
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  float k = u_frequency * 6.0;
  // rotationX/Y: the viewing angle, which slides every colour along the phase (as tilting a foil does).
  float view = 0.6 * sin(u_rotation.x) + 0.6 * cos(u_rotation.y) + 0.25 * dot(p, vec2(sin(u_rotation.y), sin(u_rotation.x)));
  vec2 g = rot(u_rotation.z) * (p - centerPoint());
  float distort = u_amplitude * 0.05 * gnoise(p * 2.0 + t * 0.1);
  float fine = 0.04 * u_detail * gnoise(p * 40.0 * (0.5 + u_detail * 0.1));
  float phase = 0.0, sum = 0.0, shade = 0.0;
  int n = u_emitters;
  if (u_mode == 0) { // moiré: ring gratings whose far emitters make near-straight lines
    float prod = 1.0;
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      float fi = float(i);
      vec2 e = rot(fi * 0.05 + u_rotation.z) * vec2(0.0, (fi - float(n - 1) * 0.5) * u_amplitude * 0.6 + 0.02 * sin(t + fi));
      float r = length(g - e - vec2(0.0, fi * 0.02 * sin(t * 0.5)));
      float w = sin(r * k * 2.0 + distort + fi * 0.5);
      prod *= profile(w, fwidth(r * k * 2.0));
    }
    sum = prod;
    phase = sum * 2.0 + view;
  } else if (u_mode == 1) { // thin film: thickness from a swirling field; colour from the phase
    vec2 x = g * (0.3 + u_frequency * 0.15);
    float th = 0.0;
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      float fi = float(i);
      th += fbm3(x * (1.0 + fi * 0.3) + vec2(t * 0.08, -t * 0.05) * (1.0 + fi) + distort * 2.0 + fi * 3.1);
    }
    th = th / sqrt(float(n)) * (1.2 + u_amplitude * 0.2) + fine;
    phase = th * 2.0 * (1.0 + 0.3 * float(u_harmonics - 1)) + view;
    sum = 0.5 + 0.5 * wave(phase * TAU);
  } else if (u_mode == 2 || u_mode == 3 || u_mode == 6) {
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      vec2 e = emitterAt(i, t);
      float r = length(p - e);
      float ph = r * k * 1.5 + distort * 6.0 + view * 2.0;
      if (u_mode == 2) sum += wave(ph) * cos(t * 2.0 + float(i)); // standing: pulses in place
      else if (u_mode == 3) sum += wave(ph - t * 4.0 + float(i) * 1.9) / (1.0 + r * 3.0) * 1.5; // ripples travel
      else sum += wave(ph - t * 5.0) * exp(-r * 0.6); // signal: pulses outward
      shade += sin(ph - t * 4.0) / (1.0 + r * 3.0);
    }
    sum = sum / sqrt(float(n)) + fine;
    phase = sum + view;
    sum = profile(sum, fwidth(sum));
  } else if (u_mode == 4) { // holographic foil: crossed fine gratings, diffraction colour by position
    float a = sin(dot(g, vec2(1.0, 0.2)) * k * 3.0 + distort * 4.0);
    float b = sin(dot(g, vec2(-0.2, 1.0)) * k * 3.0 + fine * 3.0);
    float weave = 0.5 + 0.25 * (wave(dot(g, vec2(1.0, 0.0)) * k * 0.5) + wave(dot(g, vec2(0.0, 1.0)) * k * 0.5));
    float shift = 0.0;
    for (int i = 0; i < 8; i++) { if (i >= n) break; shift += sin(dot(g, vec2(cos(float(i)), sin(float(i)))) * (2.0 + float(i)) + t * 0.6); }
    phase = shift * 0.25 + g.x * 0.8 + view + weave * 0.3;
    sum = profile(a * b, fwidth(a * b)) * 0.5 + weave * 0.5;
  } else { // scanline: a raster of lines with rolling interference bars
    float line = sin(p.y * u_resolution.y * 0.0 + p.y * k * 12.0);
    float bars = 0.0;
    for (int i = 0; i < 8; i++) {
      if (i >= n) break;
      bars += wave((p.y * (1.5 + float(i)) + t * (0.4 + 0.3 * float(i))) * TAU * 0.5) / float(n);
    }
    float noise = gnoise(vec2(p.y * 80.0, t * 20.0)) * 0.15 + fine;
    sum = 0.45 + 0.3 * bars + noise;
    sum *= mix(1.0, profile(line, fwidth(p.y * k * 12.0)), 0.55);
    sum *= 1.0 - 0.35 * dot(p, p);
    phase = bars + view;
  }
  // Strength: fringe contrast. Spectral: rainbow instead of the palette ramp.
  float v = clamp(0.5 + (sum - 0.5) * (0.35 + 0.65 * u_strength), 0.0, 1.0);
  vec3 base = ramp3(v);
  vec3 rainbow = mix(u_colorA, spectrum(phase * 0.5 + v * 0.3), 0.35 + 0.65 * smoothstep(0.05, 0.8, v));
  vec3 col = mix(base, rainbow, u_spectral);
  if (u_mode == 3) col += u_colorC * smoothstep(0.3, 0.9, shade) * 0.25;
  return col;
}
`;

export const WAVE_INTERFERENCE_PROGRAM: EngineProgram<"wave-interference", WaveInterferenceUniforms> = {
  engine: "wave-interference",
  fragment: GLSL,
  ints: ["u_mode", "u_emitters", "u_harmonics"],
  constants: ["u_mode", "u_harmonics"],
  uniforms: (parameters) => ({
    u_mode: WAVE_MODES.indexOf(parameters.mode),
    u_emitters: parameters.emitters,
    u_harmonics: parameters.harmonics,
    u_spectral: parameters.spectral,
    u_sharpness: parameters.sharpness,
  }),
};
