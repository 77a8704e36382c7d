// The accept path must take a body only when the schema does, and then give the schema's exact output: the
// same values, keys in the same order, defaults in the same places. Held against Zod on the examples, on valid
// requests generated from the contract, on requests with one field broken and on arbitrary JSON.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mutatedRequest, validRequest } from "../../harness/arbitraries/index.js";
import { GENERATE_EXAMPLES } from "../../src/catalog/examples/index.js";
import { GENERATE_KINDS, type GenerateKind, requestSchemas } from "../../src/contract/index.js";
import { acceptOf, REFUSED } from "../../src/generate/accept.js";

/** A value with its keys' order made visible (JSON drops undefined members; these are kept). */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== "object") return value;
  return Object.entries(value).map(([key, member]) => [key, ordered(member)]);
}

const RUNS = 300;

/** The request without what the accept path leaves to the schema: image data URLs and effects (a union). */
function modelled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(modelled);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, member]) => key !== "effect" && !(typeof member === "string" && member.startsWith("data:")),
      )
      .map(([key, member]) => [key, modelled(member)]),
  );
}

/** Whatever the accept path takes, the schema takes too, with the same output. */
function agrees(kind: GenerateKind, body: unknown): boolean {
  const accepted = acceptOf(requestSchemas[kind])(structuredClone(body));
  if (accepted === REFUSED) return false;
  const parsed = requestSchemas[kind].safeParse(structuredClone(body));
  expect(parsed.success).toBe(true);
  expect(ordered(accepted)).toEqual(ordered(parsed.data));
  return true;
}

describe.each(GENERATE_KINDS)("the accept path of %s requests", (kind) => {
  it("takes the example, as the schema gives it", () => {
    expect(agrees(kind, GENERATE_EXAMPLES[kind])).toBe(true);
  });

  it("gives the schema's output for valid requests, and takes most of those without images", () => {
    let taken = 0;
    fc.assert(
      fc.property(validRequest(kind), (request) => {
        agrees(kind, request);
        if (agrees(kind, modelled(request))) taken++;
      }),
      { numRuns: RUNS },
    );
    expect(taken).toBeGreaterThan(RUNS / 2);
  });

  it("takes a request with a field broken only when the schema does (a catalog id is not its to check)", () => {
    fc.assert(
      fc.property(mutatedRequest(kind), ({ body }) => {
        agrees(kind, body);
      }),
      { numRuns: RUNS },
    );
  });

  it("agrees with the schema on arbitrary members", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), (key, value) => {
        agrees(kind, { ...GENERATE_EXAMPLES[kind], [key]: value });
        agrees(kind, { kind, [key]: value });
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the accept path, near the edges of what it models", () => {
  const background = acceptOf(requestSchemas.background);
  const template = acceptOf(requestSchemas.template);

  it("runs a refinement: a canvas past the pixel limit is refused", () => {
    expect(background({ kind: "background", settings: { width: 4096, height: 4096 } })).toBe(REFUSED);
    expect(agrees("background", { kind: "background", settings: { width: 4096, height: 2048 } })).toBe(true);
  });

  it("refuses a member whose value is undefined (JSON has none), which Zod would keep as a key", () => {
    expect(template({ kind: "template", template: "blog", title: undefined })).toBe(REFUSED);
  });

  it("counts lengths as Zod does, or leaves the count to it", () => {
    const emoji = "😀"; // one code point, two UTF-16 units
    expect(agrees("template", { kind: "template", template: "blog", title: emoji.repeat(240) })).toBe(false);
    expect(
      requestSchemas.template.safeParse({ kind: "template", template: "blog", title: emoji.repeat(240) })
        .success,
    ).toBe(true);
    expect(template({ kind: "template", template: "blog", title: "a".repeat(241) })).toBe(REFUSED);
    expect(agrees("template", { kind: "template", template: "blog", partnerId: emoji })).toBe(true);
    expect(agrees("template", { kind: "template", template: "blog", partnerId: "\uDC00" })).toBe(true);
  });
});
