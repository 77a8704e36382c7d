// make_design_sequence: a Design Lab document (an animated shader sequence) for an identity, as JSON — or, with
// `format`, exported by the export service's Chromium as that file (over stdio, in that process). The format
// saves a round trip: the `export` tool would take the whole document back as its arguments.
import { z } from "zod";
import { STUDIO_TOOLS } from "../../catalog/studio-tools/index.js";
import { designSequenceRequestSchema, sequenceSettingsSchema, shaderSchema } from "../../contract/index.js";
import { exportResult } from "../export-result.js";
import { identityInput } from "../identity-input.js";
import { defineTool, jsonResult, READ_ONLY } from "../tool.js";

const { shape } = designSequenceRequestSchema;

/** What the Design Lab exports (its Studio tool's formats). */
const FORMATS = STUDIO_TOOLS.find((tool) => tool.id === "material")?.exports ?? [];

export const makeDesignSequence = defineTool({
  name: "make_design_sequence",
  description:
    "A Design Lab sequence (shader cuts ending on one material, brand mark) as JSON; with format, that file.",
  input: z.strictObject({
    identity: identityInput,
    ratio: shape.ratio.describe("wide 16:9, square 1:1, opengraph 1.91:1"),
    materialId: shaderSchema.shape.materialId.describe("final material (list_catalog)"),
    cutCount: sequenceSettingsSchema.shape.cutCount.describe("cuts, the last on materialId"),
    includeBrandMark: shape.includeBrandMark.describe("draw the identity's mark"),
    format: z.enum(FORMATS).optional().describe("export as"),
  }),
  annotations: READ_ONLY,
  fieldOf: (field) => field.replace(/^shader\./u, "").replace(/^sequence\./u, ""),
  run: async ({ identity, materialId, cutCount, format, ...rest }, context) => {
    const answer = await context.engine.document({
      kind: "design-sequence",
      ...(identity ? { identity } : {}),
      ...rest,
      shader: materialId === undefined ? {} : { materialId },
      sequence: { cutCount },
    });
    if (format === undefined) return jsonResult(answer);
    const { document } = answer as { document: Record<string, unknown> };
    return exportResult({ source: document, format }, context);
  },
});
