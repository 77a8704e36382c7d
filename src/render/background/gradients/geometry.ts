// Canvas geometry shared by gradient shapes: directions, extents, farthest corners, focal radial offsets.

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Unit vector of a CSS angle (0 = up, 90 = right; y grows downward). */
export const direction = (degrees: number): Point => {
  const radians = (degrees * Math.PI) / 180;
  return { x: Math.sin(radians), y: -Math.cos(radians) };
};

/** Length of the canvas projected on a direction: a linear gradient along it spans exactly the canvas. */
export const extentAlong = (width: number, height: number, dir: Point): number =>
  Math.abs(width * dir.x) + Math.abs(height * dir.y);

/** Distance from a point to the canvas corner farthest from it. */
export const farthestCorner = (p: Point, width: number, height: number): number =>
  Math.max(
    Math.hypot(p.x, p.y),
    Math.hypot(width - p.x, p.y),
    Math.hypot(p.x, height - p.y),
    Math.hypot(width - p.x, height - p.y),
  );

/** A linear axis through the canvas centre: endpoints and the 0..1 position of any point along it. */
export interface LinearAxis {
  readonly start: Point;
  readonly end: Point;
  readonly length: number;
  at(x: number, y: number): number;
}

export function linearAxis(width: number, height: number, degrees: number, extra = 0): LinearAxis {
  const dir = direction(degrees);
  const length = extentAlong(width, height, dir) + 2 * extra;
  const cx = width / 2;
  const cy = height / 2;
  return {
    start: { x: cx - (dir.x * length) / 2, y: cy - (dir.y * length) / 2 },
    end: { x: cx + (dir.x * length) / 2, y: cy + (dir.y * length) / 2 },
    length,
    at: (x, y) => ((x - cx) * dir.x + (y - cy) * dir.y) / length + 0.5,
  };
}

/**
 * Offset of point p in an SVG radial gradient with end circle (centre, radius) and focal point `focus`
 * (inside the circle): the u ≥ 0 whose interpolated circle passes through p.
 */
export function focalRadialOffset(p: Point, centre: Point, radius: number, focus: Point): number {
  const qx = p.x - focus.x;
  const qy = p.y - focus.y;
  const ex = centre.x - focus.x;
  const ey = centre.y - focus.y;
  const a = ex * ex + ey * ey - radius * radius;
  const b = qx * ex + qy * ey;
  const c = qx * qx + qy * qy;
  return (b - Math.sqrt(b * b - a * c)) / a;
}

/** SVG `spreadMethod="reflect"`: offsets fold back and forth over 0..1. */
export const reflect = (offset: number): number => {
  const folded = Math.abs(offset) % 2;
  return folded > 1 ? 2 - folded : folded;
};
