// Fonts in the browser: the faces an identity uses are fetched from the server once, then the same
// font book as the server's lays out and outlines text.

import { resolveIdentity } from "../../src/catalog/identities/index.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { identitySchema } from "../../src/contract/index.js";
import { createFontBook, type FontBook, filesForRoles } from "../../src/render/text/index.js";

const files = new Map<string, Uint8Array>();
const book = createFontBook((file) => {
  const bytes = files.get(file);
  if (!bytes) throw new Error(`font file not loaded: ${file}`);
  return bytes;
});

/** Fetches the faces of `identity` (and any already fetched stay), then returns the shared font book. */
export async function fontsFor(identity: IdentityInput): Promise<FontBook> {
  const { typography } = resolveIdentity(identitySchema.parse(identity));
  const needed = filesForRoles([typography.display, typography.body, typography.mono]).filter(
    (file) => !files.has(file),
  );
  await Promise.all(
    needed.map(async (file) => {
      const response = await fetch(`/studio/fonts/${file}`);
      if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
      files.set(file, new Uint8Array(await response.arrayBuffer()));
    }),
  );
  return book;
}
