// The identity's face for each type role (the catalog calls the text role's face `body`).
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { type IdentityInput, identitySchema } from "../../src/contract/index.js";
import type { RoleSlots } from "./uploaded-fonts.js";

export function roleSlots(identity: IdentityInput): RoleSlots {
  const { typography } = resolveIdentity(identitySchema.parse(identity));
  return { display: typography.display, text: typography.body, mono: typography.mono };
}
