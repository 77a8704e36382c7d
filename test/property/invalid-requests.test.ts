// Property: a valid request with one field broken (wrong type, out of range, not in the enum, bad format,
// unknown reference, missing, unknown or prototype key, a field its template does not read) is answered 400 in
// the one error shape, and its issues name the broken field with a code that says what is wrong with it. Issues
// on other fields are allowed only where a cross-field rule makes them correct (harness/arbitraries/rules.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Mutation, mutatedRequest } from "../../harness/arbitraries/index.js";
import { errorBodySchema, GENERATE_KINDS, type Issue } from "../../src/contract/index.js";
import { post, SEED, useApps } from "./support.js";

const apps = useApps();

/** Cases per kind. */
const RUNS = 500;

const explains = (mutation: Mutation, issue: Issue) =>
  (issue.field === mutation.field && mutation.codes.includes(issue.code)) ||
  mutation.consequences.some((c) => c.field === issue.field && c.code === issue.code);

describe.each(GENERATE_KINDS)("%s requests with one field broken", (kind) => {
  it("are answered 400 with an issue naming the field, and no unexplained issue", async () => {
    await fc.assert(
      fc.asyncProperty(mutatedRequest(kind), async (mutation) => {
        const response = await post(apps.first, mutation.body);
        const context = `${mutation.description}\n${response.body.slice(0, 800)}`;
        expect(response.statusCode, context).toBe(400);
        const body = errorBodySchema.parse(response.json());
        const { issues } = body.error;
        expect(
          issues.some((issue) => issue.field === mutation.field && mutation.codes.includes(issue.code)),
          `no ${mutation.codes.join(" or ")} issue on ${mutation.field}: ${context}`,
        ).toBe(true);
        expect(
          issues.filter((issue) => !explains(mutation, issue)),
          context,
        ).toEqual([]);
        expect(body.error.code, context).toBe(mutation.topLevelUnknown ? "unknown_field" : "invalid_request");
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

// Regressions the property found: each once gave a second, misleading issue or the wrong top-level code.
describe("found by the property", () => {
  it("an unknown top-level key with a dot in its name makes the error's code unknown_field", async () => {
    const response = await post(apps.first, { kind: "element-brief", elementId: "website-hero", "a.b": 1 });
    expect(response.json().error).toMatchObject({ code: "unknown_field", field: "a.b" });
  });
  it("an empty array as elementId reports invalid_type alone", async () => {
    const response = await post(apps.first, { kind: "element-brief", elementId: [] });
    expect(response.json().error.issues).toEqual([
      expect.objectContaining({ field: "elementId", code: "invalid_type" }),
    ]);
  });
});
