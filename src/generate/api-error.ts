// ApiError: a failure the caller can act on, carrying the one error body of DESIGN.md.
import {
  ERROR_SCHEMA_VERSION,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type Issue,
} from "../contract/index.js";

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field = "request",
    readonly issues: readonly Issue[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, field: this.field, issues: [...this.issues] },
      schemaVersion: ERROR_SCHEMA_VERSION,
    };
  }

  /** A 400 listing every issue; `unknown_field` on top when any top-level field is unknown. */
  static invalid(issues: readonly Issue[]): ApiError {
    const topLevelUnknown = issues.find(
      (issue) => issue.code === "unknown_field" && !issue.field.includes("."),
    );
    const first = issues[0];
    const summary =
      issues.length === 1 && first
        ? `${first.field}: ${first.message}`
        : `${issues.length} problems in the request; see issues`;
    // The summary's code and field name the same problem: an unknown top-level field leads when there is one.
    const lead = topLevelUnknown ?? first;
    return new ApiError(
      topLevelUnknown ? "unknown_field" : "invalid_request",
      summary,
      lead?.field ?? "request",
      issues,
    );
  }
}
