// Warnings about a caller's image that is accepted but will not look the same everywhere: an SVG whose text is
// live `<text>` rather than outlines. Marque does not outline a caller's text, so each renderer draws it with
// the fonts it has (resvg, with system fonts off, draws none; a browser draws its own), and the warning says so
// on the field that carried the image.

/** Codes of the warnings a caller's image may add to an artifact or document. */
export const IMAGE_WARNING_CODES = ["unoutlined_text"] as const;
export type ImageWarningCode = (typeof IMAGE_WARNING_CODES)[number];

/** The request fields that carry an image, as warning fields name them. */
export type ImageField = "identity.logoDataUrl" | "partnerLogoDataUrl" | "backgroundImageDataUrl";

/** The `unoutlined_text` warning on `field`. */
export const unoutlinedTextWarning = (field: ImageField) => ({
  code: "unoutlined_text" as const,
  field,
  message:
    "the SVG holds <text>, which Marque does not outline: each renderer draws it with its own fonts, so PNG and " +
    "PDF exports (which have no system fonts) leave it out and browsers draw it in whatever font they have; " +
    "convert the text to paths (Inkscape: Path › Object to Path; Illustrator: Create Outlines)",
});
