// Number formatting and XML escaping: the only two ways a value becomes SVG text.

/** Largest number of decimals any number in Marque's SVG output carries. */
export const MAX_DECIMALS = 3;
const FACTOR = 10 ** MAX_DECIMALS;

/** The decimals of each thousandth, trailing zeros dropped: "", ".001" … ".5" … ".999". */
const THOUSANDTHS = Array.from({ length: FACTOR }, (_, i) =>
  i === 0 ? "" : `.${String(i).padStart(MAX_DECIMALS, "0").replace(/0+$/u, "")}`,
);

/**
 * Below this many thousandths a rounded number has at most 15 significant digits, so its shortest decimal
 * (what String writes) is exactly its thousandths written out: the whole part, then the table's decimals.
 */
const EXACT_THOUSANDTHS = 1e15;

/** Whole numbers up to this size either way are written from a table (-0 as "0"). */
const SMALL = 1024;
const SMALL_INTEGERS = Array.from({ length: 2 * SMALL + 1 }, (_, i) => String(i - SMALL));

/**
 * Formats a finite number with at most three decimals, without exponent notation or negative zero: the text
 * String gives the number rounded to thousandths. Throws on NaN and infinities: a renderer that produces one
 * has a bug worth seeing.
 */
export function fmt(value: number): string {
  // Most numbers written are small whole numbers (sizes, offsets, runs of outlines, opacities of 0 and 1).
  if (Number.isInteger(value)) {
    if (value >= -SMALL && value <= SMALL) return SMALL_INTEGERS[value + SMALL] as string;
    if (Math.abs(value) < 1e21) return String(value);
  }
  if (!Number.isFinite(value)) throw new RangeError(`cannot write ${value} into SVG`);
  const thousandths = Math.round(value * FACTOR);
  if (thousandths === 0) return "0";
  // Written from integers: String of a fraction (shortest round-trip digits) costs about four times more.
  const magnitude = Math.abs(thousandths);
  if (magnitude < EXACT_THOUSANDTHS) {
    const whole = Math.floor(magnitude / FACTOR);
    const text = `${SMALL_INTEGERS[whole + SMALL] ?? whole}${THOUSANDTHS[magnitude - whole * FACTOR]}`;
    return thousandths < 0 ? `-${text}` : text;
  }
  const rounded = thousandths / FACTOR;
  if (Math.abs(rounded) < 1e21) return String(rounded);
  throw new RangeError(`number ${value} is too large for SVG output`);
}

/** Numbers joined by spaces, e.g. for `viewBox` or `values`. */
export const fmtList = (values: readonly number[]): string => values.map(fmt).join(" ");

const XML_ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** True for characters XML 1.0 allows in documents (tab, newlines and everything from space up). */
const isXmlChar = (code: number): boolean =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/**
 * Escaped text holding characters beyond Latin-1 (an em dash, kana, Arabic). V8 keeps such a string in two
 * bytes a character, and so every string it is joined into; el keeps it apart (see Markup's pieces).
 */
export class WideText {
  constructor(readonly text: string) {}
}

/** The five characters escapeXml escapes, and the ones XML 1.0 forbids (as a regex character class's body). */
const SPECIAL_CHARACTERS = "&<>\"'\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff";
/** Any character escapeXml changes. */
const SPECIAL = new RegExp(`[${SPECIAL_CHARACTERS}]`);
/**
 * Any character escapeXml changes or beyond Latin-1: one scan clears the text most often written (ids,
 * colours, words in Latin letters). No `u` flag: the class is of UTF-16 units, so a surrogate counts as
 * beyond Latin-1.
 */
const NEEDS_LOOKING_AT = new RegExp(`[${SPECIAL_CHARACTERS}\\u0100-\\uffff]`);
const WIDE = /[\u0100-\uffff]/;
/** Half a surrogate pair: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE = "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
const LONE_SURROGATE = new RegExp(LONE);
const LONE_SURROGATES = new RegExp(LONE, "g");

/**
 * Long texts are remembered escaped, the last two of them: an identity's logos are data URLs of kilobytes
 * written into every one of its renders, and comparing a text with the one remembered (the same string, most
 * often) costs far less than scanning it again.
 */
const REMEMBERED_LENGTH = 256;
const remembered: { text: string; escaped: string | WideText }[] = [];

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

/**
 * The same text, stored one byte a character when none of it is beyond Latin-1. V8 stores a text cut from a
 * caller's string in two bytes a character when that string was (a line of a body with an em dash in
 * another line), and a document that text is joined into would be stored so too (see Markup's pieces). For
 * text kept and written many times, such as a laid-out block's label.
 */
export function compactText(text: string): string {
  return WIDE.test(text) ? text : utf8Decoder.decode(utf8Encoder.encode(text));
}

/**
 * Escapes text for element content and attribute values; also drops characters XML 1.0 forbids and writes a
 * lone surrogate as U+FFFD.
 */
export function escapeXml(text: string): string {
  const result = escapeText(text);
  return typeof result === "string" ? result : result.text;
}

/** escapeXml's text, as a WideText when it holds characters beyond Latin-1. */
export function escapeText(text: string): string | WideText {
  if (text.length < REMEMBERED_LENGTH) return escaped(text);
  for (const entry of remembered) if (entry.text === text) return entry.escaped;
  const entry = { text, escaped: escaped(text) };
  if (remembered.unshift(entry) > 2) remembered.pop();
  return entry.escaped;
}

function escaped(text: string): string | WideText {
  if (!NEEDS_LOOKING_AT.test(text)) return text;
  const clean = SPECIAL.test(text) ? xmlEscaped(text) : text;
  if (!WIDE.test(clean)) return clean;
  // Half a surrogate pair is no character at all: XML refuses it, and JSON carries it as \udXXX into the
  // envelope's content. It is written as U+FFFD, as a UTF-8 encoder writes it in raw output.
  return new WideText(LONE_SURROGATE.test(clean) ? clean.replace(LONE_SURROGATES, "\uFFFD") : clean);
}

function xmlEscaped(text: string): string {
  let clean = text;
  for (let i = 0; i < text.length; i++) {
    if (!isXmlChar(text.charCodeAt(i))) {
      clean = Array.from(text)
        .filter((char) => isXmlChar(char.charCodeAt(0)))
        .join("");
      break;
    }
  }
  return clean.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}
