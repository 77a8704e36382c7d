// Request validation: dispatch on `kind`, validate with the contract schema, check catalog references,
// and report every problem at once.
import {
  GENERATE_KINDS,
  type GenerateKind,
  type GenerateRequest,
  type Issue,
  requestSchemas,
  type TemplateRequest,
} from "../contract/index.js";
import { ApiError } from "./api-error.js";
import { applicabilityIssues, withoutInapplicable } from "./applicability.js";
import { describeReceived, toIssues } from "./issues.js";
import { referenceIssues } from "./references.js";

const KIND_LIST = GENERATE_KINDS.join(", ");

/** Top-level fields some kind defines; anything else is unknown whatever the kind. */
const KNOWN_TOP_LEVEL = new Set(Object.values(requestSchemas).flatMap((schema) => Object.keys(schema.shape)));

const isKind = (value: unknown): value is GenerateKind =>
  typeof value === "string" && (GENERATE_KINDS as readonly string[]).includes(value);

/** Validates a parsed JSON body; returns the request with defaults applied or throws a 400 ApiError. */
export function validateGenerateRequest(body: unknown): GenerateRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw ApiError.invalid([
      {
        code: "invalid_type",
        field: "request",
        message: "the body must be a JSON object with a kind field",
        expected: "object",
        received: Array.isArray(body) ? "array" : body === null ? "null" : typeof body,
      },
    ]);
  }
  const fields = body as Record<string, unknown>;
  if (!isKind(fields.kind)) {
    throw ApiError.invalid([kindIssue(fields.kind), ...unknownTopLevelIssues(fields)]);
  }
  const kind = fields.kind;
  const result = requestSchemas[kind].safeParse(fields, { reportInput: true });
  const issues = [
    ...(result.success ? [] : result.error.issues.flatMap(toIssues)),
    ...referenceIssues(kind, fields),
    ...(kind === "template" ? applicabilityIssues(fields) : []),
  ];
  if (!result.success || issues.length > 0) throw ApiError.invalid(issues);
  return kind === "template" ? withoutInapplicable(result.data as TemplateRequest) : result.data;
}

function kindIssue(kind: unknown): Issue {
  if (kind === undefined) {
    return {
      code: "required",
      field: "kind",
      message: `kind is required: one of ${KIND_LIST}`,
      expected: `one of: ${KIND_LIST}`,
    };
  }
  const received = describeReceived(kind);
  return {
    code: typeof kind === "string" ? "invalid_enum" : "invalid_type",
    field: "kind",
    message: `expected one of: ${KIND_LIST}`,
    expected: `one of: ${KIND_LIST}`,
    ...(received === undefined ? {} : { received }),
  };
}

function unknownTopLevelIssues(fields: Record<string, unknown>): Issue[] {
  return Object.keys(fields)
    .filter((key) => !KNOWN_TOP_LEVEL.has(key))
    .map((key) => ({
      code: "unknown_field",
      field: key,
      message: "this field is not defined by the contract (see GET /api/generate)",
    }));
}
