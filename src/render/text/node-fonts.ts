// The Node edge of the font book: bundled files are read from node_modules once, synchronously, and a WOFF2
// file is handed to the book as the plain font it carries (woff2-sfnt.ts says why).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { brotliDecompressSync } from "node:zlib";
import { createFontBook, type FontBook } from "./book.js";
import { isWoff2, sfntOfWoff2 } from "./woff2-sfnt.js";

const require = createRequire(import.meta.url);

/** A bundled font file's bytes, by its path under node_modules (as the registry names it). */
export const readBundledFont = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(require.resolve(file)));

/** The plain font a bundled file carries: what the book parses on the server. */
export function readBundledSfnt(file: string): Uint8Array {
  const bytes = readBundledFont(file);
  return isWoff2(bytes) ? sfntOfWoff2(bytes, (compressed) => brotliDecompressSync(compressed)) : bytes;
}

let book: FontBook | undefined;

/** The process-wide font book over the installed @fontsource files. */
export function defaultFontBook(): FontBook {
  book ??= createFontBook(readBundledSfnt);
  return book;
}
