// `kind: "element-brief"`: one brand element resolved against an identity.
import { z } from "zod";
import { identitySchema } from "./identity.js";

export const elementBriefRequestSchema = z.strictObject({
  kind: z.literal("element-brief"),
  elementId: z.string().min(1).max(80).describe("an element id from GET /api/elements"),
  identity: identitySchema.optional(),
});

export type ElementBriefRequest = z.output<typeof elementBriefRequestSchema>;
