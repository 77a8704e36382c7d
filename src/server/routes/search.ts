// GET /api/search?q=…&limit=…: one ranked index over docs, materials, elements, identities, surfaces, tools and
// endpoints. Every problem with the query is reported at once, in the common error body.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { type Issue, RESOURCE_PATHS, SEARCH_QUERY } from "../../contract/index.js";
import { searchTerms } from "../../docs/search.js";
import type { ServedDocs } from "../../docs/served.js";
import { sendStatic, staticBody } from "../static-response.js";

const { defaultLimit, maxLimit, maxQueryLength, maxTerms } = SEARCH_QUERY;
const PARAMETERS = new Set(["q", "limit"]);
const received = (value: unknown) => String(value).slice(0, 40);

/** The query text and the number of results, or every issue with them. */
export function parseSearchQuery(query: Record<string, unknown>): { q: string; limit: number } {
  const issues: Issue[] = Object.keys(query)
    .filter((name) => !PARAMETERS.has(name))
    .map((name) => ({
      code: "unknown_field",
      field: name,
      message: "this query parameter is not defined; use q and limit",
    }));

  const { q: rawQ, limit: rawLimit } = query;
  const q = typeof rawQ === "string" ? rawQ.trim() : "";
  if (Array.isArray(rawQ)) {
    issues.push({ code: "invalid_type", field: "q", message: "give q once", expected: "one string" });
  } else if (q === "") {
    issues.push({
      code: "required",
      field: "q",
      message: "required and must not be blank: the text to search for, e.g. /api/search?q=dither",
    });
  } else if (q.length > maxQueryLength) {
    issues.push({
      code: "too_long",
      field: "q",
      message: `at most ${maxQueryLength} characters`,
      expected: `at most ${maxQueryLength} characters`,
      received: `${q.length} characters`,
    });
  } else {
    const terms = searchTerms(q).length;
    if (terms > maxTerms) {
      issues.push({
        code: "too_long",
        field: "q",
        message: `at most ${maxTerms} distinct words (split at spaces and punctuation, case-folded, each counted once)`,
        expected: `at most ${maxTerms} distinct words`,
        received: `${terms} distinct words`,
      });
    }
  }

  let limit: number = defaultLimit;
  if (rawLimit !== undefined) {
    const isDigits = typeof rawLimit === "string" && /^[0-9]{1,6}$/u.test(rawLimit);
    limit = isDigits ? Number(rawLimit) : Number.NaN;
    if (!isDigits || limit < 1 || limit > maxLimit) {
      issues.push({
        code: isDigits ? "out_of_range" : "invalid_type",
        field: "limit",
        message: `must be an integer from 1 to ${maxLimit} (default ${defaultLimit})`,
        expected: `integer 1 to ${maxLimit}`,
        received: received(rawLimit),
      });
    }
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  return { q, limit };
}

export async function searchRoutes(app: FastifyInstance, { docs }: { docs: ServedDocs }): Promise<void> {
  const { search } = docs;
  app.get(RESOURCE_PATHS.search, async (request, reply) => {
    const { q, limit } = parseSearchQuery(request.query as Record<string, unknown>);
    // The index is fixed while the process runs: the same query always gives the same answer, so it is
    // cached and revalidated like a catalog.
    return sendStatic(
      request,
      reply,
      staticBody({ query: q, results: search(q, limit) }, "application/json", "fast"),
    );
  });
}
