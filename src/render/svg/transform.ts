// Transform lists (`transform`, `patternTransform`, `gradientTransform`) with formatted numbers.
import { fmt } from "./format.js";

export const translate = (x: number, y: number): string => `translate(${fmt(x)} ${fmt(y)})`;

/** Rotation in degrees, about (cx, cy) when given. */
export const rotate = (degrees: number, cx?: number, cy?: number): string =>
  cx === undefined || cy === undefined
    ? `rotate(${fmt(degrees)})`
    : `rotate(${fmt(degrees)} ${fmt(cx)} ${fmt(cy)})`;

export const scale = (sx: number, sy: number = sx): string =>
  sx === sy ? `scale(${fmt(sx)})` : `scale(${fmt(sx)} ${fmt(sy)})`;

export const matrix = (a: number, b: number, c: number, d: number, e: number, f: number): string =>
  `matrix(${[a, b, c, d, e, f].map(fmt).join(" ")})`;

/** Joins transform functions, skipping empty ones. */
export const compose = (...parts: (string | false | undefined)[]): string | undefined => {
  const list = parts.filter((part): part is string => typeof part === "string" && part !== "");
  return list.length > 0 ? list.join(" ") : undefined;
};
