// A template's id namespace: namespaceOf({ drawn, identity: name, logos, partner }), byte for byte, without
// writing the identity's logos out again per request. Their canonical JSON (both logos' data URLs, kilobytes)
// is written once per set of logos and kept; the request's parts are written and all of it hashed in pieces,
// since FNV-1a over pieces is FNV-1a over their concatenation.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { FNV1A_OFFSET, fnv1aFrom, hex32 } from "../../determinism/index.js";
import { canonicalJson } from "../../svg/index.js";
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

/** canonicalJson of each partner logo drawn (a caller's comes from logoFromDataUrl's cache, one object per URL). */
const LOGO_JSON = new WeakMap<PartnerMark["logo"], string>();

function logoJson(logo: PartnerMark["logo"]): string {
  let json = LOGO_JSON.get(logo);
  if (json === undefined) {
    json = JSON.parse(JSON.stringify(canonicalJson(logo))) as string;
    LOGO_JSON.set(logo, json);
  }
  return json;
}

/**
 * The FNV-1a state after a long piece of text (logos' JSON: megabytes with a caller's own images, ~8 ms a
 * megabyte to hash), by the object it was written from and the state before it, for the latest few states.
 * A caller sending the same request again (the same title and logos) hashes none of it again.
 */
const AFTER = new WeakMap<object, Map<number, number>>();
const STATES_KEPT = 16;

function hashAfter(state: number, owner: object, text: (owner: never) => string): number {
  let after = AFTER.get(owner);
  if (!after) {
    after = new Map();
    AFTER.set(owner, after);
  }
  let next = after.get(state);
  if (next === undefined) {
    next = fnv1aFrom(state, text(owner as never));
    if (after.size >= STATES_KEPT) after.clear();
    after.set(state, next);
  }
  return next;
}

/** `mq-` and eight hex digits: the namespace of what a template request draws for an identity and partner. */
export function templateNamespace(
  drawn: Record<string, unknown>,
  identity: ResolvedIdentity,
  partner: PartnerMark | undefined,
): string {
  // canonicalJson's key order (drawn, identity, logos, partner; a partner's logo, then name) and its dropping
  // of an undefined partner or name.
  let state = fnv1aFrom(
    FNV1A_OFFSET,
    `{"drawn":${canonicalJson(drawn)},"identity":${canonicalJson(identity.name)},"logos":`,
  );
  state = hashAfter(state, identity.logos, logosJson);
  if (partner === undefined) return `mq-${hex32(fnv1aFrom(state, "}"))}`;
  state = fnv1aFrom(state, ',"partner":{"logo":');
  state = hashAfter(state, partner.logo, logoJson);
  const name = partner.name === undefined ? "" : `,"name":${canonicalJson(partner.name)}`;
  return `mq-${hex32(fnv1aFrom(state, `${name}}}`))}`;
}
