// A background's id namespace: `mq-` and eight hex digits of FNV-1a over the canonical JSON of its settings and
// the identity parts it draws (name, gradient, both logos) — namespaceOf's value, byte for byte. The identity's
// part comes first in that text and holds both logos' data URLs (kilobytes), so the hash state after it is
// kept per identity and only the settings are hashed per request.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import type { BackgroundSettings } from "../../contract/background.js";
import { FNV1A_OFFSET, fnv1aFrom, hex32 } from "../../determinism/index.js";
import { canonicalJson } from "../../svg/index.js";

interface Prefix {
  readonly name: string;
  readonly gradient: string;
  /** FNV-1a state after `{"identity":…,"settings":`. */
  readonly state: number;
}

/**
 * The last prefix hashed for each set of logos (preset records share theirs across requests; a request's own
 * logo makes a new one, dropped with it). One per set keeps it bounded whatever names requests give.
 */
const prefixes = new WeakMap<ResolvedIdentity["logos"], Prefix>();

function prefixOf(identity: ResolvedIdentity): Prefix {
  const { logos, name } = identity;
  const gradient = identity.colors.gradient.join(",");
  const cached = prefixes.get(logos);
  if (cached && cached.name === name && cached.gradient === gradient) return cached;
  const part = canonicalJson({
    name,
    gradient: identity.colors.gradient,
    logos: [logos.light.dataUrl, logos.dark.dataUrl],
  });
  const prefix = { name, gradient, state: fnv1aFrom(FNV1A_OFFSET, `{"identity":${part},"settings":`) };
  prefixes.set(logos, prefix);
  return prefix;
}

/** namespaceOf({ settings, identity: { name, gradient, logos } }), hashing the identity once per identity. */
export const backgroundNamespace = (settings: BackgroundSettings, identity: ResolvedIdentity): string =>
  `mq-${hex32(fnv1aFrom(prefixOf(identity).state, `${canonicalJson(settings)}}`))}`;
