// Element briefs: one element resolved against one identity, with the request that makes it.
import {
  DEFAULT_SLIDE_LAYOUT,
  ELEMENT_BRIEF_SCHEMA_VERSION,
  FILE_MEDIA_TYPES,
  type FileFormat,
  type IdentityInput,
  imageUrlsOf,
} from "../../contract/index.js";
import type { IdentityRecord, ResolvedIdentity } from "../identities/index.js";
import { type BriefCopy, composeCopy } from "./copy.js";
import { generatePathFor, httpFileOf } from "./files.js";
import { type BriefGuidance, composeGuidance } from "./guidance.js";
import { readyCopy } from "./ready-copy.js";
import type { ElementRecord, GenerationRequest } from "./types.js";

export { ELEMENT_BRIEF_SCHEMA_VERSION };

export interface ElementBrief {
  schemaVersion: typeof ELEMENT_BRIEF_SCHEMA_VERSION;
  element: ElementRecord;
  identity: { id: ResolvedIdentity["id"]; name: string; slug: string; website: string };
  brand: {
    colors: IdentityRecord["colors"];
    typography: IdentityRecord["typography"];
    voice: IdentityRecord["voice"];
    graphicDevice: string;
  };
  guidance: BriefGuidance;
  copy: BriefCopy;
  /** The ready-to-POST request that makes the element in this identity; absent when Marque cannot make it. */
  request?: GenerationRequest;
  /** How to get the request's artifact as the element's file (PNG, JPG, PDF or SVG), when it comes over HTTP. */
  file?: BriefFile;
}

export interface BriefFile {
  format: FileFormat;
  mediaType: string;
  /** Where to POST the request (it asks for `output: "raw"`) to be answered the file itself. */
  post: string;
  /** The same file by GET, for `og:image` or `<img>`: absent when the request does not fit in a URL. */
  url?: string;
}

/**
 * Resolves an element against an identity: brand values, format-specific guidance, copy suggestions and
 * the request (with `identity: {preset, ...overrides}`) that generates it. Pure and deterministic.
 */
export function resolveElementBrief(element: ElementRecord, identity: ResolvedIdentity): ElementBrief {
  const request = briefRequest(element, identity);
  const ready = request && asFile(element, request.request);
  const guidance = composeGuidance(element, identity);
  return {
    schemaVersion: ELEMENT_BRIEF_SCHEMA_VERSION,
    element: { ...element },
    identity: { id: identity.id, name: identity.name, slug: identity.slug, website: identity.website },
    brand: {
      colors: identity.colors,
      typography: identity.typography,
      voice: identity.voice,
      graphicDevice: identity.graphicDevice,
    },
    guidance: request?.sample ? { ...guidance, do: [...guidance.do, SAMPLE_FIGURES_LINE] } : guidance,
    copy: composeCopy(element, identity),
    request: ready?.request,
    ...(ready?.file ? { file: ready.file } : {}),
  };
}

/**
 * The element's file over HTTP, when its deliverable is one and its request a background or template: the
 * request with `output: "raw"` answers the file itself when POSTed with `?format=`, or fetched by image URL.
 */
function asFile(
  element: ElementRecord,
  request: GenerationRequest,
): { request: GenerationRequest; file?: BriefFile } {
  const format = httpFileOf(element);
  if (!format) return { request };
  const raw = { ...request, output: "raw" as const };
  const url = imageUrlsOf(raw)?.(format);
  const file = { format, mediaType: FILE_MEDIA_TYPES[format], post: generatePathFor(format) };
  return { request: raw, file: { ...file, ...(url ? { url } : {}) } };
}

const SAMPLE_FIGURES_LINE =
  "The figures in the request below are samples that show the format: replace them with your own before publishing.";

/**
 * The element's request for this identity, complete as it stands: a template gets the title and body its
 * layout needs (ReadyCopy) and a partnership graphic names the identity's first partner.
 */
function briefRequest(
  element: ElementRecord,
  identity: ResolvedIdentity,
): { request: GenerationRequest; sample: boolean } | undefined {
  if (!element.generation) return undefined;
  const { kind, ...fields } = structuredClone(element.generation);
  const request = { kind, identity: identityInput(identity), ...fields } as GenerationRequest;
  if (request.kind !== "template") return { request, sample: false };
  let partnerName: string | undefined;
  if (request.template === "partnership" && request.partnerId === undefined) {
    const partner = identity.proofAssets.find((asset) => asset.kind === "partner") ?? identity.proofAssets[0];
    if (partner) {
      request.partnerId = partner.id;
      partnerName = partner.name;
    }
  }
  const layout = request.template === "slides" ? (request.slideLayout ?? DEFAULT_SLIDE_LAYOUT) : undefined;
  const copy = readyCopy(request.template, layout, identity, partnerName);
  request.title ??= copy.title;
  const sample = request.body === undefined && copy.sample;
  request.body ??= copy.body;
  return { request, sample };
}

/** The request's `identity` field that resolves to this identity again. */
function identityInput(identity: ResolvedIdentity): IdentityInput {
  return { preset: identity.id, ...identity.overrides };
}
