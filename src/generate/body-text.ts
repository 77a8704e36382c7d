// A JSON body validated as text, for the routes beside POST /api/generate (tokens, decks, brand books): scanned
// along the schema's shape (unknown keys counted and cut out before anything is parsed), then the contract's
// schema and any further checks — every problem reported at once, each at its path.
import type { z } from "zod";
import { ApiError } from "../contract/api-error.js";
import type { Issue } from "../contract/index.js";
import { type Shape, shapeOf } from "./body-shape.js";
import { fromZodIssues } from "./issues.js";
import { UnknownKeys } from "./json-scan.js";
import { scanBody } from "./scan-body.js";

export interface BodyTextRules {
  /** What an empty body is told to send instead. */
  readonly empty: string;
  /** What an unknown field is told. */
  readonly unknownField: string;
  /** Issues the schema cannot see (catalog references), from the scanned fields. */
  readonly further?: (fields: unknown) => Issue[];
}

/** A validator of a body of JSON text: its request with defaults, or a 400 ApiError listing every issue. */
export function bodyTextValidator<S extends z.ZodType>(
  schema: S,
  rules: BodyTextRules,
): (text: string) => z.output<S> {
  const shape: Shape = shapeOf(schema);
  return (text) => {
    if (text.trim() === "") throw new ApiError("invalid_json", rules.empty);
    const unknown = new UnknownKeys();
    const fields = scanBody(text, shape, unknown);
    const result = schema.safeParse(fields, { reportInput: true });
    const issues: Issue[] = [
      ...(result.success ? [] : fromZodIssues(result.error.issues)),
      ...(rules.further?.(fields) ?? []),
      ...unknown.fields.map((field) => ({
        code: "unknown_field" as const,
        field,
        message: rules.unknownField,
      })),
    ];
    if (!result.success || issues.length > 0) {
      throw ApiError.invalid(issues, unknown.count - unknown.fields.length, unknown.topLevel);
    }
    return result.data;
  };
}
