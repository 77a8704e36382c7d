// Response shapes of POST /api/generate: the artifact envelope, warnings, briefs and documents.
import { z } from "zod";
import { FILE_FORMATS, FILE_MEDIA_TYPES } from "./file-formats.js";
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
    content: z
      .string()
      .describe("the SVG document; with `?format=` another format's bytes in base64 (`encoding` says so)"),
    filename: z.string(),
    mimeType: z
      .enum(FILE_FORMATS.map((format) => FILE_MEDIA_TYPES[format]) as [string, ...string[]])
      .describe("image/svg+xml unless `?format=` asks for another file"),
    encoding: z
      .literal("base64")
      .optional()
      .describe("present when `content` is base64 (every format but SVG)"),
    url: z
      .string()
      .optional()
      .describe(
        "the artifact's image URL in this format (GET, cached for a year); change its extension for another format; absent when the request holds a data URL or is too long for a URL",
      ),
    width: z
      .number()
      .int()
      .describe("pixels of the file (a raster's are scaled by `?scale=`); a PDF page's points"),
    height: z.number().int(),
  }),
  warnings: z.array(warningSchema).optional(),
  schemaVersion: z.literal(ARTIFACT_SCHEMA_VERSION),
});
export type ArtifactEnvelope = z.infer<typeof artifactEnvelopeSchema>;
