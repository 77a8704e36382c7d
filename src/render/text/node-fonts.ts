// The Node edge of the font book: bundled files are read from node_modules once, synchronously.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createFontBook, type FontBook } from "./book.js";

const require = createRequire(import.meta.url);

/** A bundled font file's bytes, by its path under node_modules (as the registry names it). */
export const readBundledFont = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(file)));

let book: FontBook | undefined;

/** The process-wide font book over the installed @fontsource files. */
export function defaultFontBook(): FontBook {
  book ??= createFontBook(readBundledFont);
  return book;
}
