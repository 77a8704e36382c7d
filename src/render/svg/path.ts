// Path data (`d`) builder: numbers go through `fmt`, so paths obey the same three-decimal rule as attributes.
import { fmt } from "./format.js";

/** Rounds to a number of decimals before formatting, for long machine-made paths (contours, outlines). */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Accumulates path commands; `toString()` gives the `d` attribute. */
export class PathData {
  private readonly parts: string[] = [];

  private push(command: string, values: readonly number[]): this {
    this.parts.push(command + values.map(fmt).join(" "));
    return this;
  }

  moveTo(x: number, y: number): this {
    return this.push("M", [x, y]);
  }
  lineTo(x: number, y: number): this {
    return this.push("L", [x, y]);
  }
  /** Relative move. */
  move(dx: number, dy: number): this {
    return this.push("m", [dx, dy]);
  }
  /** Relative line. */
  line(dx: number, dy: number): this {
    return this.push("l", [dx, dy]);
  }
  /** Relative horizontal line. */
  h(dx: number): this {
    return this.push("h", [dx]);
  }
  /** Relative vertical line. */
  v(dy: number): this {
    return this.push("v", [dy]);
  }
  quadTo(cx: number, cy: number, x: number, y: number): this {
    return this.push("Q", [cx, cy, x, y]);
  }
  curveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    return this.push("C", [c1x, c1y, c2x, c2y, x, y]);
  }
  close(): this {
    this.parts.push("Z");
    return this;
  }

  /** A closed polygon through the given points. */
  polygon(points: readonly (readonly [number, number])[]): this {
    this.polyline(points);
    return points.length > 0 ? this.close() : this;
  }

  /** An open polyline through the given points. */
  polyline(points: readonly (readonly [number, number])[]): this {
    points.forEach(([x, y], index) => {
      if (index === 0) this.moveTo(x, y);
      else this.lineTo(x, y);
    });
    return this;
  }

  /** A full circle as two arcs (for use inside compound paths). */
  circle(cx: number, cy: number, r: number): this {
    this.push("M", [cx - r, cy]);
    this.push("a", [r, r, 0, 1, 0, 2 * r, 0]);
    this.push("a", [r, r, 0, 1, 0, -2 * r, 0]);
    return this.close();
  }

  get isEmpty(): boolean {
    return this.parts.length === 0;
  }

  toString(): string {
    return this.parts.join("");
  }
}

/** Shorthand: a new, empty path. */
export const path = (): PathData => new PathData();
