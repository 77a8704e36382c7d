// Valid requests of every kind, derived from the request JSON Schema: types, bounds, enums, formats and which
// fields are required come from the contract; catalog references from the catalogs; cross-field rules from
// rules.ts. Nothing here restates a bound.
import fc from "fast-check";
import type { GenerateKind, JsonSchema } from "../../src/contract/index.js";
import { validImageDataUrl } from "./images.js";
import { satisfyCrossFieldRules } from "./rules.js";
import {
  checkSchemaCoverage,
  IMAGE_DATA_URL_FORMAT,
  labelOf,
  referenceAt,
  requestJsonSchema,
  type Step,
  taggedVariants,
} from "./schema.js";

/** One UTF-16 code unit or one astral character: mostly printable ASCII, sometimes anything Unicode has. */
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

/** A string whose length (UTF-16 code units, as the contract counts) is within [min, max]. */
export function text(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: character, minLength: min, maxLength: max })
    .map((value) => {
      if (value.length <= max) return value;
      const cut = value.slice(0, max);
      // Never leave half a surrogate pair behind.
      return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
    })
    .filter((value) => value.length >= min);
}

const typeOf = (node: JsonSchema): string | undefined =>
  Array.isArray(node.type) ? node.type[0] : node.type;

const built = new Map<string, fc.Arbitrary<unknown>>();

/** A valid value of a schema node; `steps` locates it in a request of `kind` (for catalog references). */
export function validValue(kind: GenerateKind, node: JsonSchema, steps: Step[] = []): fc.Arbitrary<unknown> {
  // A kind and a location name one node: build its arbitrary once.
  const key = `${kind}:${labelOf(steps)}`;
  let arbitrary = built.get(key);
  if (!arbitrary) {
    arbitrary = build(kind, node, steps);
    built.set(key, arbitrary);
  }
  return arbitrary;
}

function build(kind: GenerateKind, node: JsonSchema, steps: Step[]): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum);
  const variants = taggedVariants(node);
  if (variants) {
    return fc.oneof(...variants.map((v) => validValue(kind, v.node, [...steps, { variant: v.tag }])));
  }
  switch (typeOf(node)) {
    case "object": {
      const properties = Object.entries(node.properties ?? {});
      const model = Object.fromEntries(
        properties.map(([name, child]) => [name, validValue(kind, child, [...steps, name])]),
      );
      return fc.record(model, { requiredKeys: node.required ?? [] });
    }
    case "array": {
      if (!node.items) throw new Error(`${kind}: ${labelOf(steps)} is an array without items`);
      return fc.array(validValue(kind, node.items, [...steps, { item: true }]), {
        minLength: typeof node.minItems === "number" ? node.minItems : 0,
        ...(node.maxItems === undefined ? {} : { maxLength: node.maxItems }),
      });
    }
    case "string": {
      const reference = referenceAt(kind, steps);
      // Any id any request may name; rules.ts swaps it for one valid in this request where that depends on it.
      if (reference) return fc.constantFrom(...reference.all);
      if (node.format === IMAGE_DATA_URL_FORMAT) return validImageDataUrl;
      if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
      return text(node.minLength ?? 0, node.maxLength ?? 200);
    }
    case "integer":
      return fc.integer({ min: bound(node.minimum, -1e6), max: bound(node.maximum, 1e6) });
    case "number":
      return fc.oneof(
        fc.double({ min: bound(node.minimum, -1e6), max: bound(node.maximum, 1e6), noNaN: true }),
        // Round values too: what people send most.
        fc.integer({ min: Math.ceil(bound(node.minimum, -1e6)), max: Math.floor(bound(node.maximum, 1e6)) }),
      );
    case "boolean":
      return fc.boolean();
    default:
      // A shape this walker does not know must be taught to it, not generated as anything.
      throw new Error(
        `${kind}: no arbitrary for ${labelOf(steps) || "the request"} (${JSON.stringify(node)})`,
      );
  }
}

const bound = (value: number | undefined, fallback: number) => (typeof value === "number" ? value : fallback);

const requests = new Map<GenerateKind, fc.Arbitrary<Record<string, unknown>>>();

/** A valid request of a kind: every field drawn from the contract, the cross-field rules satisfied. */
export function validRequest(kind: GenerateKind): fc.Arbitrary<Record<string, unknown>> {
  let arbitrary = requests.get(kind);
  if (!arbitrary) {
    checkSchemaCoverage(kind);
    arbitrary = validValue(kind, requestJsonSchema(kind)).map((value) =>
      satisfyCrossFieldRules(kind, value as Record<string, unknown>),
    );
    requests.set(kind, arbitrary);
  }
  return arbitrary;
}
