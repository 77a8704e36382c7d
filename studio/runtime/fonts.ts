// Fonts in the browser: the faces an identity uses, and the fallback subsets the texts to set need, are
// fetched from the server once (font-files.ts); the active project's uploaded faces stand in for the roles
// they were uploaded for (uploaded-fonts.ts); then the same font book as the server's lays out and outlines
// text. A character whose file was not fetched shows as missing rather than failing.
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { createFontBook, type FontBook } from "../../src/render/text/index.js";
import { fetchFontFiles, fontFile, fontLoaded } from "./font-files.js";
import { roleSlots } from "./role-slots.js";
import { type ProjectFonts, type UploadedResolver, uploadedResolver } from "./uploaded-fonts.js";

/** The active project's uploads, as the last fontsFor call found them (one project is active at a time). */
let uploaded: UploadedResolver = () => undefined;
const book = createFontBook(fontFile, { available: fontLoaded, uploaded: (role) => uploaded(role) });

/**
 * Fetches the faces of `identity` (and of any `extra` roles) and what `texts` need, then returns the shared
 * font book, drawing the roles `fonts` (the active project's uploads) replace in their uploaded faces.
 */
export async function fontsFor(
  identity: IdentityInput,
  extra: readonly TypographyRole[] = [],
  texts: readonly string[] = [],
  fonts?: ProjectFonts,
): Promise<FontBook> {
  uploaded = uploadedResolver(roleSlots(identity), fonts);
  await fetchFontFiles(identity, extra, texts, uploaded);
  return book;
}
