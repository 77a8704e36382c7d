// The glyph-field engine: a grid of cells, each drawing the glyph whose ink matches a moving field's value.
import { GLYPH_CELLS, GLYPH_FIELDS, GLYPH_SETS } from "../../src/catalog/materials/engines/glyph-field.js";
import { BITMAP_SETS, glyphBitmapGlsl } from "./glyph-bitmaps.js";
import type { EngineProgram } from "./types.js";

export interface GlyphFieldUniforms {
  /** The glyph set's index in GLYPH_SETS (procedural sets are drawn by shape). */
  u_glyphs: number;
  /** Its index among the bitmap sets, or -1 for a procedural set (blocks, braille, strokes, dots). */
  u_bitmapSet: number;
  u_cell: number;
  u_size: number;
  u_threshold: number;
  u_field: number;
  u_flicker: number;
}

const GLSL = `
uniform float u_size;
uniform float u_threshold;
uniform float u_flicker;

${glyphBitmapGlsl()}

// The field's value in 0..1 at a point of the grid plane (frame units); also its flow angle for strokes.
float fieldAt(vec2 x, float t, out float angle) {
  float f = u_frequency * 0.45;
  float a = u_amplitude * 0.12;
  angle = 0.0;
  if (u_field == 0) return 0.5 + 0.9 * fbm4(x * f * 2.0 + vec2(0.1 * t, -0.07 * t) * (1.0 + a));
  if (u_field == 1) return 0.5 + 0.5 * sin(x.x * f * 3.0 + t * 1.5 + a * 3.0 * sin(x.y * f * 2.0 + t * 0.7));
  if (u_field == 2) { float r = length(x); return pow(0.5 + 0.5 * cos(r * f * 6.0 - t * 2.5), 1.5) * exp(-r * 0.8) * 1.4; }
  if (u_field == 3) {
    // Rain: each column falls at its own pace, a bright head with a fading trail.
    float column = floor(x.x * u_resolution.y / u_size * 0.999);
    float rate = 0.35 + hashSeed(column, 31.0) * 0.9;
    float y = fract(x.y * f * 0.25 + t * rate * 0.5 + hashSeed(column, 32.0));
    return pow(y, 2.5 - a * 2.0) * 1.2;
  }
  if (u_field == 4) {
    float line = fract(-t * 0.25) - 0.5;
    float scan = exp(-abs(x.y - line * 1.2) * 6.0);
    return clamp(0.25 + 0.35 * fbm3(x * f + vec2(0.0, t * 0.1)) + scan * 0.9, 0.0, 1.0);
  }
  vec2 q = vec2(fbm3(x * f * 0.6 + t * 0.1), fbm3(x * f * 0.6 + vec2(4.1, 2.3) - t * 0.1));
  angle = atan(q.y, q.x) * 2.0;
  return 0.5 + 0.9 * fbm3(x * f + (1.0 + a * 4.0) * q);
}

// Ink coverage of a procedural or bitmap glyph at uv (0..1 in its box) for level v in 0..1.
float glyphInk(vec2 uv, float v, float pick, float angle, vec2 cellId) {
  float soft = 0.32 * (1.0 - clamp(u_detail / 8.0, 0.0, 1.0)) + 0.02;
  if (u_bitmapSet >= 0) {
    ivec2 range = SET_RANGES[max(u_bitmapSet, 0)];
    int index = clamp(int(v * float(range.y)), 0, range.y - 1);
    if (u_flicker > 0.0 && pick < u_flicker) index = int(hash1(cellId + 17.0) * float(range.y)) % range.y;
    if (u_bitmapSet == 3) index = int(hash1(cellId) * 16.0); // hex: the value sets brightness, not the digit
    vec2 box = uv * vec2(6.0, 8.0) - vec2(0.5);
    if (box.x < 0.0 || box.y < 0.0 || box.x >= 5.0 || box.y >= 7.0) return 0.0;
    ivec2 bit = ivec2(floor(box));
    if (!glyphBit(range.x + index, bit.x, 6 - bit.y)) return 0.0;
    vec2 local = fract(box) - 0.5;
    float d = mix(length(local) * 0.9, max(abs(local.x), abs(local.y)), clamp(u_detail / 8.0, 0.0, 1.0));
    return 1.0 - smoothstep(0.55 - soft, 0.6 + soft * 0.3, d);
  }
  vec2 c = uv - 0.5;
  if (u_glyphs == 1) { // blocks: ░ ▒ ▓ █ as pixel screens of rising density
    int level = clamp(int(v * 4.0 + 0.5), 0, 4);
    ivec2 q = ivec2(floor(uv * 6.0));
    bool on = level == 4 || (level == 3 ? ((q.x + q.y) & 1) == 0 || (q.y & 1) == 0 : level == 2 ? ((q.x + q.y) & 1) == 0 : level == 1 ? ((q.x & 1) == 0 && (q.y & 1) == 0) : false);
    return on ? 1.0 : 0.0;
  }
  if (u_glyphs == 5) { // braille: 2×4 raised points, as many as the level asks, chosen per cell
    vec2 g = uv * vec2(2.0, 4.0);
    ivec2 k = ivec2(floor(g));
    int dotIndex = k.y * 2 + k.x;
    float rank = hash1(cellId * 8.0 + vec2(float(dotIndex), 3.0));
    if (rank > 0.25 + v * 1.2) return 0.0;
    return 1.0 - smoothstep(0.3 - soft * 0.3, 0.38, length(fract(g) - 0.5));
  }
  if (u_glyphs == 6) { // strokes: a short dash along the flow
    vec2 d = rot(angle) * c;
    float len = 0.2 + 0.3 * v;
    float w = 0.05 + 0.08 * v;
    return 1.0 - smoothstep(w - soft * 0.2, w + 0.02, max(abs(d.y), abs(d.x) - len) );
  }
  // dots: a disc whose radius follows the level
  float radius = 0.08 + 0.38 * v;
  return 1.0 - smoothstep(radius - 0.04 - soft * 0.2, radius + 0.02, length(c));
}

vec3 material(vec2 p, vec2 px) {
  float t = u_time;
  // rotationX/Y tilt the grid plane into depth; rotationZ turns it.
  vec2 q = p - centerPoint(); // the grid's plane is centred on the centre control
  float depth = 1.0 + 0.55 * (sin(u_rotation.x) * q.y + sin(u_rotation.y) * q.x);
  depth = max(depth, 0.3);
  vec2 plane = rot(u_rotation.z) * (q / depth);
  vec2 cellSize = vec2(u_cell == 1 ? 0.62 : u_cell == 2 ? 1.6 : 1.0, 1.0) * u_size / u_resolution.y;
  vec2 uv, cellId;
  if (u_cell == 3) {
    vec2 r = vec2(1.0, 1.7320508) * cellSize.y;
    vec2 h = r * 0.5;
    vec2 a = mod(plane, r) - h, b = mod(plane - h, r) - h;
    vec2 gv = dot(a, a) < dot(b, b) ? a : b;
    cellId = floor((plane - gv) / h + 0.5);
    uv = gv / cellSize.y + 0.5;
  } else {
    cellId = floor(plane / cellSize);
    uv = fract(plane / cellSize);
  }
  vec2 centre = (cellId + 0.5) * cellSize;
  if (u_cell == 3) centre = cellId * vec2(1.0, 1.7320508) * cellSize.y * 0.5;
  float angle;
  // density: how many cells are lit (the field is lifted and scaled before the threshold).
  float v = clamp(fieldAt(centre, t, angle), 0.0, 1.0) * (0.55 + 0.55 * u_density) + 0.16;
  float tick = floor(t * 8.0);
  float pick = hash1(cellId + vec2(tick * 13.0, tick * 7.0));
  float lit = smoothstep(u_threshold, u_threshold + 0.05, v);
  float level = clamp((v - u_threshold) / max(1.0 - u_threshold, 0.05), 0.0, 1.0);
  float ink = 0.0;
  if (u_cell == 2 && u_bitmapSet == 3) {
    // Hex pairs: two digits side by side in a wide cell.
    vec2 half2 = vec2(fract(uv.x * 2.0), uv.y);
    ink = glyphInk(half2, level, pick, angle, cellId * vec2(2.0, 1.0) + vec2(floor(uv.x * 2.0), 0.0));
  } else {
    ink = glyphInk(uv, max(level, 0.12), pick, angle, cellId);
  }
  ink *= lit;
  vec3 ground = u_colorA;
  if (u_cell == 3) ground = mix(u_colorA, u_colorB, 0.12 * smoothstep(0.44, 0.5, max(abs(uv.x - 0.5) * 1.15, abs(uv.y - 0.5))));
  // Ink runs body → highlight with the level; strength is its contrast against the ground; depth dims far cells.
  vec3 inkColor = mix(u_colorB, u_colorC, smoothstep(0.35, 1.0, level));
  float alpha = clamp(0.5 + 0.5 * u_strength, 0.0, 1.0) * ink * clamp(1.4 - 0.6 * depth, 0.35, 1.0);
  vec3 col = mix(ground, inkColor, alpha);
  col += inkColor * 0.12 * lit * level * u_strength;
  return col;
}
`;

const BITMAP_NAMES = Object.keys(BITMAP_SETS);

export const GLYPH_FIELD_PROGRAM: EngineProgram<"glyph-field", GlyphFieldUniforms> = {
  engine: "glyph-field",
  fragment: GLSL,
  ints: ["u_glyphs", "u_bitmapSet", "u_cell", "u_field"],
  constants: ["u_glyphs", "u_bitmapSet", "u_cell", "u_field"],
  uniforms: (parameters) => ({
    u_glyphs: GLYPH_SETS.indexOf(parameters.glyphs),
    u_bitmapSet: BITMAP_NAMES.indexOf(parameters.glyphs),
    u_cell: GLYPH_CELLS.indexOf(parameters.cell),
    u_size: parameters.size,
    u_threshold: parameters.threshold,
    u_field: GLYPH_FIELDS.indexOf(parameters.field),
    u_flicker: parameters.flicker,
  }),
};
