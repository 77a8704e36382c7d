// What GET /api/identities lists, and proof asset look-up by public id.

import { BUILT_IN_IDENTITY_IDS } from "../../contract/index.js";
import { deepFreeze } from "./define.js";
import { identityRecords } from "./records.js";
import type { IdentityRecord, IdentitySummary, ProofAsset } from "./types.js";

/** The listed identities: starter, template and the seven built-ins (`custom` is built per request). */
const LISTED = ["starter", "template", ...BUILT_IN_IDENTITY_IDS] as const;

const SUMMARIES: readonly IdentitySummary[] = deepFreeze(
  LISTED.map((id) => {
    const record = identityRecords[id];
    return {
      id: record.id,
      name: record.name,
      shortName: record.shortName,
      tagline: record.tagline,
      description: record.description,
      website: record.website,
      colors: record.colors,
      typography: record.typography,
      proofAssets: record.proofAssets.map(({ id, name, kind, description }) => ({
        id,
        name,
        kind,
        description,
      })),
    };
  }),
);

/** Public summaries of the listed identities with their proof asset ids (built once, frozen). */
export const identitySummaries = (): readonly IdentitySummary[] => SUMMARIES;

/** The identity's proof asset with this public id (a template's `partnerId`), if it has one. */
export function proofAssetById(identity: IdentityRecord, id: string): ProofAsset | undefined {
  return identity.proofAssets.find((asset) => asset.id === id);
}
