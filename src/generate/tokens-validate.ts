// Validation of POST /api/tokens: the body scanned along its shape, then the contract's schema — every problem
// reported at once, each at its path (`identity.ink`).

import { ApiError } from "../contract/api-error.js";
import { type Issue, TOKENS_PATH, type TokensRequest, tokensRequestSchema } from "../contract/index.js";
import { type Shape, shapeOf } from "./body-shape.js";
import { fromZodIssues } from "./issues.js";
import { UnknownKeys } from "./json-scan.js";
import { scanBody } from "./scan-body.js";

const SHAPE: Shape = shapeOf(tokensRequestSchema);

/** Validates a tokens body of JSON text: the request with its defaults, or a 400 ApiError listing every issue. */
export function validateTokensText(text: string): TokensRequest {
  if (text.trim() === "") {
    throw new ApiError(
      "invalid_json",
      'the request body is empty; send a JSON object such as {"identity": {"preset": "halden-rail"}}',
    );
  }
  const unknown = new UnknownKeys();
  const fields = scanBody(text, SHAPE, unknown);
  const result = tokensRequestSchema.safeParse(fields, { reportInput: true });
  const issues: Issue[] = [
    ...(result.success ? [] : fromZodIssues(result.error.issues)),
    ...unknown.fields.map((field) => ({
      code: "unknown_field" as const,
      field,
      message: `this field is not defined (see ${TOKENS_PATH} in /openapi.json)`,
    })),
  ];
  if (!result.success || issues.length > 0) {
    throw ApiError.invalid(issues, unknown.count - unknown.fields.length, unknown.topLevel);
  }
  return result.data;
}
