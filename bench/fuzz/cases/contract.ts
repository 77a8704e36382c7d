// Fuzz cases from the contract: valid requests, one-field mutations by category (harness/arbitraries), huge
// numbers and strings, deep nesting, and truncated or not-quite JSON.
import fc from "fast-check";
import {
  type MutationCategory,
  mutatedRequest,
  requestJsonSchema,
  schemaNodes,
} from "../../../harness/arbitraries/index.js";
import type { GenerateKind, JsonSchema } from "../../../src/contract/index.js";
import { type FuzzCase, type FuzzCategory, JSON_TYPE, jsonCase } from "../case.js";
import { anyBase, baseOf, type Fields, kind, placed, withRawText } from "./bases.js";

export const validCases: fc.Arbitrary<FuzzCase> = kind.chain((of) =>
  baseOf(of).map((request) => jsonCase("valid", `valid ${of}`, request, "always")),
);

export const mutationCases = (
  category: FuzzCategory,
  categories: MutationCategory[],
): fc.Arbitrary<FuzzCase> =>
  kind
    .filter((of) => of === "template" || !categories.every((c) => c === "applicability"))
    .chain((of) => mutatedRequest(of, categories))
    .map((mutation) =>
      jsonCase(category, `${mutation.kind}: ${mutation.description}`, mutation.body, "never"),
    );

/** Locations reached by property names alone (no list items or union variants), with their schema node. */
function plainLeaves(of: GenerateKind, test: (node: JsonSchema) => boolean): string[][] {
  return [...schemaNodes(requestJsonSchema(of))]
    .filter(({ steps, node }) => steps.length > 0 && steps.every((s) => typeof s === "string") && test(node))
    .filter(({ steps }) => steps.at(-1) !== "kind")
    .map(({ steps }) => steps as string[]);
}

const isNumber = (node: JsonSchema) => node.type === "number" || node.type === "integer";
const isBoundedString = (node: JsonSchema) => node.type === "string" && typeof node.maxLength === "number";
const anyPath = (of: GenerateKind, test: (node: JsonSchema) => boolean) =>
  fc.constantFrom(...plainLeaves(of, test), ["unknownField"]);

/** Number literals JSON.stringify cannot write; the in-range ones (0 and -0) may be accepted. */
const HUGE_NUMBERS = [
  "1e308",
  "-1e308",
  "1e400",
  "-1e400",
  "123456789012345678901234567890",
  "9007199254740993",
  "-9007199254740993",
];
/** Literals that read as ordinary numbers (0, -0, 4096, 100): the field decides. */
const ODD_LITERALS = ["-0", "1e-400", "0e999999", "4096.0000000000000001", "1E+2", "1.0"];

/** A size in bytes, spread evenly over orders of magnitude from 8 KB (over every string bound) to 4 MB. */
const size = fc.integer({ min: 13, max: 22 }).map((power) => 2 ** power);

export const hugeCases: fc.Arbitrary<FuzzCase> = fc.oneof(
  kind.chain((of) =>
    fc
      .record({
        base: baseOf(of),
        path: anyPath(of, isNumber),
        literal: fc.oneof(
          fc.constantFrom(...HUGE_NUMBERS),
          fc.integer({ min: 20, max: 100_000 }).map((digits) => "9".repeat(digits)),
        ),
      })
      .map(({ base, path, literal }) => ({
        category: "huge numbers, strings" as const,
        label: `${of}: ${path.join(".")} = ${literal.slice(0, 24)}${literal.length > 24 ? `… (${literal.length} digits)` : ""}`,
        headers: JSON_TYPE,
        body: Buffer.from(withRawText(base, path, literal)),
        accept: "never" as const,
      })),
  ),
  kind.chain((of) =>
    fc
      .record({ base: baseOf(of), path: anyPath(of, isNumber), literal: fc.constantFrom(...ODD_LITERALS) })
      .map(({ base, path, literal }) => ({
        category: "huge numbers, strings" as const,
        label: `${of}: ${path.join(".")} = ${literal}`,
        headers: JSON_TYPE,
        body: Buffer.from(withRawText(base, path, literal)),
        accept: "either" as const,
      })),
  ),
  kind.chain((of) =>
    fc
      .record({
        base: baseOf(of),
        path: anyPath(of, isBoundedString),
        bytes: size,
        unit: fc.constantFrom("a", "é", "😀", "\\u0000"),
      })
      .map(({ base, path, bytes, unit }) => ({
        category: "huge numbers, strings" as const,
        label: `${of}: ${path.join(".")} = ${bytes} bytes of ${JSON.stringify(unit)}`,
        headers: JSON_TYPE,
        body: Buffer.from(
          withRawText(base, path, `"${unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)))}"`),
        ),
        accept: "never" as const,
      })),
  ),
  fc.record({ base: anyBase, bytes: size }).map(({ base, bytes }) => ({
    category: "huge numbers, strings" as const,
    label: `an unknown key ${bytes} bytes long`,
    headers: JSON_TYPE,
    body: Buffer.from(JSON.stringify(placed(base, ["k".repeat(bytes)], 1))),
    accept: "never" as const,
  })),
  fc
    .record({
      base: anyBase,
      count: fc.constantFrom(100, 1_000, 10_000, 100_000, 300_000),
      nested: fc.boolean(),
    })
    .map(({ base, count, nested }) => {
      const keys = Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
      const body = nested ? placed(base, ["identity"], { ...keys }) : { ...base, ...keys };
      return {
        category: "huge numbers, strings" as const,
        label: `${count} unknown keys${nested ? " in identity" : ""}`,
        headers: JSON_TYPE,
        body: Buffer.from(JSON.stringify(body)),
        accept: "never" as const,
      };
    }),
  fc.constantFrom(1_000, 10_000, 100_000).map((count) =>
    jsonCase(
      "huge numbers, strings",
      `${count} text layers, each with a bad field`,
      {
        kind: "design-sequence",
        texts: Array.from({ length: count }, (_, i) => ({ value: "", weight: i, x: "?" })),
      },
      "never",
    ),
  ),
);

const DEPTHS = [10, 100, 1_000, 10_000, 100_000, 1_000_000];

function nestedText(depth: number, shape: "array" | "object" | "mixed"): string {
  if (shape === "array") return `${"[".repeat(depth)}${"]".repeat(depth)}`;
  if (shape === "object") return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  return `${'[{"a":'.repeat(depth / 2)}1${"}]".repeat(depth / 2)}`;
}

export const deepCases: fc.Arbitrary<FuzzCase> = kind.chain((of) =>
  fc
    .record({
      base: baseOf(of),
      depth: fc.constantFrom(...DEPTHS),
      shape: fc.constantFrom("array" as const, "object" as const, "mixed" as const),
      where: fc.oneof(
        fc.constant(undefined),
        anyPath(of, () => true),
      ),
    })
    .map(({ base, depth, shape, where }) => ({
      category: "deep nesting" as const,
      label: `${depth}-deep ${shape} at ${where ? `${of}: ${where.join(".")}` : "the root"}`,
      headers: JSON_TYPE,
      body: Buffer.from(
        where ? withRawText(base, where, nestedText(depth, shape)) : nestedText(depth, shape),
      ),
      accept: "never" as const,
    })),
);

/** Almost JSON: what a hand-written or cut-off body looks like. */
const NOT_JSON: readonly [string, (json: string) => string][] = [
  ["trailing garbage", (json) => `${json} x`],
  ["a second object", (json) => `${json}{"kind":"background"}`],
  ["an extra brace", (json) => `${json}}`],
  ["a trailing comma", (json) => json.replace(/}$/, ",}")],
  ["a comment", (json) => `/* note */${json}`],
  ["single quotes", (json) => json.replace(/"/g, "'")],
  ["unquoted keys", (json) => json.replace(/"(\w+)":/g, "$1:")],
  ["NaN", (json) => json.replace(/}$/, ',"x":NaN}')],
  ["a raw newline in a string", (json) => json.replace(/"kind":"/, '"kind":"\n')],
  ["a NUL byte after it", (json) => `${json}\u0000`],
];

export const truncatedCases: fc.Arbitrary<FuzzCase> = fc.oneof(
  fc
    .record({ base: anyBase, cut: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }) })
    .map(({ base, cut }) => {
      const json = JSON.stringify(base);
      const at = Math.floor(cut * json.length);
      return {
        category: "truncated JSON" as const,
        label: `${String(base.kind)} cut at ${at} of ${json.length}`,
        headers: JSON_TYPE,
        body: Buffer.from(json.slice(0, at)),
        accept: "never" as const,
      };
    }),
  fc
    .record({ base: anyBase, change: fc.constantFrom(...NOT_JSON) })
    .map(({ base, change: [name, apply] }) => ({
      category: "truncated JSON" as const,
      label: `${String(base.kind)} with ${name}`,
      headers: JSON_TYPE,
      body: Buffer.from(apply(JSON.stringify(base))),
      accept: "never" as const,
    })),
);

export type { Fields };
