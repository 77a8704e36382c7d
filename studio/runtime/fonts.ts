// Fonts in the browser: the faces an identity uses, and the fallback subsets the texts to set need, are
// fetched from the server once (font-files.ts); then the same font book as the server's lays out and
// outlines text. A character whose file was not fetched shows as missing rather than failing.
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { createFontBook, type FontBook } from "../../src/render/text/index.js";
import { fetchFontFiles, fontFile, fontLoaded } from "./font-files.js";

const book = createFontBook(fontFile, { available: fontLoaded });

/** Fetches the faces of `identity` (and of any `extra` roles) and what `texts` need, then returns the shared font book. */
export async function fontsFor(
  identity: IdentityInput,
  extra: readonly TypographyRole[] = [],
  texts: readonly string[] = [],
): Promise<FontBook> {
  await fetchFontFiles(identity, extra, texts);
  return book;
}
