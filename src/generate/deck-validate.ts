// Validation of a deck request: the body scanned along the deck's shape (unknown keys counted and cut out
// before anything is parsed, as for POST /api/generate), then the contract's schema, then each slide's catalog
// references — every problem reported at once, each at its path (`slides.3.title`).

import { DECKS_PATH, deckRequestSchema, type Issue } from "../contract/index.js";
import { bodyTextValidator } from "./body-text.js";
import { referenceIssues } from "./references.js";

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
export const validateDeckText = bodyTextValidator(deckRequestSchema, {
  empty: "the request body is empty; send a JSON object with slides",
  unknownField: `this field is not defined by the contract (see GET ${DECKS_PATH})`,
  further: slideReferenceIssues,
});
