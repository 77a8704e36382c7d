// Invalid requests: a valid request with exactly one field mutated, every mutation derived from the schema
// node it breaks (its type, bound, enum, format, reference, required fields, closed objects), each carrying the
// issue the contract must report: the mutated field's dotted path and the codes that describe it.
import fc from "fast-check";
import {
  GENERATE_KINDS,
  type GenerateKind,
  type IssueCode,
  type JsonSchema,
  TEMPLATE_ONLY_FIELDS,
} from "../../src/contract/index.js";
import { invalidImageDataUrl } from "./images.js";
import {
  crossFieldConsequences,
  type ExpectedIssue,
  prepareForMutation,
  restoreCrossFieldRules,
} from "./rules.js";
import {
  dotted,
  IMAGE_DATA_URL_FORMAT,
  labelOf,
  referenceAt,
  requestJsonSchema,
  type Step,
  schemaNodes,
  taggedVariants,
} from "./schema.js";
import { validRequest, validValue } from "./valid.js";

export const MUTATION_CATEGORIES = [
  "type",
  "bounds",
  "enum",
  "format",
  "reference",
  "required",
  "unknown-key",
  "prototype-key",
  "applicability",
] as const;
export type MutationCategory = (typeof MUTATION_CATEGORIES)[number];

/** Keys that name Object.prototype's machinery: each must be an unknown field like any other. */
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
];

/** A request with one mutated field and what the error body must say about it. */
export interface Mutation {
  kind: GenerateKind;
  category: MutationCategory;
  /** The request as sent (not always an object: the whole body may be the mutated value). */
  body: unknown;
  /** Dotted path of the mutated field (`request` for the whole body). */
  field: string;
  /** Issue codes that describe the mutation; the error must carry one of them on `field`. */
  codes: readonly IssueCode[];
  /** Issues the mutation legitimately causes on other fields (rules.ts), allowed but not required. */
  consequences: readonly ExpectedIssue[];
  /** A top-level unknown field: the error's own code is then unknown_field. */
  topLevelUnknown: boolean;
  /** What was done, for failure messages and the fuzz report. */
  description: string;
}

const OMIT = Symbol("omit");

interface Site {
  category: MutationCategory;
  /** Steps to the mutated location; for unknown keys, to the object that receives the key. */
  steps: Step[];
  codes: IssueCode[];
  value: fc.Arbitrary<unknown>;
  /** Set for unknown keys: the key added to the object at `steps`. */
  key?: fc.Arbitrary<string>;
}

type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";

const WRONG: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("", "12", "true", "null", "#FFFFFF")),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
};

function jsonTypeOf(node: JsonSchema): JsonType {
  if (node.const !== undefined) return typeof node.const === "number" ? "number" : "string";
  if (Array.isArray(node.enum)) return typeof node.enum[0] === "number" ? "number" : "string";
  if (taggedVariants(node)) return "object";
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === "integer") return "number";
  if (type && type in WRONG) return type as JsonType;
  throw new Error(`no JSON type for ${JSON.stringify(node)}`);
}

const wrongTypeOf = (node: JsonSchema) =>
  fc.oneof(
    ...(Object.keys(WRONG) as JsonType[])
      .filter((type) => type !== jsonTypeOf(node))
      .map((type) => WRONG[type]),
  );

/** Strings close to the allowed ones (case, spacing, a suffix) and others, never one of them. */
const outsideOf = (allowed: readonly unknown[]) =>
  fc
    .oneof(
      fc
        .constantFrom(...allowed.map(String))
        .chain((value) =>
          fc.constantFrom(
            value.toUpperCase(),
            ` ${value}`,
            `${value} `,
            `${value}-x`,
            value.slice(1),
            `${value}s`,
          ),
        ),
      fc.string({ maxLength: 16 }),
    )
    .filter((value) => !allowed.includes(value));

const NOT_HEX_COLORS = [
  "#12345",
  "#1234567",
  "123456",
  "#GGGGGG",
  "#abc",
  "red",
  "rgb(1, 2, 3)",
  " #123456",
  "#123456 ",
  "#123456\n",
  "＃123456",
  "",
];

const ascii = (min: number, max: number) =>
  fc.string({ unit: "grapheme-ascii", minLength: min, maxLength: max });

const isRootKind = (steps: readonly Step[]) => steps.length === 1 && steps[0] === "kind";
const isDiscriminator = (steps: readonly Step[]) =>
  steps.length > 1 && steps.at(-1) === "kind" && typeof steps.at(-2) === "object";

/** Every way one field of a kind can be broken, derived from its schema node. */
function sitesOf(kind: GenerateKind, steps: Step[], node: JsonSchema): Site[] {
  const sites: Site[] = [];
  const last = steps.at(-1);
  const isVariant = typeof last === "object" && "variant" in last;
  const enumCodes: IssueCode[] = ["invalid_enum"];

  // The value itself has the wrong JSON type (a variant's location is its union's: covered there).
  if (!isVariant) {
    const enumerated = Array.isArray(node.enum) || (node.const !== undefined && !isRootKind(steps));
    sites.push({
      category: "type",
      steps,
      codes: enumerated ? enumCodes : ["invalid_type"],
      value: wrongTypeOf(node),
    });
  }
  // Objects are closed, and their required fields required.
  if (node.properties) {
    const known = Object.keys(node.properties);
    sites.push({
      category: "unknown-key",
      steps,
      codes: ["unknown_field"],
      key: fc
        .string({ maxLength: 12 })
        .filter((key) => !known.includes(key) && !PROTOTYPE_KEYS.includes(key)),
      value: fc.jsonValue({ maxDepth: 2 }),
    });
    sites.push({
      category: "prototype-key",
      steps,
      codes: ["unknown_field"],
      key: fc.constantFrom(...PROTOTYPE_KEYS),
      value: fc.oneof(fc.constant({ polluted: true }), fc.constant({}), fc.jsonValue({ maxDepth: 1 })),
    });
    for (const name of node.required ?? []) {
      sites.push({
        category: "required",
        steps: [...steps, name],
        codes: ["required"],
        value: fc.constant(OMIT),
      });
    }
  }
  if (node.const !== undefined) {
    const others = isRootKind(steps) ? GENERATE_KINDS : [];
    const tags = isDiscriminator(steps) ? [] : [node.const];
    sites.push({
      category: "enum",
      steps,
      codes: enumCodes,
      value: outsideOf([...others, ...tags, node.const]),
    });
  }
  if (Array.isArray(node.enum)) {
    const values = node.enum;
    sites.push({
      category: "enum",
      steps,
      codes: enumCodes,
      value:
        typeof values[0] === "number"
          ? fc
              .oneof(fc.integer({ min: -64, max: 64 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
              .filter((value) => !values.includes(value))
          : outsideOf(values),
    });
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === "integer" || type === "number") {
    const integer = type === "integer";
    const { minimum: min, maximum: max } = node;
    if (typeof min === "number") {
      sites.push({
        category: "bounds",
        steps,
        codes: ["out_of_range"],
        value: integer
          ? fc.integer({ min: min - 1e6, max: Math.ceil(min) - 1 })
          : fc.double({ min: min - 1e6, max: min, noNaN: true }).filter((value) => value < min), // not -0 for 0
      });
    }
    if (typeof max === "number") {
      sites.push({
        category: "bounds",
        steps,
        codes: ["out_of_range"],
        value: integer
          ? fc.integer({ min: Math.floor(max) + 1, max: max + 1e6 })
          : fc.double({ min: max, max: max + 1e6, noNaN: true }).filter((value) => value > max),
      });
    }
    if (integer) {
      sites.push({
        category: "type",
        steps,
        codes: ["invalid_type"],
        value: fc
          .double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true })
          .filter((value) => !Number.isInteger(value)),
      });
    }
  }
  if (type === "string") {
    const reference = referenceAt(kind, steps);
    if (typeof node.maxLength === "number") {
      sites.push({
        category: "bounds",
        steps,
        // A reference too long is also no id of the catalog.
        codes: reference ? ["too_long", "unknown_reference"] : ["too_long"],
        value: ascii(node.maxLength + 1, node.maxLength + 40),
      });
    }
    if (typeof node.minLength === "number" && node.minLength > 0) {
      sites.push({ category: "bounds", steps, codes: ["too_short"], value: ascii(0, node.minLength - 1) });
    }
    if (node.pattern) {
      const pattern = new RegExp(node.pattern);
      sites.push({
        category: "format",
        steps,
        codes: ["invalid_color"],
        value: fc
          .oneof(fc.constantFrom(...NOT_HEX_COLORS), fc.string({ maxLength: 10 }))
          .filter((value) => !pattern.test(value)),
      });
    }
    if (node.format === IMAGE_DATA_URL_FORMAT) {
      sites.push({ category: "format", steps, codes: ["invalid_data_url"], value: invalidImageDataUrl });
    }
    if (reference) {
      sites.push({
        category: "reference",
        steps,
        codes: ["unknown_reference"],
        value: ascii(Math.max(1, node.minLength ?? 1), node.maxLength ?? 40).filter(
          (id) => !reference.all.includes(id),
        ),
      });
    }
  }
  if (type === "array" && node.items && typeof node.maxItems === "number") {
    sites.push({
      category: "bounds",
      steps,
      codes: ["too_many"],
      value: fc.array(validValue(kind, node.items, [...steps, { item: true }]), {
        minLength: node.maxItems + 1,
        maxLength: node.maxItems + 3,
      }),
    });
  }
  return sites;
}

/** A valid template-only field sent with a template that does not read it. */
function applicabilitySites(kind: GenerateKind, root: JsonSchema): Site[] {
  if (kind !== "template") return [];
  return Object.keys(TEMPLATE_ONLY_FIELDS).map((field) => {
    const node = root.properties?.[field];
    if (!node) throw new Error(`template: TEMPLATE_ONLY_FIELDS names ${field}, which the schema lacks`);
    return {
      category: "applicability",
      steps: [field],
      codes: ["invalid_value"],
      value: validValue(kind, node, [field]),
    };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema node at each location along `steps` (the root first), and the node the steps end at. */
function nodesAlong(root: JsonSchema, steps: readonly Step[]): JsonSchema[] {
  const nodes = [root];
  let node = root;
  for (const step of steps) {
    if (typeof step === "string") node = node.properties?.[step] as JsonSchema;
    else if ("item" in step) node = node.items as JsonSchema;
    else node = taggedVariants(node)?.find((v) => v.tag === step.variant)?.node as JsonSchema;
    if (!node) throw new Error(`no schema node at ${labelOf(steps)}`);
    nodes.push(node);
  }
  return nodes;
}

/** Valid stand-ins for each location along the steps, used when the base request lacks it. */
function fillersAlong(kind: GenerateKind, root: JsonSchema, steps: readonly Step[]): fc.Arbitrary<unknown[]> {
  const nodes = nodesAlong(root, steps);
  return fc.tuple(
    ...nodes.map((node, i) => {
      const next = steps[i];
      const here = steps.slice(0, i);
      if (next && typeof next === "object" && "variant" in next) {
        const variant = nodes[i + 1] as JsonSchema;
        return validValue(kind, variant, [...here, next]);
      }
      if (next && typeof next === "object" && "item" in next && node.items) {
        const items = validValue(kind, node.items, [...here, next]);
        return fc.array(items, { minLength: 1, maxLength: Math.min(3, node.maxItems ?? 3) });
      }
      return validValue(kind, node, here);
    }),
  );
}

function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  // defineProperty, so `__proto__` becomes an own key as JSON.parse makes it, not the object's prototype.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function mutationOf(kind: GenerateKind, site: Site): fc.Arbitrary<Mutation> {
  const root = requestJsonSchema(kind);
  return fc
    .record({
      base: validRequest(kind),
      fillers: fillersAlong(kind, root, site.steps),
      index: fc.nat(40),
      value: site.value,
      key: site.key ?? fc.constant(""),
    })
    .map(({ base, fillers, index, value, key }) => {
      const body = structuredClone(base);
      const applicability = site.category === "applicability";
      if (!applicability)
        prepareForMutation(kind, typeof site.steps[0] === "string" ? site.steps[0] : undefined, body);
      else {
        const templates = (TEMPLATE_ONLY_FIELDS as Record<string, readonly string[]>)[
          site.steps[0] as string
        ];
        const others = (root.properties?.template?.enum ?? []).filter(
          (t) => !templates?.includes(t as string),
        );
        body.template = others[index % others.length];
      }
      const holder: Record<string, unknown> = { body };
      let parent: Record<string, unknown> | unknown[] = holder;
      let at: string | number = "body";
      const path: (string | number)[] = [];
      const get = () => (parent as Record<string | number, unknown>)[at];
      site.steps.forEach((step, i) => {
        const current = get();
        if (typeof step === "string") {
          if (!isObject(current)) setOwn(parent, at, structuredClone(fillers[i]));
          parent = get() as Record<string, unknown>;
          at = step;
          path.push(step);
        } else if ("item" in step) {
          if (!Array.isArray(current) || current.length === 0)
            setOwn(parent, at, structuredClone(fillers[i]));
          const items = get() as unknown[];
          parent = items;
          at = index % items.length;
          path.push(at);
        } else if (!isObject(current) || current.kind !== step.variant) {
          setOwn(parent, at, structuredClone(fillers[i]));
        }
      });
      if (site.key !== undefined) {
        if (!isObject(get())) setOwn(parent, at, structuredClone(fillers[site.steps.length]));
        setOwn(get() as Record<string, unknown>, key, value);
        path.push(key);
      } else if (value === OMIT) {
        delete (parent as Record<string | number, unknown>)[at];
      } else {
        setOwn(parent, at, value);
      }
      const sent = holder.body;
      if (isObject(sent)) restoreCrossFieldRules(kind, sent, path);
      const field = dotted(path);
      return {
        kind,
        category: site.category,
        body: sent,
        field,
        codes: site.codes,
        consequences: crossFieldConsequences(kind, path, sent),
        topLevelUnknown: site.key !== undefined && path.length === 1,
        description: `${site.category} at ${field}${value === OMIT ? " (removed)" : `: ${preview(value)}`}`,
      };
    });
}

const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

const sitesByKind = new Map<GenerateKind, Site[]>();
const mutations = new WeakMap<Site, fc.Arbitrary<Mutation>>();

/** Every mutation site of a kind (one per field and way of breaking it). */
export function mutationSites(kind: GenerateKind): readonly Site[] {
  let sites = sitesByKind.get(kind);
  if (!sites) {
    const root = requestJsonSchema(kind);
    sites = [...schemaNodes(root)].flatMap(({ steps, node }) => sitesOf(kind, steps, node));
    sites.push(...applicabilitySites(kind, root));
    sitesByKind.set(kind, sites);
  }
  return sites;
}

/** A request of `kind` with one field broken, in one of the given categories (all by default). */
export function mutatedRequest(
  kind: GenerateKind,
  categories: readonly MutationCategory[] = MUTATION_CATEGORIES,
): fc.Arbitrary<Mutation> {
  const sites = mutationSites(kind).filter((site) => categories.includes(site.category));
  if (sites.length === 0) throw new Error(`${kind}: no mutation in ${categories.join(", ")}`);
  return fc.constantFrom(...sites).chain((site) => {
    // Built once per site: building an arbitrary walks the schema, drawing from it is cheap.
    let arbitrary = mutations.get(site);
    if (!arbitrary) {
      arbitrary = mutationOf(kind, site);
      mutations.set(site, arbitrary);
    }
    return arbitrary;
  });
}
