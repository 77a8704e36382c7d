// Controls derived from the contract's JSON Schema: one per field, so every bound and enum the API
// enforces is the bound and enum the form shows.
import type { JsonSchema } from "../../src/contract/index.js";
import { labelOf } from "../../src/contract/labels.js";
import type { Control, ControlKind } from "../runtime/controls.js";

export interface FieldBinding {
  /** Dotted path in the source. */
  path: string;
  /** Label override (default: from the field name). */
  label?: string;
  /** The largest value in effect when another field narrows the schema's maximum (a cross-field rule). */
  max?: number;
  /** Options override (e.g. proof asset ids). */
  options?: readonly (string | number)[];
  /** Hint override (default: the schema's description). */
  hint?: string;
  /** The value in effect when the source leaves the field to its default (a colour from the identity). */
  fallback?: unknown;
  /** Selects: how the empty option reads (default "(none)"). */
  emptyLabel?: string;
  /** Human names of the options. */
  optionLabels?: Readonly<Record<string, string>>;
  /** The inspector section. */
  section?: string;
  /** Set when the field does nothing with the current choices: why, worded to follow "applies when". */
  inactive?: string;
  /** Text fields: what is in effect while the field is empty. */
  placeholder?: string;
  /** Colours: one-click choices. */
  swatches?: readonly { name: string; value: string }[];
}

/** The schema node at a dotted path. */
export function schemaAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of path.split(".")) node = node?.properties?.[key];
  return node;
}

export function valueAt(source: object, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split("."))
    value = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
  return value;
}

/**
 * A copy of `source` with `path` set (`undefined` removes the field): a candidate for the tool's validator,
 * so it is typed as what it is until validated.
 */
export function withValue(source: object, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split(".");
  const copy: Record<string, unknown> = { ...source };
  if (!head) return copy;
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
  } else {
    const inner = valueAt(source, head);
    copy[head] = withValue(typeof inner === "object" && inner !== null ? inner : {}, rest.join("."), value);
  }
  return copy;
}

function kindOf(node: JsonSchema, options: readonly unknown[] | undefined): ControlKind {
  if (options ?? node.enum) return "select";
  if (node.format === "hex-color" || node.pattern === "^#[0-9A-Fa-f]{6}$") return "color";
  if (node.type === "integer" || node.type === "number") return "number";
  if (node.type === "boolean") return "toggle";
  if (typeof node.description === "string" && /data URL/iu.test(node.description)) return "file";
  if (node.type === "string" && (node.maxLength ?? 0) > 240) return "textarea";
  return "text";
}

/** Converts what a control received into the value the schema expects (the validator judges it after). */
export function coerce(kind: ControlKind, value: unknown): unknown {
  if (value === "" || value === null) return undefined;
  if (kind === "number" && typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  if (kind === "select" && typeof value === "string" && /^-?\d+(\.\d+)?$/u.test(value)) {
    return value; // numeric enums are matched against their options by the caller
  }
  return value;
}

/**
 * One control per binding, reading from `source`, committing through `commit`. A field left to its default
 * reports the value in effect (`fallback`) as `defaulted`; an optional enum offers "" to go back to its
 * default; a colour gets a "Reset <label>" button, enabled while the source sets it.
 */
export function schemaControls(
  schema: JsonSchema,
  source: object,
  bindings: readonly FieldBinding[],
  commit: (path: string, value: unknown) => Promise<void>,
): Control[] {
  return bindings.flatMap((binding) => {
    const { path, label: named, options, hint, fallback, emptyLabel, section, inactive } = binding;
    const node = schemaAt(schema, path);
    if (!node) return [];
    const kind = kindOf(node, options);
    // An enum without a default is optional: "" clears it, as it does every other field.
    const optional = !options && Array.isArray(node.enum) && node.default === undefined;
    const choices =
      options ?? (node.enum ? [...(optional ? [""] : []), ...(node.enum as (string | number)[])] : undefined);
    const step = node.type === "integer" ? 1 : node.type === "number" ? stepOf(node) : undefined;
    const label = named ?? labelOf(path.split(".").at(-1) ?? path);
    const set = valueAt(source, path);
    const empty = kind === "text" || kind === "textarea" || (kind === "select" && choices?.includes(""));
    const value = set ?? fallback ?? (empty ? "" : undefined);
    const control: Control = {
      label,
      kind,
      value,
      ...(set === undefined && fallback !== undefined ? { defaulted: true } : {}),
      ...(node.minimum === undefined ? {} : { min: node.minimum }),
      ...(binding.max !== undefined
        ? { max: binding.max }
        : node.maximum === undefined
          ? {}
          : { max: node.maximum }),
      ...(step === undefined ? {} : { step }),
      ...(choices ? { options: choices } : {}),
      ...(binding.optionLabels ? { optionLabels: binding.optionLabels } : {}),
      enabled: inactive === undefined,
      ...(inactive === undefined ? {} : { reason: `${label} applies when ${inactive}` }),
      ...((hint ?? node.description) ? { hint: hint ?? hintOf(kind, String(node.description)) } : {}),
      ...(emptyLabel ? { emptyLabel } : {}),
      ...(section ? { section } : {}),
      ...(binding.swatches ? { swatches: binding.swatches } : {}),
      ...(binding.placeholder ? { placeholder: binding.placeholder } : {}),
      path,
      commit: (value: unknown) => {
        let next = coerce(kind, value);
        // Numeric enums (dither matrix) arrive as text from the DOM.
        if (kind === "select" && typeof next === "string" && choices?.some((c) => typeof c === "number")) {
          const number = Number(next);
          if (choices.includes(number)) next = number;
        }
        return commit(path, next);
      },
    };
    if (kind !== "color" && kind !== "file") return [control];
    // A colour resets to the one in effect by default; an image is removed.
    const verb = kind === "color" ? "Reset" : "Remove";
    const reset: Control = {
      label: `${verb} ${label}`,
      kind: "button",
      value: undefined,
      enabled: set !== undefined,
      attachTo: label,
      ...(section ? { section } : {}),
      hint: kind === "color" ? `${label} back to its default` : `removes the ${label.toLowerCase()}`,
      run: () => commit(path, undefined),
    };
    return [control, reset];
  });
}

/** The schema's description, except for images, whose full data-URL rules belong in the docs. */
const hintOf = (kind: ControlKind, description: string) =>
  kind === "file"
    ? "PNG, JPEG, GIF, WebP or SVG; SVGs are cleaned of scripts and outside links"
    : description;

/** A step fine enough for the range: 1 for wide ranges, a hundredth of narrow ones. */
function stepOf(node: JsonSchema): number {
  const span = (node.maximum ?? 100) - (node.minimum ?? 0);
  return span >= 50 ? 1 : span >= 5 ? 0.1 : 0.01;
}
