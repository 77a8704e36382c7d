// Response shapes of POST /api/generate: the artifact envelope, warnings, briefs and documents.
import { z } from "zod";
import type { GenerateKind } from "./generate.js";

export const ARTIFACT_SCHEMA_VERSION = 1;

/** Raw SVG responses list their warnings here as `code=field` pairs, comma-separated. */
export const WARNINGS_HEADER = "x-marque-warnings";

export const warningSchema = z.object({ code: z.string(), field: z.string(), message: z.string() });
export type Warning = z.infer<typeof warningSchema>;

/** The kinds whose answer is an SVG: in JSON, the artifact envelope. */
export const SVG_KINDS = ["background", "template"] as const satisfies readonly GenerateKind[];

export const artifactEnvelopeSchema = z.object({
  kind: z.enum(SVG_KINDS).describe("the request's kind"),
  artifact: z.object({
    content: z.string().describe("the SVG document"),
    filename: z.string(),
    mimeType: z.literal("image/svg+xml"),
    width: z.number().int(),
    height: z.number().int(),
  }),
  warnings: z.array(warningSchema).optional(),
  schemaVersion: z.literal(ARTIFACT_SCHEMA_VERSION),
});
export type ArtifactEnvelope = z.infer<typeof artifactEnvelopeSchema>;
