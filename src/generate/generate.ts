// kind → artifact: resolves the identity, calls the pure renderer or builder, and shapes the response.
import { elementById, resolveElementBrief } from "../catalog/elements/index.js";
import { resolveIdentity } from "../catalog/identities/index.js";
import {
  ARTIFACT_SCHEMA_VERSION,
  type ArtifactEnvelope,
  type BackgroundRequest,
  type GenerateRequest,
  RESPONSE_MEDIA_TYPES,
} from "../contract/index.js";
import { buildDesignSequence } from "../documents/design-sequence.js";
import { renderBackground } from "../render/background/index.js";
import { ApiError } from "./api-error.js";
import { backgroundFilename, briefFilename, designSequenceFilename } from "./filenames.js";

/** What the edge sends: a body (string or JSON value), its media type and extra headers. */
export interface GenerateResult {
  mediaType: string;
  body: string | object;
  headers: Record<string, string>;
}

/** Generates the artifact a validated request asks for. Pure: identical requests give identical results. */
export function generate(request: GenerateRequest): GenerateResult {
  const identity = resolveIdentity(request.identity);
  switch (request.kind) {
    case "background":
      return svgArtifact(
        request,
        renderBackground(request.settings, identity),
        backgroundFilename(identity, request.settings.width, request.settings.height),
      );
    case "template":
      throw new ApiError(
        "not_implemented",
        "template rendering is not available yet in this version of Marque; backgrounds, element briefs and design sequences are",
        "kind",
      );
    case "element-brief": {
      const element = elementById(request.elementId);
      if (!element) throw new Error(`unknown element ${request.elementId}`); // validation guarantees it exists
      const brief = resolveElementBrief(element, identity);
      return json({ ...brief, filename: briefFilename(identity, element.id) });
    }
    case "design-sequence":
      return json({
        document: buildDesignSequence(request, identity),
        filename: designSequenceFilename(identity),
        schemaVersion: ARTIFACT_SCHEMA_VERSION,
      });
  }
}

function svgArtifact(
  request: Pick<BackgroundRequest, "kind" | "output"> & { settings: { width: number; height: number } },
  content: string,
  filename: string,
): GenerateResult {
  const mediaType = RESPONSE_MEDIA_TYPES[request.kind][request.output];
  if (request.output === "raw") {
    return { mediaType, body: content, headers: { "content-disposition": `inline; filename="${filename}"` } };
  }
  const envelope: ArtifactEnvelope = {
    artifact: {
      content,
      filename,
      mimeType: "image/svg+xml",
      width: request.settings.width,
      height: request.settings.height,
    },
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
  };
  return { mediaType, body: envelope, headers: {} };
}

const json = (body: object): GenerateResult => ({ mediaType: "application/json", body, headers: {} });
