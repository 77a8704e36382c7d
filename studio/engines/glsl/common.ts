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
uniform float u_amplitude;
uniform float u_exposure;
uniform float u_density;
uniform float u_detail;
uniform float u_frequency;
uniform float u_grain;
uniform float u_strength;
uniform sampler2D u_noise;

const float PI = 3.14159265;
const float TAU = 6.28318531;

uint hashU(uint x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}
float hash1(ivec2 q) { return float(hashU(uint(q.x) * 1597334677U ^ hashU(uint(q.y) + 0x9e3779b9U))) * (1.0 / 4294967295.0); }
float hash1(vec2 q) { return hash1(ivec2(floor(q))); }
vec2 hash2(ivec2 q) {
  uint h = hashU(uint(q.x) * 1597334677U ^ hashU(uint(q.y) + 0x9e3779b9U));
  return vec2(float(h & 0xffffU), float(h >> 16)) * (1.0 / 65535.0);
}
float hashSeed(float a, float b) { return hash1(ivec2(int(a * 9781.0), int(b * 6151.0))); }

mat2 rot(float a) { float c = cos(a), s = sin(a); return mat2(c, s, -s, c); }

// Noise reads a 256² table of independent values (four channels) and blends the four corners itself —
// a handful of fetches an octave instead of hashing, which is what keeps software WebGL near 30 ms at
// 640×360; the blend is done here rather than by the sampler because filtering weights are 8-bit and
// would show as steps where one noise cell spans many pixels. Channels are independent noises.
vec4 noise4(vec2 x) {
  vec2 i = floor(x), f = fract(x);
  f = f * f * (3.0 - 2.0 * f);
  ivec2 q = ivec2(i) & 255, q1 = (q + 1) & 255;
  vec4 a = texelFetch(u_noise, q, 0), b = texelFetch(u_noise, ivec2(q1.x, q.y), 0);
  vec4 c = texelFetch(u_noise, ivec2(q.x, q1.y), 0), d = texelFetch(u_noise, q1, 0);
  return mix(mix(a, b, f.x), mix(c, d, f.x), f.y) * 2.0 - 1.0;
}
float gnoise(vec2 x) { return noise4(x).x; }
vec2 gnoise2(vec2 x) { return noise4(x).xy; }
// Four uniform values for an integer cell: the table read without filtering.
vec4 cellHash(ivec2 q) { return texelFetch(u_noise, q & 255, 0); }

// fBm with a rotation between octaves so the lattice never lines up; gain and lacunarity are the engine's.
float fbm(vec2 x, int octaves, float lacunarity, float gain) {
  float sum = 0.0, amp = 0.5, norm = 0.0;
  mat2 m = rot(0.62) * lacunarity;
  for (int i = 0; i < 8; i++) {
    if (i >= octaves) break;
    sum += amp * gnoise(x);
    norm += amp;
    x = m * x + vec2(17.1, 9.3);
    amp *= gain;
  }
  return sum / norm;
}

// Two independent fBm channels from the same fetches: a warp vector for the price of one field.
vec2 fbm2(vec2 x, int octaves, float lacunarity, float gain) {
  vec2 sum = vec2(0.0);
  float amp = 0.5, norm = 0.0;
  mat2 m = rot(0.62) * lacunarity;
  for (int i = 0; i < 8; i++) {
    if (i >= octaves) break;
    sum += amp * noise4(x).zw;
    norm += amp;
    x = m * x + vec2(17.1, 9.3);
    amp *= gain;
  }
  return sum / norm;
}

// Cellular distances (F1, F2) and the id of the nearest feature point, animated by t.
vec3 voronoi(vec2 x, float t) {
  vec2 i = floor(x), f = fract(x);
  float f1 = 8.0, f2 = 8.0, id = 0.0;
  for (int y = -1; y <= 1; y++) for (int xx = -1; xx <= 1; xx++) {
    vec2 g = vec2(float(xx), float(y));
    vec2 h = cellHash(ivec2(i + g)).xy;
    vec2 o = g + 0.5 + 0.42 * sin(t + TAU * h) - f;
    float d = dot(o, o);
    if (d < f1) { f2 = f1; f1 = d; id = h.x; } else if (d < f2) { f2 = d; }
  }
  return vec3(sqrt(f1), sqrt(f2), id);
}

vec3 toLinear(vec3 c) { return mix(c / 12.92, pow((c + 0.055) / 1.055, vec3(2.4)), step(0.04045, c)); }
vec3 toSrgb(vec3 c) { c = max(c, 0.0); return mix(c * 12.92, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(0.0031308, c)); }

vec3 linearToOklab(vec3 c) {
  vec3 lms = mat3(0.4122214708, 0.2119034982, 0.0883024619, 0.5363325363, 0.6806995451, 0.2817188376,
                  0.0514459929, 0.1073969566, 0.6299787005) * c;
  lms = sign(lms) * pow(abs(lms), vec3(1.0 / 3.0));
  return mat3(0.2104542553, 1.9779984951, 0.0259040371, 0.7936177850, -2.4285922050, 0.7827717662,
              -0.0040720468, 0.4505937099, -0.8086757660) * lms;
}
vec3 oklabToLinear(vec3 c) {
  vec3 lms = mat3(1.0, 1.0, 1.0, 0.3963377774, -0.1055613458, -0.0894841775, 0.2158037573, -0.0638541728,
                  -1.2914855480) * c;
  return mat3(4.0767416621, -1.2684380046, -0.0041960863, -3.3077115913, 2.6097574011, -0.7034186147,
              0.2309699292, -0.3413193965, 1.7076147010) * (lms * lms * lms);
}
// Perceptual blend of two sRGB colours: no grey dip between complementary hues.
vec3 mixOklab(vec3 a, vec3 b, float t) {
  return toSrgb(oklabToLinear(mix(linearToOklab(toLinear(a)), linearToOklab(toLinear(b)), t)));
}
vec3 rgbToHsl(vec3 c) {
  float mx = max(c.r, max(c.g, c.b)), mn = min(c.r, min(c.g, c.b));
  float l = 0.5 * (mx + mn), d = mx - mn;
  if (d < 1e-5) return vec3(0.0, 0.0, l);
  float s = d / (1.0 - abs(2.0 * l - 1.0));
  float h = mx == c.r ? mod((c.g - c.b) / d, 6.0) : mx == c.g ? (c.b - c.r) / d + 2.0 : (c.r - c.g) / d + 4.0;
  return vec3(h / 6.0, s, l);
}
vec3 hslToRgb(vec3 hsl) {
  vec3 k = clamp(abs(mod(hsl.x * 6.0 + vec3(0.0, 4.0, 2.0), 6.0) - 3.0) - 1.0, 0.0, 1.0);
  return hsl.z + hsl.y * (k - 0.5) * (1.0 - abs(2.0 * hsl.z - 1.0));
}
// The three palette colours as one ramp: A at 0, B at 0.5, C at 1, blended perceptually.
vec3 ramp3(float t) {
  t = clamp(t, 0.0, 1.0);
  return t < 0.5 ? mixOklab(u_colorA, u_colorB, t * 2.0) : mixOklab(u_colorB, u_colorC, t * 2.0 - 1.0);
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
  // Brightness bends the tone curve rather than scaling it, so pale materials brighten without clipping flat.
  c = pow(c, vec3(1.0 / max(u_exposure, 0.05)));
  // Film grain (a pixel's own hash: stable at every size), then a sub-LSB dither against gradient banding.
  ivec2 q = ivec2(px);
  float g = hash1(q) + hash1(q + ivec2(7919, 104729)) - 1.0;
  c += g * u_grain * 0.1 * (0.3 + c * (1.0 - c) * 2.8);
  c += (hash1(q + ivec2(31337, 2713)) - 0.5) / 255.0;
  fragColor = vec4(clamp(c, 0.0, 1.0), 1.0);
}
`;

/** The noise table's size a side (the GLSL wraps its lattice at the same 256). */
export const NOISE_SIZE = 256;

/** The noise table: four independent uniform values per texel from an integer hash — the same on every run. */
export function noiseTable(): Float32Array {
  const data = new Float32Array(NOISE_SIZE * NOISE_SIZE * 4);
  let state = 0x9e3779b9;
  for (let i = 0; i < data.length; i++) {
    // xorshift32: a seeded generator, so the table (and every frame) is reproducible.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = (state >>> 0) / 4294967296;
  }
  return data;
}
