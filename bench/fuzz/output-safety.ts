// Scans what Marque sends back for anything that could run or fetch: script-capable elements, event handlers,
// SMIL that targets handlers or links, references other than `#fragments` and raster data URLs, xml:base,
// processing instructions, DOCTYPE/entities, and CSS that imports, fetches or declares fonts (after undoing
// CSS escapes and comments, so `u\72l(` and `url/**/(` read as what a browser reads). Nested SVG data URLs
// are decoded (UTF-8 or UTF-16 by their BOM) and scanned the same way. A tokenizer rather than a parser: it
// must see everything, including what follows the root element and what a parser would refuse.

const SCRIPT_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "handler",
  "listener",
]);
const SMIL_ELEMENTS = new Set(["set", "animate", "animatetransform", "animatemotion", "animatecolor"]);
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,/i;
const SVG_DATA_URL = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=\s]*)$/i;
const MAX_NESTING = 4;
/** Outside XML 1.0's Char production; with the `u` flag a lone surrogate is a code point of its own. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const TAG = /<([A-Za-z_][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[name.toLowerCase()] ?? whole;
  });
}

/** CSS as a browser tokenizes it: comments gone, escapes undone, lower case. */
function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    })
    .replace(/\\([^\n])/g, "$1")
    .toLowerCase();
}

/** Problems of a CSS text (a stylesheet, a style attribute or a presentation attribute's value). */
function cssProblems(css: string): string[] {
  const text = normalizeCss(css);
  const problems: string[] = [];
  if (text.includes("@import")) problems.push("CSS @import");
  if (text.includes("@font-face")) problems.push("CSS @font-face");
  if (/image-set\s*\(/.test(text)) problems.push("CSS image-set()");
  if (/expression\s*\(|-moz-binding|behavior\s*:/.test(text)) problems.push("CSS script hook");
  for (const match of text.matchAll(/url\s*\(\s*(['"]?)\s*([^'")]*)/g)) {
    const target = (match[2] ?? "").trim();
    if (!target.startsWith("#") && !RASTER_DATA_URL.test(target))
      problems.push("CSS url() to a non-fragment");
  }
  return problems;
}

/** What browsers drop from a URL before reading its scheme: spaces and control characters (`java\tscript:`). */
const stripControls = (value: string) =>
  [...value].filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && !/\p{Cc}/u.test(char)).join("");

function decodeSvgDataUrl(value: string): string | undefined {
  const match = SVG_DATA_URL.exec(value.trim());
  if (!match) return undefined;
  const bytes = Buffer.from((match[1] ?? "").replace(/\s/g, ""), "base64");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  return bytes.toString("utf8");
}

/** A reference (href, src) is allowed when it is a fragment or a raster data URL; SVG data URLs are scanned. */
function referenceProblems(value: string, depth: number): string[] {
  const target = value.trim();
  if (target.startsWith("#") || RASTER_DATA_URL.test(target)) return [];
  const nested = decodeSvgDataUrl(target);
  if (nested !== undefined) {
    return depth >= MAX_NESTING
      ? ["SVG data URLs nested too deep to scan"]
      : unsafeSvgContent(nested, depth + 1);
  }
  if (/^javascript:/i.test(stripControls(target))) return ["javascript: URL"];
  return ["external reference"];
}

function attributeProblems(element: string, name: string, raw: string, depth: number): string[] {
  const value = decodeEntities(raw);
  const lower = name.toLowerCase();
  if (lower === "xmlns" || lower.startsWith("xmlns:")) return [];
  const local = lower.replace(/^.*:/, "");
  const problems: string[] = [];
  if (local.startsWith("on")) problems.push("event handler attribute");
  if (lower === "xml:base") problems.push("xml:base");
  if (local === "href" || local === "src") problems.push(...referenceProblems(value, depth));
  else if (/javascript:/i.test(stripControls(value))) problems.push("javascript: URL");
  if (SMIL_ELEMENTS.has(element) && local === "attributename") {
    const target = value.trim().toLowerCase().replace(/^.*:/, "");
    if (target.startsWith("on") || target === "href" || target === "src")
      problems.push(`SMIL sets ${target}`);
  }
  if (value.includes("url") || value.includes("@") || value.includes("\\") || lower === "style") {
    problems.push(...cssProblems(value));
  }
  return problems;
}

/**
 * The problems found in an SVG document (empty when it is static and self-contained). Our own SVG data URLs
 * (the caller's logo embedded as an image) are decoded and scanned, `depth` counting how deep.
 */
export function unsafeSvgContent(svg: string, depth = 0): string[] {
  const problems: string[] = [];
  // Not XML at all to a strict reader: a lone surrogate or a control character (issue 27.10).
  const forbidden = NOT_XML_CHAR.exec(svg)?.[0];
  if (forbidden !== undefined) {
    problems.push(
      `U+${(forbidden.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}, which XML forbids`,
    );
  }
  const text = svg.replace(/<!--[\s\S]*?(-->|$)/g, "");
  if (/<!DOCTYPE/i.test(text)) problems.push("DOCTYPE");
  if (/<!ENTITY/i.test(text)) problems.push("entity declaration");
  for (const match of text.matchAll(/<\?([^\s?>]*)/g)) {
    if ((match[1] ?? "").toLowerCase() !== "xml") problems.push("processing instruction");
  }
  for (const match of text.matchAll(TAG)) {
    const element = (match[1] ?? "").toLowerCase().replace(/^.*:/, "");
    if (SCRIPT_ELEMENTS.has(element)) problems.push(`<${element}> element`);
    for (const attribute of (match[2] ?? "").matchAll(ATTRIBUTE)) {
      problems.push(
        ...attributeProblems(element, attribute[1] ?? "", attribute[2] ?? attribute[3] ?? "", depth),
      );
    }
  }
  for (const match of text.matchAll(
    /<(?:[A-Za-z_][\w.-]*:)?style\b[^>]*>([\s\S]*?)(<\/(?:[A-Za-z_][\w.-]*:)?style\s*>|$)/gi,
  )) {
    problems.push(...cssProblems((match[1] ?? "").replace(/<!\[CDATA\[|\]\]>/g, "")));
  }
  return [...new Set(problems)];
}

/** Every string of a JSON value that holds SVG: markup, or an SVG data URL. */
function* svgStrings(value: unknown): Generator<string> {
  if (typeof value === "string") {
    if (SVG_DATA_URL.test(value.trim())) yield decodeSvgDataUrl(value) ?? "";
    else if (/<svg[\s>]/i.test(value)) yield value;
  } else if (Array.isArray(value)) {
    for (const item of value) yield* svgStrings(item);
  } else if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) yield* svgStrings(item);
  }
}

/** Problems of a successful response: a raw SVG, or every SVG inside a JSON answer (envelopes, documents). */
export function unsafeOutput(mediaType: string, body: Buffer): string[] {
  if (mediaType === "image/svg+xml") return unsafeSvgContent(body.toString("utf8"));
  if (mediaType !== "application/json") return [];
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return ["a JSON answer that is not JSON"];
  }
  return [...new Set([...svgStrings(value)].flatMap((svg) => unsafeSvgContent(svg)))];
}
