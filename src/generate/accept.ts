// The accept path: a contract schema read once into small plain checks that accept a body only when Zod would,
// and then give Zod's own output (defaults applied, keys in Zod's order). What they are not sure of — any
// invalid value, and any part they do not model (data URLs, unions, a string counted in code points near its
// bound) — they refuse, and the schema itself then parses the body and words every issue. Checks of the same
// kind share their code, so a request's dozens of fields run a few small, quickly optimized functions.
import type { z } from "zod";
import {
  type CheckDef,
  checksOf,
  defOf,
  isCheckSchema,
  optionalityOf,
  type SchemaDef,
  valuesOf,
} from "./zod-def.js";

/** Not accepted here: the schema decides. */
export const REFUSED: unique symbol = Symbol("refused");

/** A value's output as the schema would give it, or REFUSED. */
export type Accept = (value: unknown) => unknown;

const refuse: Accept = () => REFUSED;

/** The accept path of a schema (REFUSED for every value of a schema it does not model). */
export function acceptOf(schema: z.core.$ZodType): Accept {
  const def = defOf(schema);
  // String formats (email, …) are checks themselves; coercion changes the value.
  if (def.coerce || isCheckSchema(schema)) return refuse;
  const checks = checksOf(def);
  switch (def.type) {
    case "string":
      return leaf(isString, checks.map(stringCheck));
    case "number":
      return leaf(isNumber, checks.map(numberCheck));
    case "boolean":
      return checks.length === 0 ? (value) => (typeof value === "boolean" ? value : REFUSED) : refuse;
    case "enum":
    case "literal": {
      const values = valuesOf(schema);
      return values && checks.length === 0
        ? (value) => (values.has(value as never) ? value : REFUSED)
        : refuse;
    }
    case "optional":
      return checks.length === 0 && def.innerType ? optional(def.innerType) : refuse;
    case "default":
      return checks.length === 0 && def.innerType ? defaulted(def, acceptOf(def.innerType)) : refuse;
    case "array":
      return def.element ? array(acceptOf(def.element), checks) : refuse;
    case "object":
      return object(def, checks);
    default:
      return refuse;
  }
}

/** A primitive: its type, then every check on it (undefined: a check not modelled). */
function leaf<T>(
  isType: (value: unknown) => value is T,
  tests: readonly (((value: T) => boolean) | undefined)[],
): Accept {
  const modelled = tests.filter((test) => test !== undefined);
  if (modelled.length < tests.length) return refuse;
  return (value) => {
    if (!isType(value)) return REFUSED;
    for (const test of modelled) if (!test(value)) return REFUSED;
    return value;
  };
}

const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Any high surrogate unit, paired or not (without the u flag, a pair is two units). */
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/**
 * Lengths: Zod counts code points, one or two UTF-16 units each. A string within `maximum` units is within it
 * in code points; one of at least `minimum` units reaches it when it holds no pair (or twice as many units).
 */
function stringCheck({ check, format, pattern, minimum, maximum }: CheckDef) {
  if (check === "max_length" && maximum !== undefined) return (value: string) => value.length <= maximum;
  if (check === "min_length" && minimum !== undefined) {
    return (value: string) =>
      value.length >= 2 * minimum || (value.length >= minimum && !HIGH_SURROGATE.test(value));
  }
  if (check === "string_format" && format === "regex" && pattern) {
    return (value: string) => {
      pattern.lastIndex = 0;
      return pattern.test(value);
    };
  }
  return undefined;
}

function numberCheck({ check, format, value: bound, inclusive, when }: CheckDef) {
  if (when) return undefined;
  if (check === "number_format") return format === "safeint" ? Number.isSafeInteger : undefined;
  if (typeof bound !== "number") return undefined;
  if (check === "greater_than") return inclusive ? (n: number) => n >= bound : (n: number) => n > bound;
  if (check === "less_than") return inclusive ? (n: number) => n <= bound : (n: number) => n < bound;
  return undefined;
}

/** `.optional()` passes absence through, unless what it wraps has a default (not modelled). */
function optional(inner: z.core.$ZodType): Accept {
  if (optionalityOf(inner).optin === "defaulted") return refuse;
  const accept = acceptOf(inner);
  return (value) => (value === undefined ? undefined : accept(value));
}

/** `.default()`: the default stands for absence, unchecked, as Zod gives it. */
function defaulted(def: SchemaDef, accept: Accept): Accept {
  // The getter itself (a fresh copy, or the factory's result, per read): one plain call per absent field
  // instead of a property lookup that meets a different definition at every field.
  const read = Object.getOwnPropertyDescriptor(def, "defaultValue")?.get;
  const fallback = read ? () => read.call(def) : () => def.defaultValue;
  return (value) => {
    if (value === undefined) return fallback();
    const accepted = accept(value);
    return accepted === undefined ? fallback() : accepted;
  };
}

/** An array's length bound (arrays count elements, not code points); undefined when not modelled. */
function lengthBound({ check, minimum, maximum }: CheckDef) {
  if (check === "max_length" && maximum !== undefined) return (length: number) => length <= maximum;
  if (check === "min_length" && minimum !== undefined) return (length: number) => length >= minimum;
  return undefined;
}

function array(element: Accept, checks: readonly CheckDef[]): Accept {
  const bounds = checks.map(lengthBound).filter((bound) => bound !== undefined);
  if (bounds.length < checks.length) return refuse;
  return (value) => {
    if (!Array.isArray(value)) return REFUSED;
    for (const bound of bounds) if (!bound(value.length)) return REFUSED;
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = element(value[i]);
      if (item === REFUSED) return REFUSED;
      out[i] = item;
    }
    return out;
  };
}

/** How a key reaches the output, as Zod's object parse places it. */
type Placement = "required" | "if-present" | "always";

interface Field {
  readonly key: string;
  readonly accept: Accept;
  readonly placement: Placement;
}

function placementOf(schema: z.core.$ZodType): Placement | undefined {
  const { optin, optout } = optionalityOf(schema);
  if (optin === undefined) return "required";
  if (optin === "optional" && optout === "optional") return "if-present";
  if (optin === "defaulted" && optout === undefined) return "always";
  return undefined;
}

/**
 * A strict object: every key defined, each field accepted, the output keyed in the shape's order; then its
 * refinements (`.refine` predicates), each under its own `when`, as Zod runs them on a value without issues.
 */
function object(def: SchemaDef, checks: readonly CheckDef[]): Accept {
  const strict = def.catchall !== undefined && defOf(def.catchall).type === "never";
  if (!strict || !def.shape) return refuse;
  const fields: Field[] = [];
  for (const [key, schema] of Object.entries(def.shape)) {
    const placement = placementOf(schema);
    if (!placement) return refuse;
    fields.push({ key, accept: acceptOf(schema), placement });
  }
  // Zod asks `key in body`, which an inherited name (toString, …) answers too: such shapes are left to it.
  if (fields.some(({ key }) => key in Object.prototype)) return refuse;
  const index = new Map(fields.map(({ key }, at) => [key, at]));
  if (checks.some((check) => check.check !== "custom" || !check.fn)) return refuse;
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return REFUSED;
    const input = value as Record<string, unknown>;
    // The body's members by field, read in its own few keys rather than the shape's many; a member whose
    // value is undefined (JSON has none) would be a key in Zod's output, so it is refused.
    const members: unknown[] = new Array(fields.length);
    for (const key in input) {
      const at = index.get(key);
      const member = input[key];
      if (at === undefined || member === undefined) return REFUSED;
      members[at] = member;
    }
    const grown: Record<string, unknown> = {};
    for (let at = 0; at < fields.length; at++) {
      const { key, accept, placement } = fields[at] as Field;
      const member = members[at];
      if (member === undefined && placement === "required") return REFUSED;
      const accepted = accept(member);
      if (accepted === REFUSED) return REFUSED;
      if (member !== undefined || placement === "always") grown[key] = accepted;
    }
    // Copied once grown: an object grown key by key through computed names turns into a slow dictionary past
    // a dozen or so keys (V8), and the renderers read these objects many times over; its copy is a fast one.
    const out = { ...grown };
    for (const { fn, when } of checks) {
      if (when && !when({ value: out, issues: [] })) continue;
      const passed = fn?.(out);
      if (!passed || passed instanceof Promise) return REFUSED;
    }
    return out;
  };
}
