// The anisotropic-metal engine: a finish's height field lit by a studio of light strips, with Fresnel edges.
import { METAL_FINISHES } from "../../src/catalog/materials/engines/anisotropic-metal.js";
import type { EngineProgram } from "./types.js";

export interface AnisotropicMetalUniforms {
  u_finish: number;
  u_anisotropy: number;
  u_stripes: number;
  u_contrast: number;
  u_fresnel: number;
  u_relief: number;
}

const GLSL = `
uniform float u_anisotropy;
uniform float u_stripes;
uniform float u_contrast;
uniform float u_fresnel;
uniform float u_relief;

// Height of the finish at x (frame units scaled by frequency); grain = the direction brushing runs along.
float heightAt(vec2 x, float t, out vec2 grain) {
  grain = vec2(1.0, 0.0);
  float amp = u_amplitude * 0.12;
  float base = amp * 0.5 * gnoise(x * 0.35 + vec2(t * 0.4, t * 0.15));
  float micro = (u_detail / 8.0) * 0.03 * gnoise(x * 9.0);
  if (u_finish == 0) { // mirror: almost flat, gently bowed
    return base * 0.6 + u_relief * 0.3 * gnoise(x * 1.3) + micro * 0.3;
  } else if (u_finish == 1) { // brushed: fine streaks along x
    float streak = gnoise(vec2(x.x * 0.4, x.y * 60.0)) * 0.6 + gnoise(vec2(x.x * 1.5, x.y * 160.0)) * 0.4;
    return base + (0.02 + u_relief * 0.12) * streak + micro;
  } else if (u_finish == 2) { // liquid: swelling, flowing crests
    vec2 y = x * 0.55 + 0.25 * vec2(sin(x.y * 0.9 + t * 0.8), cos(x.x * 0.8 - t * 0.7));
    float h = sin(y.x * 1.3 + t) * 0.5 + sin(y.y * 1.7 - t * 0.8) * 0.4 + gnoise(y * 0.9 + t * 0.15) * 0.8;
    return amp * (0.4 + u_relief * 1.2) * h + micro * 0.2;
  } else if (u_finish == 3) { // hammered: overlapping spherical dimples
    vec3 v = voronoi(x * 0.9, 0.0);
    return base * 0.5 - u_relief * 0.35 * (1.0 - v.x * v.x * 1.4) + micro;
  } else if (u_finish == 4) { // satin: soft roll, no sharp structure
    return base * 0.8 + u_relief * 0.15 * gnoise(x * 0.8) + micro * 2.0;
  } else if (u_finish == 5) { // foil: ridged creases
    float crease = 0.0, a = 0.5;
    vec2 y = x * 0.6;
    for (int i = 0; i < 4; i++) { crease += a * (1.0 - abs(gnoise(y))); y = rot(1.1) * y * 2.1; a *= 0.5; }
    return base * 0.3 + u_relief * 0.45 * crease + micro;
  }
  // spun: concentric grooves around the centre; grain runs around the circle
  vec2 d = x - centerPoint() * (0.5 + u_frequency * 0.9);
  grain = normalize(vec2(-d.y, d.x) + 1e-4);
  float r = length(d);
  return base * 0.3 + (0.01 + u_relief * 0.05) * sin(r * 90.0 + gnoise(vec2(r * 20.0, 0.0)) * 3.0) + micro * 0.3;
}

// The studio environment seen along reflected direction r: light strips across a sky over a dark floor,
// mapped onto the palette ramp (A floor → B body → C lights).
vec3 environment(vec3 r) {
  float sky = smoothstep(-0.5, 0.7, r.y);
  float strips = 0.0;
  if (u_stripes > 0.5) {
    float s = fract((r.x * 1.3 + 0.35 * r.y) * u_stripes * 0.3);
    float w = mix(0.4, 0.12, u_contrast);
    strips = smoothstep(w, w * 0.4, abs(s - 0.5));
  }
  float level = mix(0.3, 0.05, u_contrast) + sky * mix(0.5, 0.6, u_contrast) + strips * (0.35 + 0.5 * u_contrast);
  return ramp3(clamp(level, 0.0, 1.0)) + u_colorC * max(level - 1.0, 0.0);
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  float scale = 0.5 + u_frequency * 0.9;
  vec2 x = p * scale;
  if (u_finish == 1) x = rot(u_rotation.z) * x; // brushing follows rotationZ
  vec2 grain;
  const float e = 0.004;
  float h = heightAt(x, t, grain);
  vec2 g0;
  float hx = heightAt(x + vec2(e, 0.0), t, g0), hy = heightAt(x + vec2(0.0, e), t, g0);
  vec2 grad = vec2(hx - h, hy - h) / e;
  // Anisotropy: keep the slope across the grain, smear it along, so highlights stretch into streaks.
  vec2 across = vec2(-grain.y, grain.x);
  grad = mix(grad, across * dot(grad, across), u_anisotropy * 0.85);
  vec3 n = normalize(vec3(-grad * 0.35, 1.0));
  // The centre is where the viewer looks from: moving it slides every reflection.
  vec3 view = normalize(vec3((p - centerPoint()) * 0.6, -1.0));
  vec3 r = reflect(view, n);
  // Orient the studio: rotationX tilts it, rotationY turns it, rotationZ rolls it.
  r.yz = rot(u_rotation.x * 0.5 + 0.3) * r.yz;
  r.xz = rot(u_rotation.y + 0.35 * t) * r.xz; // the studio lights drift round with time
  r.xy = rot(u_rotation.z * (u_finish == 1 ? 0.0 : 1.0)) * r.xy;
  vec3 col = environment(r);
  // Anisotropic specular lobe along the grain: a long soft streak for brushed finishes.
  vec3 lightDir = normalize(vec3(0.4, 0.6, 0.7));
  vec3 hv = normalize(lightDir - view);
  float nh = max(dot(n, hv), 0.0);
  float lobe = pow(nh, mix(60.0, 8.0, u_anisotropy));
  col += u_colorC * lobe * u_strength * 0.9;
  float fres = pow(1.0 - max(dot(n, -view), 0.0), 3.0) + 0.25 * length(p);
  col = mix(col, u_colorC, clamp(fres * u_fresnel * 0.9, 0.0, 0.8));
  // Strength is specular intensity: scale the reflection's distance from the body colour.
  col = mix(ramp3(0.4), col, clamp(0.6 + u_strength * 0.5, 0.0, 1.6));
  if (u_finish == 3 || u_finish == 5) col *= 0.85 + 0.3 * smoothstep(-0.1, 0.1, h);
  return col;
}
`;

export const ANISOTROPIC_METAL_PROGRAM: EngineProgram<"anisotropic-metal", AnisotropicMetalUniforms> = {
  engine: "anisotropic-metal",
  fragment: GLSL,
  ints: ["u_finish"],
  constants: ["u_finish"],
  uniforms: (parameters) => ({
    u_finish: METAL_FINISHES.indexOf(parameters.finish),
    u_anisotropy: parameters.anisotropy,
    u_stripes: parameters.stripes,
    u_contrast: parameters.contrast,
    u_fresnel: parameters.fresnel,
    u_relief: parameters.relief,
  }),
};
