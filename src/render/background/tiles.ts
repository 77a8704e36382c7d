// Square pattern tiles, optionally turned. Rotated patterns are slow to sample over a whole canvas, so a turn
// is baked into a larger axis-aligned tile instead: a square lattice turned by atan(q/p) (small integers)
// repeats every period·√(p²+q²) along x and y, so the turned content tiles seamlessly and unrotated.
import { type Child, compose, el, type IdScope, type Markup, rotate, scale } from "../../svg/index.js";

/** Largest turned tile, in pixels: keeps the one-off rendering of the tile cheap. */
const MAX_TURNED_TILE = 1024;
/** Largest lattice factor √(p²+q²) tried: turns are then within about 6° of the request. */
const MAX_FACTOR = 5.1;

export interface LatticeTurn {
  /** The turn actually drawn, in degrees. */
  readonly degrees: number;
  /** √(p²+q²): the turned tile's side in periods. */
  readonly factor: number;
}

/** The drawable turn nearest to `degrees` whose tile stays within `maxFactor` periods. */
export function latticeTurn(degrees: number, maxFactor = MAX_FACTOR): LatticeTurn {
  let best: LatticeTurn = { degrees: 0, factor: 1 };
  let bestError = Number.POSITIVE_INFINITY;
  for (let p = 1; p <= maxFactor; p++) {
    for (let q = 0; q <= maxFactor; q++) {
      const factor = Math.hypot(p, q);
      if (factor > maxFactor || gcd(p, q) !== 1) continue;
      const base = (Math.atan2(q, p) * 180) / Math.PI;
      // A square lattice looks the same every 90°: pick the quarter turn closest to the request.
      const turned = base + 90 * Math.round((degrees - base) / 90);
      const error = Math.abs(turned - degrees) + factor * 1e-6;
      if (error < bestError) {
        bestError = error;
        best = { degrees: turned, factor };
      }
    }
  }
  return best;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The turn `squarePattern` draws for a tile of `size` pixels asked to turn by `degrees`. */
export const turnFor = (size: number, degrees: number): LatticeTurn =>
  latticeTurn(degrees, Math.max(1, Math.min(MAX_FACTOR, MAX_TURNED_TILE / size)));

/** A square tile, ready to repeat unrotated: its side, the definitions it uses and its content. */
export interface SquareTile {
  readonly size: number;
  readonly defs: Markup[];
  readonly content: Child;
}

/**
 * `content`, authored in a `size` × `size` tile, turned by about `degrees` (not at all when undefined) and
 * returned as an axis-aligned tile that repeats seamlessly. `name` names the inner pattern a turn needs.
 */
export function squareTile(
  ids: IdScope,
  name: string,
  size: number,
  content: Child,
  degrees?: number,
): SquareTile {
  const turn = degrees === undefined ? undefined : turnFor(size, degrees);
  if (!turn || turn.degrees % 360 === 0) return { size, defs: [], content };
  // A whole-pixel tile keeps edges crisp; the content is scaled by under one percent to fit it.
  const side = Math.max(1, Math.round(size * turn.factor));
  const stretch = side / (size * turn.factor);
  const inner = ids.ref(`${name}-turned`);
  return {
    size: side,
    defs: [
      el("pattern", { id: inner.id, patternUnits: "userSpaceOnUse", width: size, height: size }, content),
    ],
    content: el(
      "g",
      { transform: compose(rotate(turn.degrees), scale(stretch)) },
      el("rect", { x: -2 * side, y: -2 * side, width: 4 * side, height: 4 * side, fill: inner.url }),
    ),
  };
}
