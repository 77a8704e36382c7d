// Blocks of the reference pages: error and issue codes, a real error body, limits and versions.

import { ELEMENT_BRIEF_SCHEMA_VERSION } from "../../catalog/elements/index.js";
import { materialsCatalog } from "../../catalog/materials/index.js";
import {
  AGENT_MANIFEST_SCHEMA_VERSION,
  ARTIFACT_SCHEMA_VERSION,
  ERROR_SCHEMA_VERSION,
  ERROR_STATUS,
  type ErrorCode,
  GENERATION_SCHEMA_VERSION,
  type GenerateKind,
  ISSUE_CODES,
  type IssueCode,
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_PIXELS,
  megabytes,
  OPENAPI_VERSION,
  REQUEST_CONTENT_TYPE,
  SERVICE_VERSION,
  STUDIO_API,
} from "../../contract/index.js";
import { SOURCE_DOCUMENT_VERSION } from "../../documents/design-sequence.js";
import { ApiError } from "../../generate/api-error.js";
import { validateGenerateRequest } from "../../generate/validate.js";
import { code, jsonBlock, table } from "../markdown.js";
import { type Block, misuse } from "./context.js";
import { boundOf } from "./schema.js";

/** What each error code means to a client; typed by the contract, so a new code cannot go undocumented. */
const ERROR_MEANINGS: Record<ErrorCode, string> = {
  invalid_request:
    "a field violates its type, bound, enumeration, format or reference; `issues` lists every problem",
  invalid_json: "the body is empty or not valid JSON",
  unknown_field: "the body has a top-level field the contract does not define (nested ones are issues)",
  not_found: "no such resource, documentation page, surface asset or texture map",
  method_not_allowed: "the path exists but not with this method; the `Allow` header lists the methods",
  payload_too_large: `the body exceeds ${megabytes(MAX_BODY_BYTES)}`,
  unsupported_media_type: `Content-Type is not ${REQUEST_CONTENT_TYPE}`,
  rate_limited: "too many requests; this server sets no rate limit, a deployment in front of it may",
  internal_error: "a failure on the server's side; the body never carries details or a stack trace",
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
  invalid_data_url: "not a base64 image data URL of an accepted type and size, or an unsafe SVG",
  pixel_limit: `width × height exceeds ${MAX_PIXELS.toLocaleString("en-US")} pixels`,
  unknown_reference:
    "an id that is not in its catalog (element, material, proof asset); `expected` names them",
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
        `${megabytes(MAX_DATA_URL_BYTES)} decoded, each; png, jpeg, gif, webp or svg+xml; base64 only`,
        "logoDataUrl, backgroundImageDataUrl, partnerLogoDataUrl",
      ],
      ["Background pixels", `width × height at most ${MAX_PIXELS.toLocaleString("en-US")}`, "background"],
      [
        "Content-Type",
        `${REQUEST_CONTENT_TYPE} (parameters allowed); anything else gets 415`,
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
  limits,
  versions,
};
