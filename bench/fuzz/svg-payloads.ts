// Crafted SVG images: every bypass of the hostile review, and their neighbours. Those that cannot be parsed (or
// are too deep to) must be refused; the others may be refused or cleaned, and what comes out is scanned.
import type { Acceptance } from "./case.js";

export interface SvgPayload {
  name: string;
  bytes: Buffer;
  accept: Acceptance;
}

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const EVIL = "https://evil.example";
const RECT = '<rect width="10" height="10" fill="#123456"/>';
const svg = (inner: string, attributes = "") => `<svg ${NS}${attributes} viewBox="0 0 10 10">${inner}</svg>`;
const utf8 = (text: string) => Buffer.from(text, "utf8");
const b64svg = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString("base64")}`;

function utf16(text: string, endian: "le" | "be"): Buffer {
  const le = Buffer.from(`\uFEFF${text}`, "utf16le");
  if (endian === "le") return le;
  for (let i = 0; i < le.length; i += 2) le.writeUInt16BE(le.readUInt16LE(i), i);
  return le;
}

const nested = (depth: number) => svg(`${"<g>".repeat(depth)}${RECT}${"</g>".repeat(depth)}`);

const either = (name: string, text: string): SvgPayload => ({ name, bytes: utf8(text), accept: "either" });
const never = (name: string, text: string | Buffer): SvgPayload => ({
  name,
  bytes: typeof text === "string" ? utf8(text) : text,
  accept: "never",
});

export const SVG_PAYLOADS: readonly SvgPayload[] = [
  { name: "plain static SVG", bytes: utf8(svg(RECT)), accept: "always" },
  either("<script>", svg(`${RECT}<script>alert(1)</script>`)),
  either("<script> in CDATA", svg(`<script><![CDATA[alert(1)]]></script>${RECT}`)),
  either(
    "prefixed svg:script",
    `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>`,
  ),
  either("onload on the root", svg(RECT, ' onload="alert(1)"')),
  either("ONCLICK upper case", svg(`<rect width="10" height="10" ONCLICK="alert(1)"/>`)),
  either(
    "foreignObject with an iframe",
    svg(
      `<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${EVIL}"/></foreignObject>`,
    ),
  ),
  either(
    "namespace-aliased xlink href on <use>",
    svg(`<use x:href="${EVIL}/sprite.svg#a"/>`, ' xmlns:x="http://www.w3.org/1999/xlink"'),
  ),
  either(
    "namespace-aliased xlink href on <image>",
    svg(`<image x:href="${EVIL}/p.png" width="10" height="10"/>`, ' xmlns:x="http://www.w3.org/1999/xlink"'),
  ),
  either(
    "xlink:href to a remote image",
    svg(`<image xlink:href="${EVIL}/p.png" width="10" height="10"/>`, ` ${XLINK}`),
  ),
  either("href to a remote image", svg(`<image href="${EVIL}/p.png" width="10" height="10"/>`)),
  either("protocol-relative href", svg(`<image href="//evil.example/p.png" width="10" height="10"/>`)),
  either("javascript: link", svg(`<a href="javascript:alert(1)">${RECT}</a>`)),
  either("entity-encoded javascript: link", svg(`<a href="java&#x73;cript:alert(1)">${RECT}</a>`)),
  either("javascript: link with a tab", svg(`<a href="java\tscript:alert(1)">${RECT}</a>`)),
  either(
    "feImage to a remote image",
    svg(
      `<filter id="f"><feImage href="${EVIL}/x.png"/></filter><rect width="10" height="10" filter="url(#f)"/>`,
    ),
  ),
  either(
    "nested SVG data URL with a script",
    svg(`<image href="${b64svg(svg("<script>alert(1)</script>"))}" width="10" height="10"/>`),
  ),
  either(
    "text/html data URL",
    svg(`<image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" width="10" height="10"/>`),
  ),
  either(
    "xml-stylesheet processing instruction",
    `<?xml-stylesheet href="${EVIL}/x.css" type="text/css"?>${svg(RECT)}`,
  ),
  either("CSS escape u\\72l(", svg(`<style>rect{fill:u\\72l(${EVIL}/x.svg#g)}</style>${RECT}`)),
  either("CSS escape @\\69mport", svg(`<style>@\\69mport url(${EVIL}/x.css);</style>${RECT}`)),
  either("CSS @import string", svg(`<style>@import '${EVIL}/x.css';</style>${RECT}`)),
  either("CSS image-set()", svg(`<style>rect{fill:image-set("${EVIL}/x.png" 1x)}</style>${RECT}`)),
  either("CSS url/**/(", svg(`<style>rect{fill:url/**/(${EVIL}/x.svg#g)}</style>${RECT}`)),
  either("CSS @font-face", svg(`<style>@font-face{font-family:x;src:url(${EVIL}/f.woff)}</style>${RECT}`)),
  either(
    "style attribute with an escaped url(",
    svg(`<rect width="10" height="10" style="fill:u\\72l(${EVIL}/x#g)"/>`),
  ),
  either(
    "style attribute with image-set()",
    svg(`<rect width="10" height="10" style="fill:image-set('${EVIL}/x.png' 1x)"/>`),
  ),
  either(
    "presentation attribute url() to a remote paint",
    svg(`<rect width="10" height="10" fill="url(${EVIL}/x.svg#g)"/>`),
  ),
  either("SMIL <set attributeName=onload>", svg(`<set attributeName="onload" to="alert(1)"/>${RECT}`)),
  either(
    "SMIL <animate attributeName=href>",
    svg(`<a href="#x"><animate attributeName="href" to="${EVIL}/"/>${RECT}</a>`),
  ),
  either(
    "SMIL <animate> xlink:href to javascript:",
    svg(
      `<a xlink:href="#x"><animate attributeName="xlink:href" values="javascript:alert(1)"/>${RECT}</a>`,
      ` ${XLINK}`,
    ),
  ),
  either("xml:base", svg(`<image href="p.png" width="10" height="10"/>`, ` xml:base="${EVIL}/"`)),
  either("DOCTYPE with an internal entity", `<!DOCTYPE svg [<!ENTITY x "hello">]>${svg(`<text>&x;</text>`)}`),
  either(
    "DOCTYPE with an external entity",
    `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg(`<text>&x;</text>`)}`,
  ),
  either(
    "billion laughs",
    `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>${svg("<text>&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;</text>")}`,
  ),
  {
    name: "UTF-16LE with a BOM, <script>",
    bytes: utf16(svg("<script>alert(1)</script>"), "le"),
    accept: "either",
  },
  { name: "UTF-16BE with a BOM, clean", bytes: utf16(svg(RECT), "be"), accept: "either" },
  either("upper-case HREF to a remote image", svg(`<image HREF="${EVIL}/p.png" width="10" height="10"/>`)),
  either(
    "xlink:href with newlines before http:",
    svg(`<image xlink:href="&#10;\n\t ${EVIL}/p.png" width="10" height="10"/>`, ` ${XLINK}`),
  ),
  either("<use> of an SVG data URL", svg(`<use href="${b64svg(svg("<script>alert(1)</script>"))}#a"/>`)),
  either("style with expression()", svg(`<rect width="10" height="10" style="width:expression(alert(1))"/>`)),
  either("@import split by a comment", svg(`<style>@im/**/port url(${EVIL}/x.css);</style>${RECT}`)),
  either(
    "embedded PNG with bad base64 padding",
    svg(`<image href="data:image/png;base64,iVBORw0KGgo=AAAA" width="10" height="10"/>`),
  ),
  either("UTF-8 byte order mark", `\uFEFF${svg(RECT)}`),
  either(
    "5,000 attributes on one element",
    svg(`<rect ${Array.from({ length: 5000 }, (_, i) => `data-a${i}="1"`).join(" ")}/>`),
  ),
  // Declarations on the root inherited by thousands of declaring children: a scope copied per element cost
  // declarations × elements (seconds); a chain of scopes reads each once.
  either(
    "8,000 xmlns declarations inherited by 5,000 declaring children",
    svg(
      '<g xmlns:a="urn:a"/>'.repeat(5000),
      Array.from({ length: 8000 }, (_, i) => ` xmlns:p${i}="urn:p"`).join(""),
    ),
  ),
  {
    name: "a foreign element named constructor",
    bytes: utf8(svg('<i:constructor xmlns:i="urn:x"/>')),
    accept: "always",
  },
  either("120-deep nesting", nested(120)),
  never("1,000-deep nesting", nested(1000)),
  either("20,000 elements", svg(RECT.repeat(20000))),
  never("trailing markup after the root", `${svg(RECT)}<script>alert(1)</script>`),
  never("trailing text after the root", `${svg(RECT)}garbage`),
  never("truncated", svg(RECT).slice(0, 40)),
  never("root is <html>", `<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`),
  never("not XML", "this is not an image"),
];
