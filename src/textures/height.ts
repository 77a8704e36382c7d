// Height fields of the surface assets: each a tileable function of (x, y) in [0, 1)², values in [0, 1],
// plus an "open" mask for holes and gaps (no material there).
import type { SurfaceAssetId } from "../catalog/surfaces/index.js";
import { fnv1a } from "../determinism/index.js";
import { cellular, fractalNoise, periodicNoise } from "./noise.js";

export interface SurfaceField {
  height(x: number, y: number): number;
  /** True where the surface is open (perforations): no metal, no colour of its own. */
  open?(x: number, y: number): boolean;
}

const TAU = Math.PI * 2;
const clamp = (v: number) => Math.min(1, Math.max(0, v));

export function surfaceField(id: SurfaceAssetId): SurfaceField {
  const seed = fnv1a(`surface:${id}`);
  switch (id) {
    case "kerf-wood": {
      const grain = fractalNoise(seed, 4, 4);
      const fibres = periodicNoise(seed + 1, 64);
      return {
        height: (x, y) => {
          const kerf = Math.abs(((x * 8) % 1) - 0.5) < 0.035 ? 0 : 1; // eight saw cuts across the tile
          const rings = 0.5 + 0.5 * Math.sin(TAU * (y * 3 + grain(x, y) * 2.5));
          return kerf * clamp(0.55 + 0.25 * rings + 0.2 * fibres(x * 0.125, y));
        },
      };
    }
    case "woven-wire": {
      return {
        height: (x, y) => {
          const wires = 16;
          const u = x * wires;
          const v = y * wires;
          const warp = Math.abs(Math.sin(Math.PI * u)); // round wire profile across x
          const weft = Math.abs(Math.sin(Math.PI * v));
          // Over and under: warp rises where the weft dips, alternating every crossing.
          const over = (Math.floor(u) + Math.floor(v)) % 2 === 0;
          return clamp(
            over ? 0.5 + 0.5 * warp * (0.6 + 0.4 * Math.cos(Math.PI * (v % 1) * 2)) : 0.5 + 0.5 * weft,
          );
        },
      };
    }
    case "perforated-metal": {
      const brush = periodicNoise(seed, 256);
      const holes = 8;
      const hole = (x: number, y: number) => {
        const row = Math.floor(y * holes);
        const u = (x * holes + (row % 2) * 0.5) % 1; // staggered rows
        const v = (y * holes) % 1;
        return Math.hypot(u - 0.5, v - 0.5);
      };
      return {
        height: (x, y) => {
          const d = hole(x, y);
          if (d < 0.3) return 0;
          return clamp(0.8 + 0.12 * brush(x, y * 0.0625) + (d < 0.34 ? -0.25 : 0));
        },
        open: (x, y) => hole(x, y) < 0.3,
      };
    }
    case "carved-stone": {
      const base = fractalNoise(seed, 4, 5);
      const chips = cellular(seed + 1, 9);
      return {
        height: (x, y) => clamp(0.35 + 0.35 * base(x, y) + 0.45 * Math.min(1, chips(x, y).near * 9)),
      };
    }
    case "embossed-paper": {
      const fibres = fractalNoise(seed, 32, 3);
      return {
        height: (x, y) => {
          const grid = Math.min(Math.abs(((x * 6) % 1) - 0.5), Math.abs(((y * 6) % 1) - 0.5));
          const emboss = grid < 0.04 ? 1 : grid < 0.07 ? 0.5 : 0;
          return clamp(0.45 + 0.15 * fibres(x, y) + 0.3 * emboss);
        },
      };
    }
    case "brushed-metal": {
      const streaks = fractalNoise(seed, 256, 3);
      const wobble = periodicNoise(seed + 1, 4);
      // Streaks run along x: the noise is sampled almost constantly along x and finely across y.
      return { height: (x, y) => clamp(0.3 + 0.6 * streaks(x / 64 + wobble(x, y) * 0.02, y)) };
    }
    case "hammered-foil": {
      const dimples = cellular(seed, 8);
      return {
        height: (x, y) => {
          const d = dimples(x, y).near * 7; // ~0 at a dimple's centre, ~1 at its rim
          return clamp(0.25 + 0.75 * Math.sqrt(Math.min(1, d)));
        },
      };
    }
    case "corrugated-polymer": {
      const haze = fractalNoise(seed, 16, 2);
      return { height: (x, y) => clamp(0.5 + 0.45 * Math.sin(TAU * x * 6) + 0.05 * (haze(x, y) - 0.5)) };
    }
    case "cork-composite": {
      const granules = cellular(seed, 15);
      const speckle = periodicNoise(seed + 1, 128);
      return {
        height: (x, y) => {
          const { near, cell } = granules(x, y);
          const tone = ((cell * 0.61803) % 1) * 0.5;
          return clamp(0.3 + tone + 0.2 * speckle(x, y) - (near * 20 > 0.9 ? 0.2 : 0));
        },
      };
    }
    case "frosted-glass": {
      const frost = fractalNoise(seed, 128, 2);
      return { height: (x, y) => clamp(0.45 + 0.1 * frost(x, y)) };
    }
  }
}
