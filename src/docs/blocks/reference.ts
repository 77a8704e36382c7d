// Blocks of the reference pages: error and issue codes, a real error body, limits and versions.

import { ELEMENT_BRIEF_SCHEMA_VERSION } from "../../catalog/elements/index.js";
import { materialsCatalog } from "../../catalog/materials/index.js";
import { ApiError } from "../../contract/api-error.js";
import {
  AGENT_MANIFEST_SCHEMA_VERSION,
  ARTIFACT_SCHEMA_VERSION,
  ERROR_SCHEMA_VERSION,
  ERROR_STATUS,
  type ErrorCode,
  GENERATION_SCHEMA_VERSION,
  type GenerateKind,
  IMAGE_DATA_URL_RULES,
  ISSUE_CODES,
  type IssueCode,
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_ECHO_CHARACTERS,
  MAX_ERROR_BODY_BYTES,
  MAX_ERROR_ISSUES,
  MAX_HEADER_BYTES,
  MAX_IMAGE_BYTES_IN_BODY,
  MAX_PIXELS,
  megabytes,
  OPENAPI_VERSION,
  REQUEST_CONTENT_TYPE,
  SERVICE_VERSION,
  STUDIO_API,
} from "../../contract/index.js";
import { SOURCE_DOCUMENT_VERSION } from "../../documents/design-sequence.js";
import { validateGenerateRequest } from "../../generate/validate.js";
import { code, jsonBlock, table } from "../markdown.js";
import { type Block, misuse } from "./context.js";
import { boundOf } from "./schema.js";

/** What each error code means to a client; typed by the contract, so a new code cannot go undocumented. */
const ERROR_MEANINGS: Record<ErrorCode, string> = {
  invalid_request:
    "a field violates its type, bound, enumeration, format or reference; `issues` lists the problems",
  invalid_json: "the body is empty or not valid JSON",
  unknown_field: "the body has a top-level field the contract does not define (nested ones are issues)",
  not_found: "no such resource, documentation page, surface asset or texture map",
  method_not_allowed: "the path exists but not with this method; the `Allow` header lists the methods",
  not_acceptable:
    "`Accept` names no format the artifact comes in (SVG, PNG, WebP, AVIF, JPEG, PDF); ask with `?format=` instead",
  request_timeout:
    "the request's headers or body did not arrive in time; see [Operations](/docs/operations#timeouts-and-bounds)",
  expectation_failed:
    "an `Expect` header other than `100-continue`; with `100-continue`, an answer decided from the headers (413, 415, 404…) comes at once, without `100 Continue`",
  payload_too_large: `the body exceeds ${megabytes(MAX_BODY_BYTES)}`,
  uri_too_long: "an image URL carries a request too long for a URL; send it with POST /api/generate instead",
  unsupported_media_type: `Content-Type is not ${REQUEST_CONTENT_TYPE}, is malformed, or names a charset other than utf-8`,
  rate_limited:
    "too many requests from this address; `Retry-After` says when to retry (off unless the operator sets a limit, see [Operations](/docs/operations#rate-limit))",
  queue_full: "`POST /api/exports` only: the export queue is full; `Retry-After` says when to retry",
  headers_too_large: `the request line and headers exceed ${MAX_HEADER_BYTES / 1024} KB`,
  internal_error: "a failure on the server's side; the body never carries details or a stack trace",
  overloaded: "the server is overloaded and sheds load; `Retry-After` says when to retry",
  not_ready:
    "`GET /readyz` only: the process is starting, shedding load or draining for shutdown; send traffic elsewhere",
  capability_unavailable:
    "`POST /api/exports` only: the exporter lacks what the export needs (Chromium, WebGL2, an H.264 or VP9 encoder); the message names it and how to install it",
};

const ISSUE_MEANINGS: Record<IssueCode, string> = {
  unknown_field: "a field the contract does not define at this path",
  required: "a required field is missing",
  invalid_type: "the value has the wrong JSON type (or is not an integer where one is required)",
  invalid_enum: "the value is not one of the allowed values (listed in `expected`)",
  out_of_range: "a number is outside its bounds (`expected` states them)",
  too_long: "a string or list is longer than its maximum",
  too_short: "a string or list is shorter than its minimum",
  too_many: "a list has more items than allowed",
  invalid_color: "not a six-digit HEX colour like #1A2B3C",
  invalid_data_url:
    "not a base64 image data URL of an accepted type and size, or an SVG that cannot be made safe (see [images](/docs/identities#images))",
  pixel_limit: `width × height exceeds ${MAX_PIXELS.toLocaleString("en-US")} pixels`,
  unknown_reference:
    "an id that is not in its catalog (element, material, proof asset); `expected` names the valid ids: all of them, or the closest few and the catalog that lists them all",
  invalid_value: "a value that is well-typed but not acceptable here",
};

const errors: Block = () =>
  table(
    ["Code", "Status", "Meaning"],
    Object.entries(ERROR_STATUS).map(([c, status]) => [
      code(c),
      String(status),
      ERROR_MEANINGS[c as ErrorCode],
    ]),
  );

const issueCodes: Block = () =>
  table(
    ["Issue code", "Meaning"],
    ISSUE_CODES.map((c) => [code(c), ISSUE_MEANINGS[c]]),
  );

/**
 * Every `field` an error names that is not a path in the POST /api/generate body, and when. The HTTP tests
 * provoke each error and check its field is listed here.
 */
export const ERROR_FIELDS: readonly { field: string; when: string }[] = [
  {
    field: "request",
    when: "the request as a whole: a body that is not a JSON object, no such route, a method the path does not take, a request the server cannot parse",
  },
  { field: "Content-Type", when: "POST /api/generate without `application/json` (415)" },
  { field: "Content-Length", when: "a Content-Length header that does not match the body" },
  {
    field: "path",
    when: "a URL with malformed percent-encoding; no such documentation page or Studio file (404)",
  },
  {
    field: "assetId",
    when: "`/api/surface-textures/:assetId/:map` with an asset the catalog does not list (404)",
  },
  { field: "map", when: "`/api/surface-textures/:assetId/:map` with a map other than the ones listed (404)" },
  { field: "q", when: "`/api/search`: the query text is missing, blank, given twice or too long" },
  { field: "limit", when: "`/api/search`: the number of results is not an integer in range" },
  {
    field: "(any other query parameter)",
    when: "`/api/search` with a parameter it does not define: `unknown_field`, named by the parameter",
  },
];

const errorFields: Block = () =>
  table(
    ["field", "When"],
    ERROR_FIELDS.map(({ field, when }) => [field.startsWith("(") ? field : code(field), when]),
  );

const dataUrlRules: Block = () =>
  IMAGE_DATA_URL_RULES.map((rule) => `- ${rule[0]?.toUpperCase()}${rule.slice(1)}.`).join("\n");

/** A request that fails in three ways at once, for `{{error-example}}`. */
export const INVALID_EXAMPLE = {
  kind: "background",
  colour: "red",
  settings: { width: 20000, style: "plaid" },
} as const;

/** `{{error-example}}`: the invalid request and the error body the service really answers to it. */
const errorExample: Block = () => {
  try {
    validateGenerateRequest(INVALID_EXAMPLE);
  } catch (error) {
    if (error instanceof ApiError) {
      return `${jsonBlock(INVALID_EXAMPLE).replace("```json", "```json invalid")}\n\nanswers ${error.status}:\n\n${jsonBlock(error.toBody())}`;
    }
    throw error;
  }
  return misuse("error-example", undefined, "a request the service refuses");
};

/** `[label, kind, fields]`: the field bounds of the spec's Limits table, read from the schemas. */
const FIELD_LIMITS: readonly [string, GenerateKind, readonly string[]][] = [
  ["Background width and height", "background", ["settings.width", "settings.height"]],
  ["Template title", "template", ["title"]],
  ["Template body", "template", ["body"]],
  ["Identity name", "background", ["identity.name"]],
  ["Identity shortName", "background", ["identity.shortName"]],
  ["Identity tagline", "background", ["identity.tagline"]],
  ["Identity description", "background", ["identity.description"]],
  ["Identity positioning", "background", ["identity.positioning"]],
  ["Identity website", "background", ["identity.website"]],
  ["Text layers", "design-sequence", ["texts"]],
  ["Cut count", "design-sequence", ["sequence.cutCount"]],
  ["Final hold (ms)", "design-sequence", ["sequence.finalHoldMs"]],
  ["Export width", "design-sequence", ["export.width"]],
  ["Export duration (ms)", "design-sequence", ["export.durationMs"]],
  ["Shader size", "design-sequence", ["shader.shaderSize"]],
];

const fieldLimitRow = ([label, kind, fields]: (typeof FIELD_LIMITS)[number]) => [
  label,
  [...new Set(fields.map((field) => boundOf(kind, field)))].join("; "),
  `${fields[0]?.startsWith("identity.") ? "every kind" : kind}: ${fields.map(code).join(", ")}`,
];

const limits: Block = () =>
  table(
    ["Limit", "Value", "Applies to"],
    [
      [
        "Request body size",
        `${megabytes(MAX_BODY_BYTES)} (${MAX_BODY_BYTES} bytes); larger bodies get 413`,
        "POST /api/generate",
      ],
      [
        "Image data URL size",
        `${megabytes(MAX_DATA_URL_BYTES)} decoded, each; within a ${megabytes(MAX_BODY_BYTES)} body, in practice just under ${megabytes(MAX_IMAGE_BYTES_IN_BODY)} (base64 takes 4 characters for 3 bytes); see [images](/docs/identities#images)`,
        "logoDataUrl, backgroundImageDataUrl, partnerLogoDataUrl",
      ],
      [
        "Error body",
        `at most ${MAX_ERROR_ISSUES} issues (\`omittedIssues\` counts the rest), echoes cut to ${MAX_ECHO_CHARACTERS} characters, under ${MAX_ERROR_BODY_BYTES / 1024} KB`,
        "every error",
      ],
      ["Background pixels", `width × height at most ${MAX_PIXELS.toLocaleString("en-US")}`, "background"],
      [
        "Content-Type",
        `${REQUEST_CONTENT_TYPE} (parameters allowed; a charset, if given, must be utf-8); anything else gets 415`,
        "POST /api/generate",
      ],
      ...FIELD_LIMITS.map(fieldLimitRow),
    ],
  );

const versions: Block = () =>
  table(
    ["Item", "Value"],
    [
      ["Interface description", `OpenAPI ${OPENAPI_VERSION} at [\`/openapi.json\`](/openapi.json)`],
      ["Interface version (OpenAPI `info.version`, agent manifest `version`)", SERVICE_VERSION],
      ["Agent manifest `schemaVersion`", String(AGENT_MANIFEST_SCHEMA_VERSION)],
      ["Generation contract `schemaVersion`", String(GENERATION_SCHEMA_VERSION)],
      ["Materials catalog `schemaVersion`", String(materialsCatalog.schemaVersion)],
      ["Artifact envelope `schemaVersion`", String(ARTIFACT_SCHEMA_VERSION)],
      ["Element brief `schemaVersion`", String(ELEMENT_BRIEF_SCHEMA_VERSION)],
      ["Error body `schemaVersion`", String(ERROR_SCHEMA_VERSION)],
      ["Browser Studio interface `version`", String(STUDIO_API.version)],
      [
        "design-sequence `document.version`",
        `${SOURCE_DOCUMENT_VERSION} (compatibility source; the Studio normalizes it to canvas document schema 2 / Design Lab source 4)`,
      ],
    ],
  );

export const REFERENCE_BLOCKS: Record<string, Block> = {
  errors,
  "issue-codes": issueCodes,
  "error-example": errorExample,
  "error-fields": errorFields,
  "data-url-rules": dataUrlRules,
  limits,
  versions,
};
