// Path data (`d`) builder: numbers go through `fmt`, so paths obey the same three-decimal rule as attributes.
import { fmt } from "./format.js";
import { BuiltText } from "./markup.js";

/** Rounds to a number of decimals before formatting, for long machine-made paths (contours, outlines). */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** `h` and `v` commands of whole runs up to this long either way are written from tables (traced outlines). */
const RUN = 256;
const runTable = (command: string): string[] =>
  Array.from({ length: 2 * RUN + 1 }, (_, i) => `${command}${fmt(i - RUN)}`);
const H_RUNS = runTable("h");
const V_RUNS = runTable("v");

/**
 * Accumulates path commands; `toString()` gives the `d` attribute. Only command letters and `fmt` numbers go
 * in, so `el` writes it as it is (BuiltText).
 */
export class PathData extends BuiltText {
  // Appended to, not joined: V8 keeps the pieces as a rope and flattens it once, when it is written out.
  private d = "";

  moveTo(x: number, y: number): this {
    this.d += `M${fmt(x)} ${fmt(y)}`;
    return this;
  }
  lineTo(x: number, y: number): this {
    this.d += `L${fmt(x)} ${fmt(y)}`;
    return this;
  }
  /** Relative move. */
  move(dx: number, dy: number): this {
    this.d += `m${fmt(dx)} ${fmt(dy)}`;
    return this;
  }
  /** Relative line. */
  line(dx: number, dy: number): this {
    this.d += `l${fmt(dx)} ${fmt(dy)}`;
    return this;
  }
  /** Relative horizontal line. */
  h(dx: number): this {
    this.d += (Number.isInteger(dx) && H_RUNS[dx + RUN]) || `h${fmt(dx)}`;
    return this;
  }
  /** Relative vertical line. */
  v(dy: number): this {
    this.d += (Number.isInteger(dy) && V_RUNS[dy + RUN]) || `v${fmt(dy)}`;
    return this;
  }
  quadTo(cx: number, cy: number, x: number, y: number): this {
    this.d += `Q${fmt(cx)} ${fmt(cy)} ${fmt(x)} ${fmt(y)}`;
    return this;
  }
  curveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.d += `C${fmt(c1x)} ${fmt(c1y)} ${fmt(c2x)} ${fmt(c2y)} ${fmt(x)} ${fmt(y)}`;
    return this;
  }
  close(): this {
    this.d += "Z";
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
    const arc = `${fmt(r)} ${fmt(r)} 0 1 0 `;
    this.d += `M${fmt(cx - r)} ${fmt(cy)}a${arc}${fmt(2 * r)} 0a${arc}${fmt(-2 * r)} 0Z`;
    return this;
  }

  get isEmpty(): boolean {
    return this.d === "";
  }

  /** Characters of path data so far. */
  get length(): number {
    return this.d.length;
  }

  toString(): string {
    return this.d;
  }
}

/** Shorthand: a new, empty path. */
export const path = (): PathData => new PathData();
