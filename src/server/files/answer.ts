// A background or template answered as another file than its SVG: the pixel bounds checked, the file drawn in
// the pool, and the answer shaped as the request's `output` asks — the file itself with its name and media
// type, or the JSON envelope carrying it in base64.
import {
  ARTIFACT_SCHEMA_VERSION,
  type ArtifactEnvelope,
  FILE_MEDIA_TYPES,
  type RasterScale,
  WARNINGS_HEADER,
} from "../../contract/index.js";
import { filenameAs, fileRequestOf, fileSizeOf, type OtherFormat } from "../../generate/file-request.js";
import { type SvgSource, urlOf } from "../../generate/generate.js";
import type { CachedResponse } from "../response-cache.js";
import { staticBody } from "../static-response.js";
import type { FilePool } from "./pool.js";

/** The answer to `source` as `format` at `scale`; rejects with 400 past the pixel bounds, 503 when the pool is full. */
export async function fileAnswer(
  pool: FilePool,
  source: SvgSource,
  format: OtherFormat,
  scale: RasterScale,
): Promise<CachedResponse> {
  const bytes = await pool.encode(fileRequestOf(source, format, scale));
  const { width, height } = fileSizeOf(source, format, scale);
  const filename = filenameAs(source.filename, format);
  const mimeType = FILE_MEDIA_TYPES[format];
  if (source.output === "raw") {
    const headers: Record<string, string> = { "content-disposition": `inline; filename="${filename}"` };
    if (source.warnings.length > 0)
      headers[WARNINGS_HEADER] = source.warnings.map((w) => `${w.code}=${w.field}`).join(", ");
    return { headers, body: staticBody(bytes, mimeType, "fast") };
  }
  const envelope: ArtifactEnvelope = {
    kind: source.kind,
    artifact: {
      content: bytes.toString("base64"),
      filename,
      mimeType,
      encoding: "base64",
      ...urlOf(source.imageUrl, format),
      width,
      height,
    },
    ...(source.warnings.length > 0 ? { warnings: [...source.warnings] } : {}),
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
  };
  return {
    headers: {},
    body: staticBody(envelope, "application/json", "fast"),
  };
}
