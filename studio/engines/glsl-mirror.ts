// CPU mirrors of prelude GLSL (float32 arithmetic step by step), so per-frame work that does not depend on the
// pixel — where a material's points or sources sit — moves out of the fragment program with the same values.
const f = Math.fround;
const fract = (x: number): number => f(x - Math.floor(x));

/** The prelude's `hash1(vec2)`, operation for operation in float32. */
export function hash1(x: number, y: number): number {
  let hx = fract(f(f(x) * f(0.1327)));
  let hy = fract(f(f(y) * f(0.1193)));
  let hz = fract(f(f(x) * f(0.1051)));
  const k = f(41.17);
  const d = f(f(f(hx * f(hy + k)) + f(hy * f(hz + k))) + f(hz * f(hx + k)));
  hx = f(hx + d);
  hy = f(hy + d);
  hz = f(hz + d);
  return fract(f(f(hx + hy) * hz));
}

/** The prelude's `hashSeed(a, b)`: a stable pseudo-random value in 0..1 per (index, stream). */
export function hashSeed(a: number, b: number): number {
  return hash1(f(f(a * f(7.13)) + f(1.7)), f(f(b * f(3.71)) + f(5.3)));
}

/** The prelude's parabolic `fastSin` (max error ~0.06). */
export function fastSin(x: number): number {
  let v = x * (1 / (2 * Math.PI)) + 0.25;
  v = v - Math.floor(v) - 0.5;
  v = Math.abs(v) * 4 - 1;
  return -v * (1.5 - 0.5 * v * v);
}
