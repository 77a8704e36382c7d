// Typography: bundled open-licensed faces, shaping, layout in boxes, and glyph outlines for SVG.
//
//   const block = layoutText(book, { text, role, box, size, minSize, balance: true });
//   const markup = outlineText(block, sheet, { fill: "#111" });   // sheet.defs() go in the document's <defs>
export { type Direction, paragraphDirection } from "./bidi.js";
export { createFontBook, type Face, type FontBook, type FontFileReader, type ShapeOptions } from "./book.js";
export { breakPieces } from "./breaks.js";
export { BUNDLED_FAMILIES, chooseFace, filesForRoles } from "./faces.js";
export { hanLocale } from "./itemize.js";
export { type LaidLine, layoutText, type TextBlock, type TextBox, type TextSpec } from "./layout.js";
export { GlyphSheet, outlineText } from "./outline.js";
export type { HanLocale } from "./registry.js";
export { textWordmark } from "./wordmark.js";
