// A body refused on a file-pool thread crosses back as data (an ApiError's class does not survive the thread's
// structured clone) and is thrown again as the same ApiError on the event loop's side.
import { ApiError } from "../../contract/api-error.js";
import type { ErrorCode, Issue } from "../../contract/index.js";

export interface FileRefusal {
  readonly ok: false;
  readonly code: ErrorCode;
  readonly message: string;
  readonly field: string;
  readonly issues: readonly Issue[];
  readonly omitted: number;
}

/** The refusal an ApiError makes, for the thread to send; anything else is thrown on (a defect, a 500). */
export function refusalOf(error: unknown): FileRefusal {
  if (!(error instanceof ApiError)) throw error;
  const { code, message, field, issues, omittedIssues } = error;
  return { ok: false, code, message, field, issues, omitted: omittedIssues };
}

/** The file of an outcome, or its refusal thrown again. */
export function fileOf<File extends { readonly ok: true }>(outcome: File | FileRefusal): File {
  if (outcome.ok) return outcome;
  throw new ApiError(outcome.code, outcome.message, outcome.field, outcome.issues, {}, outcome.omitted);
}
