// The GLSL every engine shares, written once: uniforms, hashing, noise, colour spaces, rotation and the finish.

/** Vertex program: one full-frame triangle, no attributes (gl_VertexID picks the corner). */
export const VERTEX_SHADER = `#version 300 es
void main() {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}`;

/**
 * The prelude of every fragment program. Hashes are integer (PCG-style) so a pixel's noise is identical at
 * every resolution and never suffers the precision drift of sin-based hashes; `p` is frame space: y up,
 * the frame's height spans -0.5..0.5, so a material keeps its composition at any size.
 */
export const PRELUDE = `#version 300 es
precision highp float;
precision highp int;
out vec4 fragColor;

uniform vec2 u_resolution;
uniform float u_time;
uniform vec2 u_center;
uniform vec3 u_rotation;
uniform vec3 u_colorA;
uniform vec3 u_colorB;
uniform vec3 u_colorC;
uniform vec3 u_labA;
uniform vec3 u_labB;
uniform vec3 u_labC;
uniform float u_amplitude;
uniform float u_exposure;
uniform float u_density;
uniform float u_detail;
uniform float u_frequency;
uniform float u_grain;
uniform float u_strength;

const float PI = 3.14159265;
const float TAU = 6.28318531;

// Hashes are float-only (fract of scaled dot products): software WebGL runs integer multiplies and texture
// fetches several times slower than float arithmetic, and these cost a few multiply-adds. Inputs stay
// small (lattice cells and pixel coordinates), where the fract chain keeps its precision.
float hash1(vec2 q) {
  vec3 h = fract(q.xyx * vec3(0.1327, 0.1193, 0.1051));
  h += dot(h, h.yzx + 41.17);
  return fract((h.x + h.y) * h.z);
}
vec2 hash2(vec2 q) {
  vec3 h = fract(q.xyx * vec3(0.1327, 0.1193, 0.1051));
  h += dot(h, h.yzx + 41.17);
  return fract((h.xx + h.yz) * h.zy);
}
float hash1(ivec2 q) { return hash1(vec2(q)); }
vec2 hash2(ivec2 q) { return hash2(vec2(q)); }
float hashSeed(float a, float b) { return hash1(vec2(a * 7.13 + 1.7, b * 3.71 + 5.3)); }

// A parabolic sine (max error ~0.06): motion in inner loops, where sin() would dominate the frame.
vec2 fastSin(vec2 x) {
  x = x * (1.0 / TAU) + 0.25;
  x = x - floor(x) - 0.5;
  x = abs(x) * 4.0 - 1.0;
  return -x * (1.5 - 0.5 * x * x);
}

mat2 rot(float a) { float c = cos(a), s = sin(a); return mat2(c, s, -s, c); }

// hash2 of a lattice cell's four corners (x0y0, x1y0, x0y1, x1y1), first components in .first: the same values
// as four hash2 calls, but the per-axis fract terms are shared between corners (six instead of twelve), and
// noise — the bulk of most frames on software WebGL — is mostly these hashes.
struct Corners { vec4 first; vec4 second; };
Corners cornerHashes(vec2 i) {
  vec2 e = vec2(0.0, 1.0);
  vec4 x = fract((i.x + e) * 0.1327).xyxy, y = fract((i.y + e) * 0.1193).xxyy, z = fract((i.x + e) * 0.1051).xyxy;
  vec4 d = x * (y + 41.17) + y * (z + 41.17) + z * (x + 41.17);
  x += d;
  y += d;
  z += d;
  return Corners(fract((x + y) * z), fract((x + z) * y));
}

// Value noise in -1..1 with a quintic fade: four one-value hashes a sample — about half the cost of
// gradient noise, which matters on software WebGL where noise dominates the frame.
float gnoise(vec2 x) {
  vec2 i = floor(x), f = fract(x);
  vec2 u = f * f * f * (f * (f * 6.0 - 15.0) + 10.0);
  vec4 h = cornerHashes(i).first;
  return 2.2 * (mix(mix(h.x, h.y, u.x), mix(h.z, h.w, u.x), u.y) - 0.5);
}
// Two independent value noises in -1..1 from one set of corner hashes: a warp vector at the price of one.
vec2 vnoise2(vec2 x) {
  vec2 i = floor(x), f = fract(x);
  f = f * f * (3.0 - 2.0 * f);
  Corners h = cornerHashes(i);
  vec4 across = mix(vec4(h.first.xz, h.second.xz), vec4(h.first.yw, h.second.yw), f.x);
  return mix(across.xz, across.yw, f.y) * 2.0 - 1.0;
}
vec2 gnoise2(vec2 x) { return vnoise2(x); }
// Value noise with its analytic gradient (value, d/dx, d/dy), value in -1..1: a smooth surface normal from one
// sample instead of three (finite differences of noise also pick up the lattice as square facets).
vec3 noised(vec2 x) {
  vec2 i = floor(x), f = fract(x);
  vec2 u = f * f * f * (f * (f * 6.0 - 15.0) + 10.0);
  vec2 du = 30.0 * f * f * (f * (f - 2.0) + 1.0);
  vec4 h = cornerHashes(i).first;
  float a = h.x, b = h.y, c = h.z, d = h.w;
  float k1 = b - a, k2 = c - a, k4 = a - b - c + d;
  return 2.0 * vec3(a - 0.5 + k1 * u.x + k2 * u.y + k4 * u.x * u.y, du * (vec2(k1, k2) + k4 * u.yx));
}
// One-dimensional value noise in 0..1 (two hashes): groove and streak profiles.
float noise1(float x) {
  float i = floor(x), f = fract(x);
  return mix(hash1(vec2(i, 7.0)), hash1(vec2(i + 1.0, 7.0)), f * f * (3.0 - 2.0 * f));
}

// fBm with a rotation between octaves so the lattice never lines up; gain and lacunarity are the engine's.
// The first two octaves are written out (every material asks for at least two; the second weighs nothing at 1)
// and only the rest loop: software WebGL runs a loop of uniform length about twice as slowly as written-out work.
float fbm(vec2 x, int octaves, float lacunarity, float gain) {
  mat2 m = mat2(0.8139, 0.5810, -0.5810, 0.8139) * lacunarity; // rot(0.62)
  float amp = 0.5 * gain, second = amp * float(octaves > 1);
  float sum = 0.5 * gnoise(x);
  x = m * x + vec2(17.1, 9.3);
  sum += second * gnoise(x);
  float norm = 0.5 + second;
  for (int i = 2; i < 8; i++) {
    if (i >= octaves) break;
    x = m * x + vec2(17.1, 9.3);
    amp *= gain;
    sum += amp * gnoise(x);
    norm += amp;
  }
  return sum / norm;
}

// fbm(x, 3, 2.0, 0.5) and fbm(x, 4, 2.0, 0.5) written out (the same values): the fixed fields engines use most.
float fbm3(vec2 x) {
  mat2 m = mat2(0.8139, 0.5810, -0.5810, 0.8139) * 2.0;
  float sum = 0.5 * gnoise(x);
  x = m * x + vec2(17.1, 9.3);
  sum += 0.25 * gnoise(x);
  x = m * x + vec2(17.1, 9.3);
  sum += 0.125 * gnoise(x);
  return sum / 0.875;
}
float fbm4(vec2 x) {
  mat2 m = mat2(0.8139, 0.5810, -0.5810, 0.8139) * 2.0;
  float sum = 0.5 * gnoise(x);
  x = m * x + vec2(17.1, 9.3);
  sum += 0.25 * gnoise(x);
  x = m * x + vec2(17.1, 9.3);
  sum += 0.125 * gnoise(x);
  x = m * x + vec2(17.1, 9.3);
  sum += 0.0625 * gnoise(x);
  return sum / 0.9375;
}

// Two independent fBm channels from the same fetches: a warp vector for the price of one field.
vec2 fbm2(vec2 x, int octaves, float lacunarity, float gain) {
  mat2 m = mat2(0.8139, 0.5810, -0.5810, 0.8139) * lacunarity; // rot(0.62)
  float amp = 0.5 * gain, second = amp * float(octaves > 1);
  vec2 sum = 0.5 * vnoise2(x);
  x = m * x + vec2(17.1, 9.3);
  sum += second * vnoise2(x);
  float norm = 0.5 + second;
  for (int i = 2; i < 8; i++) {
    if (i >= octaves) break;
    x = m * x + vec2(17.1, 9.3);
    amp *= gain;
    sum += amp * vnoise2(x);
    norm += amp;
  }
  return sum / norm;
}

// The first two octaves alone, for warps: no loop at all.
float fbmPair(vec2 x, int octaves, float lacunarity, float gain) {
  float second = 0.5 * gain * float(octaves > 1);
  float sum = 0.5 * gnoise(x) + second * gnoise(mat2(0.8139, 0.5810, -0.5810, 0.8139) * lacunarity * x + vec2(17.1, 9.3));
  return sum / (0.5 + second);
}
vec2 fbm2Pair(vec2 x, int octaves, float lacunarity, float gain) {
  float second = 0.5 * gain * float(octaves > 1);
  vec2 sum = 0.5 * vnoise2(x) + second * vnoise2(mat2(0.8139, 0.5810, -0.5810, 0.8139) * lacunarity * x + vec2(17.1, 9.3));
  return sum / (0.5 + second);
}

// Cellular distances (F1, F2) and the id of the nearest feature point, animated by t.
vec3 voronoi(vec2 x, float t) {
  vec2 i = floor(x), f = fract(x);
  float f1 = 8.0, f2 = 8.0, id = 0.0;
  for (int y = -1; y <= 1; y++) for (int xx = -1; xx <= 1; xx++) {
    vec2 g = vec2(float(xx), float(y));
    vec2 h = hash2(i + g);
    vec2 o = g + 0.5 + 0.42 * fastSin(t + TAU * h) - f;
    float d = dot(o, o);
    if (d < f1) { f2 = f1; f1 = d; id = h.x; } else if (d < f2) { f2 = d; }
  }
  return vec3(sqrt(f1), sqrt(f2), id);
}

// Linear light → sRGB without pow(): a three-square-root fit (error < 0.3%), since software WebGL spends
// ~1 ms a frame on every pow.
vec3 toSrgb(vec3 x) {
  x = max(x, 0.0);
  vec3 s1 = sqrt(x), s2 = sqrt(s1), s3 = sqrt(s2);
  return clamp(0.585122381 * s1 + 0.783140355 * s2 - 0.368262736 * s3, 0.0, 1.0);
}
vec3 oklabToSrgb(vec3 c) {
  vec3 lms = mat3(1.0, 1.0, 1.0, 0.3963377774, -0.1055613458, -0.0894841775, 0.2158037573, -0.0638541728,
                  -1.2914855480) * c;
  return toSrgb(mat3(4.0767416621, -1.2684380046, -0.0041960863, -3.3077115913, 2.6097574011, -0.7034186147,
              0.2309699292, -0.3413193965, 1.7076147010) * (lms * lms * lms));
}
// A light-weighted blend of two sRGB colours (squares approximate linear light): no dark dip between hues.
vec3 mixOklab(vec3 a, vec3 b, float t) { return sqrt(mix(a * a, b * b, t)); }
vec3 hslToRgb(vec3 hsl) {
  vec3 k = clamp(abs(mod(hsl.x * 6.0 + vec3(0.0, 4.0, 2.0), 6.0) - 3.0) - 1.0, 0.0, 1.0);
  return hsl.z + hsl.y * (k - 0.5) * (1.0 - abs(2.0 * hsl.z - 1.0));
}
// The three palette colours as one ramp: A at 0, B at 0.5, C at 1, blended in OKLab (prepared on the CPU).
vec3 ramp3(float t) {
  t = clamp(t, 0.0, 1.0);
  return oklabToSrgb(t < 0.5 ? mix(u_labA, u_labB, t * 2.0) : mix(u_labB, u_labC, t * 2.0 - 1.0));
}
// A cosine rainbow: thin-film and diffraction colour.
vec3 spectrum(float t) { return 0.5 + 0.5 * cos(TAU * (t + vec3(0.0, 0.33, 0.67))); }

// The frame point the controls call the centre, in frame space (centerY 0 is the top edge).
vec2 centerPoint() {
  return vec2((u_center.x - 0.5) * u_resolution.x / u_resolution.y, 0.5 - u_center.y);
}

vec3 material(vec2 p, vec2 px);

void main() {
  vec2 px = gl_FragCoord.xy;
  vec2 p = (px - 0.5 * u_resolution) / u_resolution.y;
  vec3 c = clamp(material(p, px), 0.0, 1.0);
  // Brightness bends the tone curve (a rational curve: black and white stay put) rather than scaling it,
  // so pale materials brighten without clipping flat.
  float k = u_exposure - 1.0;
  c = c * (1.0 + k) / (1.0 + k * c);
  // Film grain (a pixel's own hash: stable at every size), then a sub-LSB dither against gradient banding.
  vec2 g2 = hash2(floor(px));
  float g = g2.x + g2.y - 1.0;
  c += g * u_grain * 0.1 * (0.3 + c * (1.0 - c) * 2.8);
  c += (hash1(floor(px) + 0.37) - 0.5) / 255.0;
  fragColor = vec4(clamp(c, 0.0, 1.0), 1.0);
}
`;
