// kind → artifact: resolves the identity, calls the pure renderer or builder, and shapes the response.
import { elementById, resolveElementBrief } from "../catalog/elements/index.js";
import { logoFromDataUrl, proofAssetById, resolveIdentity } from "../catalog/identities/index.js";
import type { ResolvedIdentity } from "../catalog/identities/types.js";
import {
  ARTIFACT_SCHEMA_VERSION,
  type ArtifactEnvelope,
  type BackgroundRequest,
  type DesignSequenceDocument,
  type DesignSequenceRequest,
  type DesignSequenceResponse,
  type DesignSequenceWarning,
  type ElementBriefResponse,
  type FileFormat,
  type GenerateRequest,
  type ImageField,
  RESPONSE_MEDIA_TYPES,
  slideLayoutOf,
  type TemplateRequest,
  unoutlinedTextWarning,
  WARNINGS_HEADER,
  type Warning,
} from "../contract/index.js";
import { migrateV3ToV4 } from "../documents/design-lab-migration.js";
import { buildDesignSequence, designSequenceWarnings } from "../documents/design-sequence.js";
import { renderBackgroundArtifact } from "../render/background/index.js";
import { textsOverMarks } from "../render/design-lab/overlap.js";
import { type PartnerMark, renderTemplate } from "../render/template/index.js";
import { type FontBook, textWordmark } from "../render/text/index.js";
import { TextPieces } from "../svg/index.js";
import { backgroundFilename, briefFilename, designSequenceFilename, templateFilename } from "./filenames.js";

/**
 * A response schema's type as the catalogs hold it: frozen records, readonly lists, and the named fields of
 * an open object (its index signature is not a field a record must have).
 */
type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T as string extends K ? never : K]: ReadonlyDeep<T[K]> }
    : T;

/** What the edge sends: a body (text, in pieces or not, or a JSON value), its media type and extra headers. */
export interface GenerateResult {
  mediaType: string;
  body: string | TextPieces | object;
  headers: Record<string, string>;
  /** A background's or template's SVG and what names it, for an edge that answers it as another file. */
  source?: SvgSource;
}

export interface SvgSource {
  kind: "background" | "template";
  output: "raw" | "json";
  svg: string | TextPieces;
  width: number;
  height: number;
  /** The SVG's file name; another format keeps its stem. */
  filename: string;
  /** Who the artifact is by: the identity's name. */
  author: string;
  /** The artifact's image URL in a format, when the edge gives one (see GenerateOptions). */
  imageUrl?: (format: FileFormat) => string | undefined;
  warnings: readonly Warning[];
}

/**
 * Generates the artifact a validated request asks for. Pure: identical requests give identical results.
 * `fonts` is the edge's font book (files from node_modules on the server, fetched files in the Studio).
 */
export interface GenerateOptions {
  /** The request's image URL in a format, or undefined when it has none (the server's; the Studio has none). */
  imageUrl?: (format: FileFormat) => string | undefined;
}

export function generate(
  request: GenerateRequest,
  fonts: FontBook,
  options: GenerateOptions = {},
): GenerateResult {
  const identity = resolveIdentity(request.identity, { setWordmark: textWordmark(fonts) });
  switch (request.kind) {
    case "background": {
      const rendered = renderBackgroundArtifact(request.settings, identity);
      return svgArtifact(
        request,
        { ...rendered, warnings: [...rendered.warnings, ...imageWarnings(request)] },
        backgroundFilename(identity, request.settings.width, request.settings.height),
        identity,
        options,
      );
    }
    case "template": {
      const rendered = renderTemplate(request, identity, partnerOf(request, identity), fonts);
      const layout = slideLayoutOf(request);
      return svgArtifact(
        request,
        { ...rendered, warnings: [...rendered.warnings, ...imageWarnings(request)] },
        templateFilename(identity, request.template, layout, rendered.width, rendered.height),
        identity,
        options,
      );
    }
    case "element-brief": {
      const element = elementById(request.elementId);
      if (!element) throw new Error(`unknown element ${request.elementId}`); // validation guarantees it exists
      const brief: ReadonlyDeep<ElementBriefResponse> = {
        kind: request.kind,
        ...resolveElementBrief(element, identity),
        filename: briefFilename(identity, element.id),
      };
      return json(brief);
    }
    case "design-sequence": {
      const document = buildDesignSequence(request, identity);
      const warnings = [
        ...designSequenceWarnings(request),
        ...overlapWarnings(request, document, identity, fonts),
        ...imageWarnings(request),
      ];
      const response: DesignSequenceResponse = {
        kind: request.kind,
        document,
        filename: designSequenceFilename(identity),
        ...(warnings.length > 0 ? { warnings } : {}),
        schemaVersion: ARTIFACT_SCHEMA_VERSION,
      };
      return json(response);
    }
  }
}

interface SvgRender {
  svg: string | TextPieces;
  width: number;
  height: number;
  warnings?: readonly Warning[];
}

/**
 * An SVG as the request's `output` asks: raw (with `Content-Disposition`, and `X-Marque-Warnings` listing
 * `code=field` pairs when there are warnings) or the JSON envelope (with `warnings` when there are any).
 */
function svgArtifact(
  request: Pick<BackgroundRequest | TemplateRequest, "kind" | "output">,
  { svg, width, height, warnings = [] }: SvgRender,
  filename: string,
  identity: ResolvedIdentity,
  { imageUrl }: GenerateOptions,
): GenerateResult {
  const mediaType = RESPONSE_MEDIA_TYPES[request.kind][request.output];
  const { kind, output } = request;
  const source: SvgSource = {
    kind,
    output,
    svg,
    width,
    height,
    filename,
    author: identity.name,
    warnings,
    ...(imageUrl ? { imageUrl } : {}),
  };
  if (request.output === "raw") {
    const headers: Record<string, string> = { "content-disposition": `inline; filename="${filename}"` };
    if (warnings.length > 0)
      headers[WARNINGS_HEADER] = warnings.map((w) => `${w.code}=${w.field}`).join(", ");
    return { mediaType, body: svg, headers, source };
  }
  const envelope: ArtifactEnvelope = {
    kind: request.kind,
    artifact: { content: "", filename, mimeType: "image/svg+xml", width, height, ...urlOf(imageUrl, "svg") },
    ...(warnings.length > 0 ? { warnings: [...warnings] } : {}),
    schemaVersion: ARTIFACT_SCHEMA_VERSION,
  };
  return { mediaType, body: envelopeJson(envelope, svg), headers: {}, source };
}

/** `{url}` when the artifact has an image URL in `format`. */
export function urlOf(imageUrl: GenerateOptions["imageUrl"], format: FileFormat): { url?: string } {
  const url = imageUrl?.(format);
  return url === undefined ? {} : { url };
}

/** Where an envelope's empty content is in its JSON: the first `"content":""` (nothing before it holds one). */
const EMPTY_CONTENT = '"content":""';

/**
 * JSON.stringify's text of `envelope` with `svg` as its content, in pieces: the SVG's pieces are escaped one
 * by one where its empty content was (JSON escapes character by character, and no piece splits a surrogate
 * pair), so the markup stays one byte a character (see TextPieces).
 */
function envelopeJson(envelope: ArtifactEnvelope, svg: string | TextPieces): TextPieces {
  const text = JSON.stringify(envelope);
  const at = text.indexOf(EMPTY_CONTENT) + EMPTY_CONTENT.length - 1;
  const pieces = typeof svg === "string" ? [svg] : svg.pieces;
  return new TextPieces([
    text.slice(0, at),
    ...pieces.map((piece) => JSON.stringify(piece).slice(1, -1)),
    text.slice(at),
  ]);
}

/**
 * `overlap` for each text layer drawn over the brand mark (on every frame, since neither moves): measured as
 * the Design Lab draws them, so only a real collision warns. The field is the request's `texts.N`, or `texts`
 * when the document's own default texts collide (a mark that tall leaves them no room).
 */
function overlapWarnings(
  request: DesignSequenceRequest,
  document: DesignSequenceDocument,
  identity: ResolvedIdentity,
  fonts: FontBook,
): DesignSequenceWarning[] {
  const { layers } = migrateV3ToV4(document);
  const context = {
    width: document.canvas.width,
    height: document.canvas.height,
    identity,
    background: document.canvas.backgroundColor,
    fonts,
  };
  return textsOverMarks(layers, context).map(([text, mark]) => {
    const index = Number(text.replace(/^text-/, "")) - 1;
    return {
      code: "overlap",
      field: request.texts ? `texts.${index}` : "texts",
      message: `text layer ${text} overlaps the brand mark (${mark}) on every frame; move the text (x, y) or set includeBrandMark to false`,
      layers: [text, mark],
    };
  });
}

/**
 * `unoutlined_text` on each image field of the request whose SVG holds live `<text>` (read once per data URL,
 * with the logo's aspect), after the renderer's own warnings.
 */
function imageWarnings(request: BackgroundRequest | TemplateRequest | DesignSequenceRequest) {
  const fields: [ImageField, string | undefined][] = [
    ["identity.logoDataUrl", request.identity?.logoDataUrl],
  ];
  if (request.kind === "template") {
    fields.push(["partnerLogoDataUrl", request.partnerLogoDataUrl]);
    fields.push(["backgroundImageDataUrl", request.backgroundImageDataUrl]);
  }
  return fields.flatMap(([field, url]) =>
    url !== undefined && logoFromDataUrl(url).unoutlinedText ? [unoutlinedTextWarning(field)] : [],
  );
}

/** The partner's mark a template names: its own data URL first, else the identity's proof asset. */
function partnerOf(request: TemplateRequest, identity: ResolvedIdentity): PartnerMark | undefined {
  if (request.partnerLogoDataUrl) return { logo: logoFromDataUrl(request.partnerLogoDataUrl) };
  if (!request.partnerId) return undefined;
  const asset = proofAssetById(identity, request.partnerId);
  return asset ? { logo: asset.logo, name: asset.name } : undefined; // validation guarantees it exists
}

const json = (body: object): GenerateResult => ({ mediaType: "application/json", body, headers: {} });
