// The contract between the surface layer and its materials.
import type { Child, IdScope } from "../../../svg/index.js";

/** The surface settings, resolved: strengths as 0..1, scale in pixels, open area as a share. */
export interface SurfaceParams {
  /** surfaceAngle in degrees: the material (grain, weave, brushing) and its light turn together. */
  readonly angle: number;
  /** surfaceDepth: height of the relief, i.e. strength of light and shade. */
  readonly depth: number;
  /** surfaceMetallic: strength of specular highlights (and a cool metal tint where it fits). */
  readonly metal: number;
  /** surfaceOpenArea: share of the surface that is open (holes, gaps, joints, pores, clear glass). */
  readonly open: number;
  /** surfaceRoughness: highlight spread — tight and bright when 0, broad and soft when 1. */
  readonly rough: number;
  /** surfaceScale: the material's characteristic size in pixels (pitch, block, grain). */
  readonly scale: number;
}

export interface MaterialContext {
  readonly params: SurfaceParams;
  readonly ids: IdScope;
  /** Seeded generator for the material's layout; only the material and its scale feed it. */
  readonly random: () => number;
}

/** One square tile of a material, drawn as light, shade and tint over the field (which gives it colour). */
export interface MaterialTile {
  /** Side of the square tile in pixels (a whole number, so tiles meet on pixel edges). */
  readonly size: number;
  /** Gradients and filters the tile uses. */
  readonly defs?: Child;
  readonly content: Child;
}

export type Material = (context: MaterialContext) => MaterialTile;
