// The routes of every Studio document served as files (the contract's DOCUMENT_FILE_ROUTES) in /openapi.json:
// GET {path} (its contract), POST {path} (the document → a file) and GET {path}/{document}.{extension}, with
// the request and document components each names ({name}Request, {name}Document).
import {
  DOCUMENT_FILE_ROUTES,
  type DocumentFileRoute,
  documentFileUrls,
  FILE_EXTENSIONS,
  FILE_MEDIA_TYPES,
  RASTER_SCALES,
  toRequestJsonSchema,
  toResponseJsonSchema,
} from "../contract/index.js";
import { documentFileRules } from "../generate/document-file-contract.js";
import {
  CACHED_HEADERS,
  component,
  errorResponses,
  getJson,
  NOT_MODIFIED,
  operation,
  READ_ERRORS,
  ref,
} from "./openapi-operations.js";

const OPEN = { type: "object", additionalProperties: true };

/** GET {path}'s document: what it always holds (its objects open, so generated clients read their fields). */
const CONTRACT_SCHEMA = {
  type: "object",
  required: [
    "method",
    "path",
    "schema",
    "fields",
    "example",
    "formats",
    "maxPages",
    "how",
    "limits",
    "errors",
  ],
  properties: {
    method: { const: "POST" },
    path: { type: "string" },
    description: { type: "string" },
    schema: { ...OPEN, description: "the request's JSON Schema" },
    fields: { type: "array", items: OPEN },
    example: OPEN,
    exampleUrl: { type: "string", description: "the example's file at a URL" },
    formats: { type: "array", items: OPEN },
    maxPages: { type: "integer" },
    how: { type: "array", items: { type: "string" } },
    limits: OPEN,
    errors: OPEN,
  },
};

const pageParameter = (route: DocumentFileRoute) => ({
  name: "page",
  in: "query",
  required: false,
  description: `the page drawn, 1-based (default 1); every format but PDF; past the last page: 400 out_of_range at \`page\``,
  schema: { type: "integer", minimum: 1, maximum: route.maxPages },
  example: 1,
});

const SCALE_PARAMETER = {
  name: "scale",
  in: "query",
  required: false,
  description: "device-pixel ratio of PNG, WebP, AVIF and JPEG files (default 1)",
  schema: { type: "integer", enum: [...RASTER_SCALES] },
  example: 2,
};

const fileContent = (route: DocumentFileRoute) =>
  Object.fromEntries(
    route.formats.map((format) => [
      FILE_MEDIA_TYPES[format],
      {
        schema: {
          type: "string",
          ...(format === "svg" ? {} : { format: "binary" }),
          contentMediaType: FILE_MEDIA_TYPES[format],
        },
      },
    ]),
  );

const fileHeaders = {
  "Content-Disposition": {
    schema: { type: "string" },
    description: "inline; filename={name}.pdf or {name}-{page}-{page title}.{extension}",
  },
  ETag: { schema: { type: "string" }, description: "a hash of the bytes" },
};

function routePaths(route: DocumentFileRoute) {
  const { name, summary, description } = route.openapi;
  const request = `${name}Request`;
  const requestSchema = component(toRequestJsonSchema(route.request));
  const rules = documentFileRules(route).join(". ");
  const exampleFormat = route.formats.find((f) => f !== "pdf") ?? route.formats[0];
  // The example's URL, split into the path's two parameters.
  const [exampleDocument, exampleExtension] = (documentFileUrls(route, route.example)?.(exampleFormat) ?? "")
    .slice(route.path.length + 1)
    .split(".");
  return {
    [route.path]: {
      ...getJson(
        {
          operationId: `get${name}Contract`,
          tag: "generate",
          summary: `${summary.replace(/^Generate /u, "").replace(/ \(.*$/u, "")} contract`.replace(
            /^./u,
            (c) => c.toUpperCase(),
          ),
          description: "Fields, bounds, formats, the URL form and an example, derived from the schemas.",
        },
        ref("DocumentFileContract"),
      ),
      post: {
        ...operation({
          operationId: `generate${name}`,
          tag: "generate",
          summary,
          description: `${description} The body is the Studio tool's document (\`kind\` optional). ${rules}.`,
          parameters: [
            {
              name: "format",
              in: "query",
              required: false,
              description: "the file's format (overrides Accept); jpg is jpeg",
              schema: {
                type: "string",
                enum: [...route.formats, ...(route.formats.includes("jpeg") ? ["jpg"] : [])],
              },
              example: route.formats.find((f) => f !== "pdf"),
            },
            pageParameter(route),
            SCALE_PARAMETER,
          ],
        }),
        requestBody: {
          required: true,
          content: {
            "application/json": {
              // Written out, not referenced: generators then read defaulted fields as optional (see openapi.ts).
              schema: { title: request, ...requestSchema },
              examples: { example: { summary: `a ${route.noun}`, value: route.example } },
            },
          },
        },
        responses: {
          "200": {
            description: "The file; its name in Content-Disposition; Vary: Accept; no-store.",
            headers: fileHeaders,
            content: fileContent(route),
          },
          ...errorResponses(["400", "405", "406", "408", "413", "415", "429", "431", "500", "503"]),
        },
      },
    },
    [`${route.path}/{document}.{extension}`]: {
      get: {
        ...operation({
          operationId: `get${name}File`,
          tag: "generate",
          summary: `${summary.replace(/ \(.*$/u, "")} at a URL`,
          description: `The file POST ${route.path} answers, at a URL for \`og:image\`, \`<img>\` and links: {document} is the body's JSON in base64url (no padding, no data URLs), the extension names the format. Cached for a year.`,
          parameters: [
            {
              name: "document",
              in: "path",
              required: true,
              description: "the request body's JSON in base64url, without padding",
              schema: { type: "string", pattern: "^[A-Za-z0-9_-]+$" },
              example: exampleDocument,
            },
            {
              name: "extension",
              in: "path",
              required: true,
              schema: { type: "string", enum: route.formats.map((f) => FILE_EXTENSIONS[f]) },
              example: exampleExtension,
            },
            pageParameter(route),
            SCALE_PARAMETER,
          ],
        }),
        responses: {
          "200": {
            description: "The file; immutable.",
            headers: { ...fileHeaders, ...CACHED_HEADERS },
            content: fileContent(route),
          },
          ...NOT_MODIFIED,
          ...READ_ERRORS,
          ...errorResponses(["414"]),
        },
      },
    },
  };
}

export const documentFilePaths = Object.assign({}, ...DOCUMENT_FILE_ROUTES.map(routePaths));

export const documentFileComponents = {
  DocumentFileContract: CONTRACT_SCHEMA,
  ...Object.fromEntries(
    DOCUMENT_FILE_ROUTES.flatMap((route) => [
      [`${route.openapi.name}Request`, component(toRequestJsonSchema(route.request))],
      [`${route.openapi.name}Document`, component(toResponseJsonSchema(route.document))],
    ]),
  ),
};
