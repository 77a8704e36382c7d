// Bands: how bandCount, bandDepth, bandGap, lightingEnabled and relief turn a ramp into gradient stops.

import { BLACK, type Rgb, shade, WHITE } from "../../color/rgb.js";
import type { BackgroundSettings } from "../../contract/background.js";
import { level } from "./levels.js";
import type { Palette } from "./palette.js";

/** The band settings, resolved once per render. */
export interface BandSpec {
  /** Number of bands (bandCount). */
  readonly count: number;
  /** 0 = smooth ramp, 1 = one flat colour per band (bandDepth). */
  readonly depth: number;
  /** Pixels of ground between neighbouring bands (bandGap). */
  readonly gapPx: number;
  /** Light and shade across every band (lightingEnabled). */
  readonly lighting: boolean;
  /** 0..1: embossed highlight and shadow at band edges (relief). */
  readonly relief: number;
}

export const bandSpecOf = (settings: BackgroundSettings): BandSpec => ({
  count: settings.bandCount,
  depth: level(settings, "bandDepth"),
  gapPx: settings.bandGap,
  lighting: settings.lightingEnabled,
  relief: level(settings, "relief"),
});

/** One gradient stop; `offset` in 0..1 along the gradient vector. */
export interface GradientStop {
  readonly offset: number;
  readonly color: Rgb;
  readonly opacity: number;
}

/** How a gradient's offset relates to the ramp position t of the colour field. */
export interface BandAxis {
  /** Gradient offset (0..1) of ramp position t; monotone, increasing or decreasing. */
  offsetOf(t: number): number;
  /** Pixels per unit of t near t, to turn pixel widths (gaps, edges) into ramp widths. */
  pixelsPerT(t: number): number;
  /** Extra samples per band for curved mappings (bloom); 0 or absent when offset is linear in t. */
  readonly curveSamples?: number;
  /** Lightening at t drawn when lighting is on (bloom's glow). */
  glow?(t: number): number;
}

/** Width of the anti-aliasing ramp at a hard band edge, in pixels. */
const EDGE_PX = 1;
/** Largest share of a band a gap may take, so bands never vanish. */
const MAX_GAP_SHARE = 0.7;
/** Strongest light/shade across a band, at bandDepth 100. */
const FACET = 0.22;
/** Strongest embossed edge, at relief 80. */
const EMBOSS = 0.5;

/** Ramp position after banding: t pulled toward its band's centre by `depth`. Dither reads this. */
export function bandedT(t: number, spec: BandSpec): number {
  const band = Math.min(spec.count - 1, Math.max(0, Math.floor(t * spec.count)));
  const centre = (band + 0.5) / spec.count;
  return t + (centre - t) * spec.depth;
}

interface BandExtent {
  index: number;
  /** First and last ramp position drawn in band colour (gaps and edges excluded). */
  t0: number;
  t1: number;
  reliefT: number;
}

function bandExtents(spec: BandSpec, axis: BandAxis): BandExtent[] {
  const n = spec.count;
  const halfGap = (boundary: number): number => {
    const px = Math.max(spec.gapPx, EDGE_PX) / axis.pixelsPerT(boundary) / 2;
    return Math.min(px, (MAX_GAP_SHARE / n) * 0.5);
  };
  return Array.from({ length: n }, (_, index) => {
    const t0 = index / n + (index > 0 ? halfGap(index / n) : 0);
    const t1 = (index + 1) / n - (index < n - 1 ? halfGap((index + 1) / n) : 0);
    return { index, t0, t1, reliefT: spec.relief > 0 ? (t1 - t0) * (0.08 + 0.32 * spec.relief) : 0 };
  });
}

/** Light (+) or shade (−) at t inside a band: a facet lit from the high-t side plus embossed edges. */
function bandLight(spec: BandSpec, band: BandExtent, t: number, facet: number): number {
  const { index, t0, t1, reliefT } = band;
  let amount = spec.lighting ? facet * (2 * ((t - t0) / (t1 - t0)) - 1) : 0;
  if (reliefT > 0) {
    const emboss = EMBOSS * spec.relief;
    if (index < spec.count - 1 && t > t1 - reliefT) amount += emboss * (1 - (t1 - t) / reliefT);
    if (index > 0 && t < t0 + reliefT) amount -= emboss * (1 - (t - t0) / reliefT);
  }
  return amount;
}

function samplePoints(band: BandExtent, spec: BandSpec, axis: BandAxis): number[] {
  const { index, t0, t1, reliefT } = band;
  const points = [t0, t1];
  if (reliefT > 0 && index > 0) points.push(t0 + reliefT);
  if (reliefT > 0 && index < spec.count - 1) points.push(t1 - reliefT);
  if (t0 < 0.5 && t1 > 0.5) points.push(0.5);
  const extra = axis.curveSamples ?? 0;
  for (let i = 1; i <= extra; i++) points.push(t0 + ((t1 - t0) * i) / (extra + 1));
  return sortAscending(points);
}

/**
 * Sorts numbers in place, ascending and stable, as `sort((a, b) => a - b)` does: by insertion, which for the
 * handful of points of a band costs a fraction of the comparator calls.
 */
function sortAscending(points: number[]): number[] {
  for (let i = 1; i < points.length; i++) {
    const point = points[i] as number;
    let j = i - 1;
    for (; j >= 0 && (points[j] as number) > point; j--) points[j + 1] = points[j] as number;
    points[j + 1] = point;
  }
  return points;
}

/** A stop at ramp position t (its offset along the axis). */
const stopAt = (axis: BandAxis, t: number, color: Rgb, opacity: number): GradientStop => ({
  offset: axis.offsetOf(t),
  color,
  opacity,
});

/** Stops in the order of their offsets: reversed when the axis runs against t. */
function inOffsetOrder(stops: GradientStop[]): GradientStop[] {
  if (stops.length > 1 && (stops[0]?.offset ?? 0) > (stops[stops.length - 1]?.offset ?? 0)) stops.reverse();
  return stops;
}

/**
 * Opaque stops of the banded colour ramp: each band's colour steps toward its centre colour by bandDepth,
 * is lit as a facet (lighter toward colorC) when lighting is on, embossed at its edges by relief, and
 * separated from its neighbours by bandGap pixels of ground.
 */
export function bandStops(spec: BandSpec, axis: BandAxis, palette: Palette): GradientStop[] {
  const glow = (t: number): number => (spec.lighting && axis.glow ? axis.glow(t) : 0);
  const smooth = spec.depth === 0 && spec.relief === 0 && spec.gapPx === 0;
  if (smooth) {
    const count = axis.curveSamples ? 24 : 2;
    const samples = Array.from({ length: count + 1 }, (_, i) => i / count);
    return inOffsetOrder(samples.map((t) => stopAt(axis, t, shade(palette.ramp(t), glow(t)), 1)));
  }
  const facet = FACET * spec.depth;
  const stops: GradientStop[] = [];
  const extents = bandExtents(spec, axis);
  for (const band of extents) {
    const next = extents[band.index + 1];
    for (const t of samplePoints(band, spec, axis)) {
      const base = palette.ramp(bandedT(t, spec));
      const light = bandLight(spec, band, t, facet) + glow(t);
      stops.push(stopAt(axis, t, shade(base, Math.max(-0.85, Math.min(0.85, light))), 1));
    }
    if (next && spec.gapPx > 0) {
      const edge = EDGE_PX / axis.pixelsPerT(band.t1);
      const from = Math.min(band.t1 + edge, (band.t1 + next.t0) / 2);
      const to = Math.max(next.t0 - edge, from);
      stops.push(stopAt(axis, from, palette.ground, 1), stopAt(axis, to, palette.ground, 1));
    }
  }
  return inOffsetOrder(stops);
}

/**
 * Transparent stops that lay bands over a field drawn some other way (mesh): light and shade across each
 * band (lighting on) or flat steps of shade (lighting off), both scaled by bandDepth; relief edges; gaps.
 */
export function bandOverlayStops(spec: BandSpec, axis: BandAxis, palette: Palette): GradientStop[] {
  const overlay = (amount: number, t: number): GradientStop =>
    stopAt(axis, t, amount >= 0 ? WHITE : BLACK, Math.min(0.85, Math.abs(amount)));
  const facet = 1.6 * FACET * spec.depth;
  const stops: GradientStop[] = [];
  const extents = bandExtents(spec, axis);
  for (const band of extents) {
    const next = extents[band.index + 1];
    const flat = spec.lighting ? 0 : -1.4 * FACET * spec.depth * (1 - (band.index + 0.5) / spec.count);
    const middle = (band.t0 + band.t1) / 2;
    const points = samplePoints(band, spec, axis);
    if (spec.lighting) points.push(middle);
    for (const t of sortAscending(points)) {
      if (spec.lighting && t === middle) {
        // The facet crosses zero here: switch from shade to light without a grey haze in between.
        stops.push(stopAt(axis, t, BLACK, 0), stopAt(axis, t, WHITE, 0));
      } else {
        stops.push(overlay(flat + bandLight(spec, band, t, facet), t));
      }
    }
    if (next && spec.gapPx > 0) {
      const edge = EDGE_PX / axis.pixelsPerT(band.t1);
      const from = Math.min(band.t1 + edge, (band.t1 + next.t0) / 2);
      const to = Math.max(next.t0 - edge, from);
      stops.push(stopAt(axis, from, palette.ground, 1), stopAt(axis, to, palette.ground, 1));
    }
  }
  return inOffsetOrder(stops);
}
