// Transform lists (`transform`, `patternTransform`, `gradientTransform`) with formatted numbers.
import { fmt } from "./format.js";
import { BuiltText } from "./markup.js";

/**
 * A transform list made here from function names and `fmt` numbers, so `el` writes it as it is (BuiltText; a
 * wave writes one per strip). Only this module makes them.
 */
class Transform extends BuiltText {
  constructor(private readonly text: string) {
    super();
  }

  toString(): string {
    return this.text;
  }
}

export type { Transform };

export const translate = (x: number, y: number): Transform => new Transform(`translate(${fmt(x)} ${fmt(y)})`);

/** Rotation in degrees, about (cx, cy) when given. */
export const rotate = (degrees: number, cx?: number, cy?: number): Transform =>
  new Transform(
    cx === undefined || cy === undefined
      ? `rotate(${fmt(degrees)})`
      : `rotate(${fmt(degrees)} ${fmt(cx)} ${fmt(cy)})`,
  );

export const scale = (sx: number, sy: number = sx): Transform =>
  new Transform(sx === sy ? `scale(${fmt(sx)})` : `scale(${fmt(sx)} ${fmt(sy)})`);

export const matrix = (a: number, b: number, c: number, d: number, e: number, f: number): Transform =>
  new Transform(`matrix(${fmt(a)} ${fmt(b)} ${fmt(c)} ${fmt(d)} ${fmt(e)} ${fmt(f)})`);

/** Joins transform functions, applied left to right as SVG reads them, skipping absent ones. */
export const compose = (...parts: (Transform | false | undefined)[]): Transform | undefined => {
  const list = parts.filter((part): part is Transform => part instanceof Transform);
  return list.length > 0 ? new Transform(list.join(" ")) : undefined;
};
