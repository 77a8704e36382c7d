// Studio errors carry the HTTP API's error body, so a script handles both interfaces the same way.
import type { ErrorBody, ErrorCode, Issue } from "../../src/contract/index.js";
import { ApiError } from "../../src/generate/api-error.js";

/** A rejected Studio operation: `body` is exactly what POST /api/generate would have answered. */
export class StudioError extends Error {
  readonly body: ErrorBody;

  constructor(error: ApiError) {
    super(error.message);
    this.name = "StudioError";
    this.body = error.toBody();
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

  toJSON(): ErrorBody {
    return this.body;
  }
}
