// Fonts in the browser: the faces an identity uses are fetched from the server once (font-files.ts), then the
// same font book as the server's lays out and outlines text.
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { createFontBook, type FontBook } from "../../src/render/text/index.js";
import { fetchFontFiles, fontFile } from "./font-files.js";

const book = createFontBook(fontFile);

/** Fetches the faces of `identity` (and of any `extra` roles), then returns the shared font book. */
export async function fontsFor(
  identity: IdentityInput,
  extra: readonly TypographyRole[] = [],
): Promise<FontBook> {
  await fetchFontFiles(identity, extra);
  return book;
}
