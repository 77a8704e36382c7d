// What a moodboard document's schema cannot see, checked where both edges can: every material tile names a
// catalog material, and every template tile is a template request POST /api/generate would take — each issue at
// its tile's path. The Studio's applySource and POST /api/exports check a moodboard alike.

import { ApiError } from "../contract/api-error.js";
import type { IdentityInput, Issue, MoodboardDocument, MoodboardTile } from "../contract/index.js";
import { materialIssue } from "./references.js";
import { validateGenerateRequest } from "./validate.js";

type TemplateTile = Extract<MoodboardTile, { kind: "template" }>;

/** A template tile as the POST /api/generate body that draws it (raw SVG, under `identity`). */
export function templateTileRequest(
  tile: TemplateTile,
  identity: IdentityInput | undefined,
): Record<string, unknown> {
  const { kind: _tile, caption: _caption, place: _place, ...fields } = tile;
  return { kind: "template", ...(identity === undefined ? {} : { identity }), output: "raw", ...fields };
}

/** The issues of a schema-valid moodboard that only the catalogs and the generate validator find. */
export function moodboardIssues(doc: MoodboardDocument): Issue[] {
  return doc.items.flatMap((item, i): Issue[] => {
    if (item.kind === "material") {
      const unknown = materialIssue(`items.${i}.materialId`, item.materialId);
      return unknown ? [unknown] : [];
    }
    if (item.kind !== "template") return [];
    try {
      validateGenerateRequest(templateTileRequest(item, doc.identity));
      return [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const issues: readonly Issue[] =
        error.issues.length > 0
          ? error.issues
          : [{ code: "invalid_value", field: error.field, message: error.message }];
      return issues.map((issue) => ({ ...issue, field: `items.${i}.${issue.field}` }));
    }
  });
}
