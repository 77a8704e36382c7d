// File-name-safe slugs (identity names, page titles in file names): lower-case ASCII words joined by dashes.

/** Longest slug, in characters. */
export const MAX_SLUG_LENGTH = 64;

/** Letters NFKD does not decompose into an ASCII base letter. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

/** Lower-case, ASCII-only, dash-separated; `""` when nothing of the text survives. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (char) => FOLDS[char] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}
