// get_element_brief: one brand element (business card, favicon, social avatar…) resolved for an identity.
import { z } from "zod";
import { elementBriefRequestSchema } from "../../contract/index.js";
import { identityInput } from "../identity-input.js";
import { defineTool, jsonResult, READ_ONLY } from "../tool.js";

export const getElementBrief = defineTool({
  name: "get_element_brief",
  description: "One brand element's brief (JSON): size, colours, type, copy, guidance, its file's request.",
  input: z.strictObject({
    elementId: elementBriefRequestSchema.shape.elementId.describe("an element id (list_catalog elements)"),
    identity: identityInput,
  }),
  annotations: READ_ONLY,
  run: async ({ elementId, identity }, { engine }) =>
    jsonResult(
      await engine.document({ kind: "element-brief", elementId, ...(identity ? { identity } : {}) }),
    ),
});
