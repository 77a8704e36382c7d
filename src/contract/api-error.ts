// ApiError: a failure the caller can act on, carrying the one error body of DESIGN.md — bounded whatever the
// request held: at most MAX_ERROR_ISSUES issues, echoes cut short, the whole body under MAX_ERROR_BODY_BYTES.
import { ERROR_SCHEMA_VERSION, ERROR_STATUS, type ErrorBody, type ErrorCode, type Issue } from "./errors.js";
import {
  MAX_ECHO_CHARACTERS,
  MAX_ERROR_BODY_BYTES,
  MAX_ERROR_ISSUES,
  MAX_ERROR_MESSAGE_CHARACTERS,
} from "./limits.js";

/** `text` cut to at most `max` characters, the last one "…", never splitting a surrogate pair. */
export function cutText(text: string, max: number = MAX_ECHO_CHARACTERS): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

const cutMessage = (text: string) => cutText(text, MAX_ERROR_MESSAGE_CHARACTERS);

/** An issue with every echo of the caller's input cut short. */
function boundIssue({ code, field, message, expected, received }: Issue): Issue {
  return {
    code,
    field: cutText(field),
    message: cutMessage(message),
    ...(expected === undefined ? {} : { expected: cutMessage(expected) }),
    ...(received === undefined ? {} : { received: cutText(received) }),
  };
}

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/** Whether a value is an error body (as Marque answers one). */
export const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === "object" &&
  value !== null &&
  "error" in value &&
  typeof value.error === "object" &&
  value.error !== null &&
  "code" in value.error &&
  typeof value.error.code === "string";

export class ApiError extends Error {
  readonly status: number;

  /**
   * `issues` may be longer than an error body lists; `omittedIssues` counts further issues the caller found
   * but did not materialize (validation that stopped listing them early).
   */
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field = "request",
    readonly issues: readonly Issue[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
    readonly omittedIssues = 0,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }

  /** Every issue found, listed or not. */
  get issueCount(): number {
    return this.issues.length + this.omittedIssues;
  }

  /**
   * The error body: the first MAX_ERROR_ISSUES issues (fewer if they would take the body past
   * MAX_ERROR_BODY_BYTES), echoes cut to MAX_ECHO_CHARACTERS, and `omittedIssues` counting the rest.
   */
  toBody(): ErrorBody {
    const error: ErrorBody["error"] = {
      code: this.code,
      message: cutMessage(this.message),
      field: cutText(this.field),
      issues: [],
    };
    const candidates = this.issues.slice(0, MAX_ERROR_ISSUES).map(boundIssue);
    // Room for the issues once the rest of the body, with the widest count it could carry, is written.
    let room =
      MAX_ERROR_BODY_BYTES -
      jsonBytes({
        error: { ...error, omittedIssues: Number.MAX_SAFE_INTEGER },
        schemaVersion: ERROR_SCHEMA_VERSION,
      });
    for (const issue of candidates) {
      const bytes = jsonBytes(issue) + 1; // and its comma
      if (bytes > room) break;
      room -= bytes;
      error.issues.push(issue);
    }
    const omitted = this.issueCount - error.issues.length;
    if (omitted > 0) error.omittedIssues = omitted;
    return { error, schemaVersion: ERROR_SCHEMA_VERSION };
  }

  /** The error an answered (or sent) error body describes, issues included, to throw again on this side. */
  static fromBody({ error }: ErrorBody, headers: Readonly<Record<string, string>> = {}): ApiError {
    return new ApiError(
      error.code,
      error.message,
      error.field,
      error.issues,
      headers,
      error.omittedIssues ?? 0,
    );
  }

  /**
   * A 400 listing every issue; `unknown_field` on top when a top-level field is unknown. `omitted` counts
   * issues found beyond `issues` (see the constructor). `topLevelUnknown` names that field when the caller
   * knows it from the key's position (a key may itself contain a dot); null says there is none.
   */
  static invalid(
    issues: readonly Issue[],
    omitted = 0,
    topLevelUnknown: string | null = issues.find(
      (issue) => issue.code === "unknown_field" && !issue.field.includes("."),
    )?.field ?? null,
  ): ApiError {
    const first = issues[0];
    const total = issues.length + omitted;
    const summary =
      total === 1 && first
        ? `${cutText(first.field)}: ${first.message}`
        : `${total} problems in the request; see issues`;
    // The summary's code and field name the same problem: an unknown top-level field leads when there is one.
    return new ApiError(
      topLevelUnknown === null ? "invalid_request" : "unknown_field",
      summary,
      topLevelUnknown ?? first?.field ?? "request",
      issues,
      {},
      omitted,
    );
  }
}
