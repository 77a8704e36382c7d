// The Design Lab document (canvas document schema 2 / Design Lab source 4): validated as the server
// validates requests — the contract's schema, then the catalog references — with the same error body.
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import { ApiError } from "../../../src/contract/api-error.js";
import {
  CANVAS_DOCUMENT_SCHEMA,
  DESIGN_LAB_SOURCE_VERSION,
  type DesignLabDocument,
  designLabDocumentSchema,
  type IdentityInput,
  type Issue,
  SOURCE_DOCUMENT_VERSION,
} from "../../../src/contract/index.js";
import { layerMaterialIds } from "../../../src/documents/design-lab-materials.js";
import { designLabDocumentFromSource } from "../../../src/documents/design-lab-source.js";
import { toIssues } from "../../../src/generate/issues.js";
import { materialIssue } from "../../../src/generate/references.js";
import { resolveSettings } from "../../engines/index.js";
import { StudioError } from "../../runtime/errors.js";
import { materialOf } from "../../runtime/material-record.js";
import { isObject, parseSource } from "../../runtime/source.js";

/** A new document on `materialId` with its tuned settings written out, so the source says what is drawn. */
export function newDocument(materialId: string, identity: IdentityInput): DesignLabDocument {
  return designLabDocumentSchema.parse({
    kind: "design-lab",
    schema: CANVAS_DOCUMENT_SCHEMA,
    version: DESIGN_LAB_SOURCE_VERSION,
    identity,
    layers: [{ type: "shader", materialId, settings: resolveSettings(materialOf(materialId)) }],
  });
}

/** The catalog's default material for the Design Lab. */
export const DEFAULT_MATERIAL = materialsCatalog.defaults.heroAnimation;

/** A validated document and whether its stored timeline was stale, dropped to be resolved again. */
export interface ReadDocument {
  document: DesignLabDocument;
  /** The first thing the dropped timeline disagreed with, when it was dropped. */
  staleTimeline?: string;
}

const onTimeline = (issue: Issue) =>
  issue.field === "sequence.timeline" || issue.field.startsWith("sequence.timeline.");

/**
 * Validates a source (object or JSON string) — a v4 document, or the version 3 source POST /api/generate
 * answers, migrated by the one shared migration — and throws the API's error body, all issues at once.
 * A v4 document whose only faults are in its `sequence.timeline` (derived from the material, frame rate,
 * duration and sequence settings) is read without it: a document read, edited and applied back is never
 * refused for what it derives, and the caller resolves the timeline again.
 */
export function readDocument(input: unknown): ReadDocument {
  const parsed = parseSource(input);
  try {
    return { document: validateDocument(parsed) };
  } catch (error) {
    const issues = error instanceof StudioError ? error.body.error.issues : [];
    const [first] = issues;
    // A version 3 source carries its timeline by definition (the server's answer): only v4 documents are read so.
    if (!first || !isObject(parsed) || parsed.version === SOURCE_DOCUMENT_VERSION) throw error;
    const { sequence } = parsed;
    if (!isObject(sequence) || !issues.every(onTimeline)) throw error;
    const { timeline: _stale, ...rest } = sequence;
    return {
      document: validateDocument({ ...parsed, sequence: rest }),
      staleTimeline: `${first.field}: ${first.message}`,
    };
  }
}

/**
 * Validates a source (object or JSON string) — a v4 document, or the version 3 source POST /api/generate
 * answers, migrated by the one shared migration — and throws the API's error body, all issues at once.
 */
export function validateDocument(input: unknown): DesignLabDocument {
  const parsed = parseSource(input);
  const result = designLabDocumentFromSource(parsed);
  const issues: Issue[] = result.ok ? [] : result.issues.flatMap(toIssues);
  // Material ids the schema cannot know, in the input's own paths (v3: shader, cuts; v4: layers, fills).
  for (const { path, id } of layerMaterialIds(parsed)) {
    const issue = materialIssue(path, id);
    if (issue) issues.push(issue);
  }
  if (!result.ok || issues.length > 0) throw new StudioError(ApiError.invalid(issues));
  return result.document;
}
