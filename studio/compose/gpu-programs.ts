// The compositor's fragment programs: a material layer blended by its mode and opacity (or copied for the
// fixed-function blender), a still layer's texels for the blender to lay over, and the four effect converters, each the same arithmetic as the 2D path
// in effects.ts (image space: x right, y down from the top-left pixel; converter output rounded to whole
// levels before the opacity mix, as the 2D path stores it).
// The frame textures hold GL rows (bottom row first), as the material engines draw them; still and glyph
// textures hold image rows (top row first), as they are uploaded.

/** Every pass's head: the frame so far (`u_image`), its size and the image-space helpers. */
const HEAD = `#version 300 es
precision highp float;
precision highp int;
uniform sampler2D u_image;
uniform vec2 u_size;
out vec4 fragColor;
float jsRound(float x) { return floor(x + 0.5); }
vec2 jsRound(vec2 x) { return floor(x + 0.5); }
vec3 jsRound(vec3 x) { return floor(x + 0.5); }
/** This fragment's pixel in image space. */
ivec2 pixel() { return ivec2(int(gl_FragCoord.x), int(u_size.y) - 1 - int(gl_FragCoord.y)); }
/** The frame's colour at an image-space pixel, in whole levels 0..255. */
vec3 at(ivec2 p) { return jsRound(texelFetch(u_image, ivec2(p.x, int(u_size.y) - 1 - p.y), 0).rgb * 255.0); }
float lum(vec3 c) { return (0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b) / 255.0; }
`;

/** An effect's tail: the converter's colour in whole levels, mixed with the frame before it by the opacity. */
const EMIT = `
uniform float u_opacity;
void emit(vec3 before, vec3 after) {
  vec3 whole = clamp(jsRound(after), 0.0, 255.0);
  fragColor = vec4((before + (whole - before) * u_opacity) / 255.0, 1.0);
}
`;

/** Blend modes in the contract's order (BLEND_MODES), as the W3C compositing spec defines them. */
export const BLEND_MODE_INDEX = {
  normal: 0,
  multiply: 1,
  screen: 2,
  overlay: 3,
  "soft-light": 4,
  lighten: 5,
  darken: 6,
  difference: 7,
} as const;

/** A material layer (`u_source`, GL rows, opaque) over the frame: its mode's colour, then the opacity. */
export const BLEND = `${HEAD}
uniform sampler2D u_source;
uniform int u_mode;
uniform float u_opacity;
vec3 screen(vec3 b, vec3 s) { return b + s - b * s; }
vec3 hardLight(vec3 b, vec3 s) {
  return mix(b * 2.0 * s, screen(b, 2.0 * s - 1.0), 1.0 - step(s, vec3(0.5)));
}
vec3 softLight(vec3 b, vec3 s) {
  vec3 d = mix(((16.0 * b - 12.0) * b + 4.0) * b, sqrt(b), 1.0 - step(b, vec3(0.25)));
  vec3 low = b - (1.0 - 2.0 * s) * b * (1.0 - b);
  vec3 high = b + (2.0 * s - 1.0) * (d - b);
  return mix(low, high, 1.0 - step(s, vec3(0.5)));
}
void main() {
  ivec2 q = ivec2(gl_FragCoord.xy);
  vec3 b = texelFetch(u_image, q, 0).rgb;
  vec3 s = texelFetch(u_source, q, 0).rgb;
  vec3 m = s;
  if (u_mode == 1) m = b * s;
  else if (u_mode == 2) m = screen(b, s);
  else if (u_mode == 3) m = hardLight(s, b);
  else if (u_mode == 4) m = softLight(b, s);
  else if (u_mode == 5) m = max(b, s);
  else if (u_mode == 6) m = min(b, s);
  else if (u_mode == 7) m = abs(b - s);
  fragColor = vec4(mix(b, m, u_opacity), 1.0);
}`;

/** A material layer's pixels as they are (GL rows), for the blender to mix over the frame by its opacity. */
export const COPY = `${HEAD}
uniform sampler2D u_source;
void main() {
  fragColor = vec4(texelFetch(u_source, ivec2(gl_FragCoord.xy), 0).rgb, 1.0);
}`;

/**
 * A still layer (`u_source`: premultiplied, image rows), stretched to the frame, for the blender to lay over
 * it: texel for pixel when the raster is the frame's size (`u_exact`), else filtered.
 */
export const OVER = `${HEAD}
uniform sampler2D u_source;
uniform bool u_exact;
void main() {
  fragColor = u_exact
    ? texelFetch(u_source, ivec2(int(gl_FragCoord.x), int(u_size.y) - 1 - int(gl_FragCoord.y)), 0)
    : texture(u_source, vec2(gl_FragCoord.x / u_size.x, 1.0 - gl_FragCoord.y / u_size.y));
}`;

export const POSTERIZE = `${HEAD}${EMIT}
uniform float u_levels;
void main() {
  vec3 c = at(pixel());
  float stepSize = 255.0 / (u_levels - 1.0);
  emit(c, jsRound(jsRound(c / stepSize) * stepSize));
}`;

/** Ordered dither to two colours: `u_matrix` is the n×n Bayer matrix, row by row. */
export const BAYER = `${HEAD}${EMIT}
uniform int u_n;
uniform float u_matrix[64];
uniform float u_cell;
uniform vec3 u_on;
uniform vec3 u_off;
void main() {
  ivec2 p = pixel();
  vec3 c = at(p);
  int cx = int(floor(float(p.x) / u_cell)) % u_n;
  int cy = int(floor(float(p.y) / u_cell)) % u_n;
  float threshold = (u_matrix[cy * u_n + cx] + 0.5) / float(u_n * u_n);
  emit(c, lum(c) > threshold ? u_on : u_off);
}`;

/** A screen rotated by the angle: each cell's mark sized by the brightness under its centre. */
export const HALFTONE = `${HEAD}${EMIT}
uniform float u_cellSize;
uniform vec2 u_rotation;
uniform vec3 u_paper;
uniform int u_shape;
const float PI = 3.141592653589793;
void main() {
  ivec2 p = pixel();
  vec3 c = at(p);
  float cosA = u_rotation.x;
  float sinA = u_rotation.y;
  vec2 xy = vec2(p);
  float u = (xy.x * cosA + xy.y * sinA) / u_cellSize;
  float v = (-xy.x * sinA + xy.y * cosA) / u_cellSize;
  float cu = floor(u) + 0.5;
  float cv = floor(v) + 0.5;
  float du = u - cu;
  float dv = v - cv;
  vec2 centre = vec2((cu * cosA - cv * sinA) * u_cellSize, (cu * sinA + cv * cosA) * u_cellSize);
  vec3 sampled = at(ivec2(clamp(jsRound(centre), vec2(0.0), u_size - 1.0)));
  float coverage = lum(sampled);
  bool inside = u_shape == 0
    ? length(vec2(du, dv)) < sqrt(coverage / PI)
    : u_shape == 1 ? abs(dv) < coverage / 2.0 : max(abs(du), abs(dv)) < sqrt(coverage) / 2.0;
  emit(c, inside ? sampled : u_paper);
}`;

/** The ASCII cells' mean colours (0..255, a float target of cols×rows, row 0 the top cells). */
export const ASCII_MEANS = `${HEAD}
uniform int u_cell;
void main() {
  ivec2 cell = ivec2(gl_FragCoord.xy);
  int x0 = cell.x * u_cell;
  int y0 = cell.y * u_cell;
  int x1 = min(x0 + u_cell, int(u_size.x));
  int y1 = min(y0 + u_cell, int(u_size.y));
  vec3 sum = vec3(0.0);
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++) sum += at(ivec2(x, y));
  fragColor = vec4(sum / float((x1 - x0) * (y1 - y0)), 1.0);
}`;

/** Each cell drawn as the ramp's character for its brightness, from the glyph atlas (one mask per character). */
export const ASCII = `${HEAD}${EMIT}
uniform sampler2D u_means;
uniform sampler2D u_glyphs;
uniform int u_cell;
uniform int u_count;
uniform vec3 u_paper;
uniform vec3 u_ink;
uniform bool u_inked;
void main() {
  ivec2 p = pixel();
  vec3 c = at(p);
  vec3 mean = texelFetch(u_means, p / u_cell, 0).rgb;
  int index = min(u_count - 1, int(floor(lum(mean) * float(u_count))));
  ivec2 g = ivec2(index * u_cell + p.x % u_cell, p.y % u_cell);
  float coverage = jsRound(texelFetch(u_glyphs, g, 0).r * 255.0) / 255.0;
  vec3 color = u_inked ? u_ink : mean;
  emit(c, u_paper + (color - u_paper) * coverage);
}`;
