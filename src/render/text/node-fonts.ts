// The Node edge of the font book: bundled files are read from node_modules once, synchronously.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createFontBook, type FontBook } from "./book.js";

const require = createRequire(import.meta.url);

let book: FontBook | undefined;

/** The process-wide font book over the installed @fontsource files. */
export function defaultFontBook(): FontBook {
  book ??= createFontBook((file) => new Uint8Array(readFileSync(require.resolve(file))));
  return book;
}
