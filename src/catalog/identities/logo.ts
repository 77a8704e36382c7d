// Logos: composing built-in marks (symbol + stroke wordmark) and turning any image data URL into an IdentityLogo.
import { imageSize } from "image-size";
import { Lru } from "../../cache/lru.js";
import { defaultCaches } from "../../cache/regions.js";
import { type DecodedImage, decodeImageDataUrl, toBase64 } from "../../contract/index.js";
import type { IdentityLogo, SetWordmark, TypographyRole, WordmarkSetter } from "./types.js";
import { CAP_HEIGHT, fitsStrokeAlphabet, layoutWordmark, STROKE, wordmarkText } from "./wordmark.js";

/** Side of the square every symbol is drawn in, in logo units; also the logo's height. */
export const SYMBOL_SIZE = 48;
const WORD_SCALE = 1.7;
const WORD_GAP = 14;

const num = (value: number): string => String(Math.round(value * 100) / 100);

export interface LogoSpec {
  /** Markup of the symbol, drawn inside a 48 × 48 box (no ids, no text, no external references). */
  symbol: string;
  /** Wordmark text; drawn with the stroke alphabet. Omitted or empty: symbol only. */
  word?: string;
  /** Stroke colour of the wordmark. */
  wordColor: string;
  /**
   * Sets a word the stroke alphabet cannot draw whole, in `role`'s face. Without it such a word keeps only
   * the letters the alphabet has (what a caller with no fonts at hand can draw).
   */
  typeset?: { setter: WordmarkSetter; role: TypographyRole };
}

/** Caps of a typeset wordmark are as tall as the stroke alphabet's, so both kinds sit alike beside the symbol. */
const TYPESET_CAP_HEIGHT = CAP_HEIGHT * WORD_SCALE;
/** Ink of a typeset wordmark keeps this far inside the logo's top and bottom edges. */
const TYPESET_MARGIN = 1;

/** Builds a logo SVG: the symbol, then the wordmark on one line, vertically centred. */
export function composeLogoSvg({ symbol, word = "", wordColor, typeset }: LogoSpec): string {
  const text = word.trim().replace(/\s+/g, " ");
  if (typeset && text !== "" && !fitsStrokeAlphabet(text)) {
    const set = typeset.setter(text, { role: typeset.role, fill: wordColor, capHeight: TYPESET_CAP_HEIGHT });
    if (set) return typesetLogoSvg(symbol, text, set);
  }
  const layout = layoutWordmark(wordmarkText(word));
  const half = (STROKE * WORD_SCALE) / 2;
  const left = SYMBOL_SIZE + WORD_GAP + half;
  const width = layout.glyphs.length > 0 ? left + layout.width * WORD_SCALE + half : SYMBOL_SIZE;
  const top = (SYMBOL_SIZE - CAP_HEIGHT * WORD_SCALE) / 2;
  const glyphs = layout.glyphs
    .map(({ x, d }) => (x === 0 ? `<path d="${d}"/>` : `<path transform="translate(${num(x)} 0)" d="${d}"/>`))
    .join("");
  const wordmark =
    glyphs === ""
      ? ""
      : `<g fill="none" stroke="${wordColor}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${num(left)} ${num(top)}) scale(${WORD_SCALE})">${glyphs}</g>`;
  const w = num(width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${SYMBOL_SIZE}" viewBox="0 0 ${w} ${SYMBOL_SIZE}">${symbol}${wordmark}</svg>`;
}

/**
 * The symbol beside a typeset wordmark. The band from the cap line (or the ink's top, when taller: CJK, stacked
 * Vietnamese marks) to the baseline is centred on the symbol, as the stroke alphabet's caps are; descenders
 * hang below, nudged up only if they would leave the logo. The name is the logo's title, since its letters
 * are outlines.
 */
function typesetLogoSvg(symbol: string, name: string, set: SetWordmark): string {
  const band = Math.max(-set.top, TYPESET_CAP_HEIGHT);
  const centred = (SYMBOL_SIZE + band) / 2;
  const baseline = Math.max(
    Math.min(centred, SYMBOL_SIZE - TYPESET_MARGIN - set.bottom),
    TYPESET_MARGIN - set.top,
  );
  const left = SYMBOL_SIZE + WORD_GAP;
  const w = num(left + set.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${SYMBOL_SIZE}" viewBox="0 0 ${w} ${SYMBOL_SIZE}" role="img">` +
    `<title>${escapeXml(name)}</title>${symbol}<g transform="translate(${num(left)} ${num(baseline)})">${set.markup}</g></svg>`
  );
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};
/**
 * What XML 1.0 forbids in a document: control characters (dropped, as the renderers' escapeXml drops them) and
 * half a surrogate pair (written as U+FFFD).
 */
// biome-ignore lint/complexity/useRegexLiterals: a literal may not hold control characters, even escaped (noControlCharactersInRegex)
const NOT_XML = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  "g",
);
const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML, (char) => (char >= "\uD800" && char <= "\uDFFF" ? "\uFFFD" : ""))
    .replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char);

/** An SVG document as an IdentityLogo: a base64 data URL of its UTF-8 (no Buffer: this runs in the Studio too). */
export function svgLogo(svg: string): IdentityLogo {
  return {
    dataUrl: `data:image/svg+xml;base64,${toBase64(new TextEncoder().encode(svg))}`,
    aspect: svgAspect(svg) ?? 1,
  };
}

const CSS_UNITS: Readonly<Record<string, number>> = {
  "": 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
};

function length(value: string | undefined): number | undefined {
  const match =
    value === undefined
      ? null
      : /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!match?.[1]) return undefined;
  const result = Number(match[1]) * (CSS_UNITS[(match[2] ?? "").toLowerCase()] ?? 1);
  return result > 0 && Number.isFinite(result) ? result : undefined;
}

/**
 * Width ÷ height of an SVG document: absolute width and height when both are given, else the viewBox.
 * `undefined` when neither says (e.g. percentages without a viewBox).
 */
export function svgAspect(svg: string): number | undefined {
  const root = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(svg)?.[1] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, "i").exec(root)?.[2];
  const width = length(attribute("width"));
  const height = length(attribute("height"));
  if (width && height) return width / height;
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = [box?.[2], box?.[3]];
  if (boxWidth && boxHeight && boxWidth > 0 && boxHeight > 0) return boxWidth / boxHeight;
  return undefined;
}

/**
 * Logos read from data URLs: a partner's comes with every request that draws it, and reading its aspect
 * decodes it. Region "logos" of the thread's cache set (cache/regions.ts); an entry holds its data URL (ASCII:
 * one byte a character), so on the render thread a ~1.3 MB SVG logo sent with every request is decoded once.
 */
let LOGOS: Lru<IdentityLogo> | undefined;

/**
 * A caller's image data URL as an IdentityLogo, used for both variants. The aspect comes from the image
 * itself: SVG width/height or viewBox, raster dimensions (EXIF rotation applied); 1 when unreadable.
 * `dataUrl` comes from a validated request, so an SVG is already the contract's sanitized re-serialization
 * (see `imageDataUrl`): that is what every artifact and document embeds.
 */
export function logoFromDataUrl(dataUrl: string): IdentityLogo {
  LOGOS ??= new Lru<IdentityLogo>(defaultCaches().region("logos"));
  let logo = LOGOS.get(dataUrl);
  if (!logo) {
    logo = Object.freeze(readLogo(dataUrl));
    LOGOS.set(dataUrl, logo, dataUrl.length);
  }
  return logo;
}

/**
 * A `<text>` element in the sanitizer's output: it writes every `<` of text and attribute values as `&lt;`,
 * so this is an element wherever it appears.
 */
const TEXT_ELEMENT = /<text[\s/>]/u;

function readLogo(dataUrl: string): IdentityLogo {
  const image = decodeImageDataUrl(dataUrl);
  const svg = image?.mimeType === "image/svg+xml" ? new TextDecoder().decode(image.bytes) : undefined;
  const aspect = (svg === undefined ? undefined : svgAspect(svg)) ?? rasterAspect(image) ?? 1;
  return svg !== undefined && TEXT_ELEMENT.test(svg)
    ? { dataUrl, aspect, unoutlinedText: true }
    : { dataUrl, aspect };
}

/** Width ÷ height from the image's own header (an SVG's too, when its root does not say). */
function rasterAspect(image: DecodedImage | undefined): number | undefined {
  if (!image) return undefined;
  try {
    const { width, height, orientation } = imageSize(new Uint8Array(image.bytes));
    if (!width || !height) return undefined;
    // EXIF orientations 5–8 rotate the image a quarter turn, so the displayed sides are swapped.
    return orientation !== undefined && orientation >= 5 ? height / width : width / height;
  } catch {
    return undefined;
  }
}
