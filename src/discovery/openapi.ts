// GET /openapi.json: OpenAPI 3.1 of every route, its schemas generated from the contract (never by hand).

import { SURFACE_MAPS } from "../catalog/surfaces/index.js";
import { artifactEnvelopeSchema } from "../contract/artifact.js";
import {
  agentManifestSchema,
  designLabDocumentSchema,
  designSequenceResponseSchema,
  elementBriefResponseSchema,
  elementsDocumentSchema,
  errorBodySchema,
  GENERATE_KINDS,
  type GenerateKind,
  identitiesDocumentSchema,
  type JsonSchema,
  labsDocumentSchema,
  MAX_BODY_BYTES,
  MAX_ERROR_ISSUES,
  materialsCatalogSchema,
  megabytes,
  motionDocumentSchema,
  OPENAPI_VERSION,
  RESPONSE_MEDIA_TYPES,
  requestSchemas,
  SEARCH_QUERY,
  SERVICE_DESCRIPTION,
  SERVICE_NAME,
  SERVICE_VERSION,
  searchResponseSchema,
  studioCatalogSchema,
  toRequestJsonSchema,
  toResponseJsonSchema,
  UNKNOWN_FIELD_RULE,
} from "../contract/index.js";
import { GENERATE_EXAMPLES } from "../generate/examples.js";

/** A component schema: the JSON Schema without its draft marker (OpenAPI 3.1 implies 2020-12). */
function component(schema: JsonSchema): JsonSchema {
  const { $schema: _draft, ...rest } = schema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const SCHEMA_NAMES: Record<GenerateKind, string> = {
  background: "BackgroundRequest",
  template: "TemplateRequest",
  "element-brief": "ElementBriefRequest",
  "design-sequence": "DesignSequenceRequest",
};

/** Every error status a route may answer (all of ERROR_STATUS's, checked by the tests), with the one error body. */
export const ERROR_RESPONSES = {
  "400": `Invalid request: JSON, unknown fields, types, bounds or enums (every problem is listed in \`issues\`, at most ${MAX_ERROR_ISSUES}; \`omittedIssues\` counts the rest)`,
  "404": "No such route or resource",
  "405": "Method not allowed on this path (see the Allow header)",
  "408": "The request's headers or body did not arrive in time",
  "413": `Request body over ${megabytes(MAX_BODY_BYTES)}`,
  "415": "Content-Type is not application/json, or names a charset other than utf-8",
  "429": "Too many requests from this address (see Retry-After and the RateLimit-* headers)",
  "431": "Request headers too large",
  "500": "Unexpected server error (the request was not processed)",
  "503": "Overloaded: the request was not processed (see Retry-After)",
} as const;

const errorResponses = (statuses: readonly (keyof typeof ERROR_RESPONSES)[]) =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/Error${status}` }]));

/** What every read-only route may answer besides its body: any URL can be malformed (400). */
const READ_ERRORS = errorResponses(["400", "404", "405", "408", "429", "431", "500", "503"]);

const CACHED_HEADERS = {
  ETag: { schema: { type: "string" } },
  "Cache-Control": { schema: { type: "string" } },
};
const NOT_MODIFIED = { "304": { description: "Not modified (If-None-Match matched the ETag)" } };

/** A path segment that may itself hold slashes (`agents/connect`). */
const DOCS_PATH_PARAMETER = {
  name: "path",
  in: "path",
  required: true,
  description: "the page's path under /docs; it may contain slashes, e.g. agents/connect",
  schema: { type: "string" },
};

/** A read-only JSON route. */
function getJson(
  summary: string,
  description: string,
  schema: object = { type: "object" },
  extra: object = {},
) {
  return {
    get: {
      summary,
      description,
      ...extra,
      responses: {
        "200": { description: summary, headers: CACHED_HEADERS, content: { "application/json": { schema } } },
        ...NOT_MODIFIED,
        ...READ_ERRORS,
      },
    },
  };
}

/** A read-only text route; `cached` ones carry an ETag and answer 304 when revalidated. */
function getText(
  summary: string,
  mediaType: string,
  { cached = true, ...extra }: { cached?: boolean; parameters?: object[] } = {},
) {
  const content = { [mediaType]: { schema: { type: "string" } } };
  return {
    get: {
      summary,
      ...extra,
      responses: {
        "200": cached
          ? { description: summary, headers: CACHED_HEADERS, content }
          : { description: summary, content },
        ...(cached ? NOT_MODIFIED : {}),
        ...READ_ERRORS,
      },
    },
  };
}

/** Any generation request, selected by `kind`. */
const ANY_REQUEST = {
  oneOf: GENERATE_KINDS.map((kind) => ref(SCHEMA_NAMES[kind])),
  discriminator: {
    propertyName: "kind",
    mapping: Object.fromEntries(
      GENERATE_KINDS.map((kind) => [kind, `#/components/schemas/${SCHEMA_NAMES[kind]}`]),
    ),
  },
};

/** The JSON answers of POST /api/generate: which kinds give each, and its component. */
const JSON_RESPONSES = [
  { kinds: "background and template (output json)", component: "ArtifactEnvelope" },
  { kinds: "element-brief", component: "ElementBriefResponse" },
  { kinds: "design-sequence", component: "DesignSequenceResponse" },
] as const;

/** The brief's `request` is a request to POST as it is: the request schemas, not the answer's. */
function elementBriefComponent(): JsonSchema {
  const schema = component(toResponseJsonSchema(elementBriefResponseSchema));
  const { description } = schema.properties?.request ?? {};
  return { ...schema, properties: { ...schema.properties, request: { ...ANY_REQUEST, description } } };
}

const kindsWithOutput = GENERATE_KINDS.filter((kind) => "raw" in RESPONSE_MEDIA_TYPES[kind]);

function buildOpenApi(responseSchemas: Record<string, JsonSchema>) {
  const extraSchemas = Object.fromEntries(Object.keys(responseSchemas).map((name) => [name, ref(name)]));
  const requestComponents = Object.fromEntries(
    GENERATE_KINDS.map((kind) => [SCHEMA_NAMES[kind], component(toRequestJsonSchema(requestSchemas[kind]))]),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: SERVICE_NAME,
      version: SERVICE_VERSION,
      description: SERVICE_DESCRIPTION,
      license: { name: "MIT", identifier: "MIT" },
    },
    paths: {
      "/": getJson(
        "Where to start",
        "A browser (Accept: text/html) is redirected to /docs; anything else gets the service's name, version and the paths to start from.",
      ),
      "/api/agent": getJson(
        "Agent manifest",
        "Name, versions, discovery order, client rules, resources, the generation contract and the Studio's browser interface.",
        extraSchemas.Agent,
      ),
      "/api/catalog": getJson(
        "Studio tool catalog",
        "Studio tools, resource URLs, shader and surface library summaries.",
        extraSchemas.Catalog,
      ),
      "/api/elements": getJson(
        "Brand element taxonomy",
        "Element records with generation metadata.",
        extraSchemas.Elements,
      ),
      "/api/identities": getJson(
        "Built-in identities",
        "Identity records and their public proof asset ids (template partnerId).",
        extraSchemas.Identities,
      ),
      "/api/labs": getJson(
        "Lab catalog",
        "The Studio's labs and what each can do over HTTP and in the browser.",
        extraSchemas.Labs,
      ),
      "/api/materials": getJson(
        "Materials catalog",
        "134 materials, 7 engines, shared controls, look presets and palettes.",
        extraSchemas.Materials,
      ),
      "/api/search": getJson(
        "Search",
        "One ranked index over docs, materials, elements, identities, surfaces, tools and endpoints.",
        extraSchemas.Search,
        {
          parameters: [
            {
              name: "q",
              in: "query",
              required: true,
              description: `the words to search for: at most ${SEARCH_QUERY.maxTerms} distinct words (split at spaces and punctuation, case-folded, each counted once)`,
              schema: { type: "string", minLength: 1, maxLength: SEARCH_QUERY.maxQueryLength },
            },
            {
              name: "limit",
              in: "query",
              required: false,
              schema: {
                type: "integer",
                minimum: 1,
                maximum: SEARCH_QUERY.maxLimit,
                default: SEARCH_QUERY.defaultLimit,
              },
            },
          ],
        },
      ),
      "/api/surface-textures/{assetId}/{map}": {
        get: {
          summary: "Surface texture map",
          description:
            "A procedurally generated, deterministic PNG map of a surface asset listed in /api/catalog.",
          parameters: [
            { name: "assetId", in: "path", required: true, schema: { type: "string" } },
            {
              name: "map",
              in: "path",
              required: true,
              schema: { type: "string", enum: [...SURFACE_MAPS] },
            },
          ],
          responses: {
            "200": {
              description: "PNG",
              content: { "image/png": { schema: { type: "string", contentMediaType: "image/png" } } },
            },
            ...NOT_MODIFIED,
            ...READ_ERRORS,
          },
        },
      },
      "/api/generate": {
        ...getJson(
          "Generation contract",
          "Fields, bounds, enums, media types and an example per kind, derived from the schemas.",
        ),
        post: {
          summary: "Generate an artifact",
          description: `The body's \`kind\` selects the artifact. ${UNKNOWN_FIELD_RULE}`,
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: ANY_REQUEST,
                examples: Object.fromEntries(
                  GENERATE_KINDS.map((kind) => [kind, { summary: kind, value: GENERATE_EXAMPLES[kind] }]),
                ),
              },
            },
          },
          responses: {
            "200": {
              description: `${JSON_RESPONSES.map(({ kinds, component: name }) => `${kinds}: ${name}`).join("; ")}. Output raw of ${kindsWithOutput.join(" and ")}: the SVG itself (image/svg+xml) with Content-Disposition, its warnings in X-Marque-Warnings.`,
              headers: {
                "Content-Disposition": {
                  schema: { type: "string" },
                  description: "raw output: inline; filename=…",
                },
                "X-Marque-Warnings": {
                  schema: { type: "string" },
                  description: "raw output: code=field pairs, comma-separated",
                },
              },
              content: {
                // Each answer has one required field the others lack (artifact, element, document) and none
                // allows fields it does not define: a real answer matches exactly one of them.
                "application/json": {
                  schema: { oneOf: JSON_RESPONSES.map(({ component }) => ref(component)) },
                },
                "image/svg+xml": { schema: { type: "string", contentMediaType: "image/svg+xml" } },
              },
            },
            ...errorResponses(["400", "405", "408", "413", "415", "429", "431", "500", "503"]),
          },
        },
      },
      "/openapi.json": getJson("This document", "OpenAPI 3.1 description of every route."),
      "/llms.txt": getText("Concise instructions for language models", "text/plain"),
      "/llms-full.txt": getText("Complete instructions: every docs page", "text/plain"),
      "/docs": getText("Documentation index", "text/html"),
      "/docs/{path}": getText("A documentation page (HTML)", "text/html", {
        parameters: [DOCS_PATH_PARAMETER],
      }),
      "/docs/{path}.md": getText("A documentation page as markdown", "text/markdown", {
        parameters: [DOCS_PATH_PARAMETER],
      }),
      "/healthz": getText("Liveness", "application/json", { cached: false }),
      "/studio": getText("The Studio workspace (browser)", "text/html"),
    },
    components: {
      schemas: {
        ...requestComponents,
        ArtifactEnvelope: component(toResponseJsonSchema(artifactEnvelopeSchema)),
        ElementBriefResponse: elementBriefComponent(),
        DesignSequenceResponse: component(toResponseJsonSchema(designSequenceResponseSchema)),
        // The Design Lab's own document (the Studio's `material` tool source; read with applySource).
        DesignLabDocument: component(toResponseJsonSchema(designLabDocumentSchema)),
        // Motion's document (the Studio's `animation` tool source; read with applySource).
        MotionDocument: component(toResponseJsonSchema(motionDocumentSchema)),
        ErrorBody: component(toResponseJsonSchema(errorBodySchema)),
        ...responseSchemas,
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, description]) => [
          `Error${status}`,
          { description, content: { "application/json": { schema: ref("ErrorBody") } } },
        ]),
      ),
    },
  };
}

/** Response documents of the read-only routes, from their contract schemas. */
const RESPONSE_SCHEMAS = {
  Agent: agentManifestSchema,
  Catalog: studioCatalogSchema,
  Elements: elementsDocumentSchema,
  Identities: identitiesDocumentSchema,
  Labs: labsDocumentSchema,
  Materials: materialsCatalogSchema,
  Search: searchResponseSchema,
} as const;

export const openApiDocument = buildOpenApi(
  Object.fromEntries(
    Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [name, component(toResponseJsonSchema(schema))]),
  ),
);
