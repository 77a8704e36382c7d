// An identity's colour tokens as one file (GET /api/identities/{id}/tokens, POST /api/tokens).
import { TOKEN_FILE_SUFFIXES, TOKEN_MEDIA_TYPES, type TokenFormat } from "../../contract/index.js";
import { contrastMatrix } from "./contrast-matrix.js";
import { dtcgTokens } from "./dtcg.js";
import { type IdentityColors, paletteOf } from "./palette.js";
import { cssTokens, tailwindTheme } from "./stylesheets.js";

export { apcaContrast } from "./apca.js";
export { contrastMatrix } from "./contrast-matrix.js";
export { cssName } from "./names.js";
export { type ColorToken, type IdentityColors, type Palette, paletteOf } from "./palette.js";

export interface TokensFile {
  readonly text: string;
  readonly filename: string;
  readonly mediaType: string;
}

export function renderTokens(
  identity: { readonly name: string; readonly slug: string; readonly colors: IdentityColors },
  format: TokenFormat,
): TokensFile {
  const palette = paletteOf(identity.colors);
  const text =
    format === "dtcg"
      ? dtcgTokens(identity.name, palette, contrastMatrix(palette))
      : format === "css"
        ? cssTokens(identity.name, palette)
        : tailwindTheme(identity.name, palette);
  return {
    text,
    filename: `${identity.slug}${TOKEN_FILE_SUFFIXES[format]}`,
    mediaType: TOKEN_MEDIA_TYPES[format],
  };
}
