// The generation contract served by GET /api/generate (and inside /api/agent), derived from the schemas.

import { GENERATE_EXAMPLES } from "../catalog/examples/index.js";
import {
  ERROR_STATUS,
  errorBodySchema,
  FILE_EXTENSIONS,
  FILE_FORMATS,
  FILE_MEDIA_TYPES,
  FORMAT_PARAMETER_VALUES,
  fieldRules,
  GENERATE_KINDS,
  GENERATION_SCHEMA_VERSION,
  type GenerateKind,
  type GenerationContract,
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_ERROR_ISSUES,
  MAX_PIXELS,
  MAX_RASTER_PIXELS,
  MAX_RASTER_SIDE,
  RASTER_SCALES,
  REQUEST_CONTENT_TYPE,
  RESPONSE_MEDIA_TYPES,
  requestSchemas,
  SVG_KINDS,
  toRequestJsonSchema,
  toResponseJsonSchema,
  UNKNOWN_FIELD_RULE,
} from "../contract/index.js";

const RESPONSE_BODIES: Record<GenerateKind, Record<string, string>> = {
  background: {
    json: "artifact envelope {kind, artifact: {content, filename, mimeType, width, height}, schemaVersion}",
    raw: "the SVG document, or the file Accept or ?format= asks for (see files)",
  },
  template: {
    json: "artifact envelope {kind, artifact: {content, filename, mimeType, width, height}, warnings?, schemaVersion}",
    raw: "the SVG document, or the file Accept or ?format= asks for (see files)",
  },
  "element-brief": {
    json: "the resolved brief: kind, element, identity, brand, guidance, copy and, where Marque can make the element, a ready-to-POST request",
  },
  "design-sequence": {
    json: "{kind, document (version 3 source), filename, warnings? (e.g. an odd export.width rounded down to even), schemaVersion}",
  },
};

function describeKind(kind: GenerateKind) {
  const schema = toRequestJsonSchema(requestSchemas[kind]);
  const responses = Object.fromEntries(
    Object.entries(RESPONSE_MEDIA_TYPES[kind]).map(([output, mediaType]) => [
      output,
      { status: 200 as const, mediaType, body: RESPONSE_BODIES[kind][output] ?? "" },
    ]),
  );
  return {
    requiredFields: schema.required ?? [],
    schema,
    fields: fieldRules(schema),
    responses,
    example: GENERATE_EXAMPLES[kind],
  };
}

/** Built once: the contract is static for a running server. Typed by the contract, as OpenAPI publishes it. */
export const generationContract: GenerationContract = {
  method: "POST",
  path: "/api/generate",
  requestContentType: REQUEST_CONTENT_TYPE,
  schemaVersion: GENERATION_SCHEMA_VERSION,
  kinds: Object.fromEntries(GENERATE_KINDS.map((kind) => [kind, describeKind(kind)])) as Record<
    GenerateKind,
    ReturnType<typeof describeKind>
  >,
  unknownFields: UNKNOWN_FIELD_RULE,
  files: {
    kinds: [...SVG_KINDS],
    formats: FILE_FORMATS.map((format) => ({
      format,
      mediaType: FILE_MEDIA_TYPES[format],
      extension: FILE_EXTENSIONS[format],
    })),
    how: [
      "output raw: send Accept with the media type (SVG by default, also for */*); Vary: Accept; 406 not_acceptable when Accept names none",
      `?format=${FORMAT_PARAMETER_VALUES.join("|")} overrides Accept, for clients that cannot set headers`,
      "output json with ?format=: artifact.content is the file in base64 (artifact.encoding: base64) with its mimeType, filename, width and height",
      `?scale=${RASTER_SCALES.join("|")}: device-pixel ratio of a raster; at most ${MAX_RASTER_PIXELS} pixels and ${MAX_RASTER_SIDE} px a side after scaling (400 pixel_limit)`,
    ],
    scales: [...RASTER_SCALES],
    maxRasterPixels: MAX_RASTER_PIXELS,
    maxRasterSide: MAX_RASTER_SIDE,
  },
  limits: { maxBodyBytes: MAX_BODY_BYTES, maxDataUrlBytes: MAX_DATA_URL_BYTES, maxPixels: MAX_PIXELS },
  errors: {
    schema: toResponseJsonSchema(errorBodySchema),
    statuses: ERROR_STATUS,
    rules: [
      "400 unknown_field: a top-level field the contract does not define",
      `400 invalid_request: a field violates its type, bound, enumeration or reference; every issue is listed (at most ${MAX_ERROR_ISSUES}; error.omittedIssues counts the rest)`,
      "400 invalid_json: the body is not valid JSON",
      `413 payload_too_large: the body exceeds ${MAX_BODY_BYTES} bytes`,
      `415 unsupported_media_type: Content-Type is not ${REQUEST_CONTENT_TYPE}`,
      "Do not retry an unchanged request that failed validation.",
    ],
  },
};
