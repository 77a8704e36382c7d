// The ten identity records, keyed by preset, and the seven built-ins in catalog order.
import { BUILT_IN_IDENTITY_IDS, type BuiltInIdentityId, type IdentityPreset } from "../../contract/index.js";
import { copperleafEnergy } from "./presets/copperleaf-energy.js";
import { custom } from "./presets/custom.js";
import { fernwayPress } from "./presets/fernway-press.js";
import { haldenRail } from "./presets/halden-rail.js";
import { marlowHealth } from "./presets/marlow-health.js";
import { northlightObservatory } from "./presets/northlight-observatory.js";
import { oakumFurniture } from "./presets/oakum-furniture.js";
import { starter } from "./presets/starter.js";
import { template } from "./presets/template.js";
import { tesselLabs } from "./presets/tessel-labs.js";
import type { IdentityRecord } from "./types.js";

/** Every preset's record (frozen), keyed by preset id. */
export const identityRecords: Readonly<Record<IdentityPreset, IdentityRecord>> = Object.freeze({
  starter,
  template,
  custom,
  "tessel-labs": tesselLabs,
  "fernway-press": fernwayPress,
  "halden-rail": haldenRail,
  "copperleaf-energy": copperleafEnergy,
  "northlight-observatory": northlightObservatory,
  "oakum-furniture": oakumFurniture,
  "marlow-health": marlowHealth,
});

/** The seven built-in identities, in the contract's order. */
export const BUILT_IN_IDENTITIES: readonly (IdentityRecord & { id: BuiltInIdentityId })[] = Object.freeze(
  BUILT_IN_IDENTITY_IDS.map((id) => identityRecords[id] as IdentityRecord & { id: BuiltInIdentityId }),
);
