// make_design_sequence: a Design Lab document (an animated shader sequence) for an identity, as JSON.
import { z } from "zod";
import { designSequenceRequestSchema, sequenceSettingsSchema, shaderSchema } from "../../contract/index.js";
import { identityInput } from "../identity-input.js";
import { defineTool, jsonResult, READ_ONLY } from "../tool.js";

const { shape } = designSequenceRequestSchema;

export const makeDesignSequence = defineTool({
  name: "make_design_sequence",
  title: "Make a design sequence",
  description:
    "A Design Lab document (JSON): cuts through shader materials ending on one, with the brand mark and texts; the Studio exports it as MP4/GIF.",
  input: z.strictObject({
    identity: identityInput,
    ratio: shape.ratio.describe("wide 16:9, square 1:1, opengraph 1.91:1"),
    materialId: shaderSchema.shape.materialId.describe("the material it ends on (list_catalog materials)"),
    cutCount: sequenceSettingsSchema.shape.cutCount.describe("cuts, the last on materialId"),
    includeBrandMark: shape.includeBrandMark.describe("draw the identity's mark"),
  }),
  annotations: READ_ONLY,
  fieldOf: (field) => field.replace(/^shader\./u, "").replace(/^sequence\./u, ""),
  run: async ({ identity, materialId, cutCount, ...rest }, { engine }) =>
    jsonResult(
      await engine.document({
        kind: "design-sequence",
        ...(identity ? { identity } : {}),
        ...rest,
        shader: materialId === undefined ? {} : { materialId },
        sequence: { cutCount },
      }),
    ),
});
