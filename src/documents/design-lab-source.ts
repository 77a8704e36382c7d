// A Design Lab source of either version: a v4 document as is, a version 3 compatibility source migrated.
// Plain results, no API error types: the server and the Studio map the issues to their own error bodies.
import type { z } from "zod";
import {
  type DesignLabDocument,
  designLabDocumentSchema,
  designSequenceDocumentSchema,
  SOURCE_DOCUMENT_VERSION,
} from "../contract/index.js";
import { migrateV3ToV4 } from "./design-lab-migration.js";

export type SourceVersion = 3 | 4;

/** `from` says which version the input was (undefined: neither), so a caller can word its message. */
export type DesignLabSourceResult =
  | { ok: true; from: SourceVersion; document: DesignLabDocument }
  | { ok: false; from: SourceVersion | undefined; issues: z.core.$ZodIssue[] };

/**
 * Validates `input` (an already-parsed JSON value) as a v4 document, or as a v3 source which is then
 * migrated; the migrated document is validated too, so what comes back is always a valid v4 document.
 * Issues keep the paths of the input's own version.
 */
export function designLabDocumentFromSource(input: unknown): DesignLabSourceResult {
  const version =
    typeof input === "object" && input !== null ? (input as { version?: unknown }).version : undefined;
  if (version === SOURCE_DOCUMENT_VERSION) {
    const source = designSequenceDocumentSchema.safeParse(input, { reportInput: true });
    if (!source.success) return { ok: false, from: 3, issues: source.error.issues };
    const migrated = designLabDocumentSchema.safeParse(migrateV3ToV4(source.data));
    if (!migrated.success) return { ok: false, from: 3, issues: migrated.error.issues };
    return { ok: true, from: 3, document: migrated.data };
  }
  const document = designLabDocumentSchema.safeParse(input, { reportInput: true });
  const from = version === 4 ? 4 : undefined;
  return document.success
    ? { ok: true, from: 4, document: document.data }
    : { ok: false, from, issues: document.error.issues };
}

/** Thrown by readDesignLabSource: the issues of a source that is neither a valid v3 nor a valid v4 one. */
export class DesignLabSourceError extends Error {
  constructor(
    readonly from: SourceVersion | undefined,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `invalid Design Lab source${from === undefined ? "" : ` (version ${from})`}: ${issues.length} issue(s)`,
    );
    this.name = "DesignLabSourceError";
  }
}

/** designLabDocumentFromSource for callers that prefer a throw: the v4 document, or a DesignLabSourceError. */
export function readDesignLabSource(input: unknown): DesignLabDocument {
  const result = designLabDocumentFromSource(input);
  if (!result.ok) throw new DesignLabSourceError(result.from, result.issues);
  return result.document;
}
