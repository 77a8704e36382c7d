// Element briefs: one element resolved against one identity, with the request that makes it.
import { ELEMENT_BRIEF_SCHEMA_VERSION, type IdentityInput } from "../../contract/index.js";
import type { IdentityRecord, ResolvedIdentity } from "../identities/index.js";
import { type BriefCopy, composeCopy } from "./copy.js";
import { type BriefGuidance, composeGuidance } from "./guidance.js";
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
    guidance: composeGuidance(element, identity),
    copy: composeCopy(element, identity),
    request: briefRequest(element, identity),
  };
}

function briefRequest(element: ElementRecord, identity: ResolvedIdentity): GenerationRequest | undefined {
  if (!element.generation) return undefined;
  const { kind, ...fields } = structuredClone(element.generation);
  const request = { kind, identity: identityInput(identity), ...fields } as GenerationRequest;
  // A partnership graphic needs a second logo: name the identity's first partner so the request is complete.
  if (request.kind === "template" && request.template === "partnership" && request.partnerId === undefined) {
    const partner = identity.proofAssets.find((asset) => asset.kind === "partner") ?? identity.proofAssets[0];
    if (partner) request.partnerId = partner.id;
  }
  return request;
}

/** The request's `identity` field that resolves to this identity again. */
function identityInput(identity: ResolvedIdentity): IdentityInput {
  return { preset: identity.id, ...identity.overrides };
}
