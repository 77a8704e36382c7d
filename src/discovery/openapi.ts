// GET /openapi.json: OpenAPI 3.1 of every route, its schemas generated from the contract (never by hand).

import { z } from "zod";
import { GENERATE_EXAMPLES } from "../catalog/examples/index.js";
import { SURFACE_ASSETS, SURFACE_MAPS } from "../catalog/surfaces/index.js";
import { artifactEnvelopeSchema, type SVG_KINDS } from "../contract/artifact.js";
import {
  agentManifestSchema,
  DEFAULT_RASTER_SCALE,
  designLabDocumentSchema,
  designSequenceResponseSchema,
  elementBriefResponseSchema,
  elementsDocumentSchema,
  errorBodySchema,
  FILE_EXTENSIONS,
  FILE_FORMATS,
  FILE_MEDIA_TYPES,
  FORMAT_PARAMETER_VALUES,
  GENERATE_KINDS,
  type GenerateKind,
  generationContractSchema,
  healthSchema,
  identitiesDocumentSchema,
  type JsonSchema,
  labsDocumentSchema,
  lottieDocumentSchema,
  MAX_IMAGE_URL_REQUEST_CHARS,
  MAX_RASTER_PIXELS,
  MAX_RASTER_SIDE,
  materialsCatalogSchema,
  moodboardDocumentSchema,
  motionDocumentSchema,
  OPENAPI_VERSION,
  openApiDocumentSchema,
  RASTER_SCALES,
  RESOURCE_PATHS,
  RESPONSE_MEDIA_TYPES,
  readySchema,
  requestSchemas,
  SEARCH_QUERY,
  SERVICE_DESCRIPTION,
  SERVICE_NAME,
  SERVICE_VERSION,
  searchResponseSchema,
  startSchema,
  studioCatalogSchema,
  tokensDocumentSchema,
  toRequestJsonSchema,
  toResponseJsonSchema,
  typographyDocumentSchema,
  UNKNOWN_FIELD_RULE,
} from "../contract/index.js";
import { deckComponents, deckPaths } from "./openapi-decks.js";
import { documentFileComponents, documentFilePaths } from "./openapi-document-files.js";
import { exportComponents, exportPaths } from "./openapi-exports.js";
import { openGraphQueryPaths } from "./openapi-open-graph.js";
import {
  CACHED_HEADERS,
  component,
  ERROR_RESPONSES,
  errorResponses,
  getJson,
  getText,
  NOT_MODIFIED,
  operation,
  READ_ERRORS,
  ref,
  TAGS,
} from "./openapi-operations.js";
import { tokensComponents, tokensPaths } from "./openapi-tokens.js";

export { ERROR_RESPONSES };

const SCHEMA_NAMES: Record<GenerateKind, string> = {
  background: "BackgroundRequest",
  template: "TemplateRequest",
  "element-brief": "ElementBriefRequest",
  "design-sequence": "DesignSequenceRequest",
};

/** A path segment that may itself hold slashes (`agents/connect`). */
const DOCS_PATH_PARAMETER = {
  name: "path",
  in: "path",
  required: true,
  description: "the page's path under /docs; it may contain slashes, e.g. agents/connect",
  schema: { type: "string" },
  example: "agents/connect",
};

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

/** A kind's request schema, titled with its component's name. */
const requestSchemaOf = (kind: GenerateKind): JsonSchema => ({
  title: SCHEMA_NAMES[kind],
  ...component(toRequestJsonSchema(requestSchemas[kind])),
});

/**
 * The request body: each kind's schema written out here, not referenced. Code generators read a field with a
 * `default` as one the server fills, so required, except inside a request body, where the caller may leave it
 * out (openapi-typescript does so): only here does a typed client get those fields as optional. The same
 * schemas are named in components.schemas for everything else that refers to a request.
 */
const REQUEST_BODY = { oneOf: GENERATE_KINDS.map(requestSchemaOf) };

/** The JSON answer of each kind (background and template: their artifact envelope, with output json). */
const RESPONSE_NAMES: Record<GenerateKind, string> = {
  background: "BackgroundResponse",
  template: "TemplateResponse",
  "element-brief": "ElementBriefResponse",
  "design-sequence": "DesignSequenceResponse",
};

/**
 * The JSON answers of POST /api/generate, told apart by their `kind` (the request's): code generators give a
 * discriminated union, narrowed by `kind`.
 */
const ANY_JSON_RESPONSE = {
  oneOf: GENERATE_KINDS.map((kind) => ref(RESPONSE_NAMES[kind])),
  discriminator: {
    propertyName: "kind",
    mapping: Object.fromEntries(
      GENERATE_KINDS.map((kind) => [kind, `#/components/schemas/${RESPONSE_NAMES[kind]}`]),
    ),
  },
};

/** A kind's artifact envelope: the envelope with `kind` held to that kind. */
const envelopeComponent = (kind: (typeof SVG_KINDS)[number]): JsonSchema =>
  component(toResponseJsonSchema(artifactEnvelopeSchema.extend({ kind: z.literal(kind) })));

/** The generation contract, its examples typed as the kind's request. */
function generationContractComponent(): JsonSchema {
  const schema = component(toResponseJsonSchema(generationContractSchema));
  const kinds = schema.properties?.kinds;
  for (const kind of GENERATE_KINDS) {
    const entry = kinds?.properties?.[kind];
    const example = entry?.properties?.example;
    if (!entry?.properties || !example) throw new Error(`openapi: the contract has no example of ${kind}`);
    entry.properties.example = { ...ref(SCHEMA_NAMES[kind]), description: example.description };
  }
  return schema;
}

/** The agent manifest, its `generation` the contract component. */
function agentComponent(): JsonSchema {
  const schema = component(toResponseJsonSchema(agentManifestSchema));
  const { description } = schema.properties?.generation ?? {};
  return {
    ...schema,
    properties: { ...schema.properties, generation: { ...ref("GenerationContract"), description } },
  };
}

/** The brief's `request` is a request to POST as it is: the request schemas, not the answer's. */
function elementBriefComponent(): JsonSchema {
  const schema = component(toResponseJsonSchema(elementBriefResponseSchema));
  const { description } = schema.properties?.request ?? {};
  return { ...schema, properties: { ...schema.properties, request: { ...ANY_REQUEST, description } } };
}

const kindsWithOutput = GENERATE_KINDS.filter((kind) => "raw" in RESPONSE_MEDIA_TYPES[kind]);

/** Every file a background or template comes as, by media type. */
const FILE_CONTENT = Object.fromEntries(
  FILE_FORMATS.map((format) => [
    FILE_MEDIA_TYPES[format],
    format === "svg"
      ? { schema: { type: "string", contentMediaType: FILE_MEDIA_TYPES[format] } }
      : { schema: { type: "string", format: "binary", contentMediaType: FILE_MEDIA_TYPES[format] } },
  ]),
);

/** `?format=` and `?scale=` of POST /api/generate. */
const FILE_PARAMETERS = [
  {
    name: "format",
    in: "query",
    required: false,
    description: `the file a background or template is answered as (overrides Accept; jpg is JPEG); with output json the envelope carries it in base64`,
    schema: { type: "string", enum: [...FORMAT_PARAMETER_VALUES] },
    example: "png",
  },
  {
    name: "scale",
    in: "query",
    required: false,
    description: `device-pixel ratio of a raster (PNG, WebP, AVIF, JPEG); at most ${MAX_RASTER_SIDE} px a side and ${MAX_RASTER_PIXELS} pixels after scaling, else 400 pixel_limit`,
    schema: { type: "string", enum: RASTER_SCALES.map(String), default: String(DEFAULT_RASTER_SCALE) },
    example: "2",
  },
];

/** Path parameters of a surface texture, with an example that exists. */
const TEXTURE_PARAMETERS = [
  {
    name: "assetId",
    in: "path",
    required: true,
    description: `a surface asset id of ${RESOURCE_PATHS.catalog} (surfaces.assets[].id)`,
    schema: { type: "string", enum: SURFACE_ASSETS.map((asset) => asset.id) },
    example: SURFACE_ASSETS[0]?.id,
  },
  {
    name: "map",
    in: "path",
    required: true,
    schema: { type: "string", enum: [...SURFACE_MAPS] },
    example: SURFACE_MAPS[0],
  },
];

/** The two parts of an image URL's last segment. */
const IMAGE_URL_PARAMETERS = [
  {
    name: "request",
    in: "path",
    required: true,
    description: `a background or template request's JSON (output left out or raw) in base64url, at most ${MAX_IMAGE_URL_REQUEST_CHARS} characters (else 414); requests with data URLs are too long: POST them`,
    schema: { type: "string", pattern: "^[A-Za-z0-9_-]+$", maxLength: MAX_IMAGE_URL_REQUEST_CHARS },
    example: Buffer.from(
      JSON.stringify({ kind: "template", template: "blog", title: "Launch notes" }),
    ).toString("base64url"),
  },
  {
    name: "extension",
    in: "path",
    required: true,
    schema: { type: "string", enum: FILE_FORMATS.map((format) => FILE_EXTENSIONS[format]) },
    example: "png",
  },
  { ...FILE_PARAMETERS[1] },
];

const SEARCH_PARAMETERS = [
  {
    name: "q",
    in: "query",
    required: true,
    description: `the words to search for: at most ${SEARCH_QUERY.maxTerms} distinct words (split at spaces and punctuation, case-folded, each counted once)`,
    schema: { type: "string", minLength: 1, maxLength: SEARCH_QUERY.maxQueryLength },
    example: "partnership",
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
    example: 5,
  },
];

function buildOpenApi() {
  const requestComponents = Object.fromEntries(
    GENERATE_KINDS.map((kind) => [SCHEMA_NAMES[kind], requestSchemaOf(kind)]),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: SERVICE_NAME,
      version: SERVICE_VERSION,
      description: SERVICE_DESCRIPTION,
      license: { name: "MIT", identifier: "MIT" },
    },
    // Relative: the server that serves this document (OpenAPI resolves it against the document's URL).
    servers: [{ url: "/", description: "the Marque server that serves this document" }],
    tags: TAGS.map((tag) => ({ ...tag })),
    paths: {
      "/": getJson(
        {
          operationId: "getStart",
          tag: "discovery",
          summary: "Where to start",
          description:
            "A browser (Accept: text/html) is redirected to /docs; anything else gets the service's name, version and the paths to start from.",
        },
        ref("Start"),
      ),
      "/api/agent": getJson(
        {
          operationId: "getAgentManifest",
          tag: "discovery",
          summary: "Agent manifest",
          description:
            "Name, versions, discovery order, client rules, resources, the generation contract and the Studio's browser interface.",
        },
        ref("Agent"),
      ),
      "/api/catalog": getJson(
        {
          operationId: "getStudioCatalog",
          tag: "catalogs",
          summary: "Studio tool catalog",
          description: "Studio tools, resource URLs, shader and surface library summaries.",
        },
        ref("Catalog"),
      ),
      "/api/elements": getJson(
        {
          operationId: "listElements",
          tag: "catalogs",
          summary: "Brand element taxonomy",
          description: "Element records with generation metadata.",
        },
        ref("Elements"),
      ),
      "/api/identities": getJson(
        {
          operationId: "listIdentities",
          tag: "catalogs",
          summary: "Built-in identities",
          description: "Identity records and their public proof asset ids (template partnerId).",
        },
        ref("Identities"),
      ),
      "/api/labs": getJson(
        {
          operationId: "listLabs",
          tag: "catalogs",
          summary: "Lab catalog",
          description: "The Studio's labs and what each can do over HTTP and in the browser.",
        },
        ref("Labs"),
      ),
      "/api/materials": getJson(
        {
          operationId: "getMaterials",
          tag: "catalogs",
          summary: "Materials catalog",
          description: "Materials, engines, shared controls, look presets and palettes.",
        },
        ref("Materials"),
      ),
      "/api/search": getJson(
        {
          operationId: "search",
          tag: "search",
          summary: "Search",
          description:
            "One ranked index over docs, materials, elements, identities, surfaces, tools and endpoints.",
          parameters: SEARCH_PARAMETERS,
        },
        ref("Search"),
      ),
      "/api/surface-textures/{assetId}/{map}": {
        get: {
          ...operation({
            operationId: "getSurfaceTexture",
            tag: "catalogs",
            summary: "Surface texture map",
            description:
              "A procedurally generated, deterministic PNG map of a surface asset listed in /api/catalog.",
            parameters: TEXTURE_PARAMETERS,
          }),
          responses: {
            "200": {
              description: "PNG",
              headers: CACHED_HEADERS,
              content: { "image/png": { schema: { type: "string", contentMediaType: "image/png" } } },
            },
            ...NOT_MODIFIED,
            ...READ_ERRORS,
          },
        },
      },
      "/api/images/{request}.{extension}": {
        get: {
          ...operation({
            operationId: "getImage",
            tag: "generate",
            summary: "A background or template as a file at a URL",
            description:
              "The same bytes as POST /api/generate with output raw and that format; for og:image, <img> and links. The URL never changes its answer, so it is cached for a year with a strong ETag. Envelopes give it as artifact.url.",
            parameters: IMAGE_URL_PARAMETERS,
          }),
          responses: {
            "200": {
              description: "The file, named in Content-Disposition",
              headers: CACHED_HEADERS,
              content: FILE_CONTENT,
            },
            ...NOT_MODIFIED,
            ...errorResponses(["400", "404", "405", "408", "414", "429", "431", "500", "503"]),
          },
        },
      },
      "/api/generate": {
        ...getJson(
          {
            operationId: "getGenerationContract",
            tag: "generate",
            summary: "Generation contract",
            description:
              "Fields, bounds, enums, media types and an example per kind, derived from the schemas.",
          },
          ref("GenerationContract"),
        ),
        post: {
          ...operation({
            operationId: "generate",
            tag: "generate",
            summary: "Generate an artifact",
            description: `The body's \`kind\` selects the artifact. ${UNKNOWN_FIELD_RULE} A background or template comes as any of ${FILE_FORMATS.join(", ")}: with output raw by Accept or \`?format=\`, with output json in the envelope (base64) by \`?format=\`.`,
          }),
          parameters: FILE_PARAMETERS,
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: REQUEST_BODY,
                examples: Object.fromEntries(
                  GENERATE_KINDS.map((kind) => [kind, { summary: kind, value: GENERATE_EXAMPLES[kind] }]),
                ),
              },
            },
          },
          responses: {
            "200": {
              description: `With output json (the default), application/json: the answer of the request's kind, whose \`kind\` it repeats (${GENERATE_KINDS.map((kind) => `${kind}: ${RESPONSE_NAMES[kind]}`).join("; ")}). With output raw (${kindsWithOutput.join(" and ")} only): the file itself — image/svg+xml by default, or the format Accept prefers or \`?format=\` names — its file name in Content-Disposition and its warnings in X-Marque-Warnings; Vary: Accept.`,
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
                "application/json": { schema: ANY_JSON_RESPONSE },
                ...Object.fromEntries(
                  FILE_FORMATS.map((format) => [
                    FILE_MEDIA_TYPES[format],
                    format === "svg"
                      ? { schema: { type: "string", contentMediaType: FILE_MEDIA_TYPES[format] } }
                      : {
                          schema: {
                            type: "string",
                            format: "binary",
                            contentMediaType: FILE_MEDIA_TYPES[format],
                          },
                        },
                  ]),
                ),
              },
            },
            ...errorResponses(["400", "405", "406", "408", "413", "415", "429", "431", "500", "503"]),
          },
        },
      },
      ...deckPaths,
      ...documentFilePaths,
      ...openGraphQueryPaths,
      ...tokensPaths,
      "/openapi.json": getJson(
        {
          operationId: "getOpenApi",
          tag: "discovery",
          summary: "This document",
          description: "OpenAPI 3.1 description of every route.",
        },
        ref("OpenApiDocument"),
      ),
      "/llms.txt": getText(
        { operationId: "getLlmsTxt", tag: "docs", summary: "Concise instructions for language models" },
        "text/plain",
      ),
      "/llms-full.txt": getText(
        { operationId: "getLlmsFullTxt", tag: "docs", summary: "Complete instructions: every docs page" },
        "text/plain",
      ),
      "/docs": getText(
        { operationId: "getDocsIndex", tag: "docs", summary: "Documentation index" },
        "text/html",
      ),
      "/docs/{path}": getText(
        {
          operationId: "getDocsPage",
          tag: "docs",
          summary: "A documentation page (HTML)",
          parameters: [DOCS_PATH_PARAMETER],
        },
        "text/html",
      ),
      "/docs/{path}.md": getText(
        {
          operationId: "getDocsPageMarkdown",
          tag: "docs",
          summary: "A documentation page as markdown",
          parameters: [DOCS_PATH_PARAMETER],
        },
        "text/markdown",
      ),
      "/healthz": getJson(
        {
          operationId: "getHealth",
          tag: "operations",
          summary: "Liveness",
          description: "Answers while the process lives, even when other routes shed load.",
        },
        ref("Health"),
        { cached: false },
      ),
      "/readyz": getJson(
        {
          operationId: "getReadiness",
          tag: "operations",
          summary: "Readiness",
          description:
            "200 while the process takes requests; 503 `not_ready` while it starts, sheds load or drains for shutdown.",
        },
        ref("Ready"),
        { cached: false },
      ),
      "/studio": getText(
        { operationId: "getStudio", tag: "operations", summary: "The Studio workspace (browser)" },
        "text/html",
      ),
      ...exportPaths,
    },
    components: {
      schemas: {
        ...requestComponents,
        ...exportComponents,
        BackgroundResponse: envelopeComponent("background"),
        TemplateResponse: envelopeComponent("template"),
        ElementBriefResponse: elementBriefComponent(),
        DesignSequenceResponse: component(toResponseJsonSchema(designSequenceResponseSchema)),
        // The Design Lab's own document (the Studio's `material` tool source; read with applySource).
        DesignLabDocument: component(toResponseJsonSchema(designLabDocumentSchema)),
        // Motion's document (the Studio's `animation` tool source; read with applySource).
        MotionDocument: component(toResponseJsonSchema(motionDocumentSchema)),
        TokensDocument: component(toResponseJsonSchema(tokensDocumentSchema)),
        TypographyDocument: component(toResponseJsonSchema(typographyDocumentSchema)),
        MoodboardDocument: component(toResponseJsonSchema(moodboardDocumentSchema)),
        LottieDocument: component(toResponseJsonSchema(lottieDocumentSchema)),
        ErrorBody: component(toResponseJsonSchema(errorBodySchema)),
        GenerationContract: generationContractComponent(),
        ...deckComponents,
        ...documentFileComponents,
        ...tokensComponents,
        Agent: agentComponent(),
        ...Object.fromEntries(
          Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [
            name,
            component(toResponseJsonSchema(schema)),
          ]),
        ),
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
  Catalog: studioCatalogSchema,
  Elements: elementsDocumentSchema,
  Identities: identitiesDocumentSchema,
  Labs: labsDocumentSchema,
  Materials: materialsCatalogSchema,
  Search: searchResponseSchema,
  Start: startSchema,
  Health: healthSchema,
  Ready: readySchema,
  OpenApiDocument: openApiDocumentSchema,
} as const;

export const openApiDocument = buildOpenApi();
