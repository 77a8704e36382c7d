// Validation of a deck request: the body scanned along the deck's shape (unknown keys counted and cut out
// before anything is parsed, as for POST /api/generate), then the contract's schema, then each slide's catalog
// references — every problem reported at once, each at its path (`slides.3.title`).

import { ApiError } from "../contract/api-error.js";
import { DECKS_PATH, type DeckRequest, deckRequestSchema, type Issue } from "../contract/index.js";
import { type Shape, shapeOf } from "./body-shape.js";
import { fromZodIssues } from "./issues.js";
import { UnknownKeys } from "./json-scan.js";
import { referenceIssues } from "./references.js";
import { scanBody } from "./scan-body.js";

const SHAPE: Shape = shapeOf(deckRequestSchema);

const UNKNOWN_DECK_FIELD = `this field is not defined by the contract (see GET ${DECKS_PATH})`;

/** `unknown_reference` for each slide's partnerId that the deck's identity does not have. */
function slideReferenceIssues(fields: unknown): Issue[] {
  if (typeof fields !== "object" || fields === null) return [];
  const { identity, slides } = fields as { identity?: unknown; slides?: unknown };
  if (!Array.isArray(slides)) return [];
  return slides.flatMap((slide: unknown, index) => {
    if (typeof slide !== "object" || slide === null) return [];
    const { partnerId } = slide as { partnerId?: unknown };
    return referenceIssues("template", { partnerId, identity }).map((issue) => ({
      ...issue,
      field: `slides.${index}.${issue.field}`,
    }));
  });
}

/** Validates a deck body of JSON text: the request with its defaults, or a 400 ApiError listing every issue. */
export function validateDeckText(text: string): DeckRequest {
  if (text.trim() === "") {
    throw new ApiError("invalid_json", "the request body is empty; send a JSON object with slides");
  }
  const unknown = new UnknownKeys();
  const fields = scanBody(text, SHAPE, unknown);
  const result = deckRequestSchema.safeParse(fields, { reportInput: true });
  const issues: Issue[] = [
    ...(result.success ? [] : fromZodIssues(result.error.issues)),
    ...slideReferenceIssues(fields),
    ...unknown.fields.map((field) => ({
      code: "unknown_field" as const,
      field,
      message: UNKNOWN_DECK_FIELD,
    })),
  ];
  if (!result.success || issues.length > 0) {
    throw ApiError.invalid(issues, unknown.count - unknown.fields.length, unknown.topLevel);
  }
  return result.data;
}
