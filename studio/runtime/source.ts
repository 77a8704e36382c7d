// Reading a source document as a tool receives it: an object, or a JSON string of one.
import type { z } from "zod";
import { ApiError } from "../../src/contract/api-error.js";
import { toIssues } from "../../src/generate/issues.js";
import { StudioError } from "./errors.js";

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON string is parsed (invalid JSON is refused as the server refuses it); anything else passes as is. */
export function parseSource(input: unknown): unknown {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input);
  } catch (error) {
    throw StudioError.of(
      "invalid_json",
      `the source is not valid JSON: ${(error as Error).message}`,
      "source",
    );
  }
}

/** A source (object or JSON string) read by its contract `schema`; throws the API's error body with every issue. */
export function parsedSource<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(parseSource(input), { reportInput: true });
  if (!result.success) throw new StudioError(ApiError.invalid(result.error.issues.flatMap(toIssues)));
  return result.data;
}
