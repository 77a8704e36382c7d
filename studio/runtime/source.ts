// Reading a source document as a tool receives it: an object, or a JSON string of one.
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
