// Where the Design Lab's movable layers sit, as geometry in percent of the canvas: a layer's placement (its
// anchor and its size field), the box it draws, and the pure rules of direct manipulation — moving with
// snapping to the canvas's centre and edges, and scaling uniformly about a pivot. A layer's pixels are linear in
// its placement (text about its anchor and first baseline, marks about their bottom-left corner, images about
// their top-left), so one mapping moves a box, a drawn raster and the fields together.
import {
  brandMarkLayerSchema,
  type DesignLabLayer,
  designLabTextLayerSchema,
  imageLayerSchema,
  type JsonSchema,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { canonicalJson } from "../../../src/svg/ids.js";

export type Movable = Extract<DesignLabLayer, { type: "text" | "brand-mark" | "image" }>;

export const isMovable = (layer: DesignLabLayer): layer is Movable =>
  layer.type === "text" || layer.type === "brand-mark" || layer.type === "image";

/** A point in percent of the canvas's width (x) and height (y). */
export interface Point {
  x: number;
  y: number;
}

/** A layer's anchor and its size: text `size`, a brand mark's `scale`, an image's `width`. */
export interface Placement extends Point {
  size: number;
}

/** A drawn box in percent of the canvas. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The field that sizes each movable type, with the contract's bounds for it. */
const SIZE_FIELD = { text: "size", "brand-mark": "scale", image: "width" } as const;

const sizeBounds = (schema: JsonSchema, field: string) => {
  const property = schema.properties?.[field] as { minimum?: number; maximum?: number } | undefined;
  return { min: property?.minimum ?? 1, max: property?.maximum ?? 100 };
};
const SIZE_BOUNDS: Readonly<Record<Movable["type"], { min: number; max: number }>> = {
  text: sizeBounds(toRequestJsonSchema(designLabTextLayerSchema), "size"),
  "brand-mark": sizeBounds(toRequestJsonSchema(brandMarkLayerSchema), "scale"),
  image: sizeBounds(toRequestJsonSchema(imageLayerSchema), "width"),
};

/** Fields are kept to hundredths of a percent: enough for a pixel of a 3840 px export, and stable to read. */
export const round = (value: number) => Math.round(value * 100) / 100;
const clampTo = (value: number, min: number, max: number) => round(Math.min(max, Math.max(min, value)));

export function placementOf(layer: Movable): Placement {
  const size = layer.type === "text" ? layer.size : layer.type === "brand-mark" ? layer.scale : layer.width;
  return { x: layer.x, y: layer.y, size };
}

/** `layer` at `placement`: the anchor within the canvas and the size within the contract's bounds. */
export function placed(layer: Movable, placement: Placement): Movable {
  const bounds = SIZE_BOUNDS[layer.type];
  return {
    ...layer,
    x: clampTo(placement.x, 0, 100),
    y: clampTo(placement.y, 0, 100),
    [SIZE_FIELD[layer.type]]: clampTo(placement.size, bounds.min, bounds.max),
  } as Movable;
}

/** The uniform map taking what `from` draws onto what `to` draws: p ↦ to + s·(p − from). */
export interface Mapping {
  scale: number;
  from: Point;
  to: Point;
}

/**
 * The mapping between two versions of a layer that differ only in placement (undefined when anything else
 * differs: then the drawn pixels must be prepared again). The identity when nothing differs.
 */
export function mappingBetween(from: Movable, to: Movable): Mapping | undefined {
  const a = placementOf(from);
  const b = placementOf(to);
  const rest = (layer: Movable) => canonicalJson({ ...layer, x: 0, y: 0, [SIZE_FIELD[layer.type]]: 0 });
  if (from.type !== to.type || rest(from) !== rest(to)) return undefined;
  return { scale: b.size / a.size, from: a, to: b };
}

export const mapPoint = (m: Mapping, p: Point): Point => ({
  x: m.to.x + m.scale * (p.x - m.from.x),
  y: m.to.y + m.scale * (p.y - m.from.y),
});

export function mapBox(m: Mapping, box: Box): Box {
  const a = mapPoint(m, { x: box.left, y: box.top });
  const b = mapPoint(m, { x: box.right, y: box.bottom });
  return { left: a.x, top: a.y, right: b.x, bottom: b.y };
}

/** The canvas's guides: its edges and its centre lines, in percent. */
export const GUIDES = [0, 50, 100] as const;

/** The guides a move snapped to, per axis. */
export interface Snap {
  x?: number;
  y?: number;
}

/**
 * `delta` adjusted so the layer snaps to the canvas's centre or edges: on each axis the anchor snaps first
 * (a centred text's anchor is its centre, a mark's its corner), then the box's middle, then its edges, each when
 * within `threshold` (percent of that axis). Answers the adjusted delta and the guides snapped to.
 */
export function snapMove(
  anchor: Point,
  box: Box | undefined,
  delta: Point,
  threshold: Point,
): { delta: Point; snap: Snap } {
  const axis = (candidates: number[], move: number, within: number): { move: number; guide?: number } => {
    for (const candidate of candidates) {
      const at = candidate + move;
      let best: number | undefined;
      for (const guide of GUIDES)
        if (
          Math.abs(guide - at) <= within &&
          (best === undefined || Math.abs(guide - at) < Math.abs(best - at))
        )
          best = guide;
      if (best !== undefined) return { move: move + best - at, guide: best };
    }
    return { move };
  };
  const xs = [anchor.x, ...(box ? [(box.left + box.right) / 2, box.left, box.right] : [])];
  const ys = [anchor.y, ...(box ? [(box.top + box.bottom) / 2, box.top, box.bottom] : [])];
  const x = axis(xs, delta.x, threshold.x);
  const y = axis(ys, delta.y, threshold.y);
  return {
    delta: { x: x.move, y: y.move },
    snap: {
      ...(x.guide === undefined ? {} : { x: x.guide }),
      ...(y.guide === undefined ? {} : { y: y.guide }),
    },
  };
}

/** The corners of a box, as the handles name them. */
export const CORNERS = ["nw", "ne", "se", "sw"] as const;
export type Corner = (typeof CORNERS)[number];

export function cornerOf(box: Box, corner: Corner): Point {
  return {
    x: corner === "nw" || corner === "sw" ? box.left : box.right,
    y: corner === "nw" || corner === "ne" ? box.top : box.bottom,
  };
}

const OPPOSITE: Readonly<Record<Corner, Corner>> = { nw: "se", ne: "sw", se: "nw", sw: "ne" };

/** What a corner handle scales about: the opposite corner, or the box's centre. */
export function pivotOf(box: Box, corner: Corner, fromCentre: boolean): Point {
  return fromCentre
    ? { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 }
    : cornerOf(box, OPPOSITE[corner]);
}

/**
 * The uniform factor a handle dragged from `corner` to `pointer` asks for: the pointer's progress along the
 * diagonal from `pivot`, measured in pixels (`aspect` = canvas width / height) so it is uniform on screen.
 */
export function scaleFactor(pivot: Point, corner: Point, pointer: Point, aspect: number): number {
  const dx = (corner.x - pivot.x) * aspect;
  const dy = corner.y - pivot.y;
  const length = dx * dx + dy * dy;
  if (length === 0) return 1;
  return ((pointer.x - pivot.x) * aspect * dx + (pointer.y - pivot.y) * dy) / length;
}

/** `placement` scaled by `factor` about `pivot`, the factor held so the size stays within its bounds. */
export function scaledAbout(
  type: Movable["type"],
  placement: Placement,
  pivot: Point,
  factor: number,
): Placement {
  const { min, max } = SIZE_BOUNDS[type];
  const s = Math.min(max / placement.size, Math.max(min / placement.size, factor));
  return {
    x: round(pivot.x + s * (placement.x - pivot.x)),
    y: round(pivot.y + s * (placement.y - pivot.y)),
    size: round(placement.size * s),
  };
}
