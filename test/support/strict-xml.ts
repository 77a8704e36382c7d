// A strict reading of XML 1.0 for tests: well-formed (fast-xml-parser's validator) and made only of the
// characters the Char production allows — which the validator does not check, and a lone surrogate breaks.
import { XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

/** Anything outside XML 1.0's Char production; with the `u` flag a lone surrogate is a code point of its own. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The first character XML 1.0 does not allow, as U+XXXX, or undefined. */
export function forbiddenXmlChar(text: string): string | undefined {
  const match = NOT_XML_CHAR.exec(text);
  return match
    ? `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`
    : undefined;
}

/** Fails unless `text` is a well-formed XML document of XML characters only; `what` names it in failures. */
export function expectStrictXml(text: string, what: string): void {
  expect(forbiddenXmlChar(text), `${what}: a character XML forbids`).toBeUndefined();
  expect(XMLValidator.validate(text), `${what}: well-formed`).toBe(true);
}

/** The SVG documents embedded in `text` as base64 data URLs (logos, images), decoded. */
export const embeddedSvgs = (text: string): string[] =>
  [...text.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/gu)].map(([, b64]) =>
    Buffer.from(b64 ?? "", "base64").toString("utf8"),
  );
