// The typed scene a template layout returns: shapes, measured text and images in layout coordinates, with no
// markup. One serializer (serialize.ts) writes it; a right-to-left page is one transform of it (mirror.ts).
import type { Transform } from "../../../svg/index.js";
import type { TextBlock } from "../../text/index.js";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle; `x`/`y` absent mean 0 (full-canvas rects leave them out). */
export interface RectNode {
  readonly kind: "rect";
  readonly x?: number | undefined;
  readonly y?: number | undefined;
  readonly width: number;
  readonly height: number;
  readonly rx?: number | undefined;
  readonly fill?: string | undefined;
  readonly opacity?: number | undefined;
  readonly stroke?: string | undefined;
  readonly strokeWidth?: number | undefined;
  readonly filter?: string | undefined;
}

export interface LineNode {
  readonly kind: "line";
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly stroke: string;
  readonly strokeWidth: number;
}

export interface CircleNode {
  readonly kind: "circle";
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly fill: string;
}

/** Path data built by the svg path builder; filled, or stroked with round caps. */
export interface PathNode {
  readonly kind: "path";
  readonly d: string;
  readonly fill?: string | undefined;
  readonly stroke?: string | undefined;
  readonly strokeWidth?: number | undefined;
  readonly linecap?: "round" | undefined;
}

/**
 * A text block already measured and laid out (lines, glyphs, bounds); the serializer only outlines it.
 * `order` is when it was set: glyphs are numbered in that order, whatever order the scene draws them in.
 */
export interface TextNode {
  readonly kind: "text";
  readonly block: TextBlock;
  readonly fill: string;
  readonly order: number;
}

/** An image fitted (`meet`) or cropped to fill (`slice`) its box, optionally clipped; no x/y: at 0. */
export interface ImageNode {
  readonly kind: "image";
  readonly x?: number | undefined;
  readonly y?: number | undefined;
  readonly width: number;
  readonly height: number;
  readonly fit: "meet" | "slice";
  readonly href: string;
  readonly clipPath?: string | undefined;
}

export interface GradientStop {
  readonly offset: number;
  readonly color: string;
  readonly opacity?: number | undefined;
}

/** A linear gradient definition in bounding-box units, drawn where it is declared. */
export interface GradientNode {
  readonly kind: "linear-gradient";
  readonly id: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly stops: readonly GradientStop[];
}

/** A clip path of one rounded rectangle. */
export interface ClipNode {
  readonly kind: "clip-path";
  readonly id: string;
  readonly rect: RectNode;
}

/** A tile of user-space size repeated as a paint. */
export interface PatternNode {
  readonly kind: "pattern";
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly children: readonly SceneNode[];
}

/**
 * A filter of fractal noise over its whole region, its colour set by a 4×5 colour matrix (20 values, as
 * SVG's feColorMatrix reads them), in sRGB.
 */
export interface NoiseFilterNode {
  readonly kind: "noise-filter";
  readonly id: string;
  readonly baseFrequency: number;
  readonly octaves: number;
  readonly seed: number;
  readonly matrix: readonly number[];
}

/** A `<g>`: an accessible image label, a transform, or just grouping. */
export interface GroupNode {
  readonly kind: "group";
  readonly label?: string | undefined;
  readonly transform?: Transform | undefined;
  readonly children: readonly SceneNode[];
}

/**
 * Content that must read the same way round on a mirrored page (text, logos, photos), laid out in `box`.
 * Left to right it is its children; the mirror transform flips it back about the centre of `box`.
 */
export interface UprightNode {
  readonly kind: "upright";
  readonly box: Box;
  readonly children: readonly SceneNode[];
}

export type SceneNode =
  | RectNode
  | LineNode
  | CircleNode
  | PathNode
  | TextNode
  | ImageNode
  | GradientNode
  | ClipNode
  | PatternNode
  | NoiseFilterNode
  | GroupNode
  | UprightNode;

/** What a layout may hand back while composing: nodes, lists of them, and absent parts. */
export type Drawn = SceneNode | undefined | false | readonly Drawn[];

/** The nodes of `drawn` in drawing order, absent parts dropped. */
export function nodes(drawn: Drawn): SceneNode[] {
  const out: SceneNode[] = [];
  const walk = (item: Drawn): void => {
    if (item === undefined || item === false) return;
    if (Array.isArray(item)) for (const child of item as readonly Drawn[]) walk(child);
    else out.push(item as SceneNode);
  };
  walk(drawn);
  return out;
}

export const rect = (r: Omit<RectNode, "kind">): RectNode => ({ kind: "rect", ...r });
export const line = (l: Omit<LineNode, "kind">): LineNode => ({ kind: "line", ...l });
export const circle = (c: Omit<CircleNode, "kind">): CircleNode => ({ kind: "circle", ...c });
export const pathNode = (p: Omit<PathNode, "kind">): PathNode => ({ kind: "path", ...p });
export const image = (i: Omit<ImageNode, "kind">): ImageNode => ({ kind: "image", ...i });
export const gradient = (g: Omit<GradientNode, "kind">): GradientNode => ({ kind: "linear-gradient", ...g });
export const group = (children: Drawn, attrs: { label?: string; transform?: Transform } = {}): GroupNode => ({
  kind: "group",
  ...attrs,
  children: nodes(children),
});
export const upright = (box: Box, children: Drawn): UprightNode => ({
  kind: "upright",
  box,
  children: nodes(children),
});
