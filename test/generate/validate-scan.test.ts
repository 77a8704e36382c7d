// Scanning before parsing changes what an error costs, never what it says: for generated bodies, the issues
// equal those of the schema run on the whole parsed body (the scan only adds unknown keys inside an `effect`
// whose kind is not valid, which the schema cannot attribute to a variant).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENERATE_EXAMPLES } from "../../src/catalog/examples/index.js";
import { ApiError } from "../../src/contract/api-error.js";
import { GENERATE_KINDS, type GenerateKind, type Issue, requestSchemas } from "../../src/contract/index.js";
import { applicabilityIssues } from "../../src/generate/applicability.js";
import { fromZodIssues } from "../../src/generate/issues.js";
import { referenceIssues } from "../../src/generate/references.js";
import { validateGenerateText } from "../../src/generate/validate.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The issues of the schema alone on the whole parsed body (how validation worked before the scan). */
function schemaIssues(kind: GenerateKind, body: Record<string, unknown>): Issue[] {
  const result = requestSchemas[kind].safeParse(body, { reportInput: true });
  return [
    ...(result.success ? [] : fromZodIssues(result.error.issues)),
    ...referenceIssues(kind, body),
    ...(kind === "template" ? applicabilityIssues(body) : []),
  ];
}

function scannedIssues(text: string): Issue[] {
  try {
    validateGenerateText(text);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return [...error.issues];
  }
}

const key = (issue: Issue) => `${issue.code} ${issue.field} ${issue.received ?? ""}`;

/** Every path to an object inside a value, and every path to a member. */
function paths(
  value: Json,
  at: (string | number)[] = [],
): { objects: (string | number)[][]; members: (string | number)[][] } {
  const objects: (string | number)[][] = [];
  const members: (string | number)[][] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const inner = paths(item, [...at, i]);
      objects.push(...inner.objects);
      members.push(...inner.members);
    });
  } else if (value !== null && typeof value === "object") {
    objects.push(at);
    for (const [name, item] of Object.entries(value)) {
      members.push([...at, name]);
      const inner = paths(item, [...at, name]);
      objects.push(...inner.objects);
      members.push(...inner.members);
    }
  }
  return { objects, members };
}

function at(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>((node, part) => (node as Record<string, Json>)[part] as Json, value);
}

type Mutation =
  | { type: "add"; pick: number; name: string; value: unknown }
  | { type: "set"; pick: number; value: unknown }
  | { type: "long"; pick: number; length: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    type: fc.constant("add" as const),
    pick: fc.nat(),
    name: fc.string({ maxLength: 6 }),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ type: fc.constant("set" as const), pick: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ type: fc.constant("long" as const), pick: fc.nat(), length: fc.integer({ min: 33, max: 60 }) }),
);

function mutate(body: Json, mutations: readonly Mutation[]): Json {
  const copy = structuredClone(body);
  for (const m of mutations) {
    const { objects, members } = paths(copy);
    if (m.type === "add") {
      const target = objects[m.pick % objects.length] ?? [];
      (at(copy, target) as Record<string, Json>)[m.name] = m.value as Json;
    } else {
      const target = members[m.pick % members.length];
      if (!target || target.length === 0) continue;
      const parent = at(copy, target.slice(0, -1)) as Record<string, Json>;
      const name = target.at(-1) as string;
      if (m.type === "set") parent[name] = m.value as Json;
      else parent[name] = Array.from({ length: m.length }, () => ({ value: 1, extra: true }));
    }
  }
  return copy;
}

describe("validation by scan equals validation by schema", () => {
  it.each(GENERATE_KINDS)("for mutated %s requests", (kind) => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const body = mutate(GENERATE_EXAMPLES[kind] as unknown as Json, mutations) as Record<string, Json>;
        if (body.kind !== kind) return; // a body of another kind: covered by that kind's run
        const scanned = scannedIssues(JSON.stringify(body)).map(key).sort();
        const reference = schemaIssues(kind, body).map(key).sort();
        const effectKindInvalid = reference.some((issue) => / effect\.kind /u.test(issue));
        const extra = scanned.filter((issue) => !reference.includes(issue));
        expect(reference.filter((issue) => !scanned.includes(issue))).toEqual([]);
        expect(
          extra.filter((issue) => !(effectKindInvalid && /^unknown_field effect\./u.test(issue))),
        ).toEqual([]);
      }),
      { seed: 17, numRuns: 400 },
    );
  });
});
