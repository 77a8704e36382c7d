// Where a caller SVG may point: `href`, `src` and `xml:base` (in any namespace alias) must be a same-document
// #fragment or an embedded raster data URL, which is itself decoded and bounded like any caller raster.
import { fromBase64 } from "../base64.js";
import { excerpt, ImageRefusal, refuse } from "../image-refusal.js";
import { inspectRaster, type RasterMimeType } from "../raster/index.js";
import { EMBEDDED_RASTER } from "./allow-list.js";

// URL parsers strip leading and trailing C0 controls and spaces and ignore tabs and newlines inside a URL.
// XML (checked in xml.ts) leaves only tab, LF and CR of the C0 controls, so these classes cover them all.

/** Leading and trailing whitespace, stripped before a reference is read. */
const URL_PADDING = /^[\t\n\r ]+|[\t\n\r ]+$/gu;

/** A value as a browser's URL and CSS parsers would see its letters: no whitespace or controls, lower case. */
const squeezed = (value: string): string => value.replace(/[\t\n\r ]+/gu, "").toLowerCase();

/**
 * The canonical form of an allowed reference (`#id`, or `data:image/…;base64,…` without whitespace); refuses
 * anything that could fetch, navigate or leave the document.
 */
export function checkReference(value: string, where: string): string {
  const reference = value.replace(URL_PADDING, "");
  if (reference.startsWith("#")) return reference;
  const raster = EMBEDDED_RASTER.exec(reference);
  if (!raster && /^data:/iu.test(reference)) {
    return refuse(
      `${where} embeds "${excerpt(reference, 40)}": only data:image/(png|jpeg|gif|webp);base64 URLs may be embedded`,
    );
  }
  if (!raster) {
    return refuse(
      `${where} is an external reference ("${excerpt(reference)}"): references must be #fragments or data:image/(png|jpeg|gif|webp);base64 URLs`,
    );
  }
  const mimeType = `image/${(raster[1] ?? "").toLowerCase()}` as RasterMimeType;
  const payload = (raster[2] ?? "").replace(/\s+/gu, "");
  const bytes = fromBase64(payload) ?? refuse(`the data URL in ${where} is not valid base64`);
  try {
    inspectRaster(mimeType, bytes);
  } catch (error) {
    if (error instanceof ImageRefusal) refuse(`the image embedded in ${where} is refused: ${error.message}`);
    throw error;
  }
  return `data:${mimeType};base64,${payload}`;
}

/** Refuses a script URL in any attribute, kept or dropped: `javascript:` never reaches an output. */
export function checkNoScriptUrl(value: string, where: string): void {
  if (!value.includes(":")) return; // no scheme without a colon (spares squeezing long path data)
  const letters = squeezed(value);
  if (letters.includes("javascript:") || letters.includes("vbscript:")) {
    refuse(`${where} holds a script URL ("${excerpt(value, 40)}")`);
  }
}

/** Attributes that are not CSS take no url(): only presentation attributes may use url(#fragment). */
export function checkNoCssUrl(value: string, where: string): void {
  if (value.includes("(") && squeezed(value).includes("url(")) {
    refuse(`${where} may not contain url(…): only presentation attributes and CSS take url(#fragment)`);
  }
}
