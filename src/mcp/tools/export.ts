// export: any document POST /api/exports takes (a Design Lab or Motion document, a background or template
// request) as a file, through the same export service as make_design_sequence's format; or, with `id`, the job
// an earlier call left running (its wait ran out), waited for again and collected. One flat object, as every
// tool's input: a call gives `document` and `format`, or `id` alone.
import { z } from "zod";
import { ApiError } from "../../contract/api-error.js";
import { exportRequestSchema } from "../../contract/index.js";
import { exportResult, followedResult } from "../export-result.js";
import { defineTool, READ_ONLY } from "../tool.js";

const { shape } = exportRequestSchema;

export const exportTool = defineTool({
  name: "export",
  description: "A Studio document as a file, embedded; or id alone: collect an export still running.",
  input: z.strictObject({
    document: shape.source.optional().describe("a Studio tool's document (POST /api/exports' source)"),
    format: shape.format.optional().describe("a format of its tool"),
    mode: shape.mode.describe("Design Lab only"),
    timeMs: shape.timeMs.describe("still of a loop: ms"),
    id: z.string().max(64).optional().describe("an earlier answer's id"),
  }),
  annotations: READ_ONLY,
  fieldOf: (field) => field.replace(/^source(?=$|\.)/u, "document"),
  run: async ({ document, format, id, ...options }, context) => {
    if (id !== undefined) {
      const extra = Object.entries({ document, format, ...options }).filter(
        ([, value]) => value !== undefined,
      );
      if (extra.length > 0)
        throw ApiError.invalid(
          extra.map(([field]) => ({
            code: "unknown_field",
            field,
            message: "give id alone, or a document without id",
          })),
        );
      return followedResult(id, context);
    }
    if (document === undefined || format === undefined)
      throw ApiError.invalid(
        [document === undefined ? "document" : "", format === undefined ? "format" : ""]
          .filter(Boolean)
          .map((field) => ({ code: "required", field, message: `${field} is required (or id alone)` })),
      );
    return exportResult({ source: document, format, ...options }, context);
  },
});
