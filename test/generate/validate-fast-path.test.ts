// A small body is parsed whole when the scan would keep all of it; that shortcut must never change an answer.
// The same text with whitespace past the shortcut's size limit is always scanned, so each mutated body must
// get the same request or the same error body (status, headers, issues, omitted count) both ways.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENERATE_EXAMPLES } from "../../src/catalog/examples/index.js";
import { ApiError } from "../../src/contract/api-error.js";
import { GENERATE_KINDS } from "../../src/contract/index.js";
import { validateGenerateText } from "../../src/generate/validate.js";

/** Trailing whitespace that takes any body past the parse-whole limit (64 KiB) without changing its JSON. */
const PADDING = " ".repeat(70_000);

/** What validation answers: the request, or the error as the edge would send it. */
function outcome(text: string): unknown {
  try {
    return { request: validateGenerateText(text) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, headers: error.headers, body: error.toBody() };
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a member of an object, however deep. */
function memberPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => memberPaths(item, [...at, i]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, item]) => [
    [...at, name],
    ...memberPaths(item, [...at, name]),
  ]);
}

/** Sets the value at a member's path (or, with `add`, a new member beside it). */
function mutated(body: Json, pick: number, value: Json, add: string | undefined): Json {
  const copy = structuredClone(body);
  const paths = memberPaths(copy);
  const path = paths[pick % paths.length] ?? [];
  const parent = path
    .slice(0, -1)
    .reduce<Json>((node, part) => (node as Record<string | number, Json>)[part] ?? null, copy);
  (parent as Record<string | number, Json>)[add ?? (path.at(-1) as string | number)] = value;
  return copy;
}

describe("parsing a small body whole answers as the scan does", () => {
  it("for the examples of every kind, which pass", () => {
    for (const kind of GENERATE_KINDS) {
      const text = JSON.stringify(GENERATE_EXAMPLES[kind]);
      expect(outcome(text)).toEqual(outcome(text + PADDING));
      expect(outcome(text)).toHaveProperty("request");
    }
  });

  it("for syntax errors, duplicate keys, containers where a primitive goes and arrays past their maximum", () => {
    const texts = [
      '{"kind":"background","identity":{"preset":"tessel-labs"},"settings":{"width":1200,}}',
      '{"kind":"background","kind":"template","template":"slides","identity":{"preset":"halden-rail"}}',
      '{"kind":"template","template":"slides","title":{"text":"x"},"identity":{"preset":"halden-rail"}}',
      `{"kind":"design-sequence","texts":${JSON.stringify(Array.from({ length: 40 }, () => ({ value: "a" })))}}`,
      '{"kind":"background","settings":{"width":1200},"elementId":"x","__proto__":{"a":1}}',
      "[1,2]",
    ];
    for (const text of texts) expect(outcome(text)).toEqual(outcome(text + PADDING));
  });

  it.each(GENERATE_KINDS)("for mutated %s requests", (kind) => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.jsonValue({ maxDepth: 2 }),
        fc.option(fc.string({ maxLength: 6 })),
        (pick, value, add) => {
          const body = mutated(
            GENERATE_EXAMPLES[kind] as unknown as Json,
            pick,
            value as Json,
            add ?? undefined,
          );
          const text = JSON.stringify(body);
          expect(outcome(text)).toEqual(outcome(text + PADDING));
        },
      ),
      { seed: 29, numRuns: 300 },
    );
  });
});
