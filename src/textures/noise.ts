// Tileable noise on a square grid: every function repeats exactly over the texture's side, so maps tile.
import { mulberry32 } from "../determinism/index.js";

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Value noise with integer period `cells` over the unit square (x, y in [0, 1)), values in [0, 1]. */
export function periodicNoise(seed: number, cells: number): (x: number, y: number) => number {
  const random = mulberry32(seed);
  const lattice = Float32Array.from({ length: cells * cells }, () => random());
  return (x, y) => {
    // Wrap into the tile first, so the lattice indices need no modulo of their own.
    const fx = (x - Math.floor(x)) * cells;
    const fy = (y - Math.floor(y)) * cells;
    const i = Math.floor(fx);
    const j = Math.floor(fy);
    const i1 = i + 1 === cells ? 0 : i + 1;
    const row = j * cells;
    const row1 = (j + 1 === cells ? 0 : j + 1) * cells;
    const u = smooth(fx - i);
    const v = smooth(fy - j);
    const a = lattice[row + i] ?? 0;
    const b = lattice[row + i1] ?? 0;
    const c = lattice[row1 + i] ?? 0;
    const d = lattice[row1 + i1] ?? 0;
    const top = a + (b - a) * u;
    return top + (c + (d - c) * u - top) * v;
  };
}

/** Octaves of periodic noise (each doubling the frequency, halving the amplitude), normalized to [0, 1]. */
export function fractalNoise(seed: number, cells: number, octaves: number): (x: number, y: number) => number {
  const layers = Array.from({ length: octaves }, (_, o) => periodicNoise(seed + o * 7919, cells * 2 ** o));
  const weights = layers.map((_, o) => 0.5 ** o);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return (x, y) => {
    let sum = 0;
    for (let o = 0; o < layers.length; o++)
      sum += (layers[o] as (x: number, y: number) => number)(x, y) * (weights[o] ?? 0);
    return sum / total;
  };
}

/**
 * Cellular (Worley) noise over the unit square: one seeded point per cell of a `cells` × `cells` grid,
 * wrapping; returns the distance to the nearest point (in tile units) and that point's index.
 */
export function cellular(
  seed: number,
  cells: number,
): (x: number, y: number) => { near: number; cell: number } {
  const random = mulberry32(seed);
  const points = Float32Array.from({ length: cells * cells * 2 }, () => random());
  return (x, y) => {
    const fx = x * cells;
    const fy = y * cells;
    const ci = Math.floor(fx);
    const cj = Math.floor(fy);
    let near = Number.POSITIVE_INFINITY;
    let cell = 0;
    for (let dj = -1; dj <= 1; dj++) {
      for (let di = -1; di <= 1; di++) {
        const i = ci + di;
        const j = cj + dj;
        const index = (((j % cells) + cells) % cells) * cells + (((i % cells) + cells) % cells);
        const px = i + (points[index * 2] ?? 0);
        const py = j + (points[index * 2 + 1] ?? 0);
        const d = (px - fx) ** 2 + (py - fy) ** 2;
        if (d < near) {
          near = d;
          cell = index;
        }
      }
    }
    return { near: Math.sqrt(near) / cells, cell };
  };
}
