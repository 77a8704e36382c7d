// The one error body of every route, and the catalog of error codes with their HTTP statuses.
import { z } from "zod";
import { MAX_ECHO_CHARACTERS, MAX_ERROR_ISSUES } from "./limits.js";

/** Top-level error codes → HTTP status. */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  unknown_field: 400,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  expectation_failed: 417,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  queue_full: 429,
  headers_too_large: 431,
  internal_error: 500,
  overloaded: 503,
  not_ready: 503,
  capability_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Precise codes carried by each entry of `issues`. */
export const ISSUE_CODES = [
  "unknown_field",
  "required",
  "invalid_type",
  "invalid_enum",
  "out_of_range",
  "too_long",
  "too_short",
  "too_many",
  "invalid_color",
  "invalid_data_url",
  "pixel_limit",
  "unknown_reference",
  "invalid_value",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export const issueSchema = z.object({
  code: z.enum(ISSUE_CODES),
  field: z
    .string()
    .describe(
      `dotted path, e.g. settings.width or texts.3.value; cut to ${MAX_ECHO_CHARACTERS} characters with … when longer`,
    ),
  message: z.string(),
  expected: z.string().optional(),
  received: z
    .string()
    .optional()
    .describe(`a short rendering of what was sent, at most ${MAX_ECHO_CHARACTERS} characters`),
});
export type Issue = z.infer<typeof issueSchema>;

export const ERROR_SCHEMA_VERSION = 1;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    field: z.string().describe("dotted path of the first issue, or request / Content-Type"),
    issues: z.array(issueSchema).describe(`at most ${MAX_ERROR_ISSUES} issues, first found first`),
    omittedIssues: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("how many further issues were found but not listed (present only when some were left out)"),
  }),
  schemaVersion: z.literal(ERROR_SCHEMA_VERSION),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
