// The pieces every operation of /openapi.json is built from: component references, the error responses, cache
// headers, tags, and read-only JSON and text operations named for code generators.
import { type JsonSchema, MAX_BODY_BYTES, MAX_ERROR_ISSUES, megabytes } from "../contract/index.js";

/** A component schema: the JSON Schema without its draft marker (OpenAPI 3.1 implies 2020-12). */
export function component(schema: JsonSchema): JsonSchema {
  const { $schema: _draft, ...rest } = schema;
  return rest;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Every error status a route may answer (all of ERROR_STATUS's, checked by the tests), with the one error body. */
export const ERROR_RESPONSES = {
  "400": `Invalid request: JSON, unknown fields, types, bounds or enums (every problem is listed in \`issues\`, at most ${MAX_ERROR_ISSUES}; \`omittedIssues\` counts the rest)`,
  "404": "No such route or resource",
  "405": "Method not allowed on this path (see the Allow header)",
  "406": "Accept names no format the artifact comes in (ask with ?format= instead)",
  "408": "The request's headers or body did not arrive in time",
  "413": `Request body over ${megabytes(MAX_BODY_BYTES)}`,
  "414": "The image URL's request is too long for a URL (send it with POST)",
  "415": "Content-Type is not application/json, or names a charset other than utf-8",
  "417": "An Expect header other than 100-continue",
  "429": "Too many requests from this address (see Retry-After and the RateLimit-* headers)",
  "431": "Request headers too large",
  "500": "Unexpected server error (the request was not processed)",
  "503": "Overloaded (see Retry-After), or, from /readyz, not ready: the request was not processed",
} as const;

export const errorResponses = (statuses: readonly (keyof typeof ERROR_RESPONSES)[]) =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/Error${status}` }]));

/** What every read-only route may answer besides its body: any URL can be malformed (400). */
export const READ_ERRORS = errorResponses(["400", "404", "405", "408", "429", "431", "500", "503"]);

export const CACHED_HEADERS = {
  ETag: { schema: { type: "string" } },
  "Cache-Control": { schema: { type: "string" } },
};
export const NOT_MODIFIED = { "304": { description: "Not modified (If-None-Match matched the ETag)" } };

/** The groups operations are listed under (code generators name their clients and modules after them). */
export const TAGS = [
  { name: "discovery", description: "Where to start: the service, the agent manifest and this document" },
  {
    name: "catalogs",
    description: "Read-only catalogs: identities, elements, materials, labs, Studio tools",
  },
  { name: "generate", description: "The generation contract and POST /api/generate" },
  { name: "search", description: "One ranked index over docs and catalogs" },
  { name: "docs", description: "Documentation pages and the llms.txt texts" },
  { name: "operations", description: "Liveness, readiness and the browser Studio" },
] as const;
type Tag = (typeof TAGS)[number]["name"];

/** What names an operation for code generators: its id (a function name), its group and a one-line summary. */
export interface Operation {
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  parameters?: object[];
}

export const operation = ({ operationId, tag, summary, description, parameters }: Operation) => ({
  operationId,
  tags: [tag],
  summary,
  ...(description ? { description } : {}),
  ...(parameters ? { parameters } : {}),
});

/** A read-only JSON route; `cached` ones carry an ETag and answer 304 when revalidated. */
export function getJson(op: Operation, schema: object, { cached = true }: { cached?: boolean } = {}) {
  const content = { "application/json": { schema } };
  return {
    get: {
      ...operation(op),
      responses: {
        "200": cached
          ? { description: op.summary, headers: CACHED_HEADERS, content }
          : { description: op.summary, content },
        ...(cached ? NOT_MODIFIED : {}),
        ...READ_ERRORS,
      },
    },
  };
}

/** A read-only text route, cached like the catalogs. */
export function getText(op: Operation, mediaType: string) {
  return {
    get: {
      ...operation(op),
      responses: {
        "200": {
          description: op.summary,
          headers: CACHED_HEADERS,
          content: { [mediaType]: { schema: { type: "string" } } },
        },
        ...NOT_MODIFIED,
        ...READ_ERRORS,
      },
    },
  };
}
