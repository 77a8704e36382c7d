// What every gradient shape provides: a CPU field (for dither, tone and logo decisions) and its SVG paint.

import type { GradientKind } from "../../../contract/background.js";
import type { IdScope } from "../../../svg/index.js";
import type { BandSpec } from "../bands.js";
import type { Layer } from "../layer.js";
import type { MutableRgb, Palette } from "../palette.js";

/** Everything a gradient shape reads: resolved once per render. */
export interface FieldContext {
  readonly width: number;
  readonly height: number;
  /** Degrees, CSS convention: 0 points up, 90 right, 135 toward the bottom right. */
  readonly angle: number;
  /** Centre of radial, orbit and bloom shapes, in pixels. */
  readonly focal: { readonly x: number; readonly y: number };
  readonly palette: Palette;
  readonly bands: BandSpec;
  readonly ids: IdScope;
  /** A seeded generator for one concern. */
  random(concern: string, ...inputs: unknown[]): () => number;
}

/** A gradient shape bound to one canvas. */
export interface FieldModel {
  readonly kind: GradientKind;
  /** Ramp position (0 = colorA, 1 = colorC) at a canvas point, before banding. */
  at(x: number, y: number): number;
  /**
   * The smooth colour at a canvas point (for luminance and ground estimates), written into `out` and
   * returned: estimates take hundreds of samples per render, and need no object per sample.
   */
  colorInto(x: number, y: number, out: MutableRgb): MutableRgb;
  /** The field drawn with its bands. */
  render(): Layer;
}

export type FieldFactory = (context: FieldContext) => FieldModel;
