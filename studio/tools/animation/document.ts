// Motion's document: a new one for the identity, and validation as the server validates requests — the
// contract's schema, then the catalog's material ids — with the API's error body, all issues at once.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import { ApiError } from "../../../src/contract/api-error.js";
import {
  type IdentityInput,
  type Issue,
  identitySchema,
  MOTION_MAX_TEXT,
  MOTION_SOURCE_VERSION,
  type MotionDocument,
  motionDocumentSchema,
} from "../../../src/contract/index.js";
import { toIssues } from "../../../src/generate/issues.js";
import { materialIssue } from "../../../src/generate/references.js";
import { resolveSettings } from "../../engines/index.js";
import { StudioError } from "../../runtime/errors.js";
import { materialOf } from "../../runtime/material-record.js";
import { isObject, parseSource } from "../../runtime/source.js";

/** The catalog's material for Motion (its `defaults.animation`). */
export const DEFAULT_MOTION_MATERIAL = materialsCatalog.defaults.animation;

/** A new document: the default material with its tuned settings written out, the mark and the tagline. */
export function newMotionDocument(identity: IdentityInput): MotionDocument {
  const resolved = resolveIdentity(identitySchema.parse(identity));
  const line =
    resolved.tagline && resolved.tagline.length <= MOTION_MAX_TEXT ? resolved.tagline : resolved.name;
  return motionDocumentSchema.parse({
    kind: "motion",
    version: MOTION_SOURCE_VERSION,
    identity,
    material: {
      materialId: DEFAULT_MOTION_MATERIAL,
      settings: resolveSettings(materialOf(DEFAULT_MOTION_MATERIAL)),
    },
    text: { value: line },
  });
}

/** Validates a source (object or JSON string); throws the API's error body with every issue. */
export function validateMotion(input: unknown): MotionDocument {
  const parsed = parseSource(input);
  const result = motionDocumentSchema.safeParse(parsed, { reportInput: true });
  const issues: Issue[] = result.success ? [] : result.error.issues.flatMap(toIssues);
  const material = isObject(parsed) && isObject(parsed.material) ? parsed.material.materialId : undefined;
  const unknown =
    typeof material === "string" && material !== ""
      ? materialIssue("material.materialId", material)
      : undefined;
  if (unknown) issues.push(unknown);
  if (!result.success || issues.length > 0) throw new StudioError(ApiError.invalid(issues));
  return result.data;
}
