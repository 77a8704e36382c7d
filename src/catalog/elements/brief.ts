// Element briefs: one element resolved against one identity, with the request that makes it.
import {
  DEFAULT_SLIDE_LAYOUT,
  ELEMENT_BRIEF_SCHEMA_VERSION,
  type IdentityInput,
} from "../../contract/index.js";
import type { IdentityRecord, ResolvedIdentity } from "../identities/index.js";
import { type BriefCopy, composeCopy } from "./copy.js";
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
}

/**
 * Resolves an element against an identity: brand values, format-specific guidance, copy suggestions and
 * the request (with `identity: {preset, ...overrides}`) that generates it. Pure and deterministic.
 */
export function resolveElementBrief(element: ElementRecord, identity: ResolvedIdentity): ElementBrief {
  const request = briefRequest(element, identity);
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
    request: request?.request,
  };
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
