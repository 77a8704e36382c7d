// The shape of a request as the body scan needs it: which keys each closed object defines, what arrays hold,
// and where only a primitive is accepted — read from the contract's Zod schemas, never restated.
import type { z } from "zod";
import { checksOf, defOf } from "./zod-def.js";

export type Shape =
  /** A strict object: every key it defines, with the shape of its value. */
  | { readonly type: "object"; readonly keys: ReadonlyMap<string, Shape> }
  /** `maxItems`: the most the schema accepts; the scan reads one more, enough to refuse a longer array. */
  | { readonly type: "array"; readonly items: Shape; readonly maxItems?: number }
  /** Accepts no object or array: a container sent here is refused for its type alone. */
  | { readonly type: "primitive" }
  /** Anything the scan does not model: kept exactly as sent, for the schema to judge. */
  | { readonly type: "any" };

const ANY: Shape = { type: "any" };
const PRIMITIVE: Shape = { type: "primitive" };
const PRIMITIVE_TYPES = new Set(["string", "number", "boolean", "literal", "enum", "null"]);

/** The scan's shape of a Zod schema; anything not modelled here is `any` (kept as sent). */
export function shapeOf(schema: z.core.$ZodType): Shape {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
    case "readonly":
      return def.innerType ? shapeOf(def.innerType) : ANY;
    case "pipe":
      return def.in ? shapeOf(def.in) : ANY;
    case "array": {
      if (!def.element) return ANY;
      const maxima = checksOf(def).map(({ check, maximum, length }) =>
        check === "max_length" ? maximum : check === "length_equals" ? length : undefined,
      );
      const bounded = maxima.filter((n): n is number => n !== undefined);
      const items = shapeOf(def.element);
      return bounded.length === 0
        ? { type: "array", items }
        : { type: "array", items, maxItems: Math.min(...bounded) };
    }
    case "object": {
      // Only a strict object refuses unknown keys; any other object is the schema's to judge.
      const strict = def.catchall !== undefined && defOf(def.catchall).type === "never";
      if (!strict || !def.shape) return ANY;
      return {
        type: "object",
        keys: new Map(Object.entries(def.shape).map(([key, value]) => [key, shapeOf(value)])),
      };
    }
    case "union": {
      const variants = (def.options ?? []).map(shapeOf);
      return variants.length === 0 ? ANY : variants.reduce(mergeShapes);
    }
    default:
      return PRIMITIVE_TYPES.has(def.type) ? PRIMITIVE : ANY;
  }
}

/**
 * The shape that accepts what either accepts: an object defines the keys of both. A key is unknown only when
 * no variant defines it; a key one variant lacks is left for the schema to report.
 */
export function mergeShapes(a: Shape, b: Shape): Shape {
  if (a.type === "object" && b.type === "object") {
    const keys = new Map(a.keys);
    for (const [key, shape] of b.keys) {
      const mine = keys.get(key);
      keys.set(key, mine ? mergeShapes(mine, shape) : shape);
    }
    return { type: "object", keys };
  }
  if (a.type === "array" && b.type === "array") {
    const items = mergeShapes(a.items, b.items);
    return a.maxItems === undefined || b.maxItems === undefined
      ? { type: "array", items }
      : { type: "array", items, maxItems: Math.max(a.maxItems, b.maxItems) };
  }
  if (a.type === "primitive" && b.type === "primitive") return PRIMITIVE;
  return ANY;
}
