// What GET /api/identities lists, and proof asset look-up by public id.

import { IDENTITY_PRESETS } from "../../contract/index.js";
import { deepFreeze } from "./define.js";
import { identityRecords } from "./records.js";
import type { IdentityRecord, IdentitySummary, ProofAsset } from "./types.js";

/**
 * Every preset is listed, `custom` too: its entry shows the defaults a custom identity fills in for what the
 * request leaves out (its colours are those of its default ink and paper; a request's own ink and paper
 * derive them again), and its placeholder partner ids.
 */
const LISTED = IDENTITY_PRESETS;

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
