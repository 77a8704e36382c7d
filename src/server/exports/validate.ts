// POST /api/exports's body → an export task, refused with 400 and field paths before any job exists. The
// source is checked as the Studio's applySource checks it (the same contract schemas and catalog lookups,
// src/documents and src/generate), the options as the tool's export action checks them (exportInputSchema).
import { createHash } from "node:crypto";
import type { z } from "zod";
import { exportActionOf, STUDIO_TOOLS, type StudioTool } from "../../catalog/studio-tools/index.js";
import { routeSource } from "../../catalog/studio-tools/route.js";
import { ApiError } from "../../contract/api-error.js";
import {
  BRAND_BOOK_DOCUMENT_KIND,
  brandBookDocumentSchema,
  COMPONENT_LIBRARY_DOCUMENT_KIND,
  componentLibraryDocumentSchema,
  type DesignLabDocument,
  designLabExportSize,
  type ExportRequest,
  exportInputSchema,
  exportRequestSchema,
  type Issue,
  isMotionFormat,
  lottieDocumentSchema,
  lottieMotion,
  lottieMotionIssue,
  MOODBOARD_DOCUMENT_KIND,
  type MoodboardDocument,
  moodboardDocumentSchema,
  motionDocumentSchema,
  motionExportSize,
  OPEN_GRAPH_DOCUMENT_KIND,
  openGraphDocumentSchema,
  TOKENS_DOCUMENT_KIND,
  TYPOGRAPHY_DOCUMENT_KIND,
  tokensDocumentSchema,
  typographyDocumentSchema,
} from "../../contract/index.js";
import { layerMaterialIds } from "../../documents/design-lab-materials.js";
import { designLabDocumentFromSource } from "../../documents/design-lab-source.js";
import { toIssues } from "../../generate/issues.js";
import { moodboardIssues } from "../../generate/moodboard-validate.js";
import { materialIssue } from "../../generate/references.js";
import { validateGenerateRequest } from "../../generate/validate.js";
import { canonicalJson } from "../../svg/ids.js";
import type { ExportTask } from "./queue.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const inSource = (issue: Issue): Issue => ({
  ...issue,
  field: issue.field ? `source.${issue.field}` : "source",
});
/** The contract schema of each document tool's source, by the kind its documents carry. */
const DOCUMENT_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [BRAND_BOOK_DOCUMENT_KIND]: brandBookDocumentSchema,
  [TOKENS_DOCUMENT_KIND]: tokensDocumentSchema,
  [TYPOGRAPHY_DOCUMENT_KIND]: typographyDocumentSchema,
  [MOODBOARD_DOCUMENT_KIND]: moodboardDocumentSchema,
  [COMPONENT_LIBRARY_DOCUMENT_KIND]: componentLibraryDocumentSchema,
  [OPEN_GRAPH_DOCUMENT_KIND]: openGraphDocumentSchema,
};
const framesOf = (ms: number, fps: number) => Math.ceil((ms * fps) / 1000);
/** A still's pixels when the document does not say (the largest template, 1600×900). */
const STILL_PIXELS = 1600 * 900;

export function exportTask(body: unknown): ExportTask {
  const parsed = exportRequestSchema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw ApiError.invalid(parsed.error.issues.flatMap(toIssues));
  const request = parsed.data;
  // A document without a kind is an identity, which exports nothing.
  const route = routeSource(request.source, "identity");
  if ("refused" in route) throw ApiError.invalid([inSource(route.refused)]);
  const tool = STUDIO_TOOLS.find((t) => t.id === route.tool);
  if (!tool || tool.exports.length === 0)
    throw ApiError.invalid([
      {
        code: "required",
        field: "source.kind",
        message:
          "an identity exports nothing: send a document of a tool that exports (a Design Lab or Motion document, a background or template request)",
      },
    ]);
  const action = exportActionOf(tool);
  const { source: _source, ...options } = request;
  const checked = exportInputSchema({ action, exports: tool.exports }).safeParse(options, {
    reportInput: true,
  });
  const issues = checked.success ? [] : checked.error.issues.flatMap(toIssues);
  if (!tool.exports.includes(request.format))
    issues.push({
      code: "invalid_enum",
      field: "format",
      message: `the ${tool.name} tool exports ${tool.exports.join(", ")}`,
      expected: `one of: ${tool.exports.join(", ")}`,
      received: request.format,
    });
  if (issues.length > 0) throw ApiError.invalid(issues);
  const { frames, pixels } = checkSource(tool, request);
  const key = createHash("sha256")
    .update(canonicalJson({ tool: tool.id, ...request }))
    .digest("hex");
  return { tool: tool.id, action, source: request.source, options, frames, pixels, key };
}

const still = (format: string) => format === "png" || format === "jpg" || format === "svg";

/** Validates the source as its tool's applySource does; the frames and pixels of the file it makes. */
function checkSource(tool: StudioTool, request: ExportRequest): { frames: number; pixels: number } {
  const { source, format } = request;
  if (tool.id === "material") {
    const document = designLabDocument(source);
    const { width, height } = designLabExportSize(document);
    const { fps, durationMs } = document.export;
    const ms = request.mode === "shader-sequence" ? durationMs + document.sequence.finalHoldMs : durationMs;
    return { frames: still(format) ? 1 : framesOf(ms, fps), pixels: width * height };
  }
  if (tool.id === "animation") {
    const result = motionDocumentSchema.safeParse(source, { reportInput: true });
    const issues = result.success ? [] : result.error.issues.flatMap(toIssues);
    const material = isObject(source.material) ? source.material.materialId : undefined;
    const unknown =
      typeof material === "string" && material !== ""
        ? materialIssue("material.materialId", material)
        : undefined;
    if (unknown) issues.push(unknown);
    if (!result.success || issues.length > 0) throw ApiError.invalid(issues.map(inSource));
    const { width, height } = motionExportSize(result.data);
    return {
      frames: still(format) ? 1 : framesOf(result.data.export.durationMs, result.data.export.fps),
      pixels: width * height,
    };
  }
  if (tool.id === "lottie") {
    const result = lottieDocumentSchema.safeParse(source, { reportInput: true });
    if (!result.success) throw ApiError.invalid(result.error.issues.flatMap(toIssues).map(inSource));
    if (!isMotionFormat(format)) return { frames: 1, pixels: STILL_PIXELS };
    const tooLong = lottieMotionIssue(result.data);
    if (tooLong) throw ApiError.invalid([inSource(tooLong)]);
    const { durationMs, width, height } = lottieMotion(result.data);
    return { frames: framesOf(durationMs, result.data.export.fps), pixels: width * height };
  }
  const schema = tool.source?.kind === undefined ? undefined : DOCUMENT_SCHEMAS[tool.source.kind];
  if (schema) {
    const result = schema.safeParse(source, { reportInput: true });
    if (!result.success) throw ApiError.invalid(result.error.issues.flatMap(toIssues).map(inSource));
    const moodboard = tool.source?.kind === MOODBOARD_DOCUMENT_KIND;
    // As the Studio's applySource reads it: its material ids and template tiles too.
    const further = moodboard ? moodboardIssues(result.data as MoodboardDocument) : [];
    if (further.length > 0) throw ApiError.invalid(further.map(inSource));
    // A moodboard's PNG is as wide as it asks (its height follows its tiles: counted as square).
    const width =
      tool.source?.kind === MOODBOARD_DOCUMENT_KIND && format === "png" ? exportWidth(result.data) : 0;
    return { frames: 1, pixels: Math.max(STILL_PIXELS, width * width) };
  }
  try {
    validateGenerateRequest(source);
  } catch (error) {
    if (error instanceof ApiError) throw ApiError.invalid(error.issues.map(inSource));
    throw error;
  }
  return { frames: 1, pixels: STILL_PIXELS };
}

const exportWidth = (document: unknown): number =>
  isObject(document) && isObject(document.export) && typeof document.export.width === "number"
    ? document.export.width
    : 0;

const onTimeline = (issue: Issue) =>
  issue.field === "sequence.timeline" || issue.field.startsWith("sequence.timeline.");

/**
 * A Design Lab source as the Studio reads it: v4 or v3 (migrated), material ids known; a v4 document whose
 * only faults are in its derived `sequence.timeline` is read without it (the Studio resolves it again).
 */
function designLabDocument(source: Record<string, unknown>): DesignLabDocument {
  const issuesOf = (input: Record<string, unknown>) => {
    const result = designLabDocumentFromSource(input);
    const issues: Issue[] = result.ok ? [] : result.issues.flatMap(toIssues);
    // Each shader layer's material and each text or mark layer's fill, as the Studio checks them.
    for (const { path, id } of layerMaterialIds(input)) {
      const issue = materialIssue(path, id);
      if (issue) issues.push(issue);
    }
    return { result, issues };
  };
  let { result, issues } = issuesOf(source);
  if (issues.length > 0 && source.version !== 3 && isObject(source.sequence) && issues.every(onTimeline)) {
    const { timeline: _stale, ...sequence } = source.sequence;
    ({ result, issues } = issuesOf({ ...source, sequence }));
  }
  if (!result.ok || issues.length > 0) throw ApiError.invalid(issues.map(inSource));
  return result.document;
}
