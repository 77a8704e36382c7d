// Identities: the ten preset records, request resolution, public summaries and proof assets.

export { slugify } from "../../contract/slug.js";
export { logoFromDataUrl, svgAspect } from "./logo.js";
export { BUILT_IN_IDENTITIES, identityRecords } from "./records.js";
export { overriddenIdentityBytes, resolveIdentity } from "./resolve.js";
export { identitySummaries, proofAssetById } from "./summaries.js";
export type {
  IdentityLogo,
  IdentityOverrides,
  IdentityRecord,
  IdentitySummary,
  ProofAsset,
  ResolvedIdentity,
  SetWordmark,
  TypographyRole,
  WordmarkSetter,
  WordmarkStyle,
} from "./types.js";
