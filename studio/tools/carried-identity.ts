// The shared identity after a document that carries one is applied. A design document names its identity
// (a version 3 source only by preset and name), so taking it whole would drop every field it leaves out —
// the tagline, short name, website, ink and paper someone set in the Identity tool. Edits of the identity
// itself belong to the Identity tool; a document only says which brand it is and what it changes.
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { type IdentityInput, identitySchema } from "../../src/contract/index.js";

const nameOf = (identity: IdentityInput) => resolveIdentity(identitySchema.parse(identity)).name;

/**
 * `carried` over `current`: when the document names the same brand (the same preset and name), the fields it
 * carries win and the rest stay; when it names another brand (another preset, or a custom identity of
 * another name), that brand's own fields replace the current ones.
 */
export function carriedIdentity(current: IdentityInput, carried: IdentityInput): IdentityInput {
  const preset = (identity: IdentityInput) => identitySchema.parse(identity).preset;
  if (preset(current) !== preset(carried) || nameOf(current) !== nameOf(carried)) return carried;
  // The name is the same brand's (a version 3 source always writes it): adding it would change nothing drawn.
  const { name: _same, ...fields } = carried;
  return { ...current, ...fields };
}
