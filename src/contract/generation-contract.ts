// The shape of the generation contract that GET /api/generate serves (and the agent manifest's `generation`):
// typed here so OpenAPI describes it field by field and the tests hold the served document to it.
import { z } from "zod";
import { SVG_KINDS } from "./artifact.js";
import { ERROR_STATUS, type ErrorCode } from "./errors.js";
import { FILE_FORMATS } from "./file-formats.js";
import {
  GENERATE_KINDS,
  GENERATION_SCHEMA_VERSION,
  type GenerateKind,
  REQUEST_CONTENT_TYPE,
  RESPONSE_MEDIA_TYPES,
} from "./generate.js";
import type { JsonSchema } from "./json-schema.js";

const jsonSchema = z.record(z.string(), z.unknown()).describe("a JSON Schema (draft 2020-12)");

const fieldRuleSchema = z.object({
  field: z.string().describe("dotted path: settings.width, texts[].value"),
  required: z.boolean(),
  rule: z.string().describe("type, bounds or allowed values, default and meaning, in one line"),
});

/** What one output of a kind answers. */
const responseOf = (mediaType: string) =>
  z.object({
    status: z.literal(200),
    mediaType: z.literal(mediaType),
    body: z.string().describe("what the body holds"),
  });

const kindContract = (kind: GenerateKind) =>
  z.object({
    requiredFields: z.array(z.string()),
    schema: jsonSchema.describe("the request's JSON Schema (draft 2020-12)"),
    fields: z.array(fieldRuleSchema),
    responses: z.object(
      Object.fromEntries(
        Object.entries(RESPONSE_MEDIA_TYPES[kind]).map(([output, mediaType]) => [
          output,
          responseOf(mediaType),
        ]),
      ),
    ),
    example: z
      .record(z.string(), z.unknown())
      .describe(`a working ${kind} request, ready to POST (OpenAPI: the kind's request schema)`),
  });

const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const generationContractSchema = z.object({
  method: z.literal("POST"),
  path: z.literal("/api/generate"),
  requestContentType: z.literal(REQUEST_CONTENT_TYPE),
  schemaVersion: z.literal(GENERATION_SCHEMA_VERSION),
  kinds: z.object(Object.fromEntries(GENERATE_KINDS.map((kind) => [kind, kindContract(kind)]))),
  unknownFields: z.string(),
  files: z
    .object({
      kinds: z.array(z.enum(SVG_KINDS)),
      formats: z.array(
        z.object({ format: z.enum(FILE_FORMATS), mediaType: z.string(), extension: z.string() }),
      ),
      how: z.array(z.string()),
      scales: z.array(z.number().int()),
      maxRasterPixels: z.number().int(),
      maxRasterSide: z.number().int(),
    })
    .describe("the files a background or template comes in besides its SVG, and how to ask for them"),
  limits: z.object({
    maxBodyBytes: z.number().int(),
    maxDataUrlBytes: z.number().int(),
    maxPixels: z.number().int(),
  }),
  errors: z.object({
    schema: jsonSchema.describe("the error body's JSON Schema (OpenAPI: ErrorBody)"),
    statuses: z.record(z.enum(errorCodes), z.number().int()),
    rules: z.array(z.string()),
  }),
});

/** The served contract; its kinds typed by name, as the docs and the manifest read them. */
export type GenerationContract = Omit<z.output<typeof generationContractSchema>, "kinds"> & {
  kinds: Record<
    GenerateKind,
    Omit<z.output<ReturnType<typeof kindContract>>, "schema"> & { schema: JsonSchema }
  >;
};
