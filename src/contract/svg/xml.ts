// Caller SVG bytes → a small XML tree. fast-xml-parser builds the tree; this file adds what XML requires and
// the parser tolerates (UTF-8 only, no DTD, strict entity references, one root and nothing after it) and
// enforces the size, depth and element-count bounds while parsing, so hostile input fails fast and as a 400.
import { type X2jOptions, XMLParser, XMLValidator } from "fast-xml-parser";
import { excerpt, ImageRefusal, refuse } from "../image-refusal.js";
import { MAX_SVG_BYTES, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, megabytes } from "../limits.js";

export interface XmlElement {
  kind: "element";
  /** Qualified name as written (`svg`, `x:href`'s element, `inkscape:grid`). */
  name: string;
  /** Attributes in document order, values normalized and with references decoded. */
  attributes: ReadonlyArray<readonly [string, string]>;
  children: XmlNode[];
}

export interface XmlText {
  kind: "text";
  /** Character data with references decoded; CDATA sections arrive here as plain text. */
  text: string;
}

export type XmlNode = XmlElement | XmlText;

/** Parser output with `preserveOrder`: `{tag: children, ":@": attributes}` or `{"#text": …}`. */
type RawNode = Record<string, unknown>;

const ATTRIBUTES = ":@";
const TEXT = "#text";
const COMMENT = "#comment";
const CDATA = "#cdata";
const META = XMLParser.getMetaDataSymbol() as unknown as string;

/**
 * Decodes the bytes as UTF-8 and parses them into the root element. Throws an ImageRefusal naming the
 * first problem: encoding, bounds, DTD, processing instructions, well-formedness, content after the root.
 */
export function parseSvgXml(bytes: Uint8Array): XmlElement {
  if (bytes.length > MAX_SVG_BYTES) {
    refuse(
      `it is ${bytes.length} bytes; SVG images are accepted up to ${MAX_SVG_BYTES} bytes (${megabytes(MAX_SVG_BYTES)})`,
    );
  }
  const text = decodeUtf8(bytes);
  checkCharacters(text);
  // XML allows a DTD only in the prolog; refusing the markup wherever it appears also refuses it hidden in
  // comments, which costs nothing real and keeps the rule simple to state.
  const dtd = /<!(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/iu.exec(text);
  if (dtd) refuse(`DTD declarations (<!${dtd[1]} …>) are not allowed: no DOCTYPE, no entities`);
  const validation = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    refuse(`it is not well-formed XML: ${excerpt(msg, 120)} (line ${line}, column ${col})`);
  }
  const nodes = parseBounded(text);
  return rootOf(nodes, text);
}

function decodeUtf8(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    refuse("it is UTF-16 (it starts with a UTF-16 byte order mark); SVG images must be UTF-8");
  }
  if (bytes.includes(0)) {
    refuse("it contains NUL bytes (UTF-16 or UTF-32 text, or binary data); SVG images must be UTF-8 text");
  }
  try {
    // `fatal` refuses any byte sequence that is not UTF-8; a UTF-8 byte order mark is dropped.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse("it is not valid UTF-8; SVG images must be UTF-8 text");
  }
}

/** XML 1.0 characters: tab, LF, CR and everything from U+0020 except U+FFFE and U+FFFF. */
function checkCharacters(text: string): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const allowed =
      code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x9 || code === 0xa || code === 0xd;
    if (!allowed) {
      const hex = code.toString(16).toUpperCase().padStart(4, "0");
      refuse(`it contains the character U+${hex}, which XML does not allow`);
    }
  }
}

/** Parses with the bounds applied as each start tag is read, so a deep or huge document stops early. */
function parseBounded(text: string): RawNode[] {
  let elements = 0;
  const options: X2jOptions = {
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    allowBooleanAttributes: false,
    // Entities are decoded here (strictly: the five predefined ones and character references only).
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: false,
    ignorePiTags: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    removeNSPrefix: false,
    commentPropName: COMMENT,
    cdataPropName: CDATA,
    captureMetaData: true,
    jPath: false,
    // The parser's own limit is a backstop; updateTag below refuses one level earlier with a clear reason.
    maxNestedTags: MAX_SVG_DEPTH + 2,
    updateTag(tagName, matcher) {
      if (tagName.startsWith("?")) return tagName; // processing instructions are judged in rootOf/toTree
      if (typeof matcher !== "string" && matcher.getDepth() > MAX_SVG_DEPTH) {
        refuse(`its elements nest deeper than ${MAX_SVG_DEPTH} levels`);
      }
      if (++elements > MAX_SVG_ELEMENTS) refuse(`it has more than ${MAX_SVG_ELEMENTS} elements`);
      return tagName;
    },
  };
  try {
    return new XMLParser(options).parse(text) as RawNode[];
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return refuse(`it could not be parsed as XML: ${excerpt(message, 120)}`);
  }
}

const tagOf = (node: RawNode): string => Object.keys(node).find((key) => key !== ATTRIBUTES) ?? "";

/** The one root element; only the XML declaration, comments and whitespace may stand around it. */
function rootOf(nodes: RawNode[], text: string): XmlElement {
  let root: RawNode | undefined;
  nodes.forEach((node, index) => {
    const tag = tagOf(node);
    if (tag === "?xml") {
      if (index !== 0) refuse("the XML declaration (<?xml …?>) must come first");
      checkDeclaration(node);
    } else if (tag.startsWith("?")) {
      refusePi(tag);
    } else if (tag === CDATA) {
      refuse("it has a CDATA section outside the root element");
    } else if (tag !== COMMENT && tag !== TEXT) {
      if (root) refuse(`it has more than one root element (<${excerpt(tag, 40)}> after the first)`);
      root = node;
    }
  });
  if (!root) return refuse("it has no root element");
  checkEpilogue(text, (root[META] as { endIndex?: number } | undefined)?.endIndex);
  return toElement(root);
}

function refusePi(tag: string): never {
  return refuse(
    `the processing instruction <${excerpt(tag, 40)} …?> is not allowed (only the <?xml …?> declaration is)`,
  );
}

function checkDeclaration(node: RawNode): void {
  const attributes = (node[ATTRIBUTES] ?? {}) as Record<string, string>;
  const encoding = attributes.encoding;
  if (encoding !== undefined && encoding.toLowerCase() !== "utf-8") {
    refuse(`it declares encoding="${excerpt(encoding, 30)}"; SVG images must be UTF-8`);
  }
}

/** The parser drops text after the root element; XML allows only comments and whitespace there. */
function checkEpilogue(text: string, end: number | undefined): void {
  if (end === undefined) refuse("its root element could not be delimited");
  let i = end;
  while (i < text.length) {
    const char = text[i];
    if (char === " " || char === "\t" || char === "\n" || char === "\r") {
      i++;
    } else if (text.startsWith("<!--", i)) {
      const close = text.indexOf("-->", i + 4);
      if (close === -1) refuse("it ends inside a comment");
      i = close + 3;
    } else {
      refuse(`it has content after the root element: "${excerpt(text.slice(i, i + 40), 30)}"`);
    }
  }
}

function toElement(node: RawNode): XmlElement {
  const name = tagOf(node);
  const attributes = Object.entries((node[ATTRIBUTES] ?? {}) as Record<string, string>).map(
    ([attribute, value]) => [attribute, attributeValue(String(value), attribute, name)] as const,
  );
  const children: XmlNode[] = [];
  for (const child of (node[name] ?? []) as RawNode[]) {
    const tag = tagOf(child);
    if (tag === TEXT)
      children.push({ kind: "text", text: decodeReferences(String(child[TEXT]), `<${name}>`) });
    else if (tag === CDATA) children.push({ kind: "text", text: cdataText(child[CDATA]) });
    else if (tag.startsWith("?")) refusePi(tag);
    else if (tag !== COMMENT) children.push(toElement(child));
  }
  return { kind: "element", name, attributes, children };
}

/** CDATA content is literal text: no references are decoded in it. */
const cdataText = (content: unknown): string =>
  ((content ?? []) as RawNode[]).map((part) => String(part[TEXT] ?? "")).join("");

/** XML attribute-value normalization (literal whitespace → space), then references. */
function attributeValue(raw: string, attribute: string, element: string): string {
  if (raw.includes("<"))
    refuse(`the value of ${excerpt(attribute, 40)} on <${element}> contains "<", which XML does not allow`);
  return decodeReferences(raw.replace(/[\t\n\r]/gu, " "), `${excerpt(attribute, 40)} on <${element}>`);
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the five predefined entities and character references; anything else is refused (no DTD). */
function decodeReferences(raw: string, where: string): string {
  if (!raw.includes("&")) return raw;
  let out = "";
  let i = 0;
  for (let amp = raw.indexOf("&"); amp !== -1; amp = raw.indexOf("&", i)) {
    const semicolon = raw.indexOf(";", amp);
    const name = semicolon === -1 ? "" : raw.slice(amp + 1, semicolon);
    out += raw.slice(i, amp) + resolveReference(name, where);
    i = semicolon + 1;
  }
  return out + raw.slice(i);
}

function resolveReference(name: string, where: string): string {
  const predefined = PREDEFINED[name];
  if (predefined !== undefined) return predefined;
  const numeric = /^#(?:([0-9]{1,7})|x([0-9a-fA-F]{1,6}))$/u.exec(name);
  if (!numeric) {
    return refuse(
      name === ""
        ? `a bare "&" in ${where} is not well-formed XML`
        : `the entity reference &${excerpt(name, 20)}; in ${where} is not allowed (no DTD: only &lt; &gt; &amp; &quot; &apos; and character references)`,
    );
  }
  const code = numeric[1] === undefined ? Number.parseInt(numeric[2] ?? "", 16) : Number(numeric[1]);
  const xmlChar =
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  if (!xmlChar) refuse(`the character reference &${name}; in ${where} is not an XML character`);
  return String.fromCodePoint(code);
}
