// The built-in identities by the names people know them by, for every tool's Preset control.
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { IDENTITY_PRESETS, identitySchema } from "../../src/contract/index.js";

/** Presets by the name of the identity they start from. */
export const PRESET_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  IDENTITY_PRESETS.map((preset) => [preset, resolveIdentity(identitySchema.parse({ preset })).name]),
);
