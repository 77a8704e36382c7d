// Walks the request JSON Schemas of the contract to enumerate every bound and enum value of every kind.
import {
  type GenerateKind,
  type JsonSchema,
  requestSchemas,
  toRequestJsonSchema,
} from "../../src/contract/index.js";

export type Step = string | { item: true } | { variant: string };
export interface Leaf {
  kind: GenerateKind;
  path: Step[];
  label: string;
  node: JsonSchema;
}

function* walk(kind: GenerateKind, node: JsonSchema, path: Step[]): Generator<Leaf> {
  if (node.properties) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (name === "kind" && path.length > 0) continue; // a union's tag, covered by its variants
      yield* walk(kind, child, [...path, name]);
    }
    return;
  }
  if (node.items) {
    yield* walk(kind, node.items, [...path, { item: true }]);
  }
  const variants = node.oneOf ?? node.anyOf;
  if (variants?.every((v) => v.properties?.kind?.const !== undefined)) {
    for (const variant of variants)
      yield* walk(kind, variant, [...path, { variant: String(variant.properties?.kind?.const) }]);
    return;
  }
  yield { kind, path, label: label(path), node };
}

export const label = (path: Step[]): string =>
  path
    .map((s) => (typeof s === "string" ? s : "item" in s ? "0" : `(${s.variant})`))
    .join(".")
    .replace(/\.\(/g, "(");

export const leaves = (kind: GenerateKind): Leaf[] => [
  ...walk(kind, toRequestJsonSchema(requestSchemas[kind]), []),
];

/** Sets `value` at `path` inside a copy of `base`, creating list items and tagged union objects on the way. */
export function setAt(base: Record<string, unknown>, path: Step[], value: unknown): Record<string, unknown> {
  const root = structuredClone(base);
  let target: any = root;
  for (let i = 0; i < path.length; i++) {
    const step = path[i] as Step;
    const last = i === path.length - 1;
    const next = path[i + 1];
    const container = () => (next && typeof next === "object" && "item" in next ? [] : {});
    if (typeof step === "string") {
      if (last) target[step] = value;
      else {
        target[step] ??= container();
        target = target[step];
      }
    } else if ("item" in step) {
      target[0] ??= { value: "layer" };
      if (last) target[0] = value;
      else target = target[0];
    } else {
      target.kind = step.variant;
    }
  }
  return root;
}
