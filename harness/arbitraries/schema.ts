// The request JSON Schemas of the contract as the arbitraries read them: the published schema of each kind, with
// the image data-URL fields tagged (by the contract's own `imageDataUrl` schema) and the catalog references named.
import { z } from "zod";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { identityRecords } from "../../src/catalog/identities/index.js";
import { MATERIAL_IDS } from "../../src/catalog/materials/index.js";
import {
  DEFAULT_IDENTITY_PRESET,
  type GenerateKind,
  IDENTITY_PRESETS,
  type IdentityPreset,
  imageDataUrl,
  type JsonSchema,
  requestSchemas,
} from "../../src/contract/index.js";

/** The `format` given to a field validated by the contract's `imageDataUrl`. */
export const IMAGE_DATA_URL_FORMAT = "image-data-url";

/**
 * A step from a schema node to a child: a property, the items of an array, or one variant of a union tagged by
 * `kind` (a variant adds nothing to the request's path).
 */
export type Step = string | { item: true } | { variant: string };

/** A request path as the error body names it: `texts.3.value`; the whole body is `request`. */
export const dotted = (path: readonly (string | number)[]): string =>
  path.length === 0 ? "request" : path.map(String).join(".");

/** A schema path as a label: `texts[].value`, `effect(bayer).matrix`. */
export const labelOf = (steps: readonly Step[]): string =>
  steps
    .map((step) => (typeof step === "string" ? `.${step}` : "item" in step ? "[]" : `(${step.variant})`))
    .join("")
    .replace(/^\./, "");

const cache = new Map<GenerateKind, JsonSchema>();

/**
 * The request JSON Schema of a kind, exactly as `toRequestJsonSchema` publishes it (same options) plus
 * `format: "image-data-url"` on every field the contract validates with `imageDataUrl`.
 */
export function requestJsonSchema(kind: GenerateKind): JsonSchema {
  let schema = cache.get(kind);
  if (!schema) {
    schema = z.toJSONSchema(requestSchemas[kind], {
      io: "input",
      unrepresentable: "any",
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema === imageDataUrl) jsonSchema.format = IMAGE_DATA_URL_FORMAT;
      },
    }) as JsonSchema;
    cache.set(kind, schema);
  }
  return schema;
}

/** The variants of a union tagged by `kind`, or undefined when the node is not one. */
export function taggedVariants(node: JsonSchema): { tag: string; node: JsonSchema }[] | undefined {
  const variants = node.oneOf ?? node.anyOf;
  if (!variants || variants.length === 0) return undefined;
  const tags = variants.map((variant) => variant.properties?.kind?.const);
  if (!tags.every((tag) => typeof tag === "string")) return undefined;
  return variants.map((variant, i) => ({ tag: tags[i] as string, node: variant }));
}

/** Every node of a kind's schema with the steps that reach it, the root first. */
export function* schemaNodes(
  node: JsonSchema,
  steps: Step[] = [],
): Generator<{ steps: Step[]; node: JsonSchema }> {
  yield { steps, node };
  for (const [name, child] of Object.entries(node.properties ?? {}))
    yield* schemaNodes(child, [...steps, name]);
  if (node.items) yield* schemaNodes(node.items, [...steps, { item: true }]);
  for (const variant of taggedVariants(node) ?? []) {
    yield* schemaNodes(variant.node, [...steps, { variant: variant.tag }]);
  }
}

// Catalog references: ids a schema cannot enumerate (src/generate/references.ts checks them on the server).
const proofIdsOf = (preset: IdentityPreset) => identityRecords[preset].proofAssets.map((asset) => asset.id);

const presetOf = (body: Record<string, unknown>): IdentityPreset => {
  const identity = body.identity as { preset?: unknown } | undefined;
  const preset = typeof identity === "object" && identity !== null ? identity.preset : undefined;
  return typeof preset === "string" && (IDENTITY_PRESETS as readonly string[]).includes(preset)
    ? (preset as IdentityPreset)
    : DEFAULT_IDENTITY_PRESET;
};

/** Every id any identity's proof assets use (a `partnerId` outside it is unknown whatever the identity). */
export const ALL_PROOF_IDS: readonly string[] = [...new Set(IDENTITY_PRESETS.flatMap(proofIdsOf))];

export interface Reference {
  /** Every id the reference may name in some request. */
  all: readonly string[];
  /** The ids valid in this request (a partner depends on the request's identity). */
  validIn(body: Record<string, unknown>): readonly string[];
}

const fixed = (ids: readonly string[]): Reference => ({ all: ids, validIn: () => ids });

/** Reference fields by kind and label. */
export const REFERENCES: Partial<Record<GenerateKind, Record<string, Reference>>> = {
  "element-brief": { elementId: fixed(ELEMENTS.map((element) => element.id)) },
  "design-sequence": { "shader.materialId": fixed(MATERIAL_IDS) },
  template: { partnerId: { all: ALL_PROOF_IDS, validIn: (body) => proofIdsOf(presetOf(body)) } },
};

export const referenceAt = (kind: GenerateKind, steps: readonly Step[]): Reference | undefined =>
  REFERENCES[kind]?.[labelOf(steps)];

/**
 * Fails when the schema holds a field the arbitraries would not generate correctly: an id field without a
 * catalog reference above, or a data-URL field the tagging missed. A new field of either sort must be taught
 * to the arbitraries, never generated as an arbitrary string.
 */
export function checkSchemaCoverage(kind: GenerateKind): void {
  for (const { steps, node } of schemaNodes(requestJsonSchema(kind))) {
    const name = steps.at(-1);
    if (typeof name !== "string" || node.type !== "string") continue;
    if (/Id$/.test(name) && !referenceAt(kind, steps)) {
      throw new Error(`${kind}: ${labelOf(steps)} looks like a catalog reference; add it to REFERENCES`);
    }
    if (/DataUrl$/.test(name) && node.format !== IMAGE_DATA_URL_FORMAT) {
      throw new Error(`${kind}: ${labelOf(steps)} is not validated by the contract's imageDataUrl`);
    }
  }
}
