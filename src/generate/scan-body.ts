// A JSON request body scanned along its contract's shape before anything is parsed (as for POST /api/generate):
// unknown keys are counted and cut out, so a body's size never turns into objects nobody asked for.
import { ApiError } from "../contract/api-error.js";
import type { Shape } from "./body-shape.js";
import { JsonScanner, JsonSyntaxError, type UnknownKeys } from "./json-scan.js";

/** The body's fields as the scan keeps them: unknown keys left out (and listed in `unknown`). */
export function scanBody(text: string, shape: Shape, unknown: UnknownKeys): unknown {
  try {
    const scanner = new JsonScanner(text);
    const kept = scanner.walk(shape, [], unknown);
    scanner.end();
    return JSON.parse(kept);
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      throw new ApiError("invalid_json", `the request body is not valid JSON: ${error.message}`);
    }
    throw error;
  }
}
