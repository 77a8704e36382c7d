// The arbitraries of the property tests and the fuzzer read the contract as it is published: the schema they
// walk is GET /api/generate's, and every field of it can be generated and broken.
import { describe, expect, it } from "vitest";
import {
  MUTATION_CATEGORIES,
  mutationSites,
  requestJsonSchema,
  validRequest,
} from "../../harness/arbitraries/index.js";
import {
  GENERATE_KINDS,
  type JsonSchema,
  requestSchemas,
  toRequestJsonSchema,
} from "../../src/contract/index.js";

/** A copy of a schema without the data-URL format tags the arbitraries add. */
const untagged = (node: JsonSchema): JsonSchema =>
  JSON.parse(
    JSON.stringify(node, (key, value) =>
      key === "format" && value === "image-data-url" ? undefined : value,
    ),
  );

describe.each(GENERATE_KINDS)("the %s arbitraries", (kind) => {
  it("walk the published request schema (plus data-URL tags)", () => {
    expect(untagged(requestJsonSchema(kind))).toEqual(toRequestJsonSchema(requestSchemas[kind]));
    // Every kind takes an identity, whose logo is a data URL.
    expect(requestJsonSchema(kind).properties?.identity?.properties?.logoDataUrl?.format).toBe(
      "image-data-url",
    );
  });

  it("cover every field and can break each one", () => {
    expect(() => validRequest(kind)).not.toThrow();
    const categories = new Set(mutationSites(kind).map((site) => site.category));
    // Only templates have template-only fields; backgrounds name no catalog entry.
    const expected = MUTATION_CATEGORIES.filter(
      (category) =>
        (category !== "applicability" || kind === "template") &&
        (category !== "reference" || kind !== "background"),
    );
    for (const category of expected) expect(categories, category).toContain(category);
  });
});
