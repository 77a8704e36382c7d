// A template's id namespace: namespaceOf({ drawn, identity: name, logos, partner }), byte for byte, without
// writing the identity's logos out again per request. Their canonical JSON (both logos' data URLs, kilobytes)
// is written once per set of logos and kept; the request's parts are written and all of it hashed in pieces,
// since FNV-1a over pieces is FNV-1a over their concatenation.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { FNV1A_OFFSET, fnv1aFrom, hex32 } from "../../determinism/index.js";
import { canonicalJson } from "../svg/index.js";
import type { PartnerMark } from "./frame.js";

/** canonicalJson of each set of logos drawn (preset records share theirs; a request's own goes with it). */
const LOGOS_JSON = new WeakMap<ResolvedIdentity["logos"], string>();

function logosJson(logos: ResolvedIdentity["logos"]): string {
  let json = LOGOS_JSON.get(logos);
  if (json === undefined) {
    // Kept as one flat string: canonicalJson joins it from pieces, and FNV reads a string so made ~35 % slower
    // character by character (a round trip through JSON copies it into one).
    json = JSON.parse(JSON.stringify(canonicalJson(logos))) as string;
    LOGOS_JSON.set(logos, json);
  }
  return json;
}

/** `mq-` and eight hex digits: the namespace of what a template request draws for an identity and partner. */
export function templateNamespace(
  drawn: Record<string, unknown>,
  identity: ResolvedIdentity,
  partner: PartnerMark | undefined,
): string {
  // canonicalJson's key order (drawn, identity, logos, partner) and its dropping of an undefined partner.
  let state = fnv1aFrom(
    FNV1A_OFFSET,
    `{"drawn":${canonicalJson(drawn)},"identity":${canonicalJson(identity.name)},"logos":`,
  );
  state = fnv1aFrom(state, logosJson(identity.logos));
  state = fnv1aFrom(state, partner === undefined ? "}" : `,"partner":${canonicalJson(partner)}}`);
  return `mq-${hex32(state)}`;
}
