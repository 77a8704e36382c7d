// The shape of one line-art pattern: a tile of marks that repeats over the canvas.
import type { Child } from "../../../svg/index.js";

export interface PatternContext {
  /** Repeat distance in pixels (spacing). */
  readonly spacing: number;
  /** Stroke and dot weight: 1 for an overlay, heavier where marks reveal the field (pattern style). */
  readonly weight: number;
  /** Gradient angle (CSS degrees): directional patterns follow the bands. */
  readonly angle: number;
  /** Seeded generator for patterns with scattered marks. */
  readonly random: () => number;
}

export interface PatternTile {
  /** Side of the square tile in pixels. */
  readonly size: number;
  /** Turn in degrees, e.g. to lay lines along the bands (snapped so the tile still repeats). */
  readonly turn?: number;
  /** The marks of one tile, drawn in `paint`. */
  marks(paint: string): Child;
}

export type PatternBuilder = (context: PatternContext) => PatternTile;

/** Line width for a spacing and weight: thin hairlines that grow gently with the spacing. */
export const strokeWidth = ({ spacing, weight }: PatternContext): number =>
  Math.max(0.75, spacing * 0.045) * weight;
