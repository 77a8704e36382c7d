// MarqueError: every refusal of the API as one exception carrying the service's error body (code, message,
// field, issues with their paths), so callers branch on `error.code` and show `issues` without parsing.
import type { components } from "./schema.js";

export type ErrorBody = components["schemas"]["ErrorBody"];
export type ErrorCode = ErrorBody["error"]["code"];
export type Issue = ErrorBody["error"]["issues"][number];

/** What a body that is not the service's error shape (a proxy's page, a dropped connection) is coded as. */
export const UNEXPECTED_RESPONSE = "unexpected_response";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether `value` has the error body's shape (checked at run time: it came over the wire). */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, field, issues } = value.error;
  return (
    typeof code === "string" &&
    typeof message === "string" &&
    typeof field === "string" &&
    Array.isArray(issues) &&
    issues.every((issue) => isRecord(issue) && typeof issue.field === "string")
  );
}

export class MarqueError extends Error {
  override readonly name = "MarqueError";
  /** The HTTP status (0 when no answer came, e.g. an export job's own failure carries its error). */
  readonly status: number;
  readonly code: ErrorCode | typeof UNEXPECTED_RESPONSE;
  /** The dotted path of the first issue, or `request` / a header's name. */
  readonly field: string;
  /** Every problem found, each with its dotted path (`settings.width`, `slides.3.title`). */
  readonly issues: readonly Issue[];
  /** The error body as the server sent it, when it sent one. */
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: unknown) {
    const error = isErrorBody(body) ? body.error : undefined;
    super(error?.message ?? `unexpected answer (HTTP ${status}): ${String(body).slice(0, 200)}`);
    this.status = status;
    this.body = error ? { error, schemaVersion: 1 } : undefined;
    this.code = error?.code ?? UNEXPECTED_RESPONSE;
    this.field = error?.field ?? "request";
    this.issues = error?.issues ?? [];
  }

  /** The error of a refused response, its body read as JSON when it is JSON. */
  static async from(response: Response): Promise<MarqueError> {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the message.
    }
    return new MarqueError(response.status, body);
  }
}
