// Studio errors carry the HTTP API's error body, so a script handles both interfaces the same way.

import { ApiError } from "../../src/contract/api-error.js";
import type { ErrorBody, ErrorCode, Issue, STUDIO_API } from "../../src/contract/index.js";
import { UNKNOWN_FIELD_MESSAGE } from "../../src/generate/issues.js";

/** Codes only the Studio gives. */
export type StudioOnlyCode = keyof (typeof STUDIO_API)["errorCodes"];

/** The API's error body, whose code may also be one of the Studio's own. */
export type StudioErrorBody = Omit<ErrorBody, "error"> & {
  error: Omit<ErrorBody["error"], "code"> & { code: ErrorCode | StudioOnlyCode };
};

/** A rejected Studio operation: `body` is exactly what POST /api/generate would have answered. */
export class StudioError extends Error {
  readonly body: StudioErrorBody;

  constructor(
    error: ApiError | { code: StudioOnlyCode; message: string; field: string } | { body: StudioErrorBody },
  ) {
    super("body" in error ? error.body.error.message : error.message);
    this.name = "StudioError";
    this.body =
      "body" in error
        ? error.body
        : error instanceof ApiError
          ? error.toBody()
          : {
              error: { code: error.code, message: error.message, field: error.field, issues: [] },
              schemaVersion: 1,
            };
  }

  /**
   * This refusal with its unknown fields said against `schema` (a document's own, and where it is published)
   * rather than the generation contract the shared validators name.
   */
  naming(schema: string): StudioError {
    const named = `this field is not defined by ${schema}`;
    const rename = (message: string) => message.replace(UNKNOWN_FIELD_MESSAGE, named);
    const { error } = this.body;
    if (!JSON.stringify(error).includes(UNKNOWN_FIELD_MESSAGE)) return this;
    return new StudioError({
      body: {
        ...this.body,
        error: {
          ...error,
          message: rename(error.message),
          issues: error.issues.map((issue) => ({ ...issue, message: rename(issue.message) })),
        },
      },
    });
  }

  /** The browser cannot do what was asked (no WebGL2, no video encoder): said plainly, never substituted. */
  static capability(message: string, field = "format"): StudioError {
    return new StudioError({ code: "capability_unavailable", message, field });
  }

  static of(code: ErrorCode, message: string, field: string, issues: readonly Issue[] = []): StudioError {
    return new StudioError(new ApiError(code, message, field, issues));
  }

  /** Wraps a validation failure thrown by the contract's validators. */
  static from(error: unknown): StudioError {
    if (error instanceof StudioError) return error;
    if (error instanceof ApiError) return new StudioError(error);
    return StudioError.of(
      "internal_error",
      error instanceof Error ? error.message : String(error),
      "request",
    );
  }

  toJSON(): StudioErrorBody {
    return this.body;
  }
}
