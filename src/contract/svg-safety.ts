// Static-SVG check for caller images: parse the XML and refuse anything that could run or fetch.
import { XMLParser, XMLValidator } from "fast-xml-parser";

type Node = Record<string, unknown>;

const ATTRIBUTES = ":@";
const FORBIDDEN_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "handler",
  "listener",
]);
const LINK_ATTRIBUTES = new Set(["href", "xlink:href", "src"]);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** Describes the first unsafe construct of an SVG document, or returns `undefined` when it is static and self-contained. */
export function findUnsafeSvgContent(svg: string): string | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return "DOCTYPE and entity declarations are not allowed";
  if (XMLValidator.validate(svg) !== true) return "it is not well-formed XML";
  const nodes = parser.parse(svg) as Node[];
  const root = nodes.find((node) => !("#text" in node) && !("#comment" in node));
  if (!root || tagOf(root) !== "svg") return "its root element is not <svg>";
  return walk(nodes);
}

function tagOf(node: Node): string | undefined {
  return Object.keys(node).find((key) => key !== ATTRIBUTES);
}

function walk(nodes: Node[]): string | undefined {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag || tag === "#text" || tag === "#comment") continue;
    const local = tag.toLowerCase().replace(/^.*:/, "");
    if (FORBIDDEN_ELEMENTS.has(local)) return `<${tag}> elements are not allowed`;
    const problem = checkAttributes(tag, (node[ATTRIBUTES] ?? {}) as Record<string, string>);
    if (problem) return problem;
    if (local === "style" && hasExternalReference(textOf(node[tag]))) {
      return "stylesheets may not reference external resources";
    }
    const children = node[tag];
    if (Array.isArray(children)) {
      const nested = walk(children as Node[]);
      if (nested) return nested;
    }
  }
  return undefined;
}

function checkAttributes(tag: string, attributes: Record<string, string>): string | undefined {
  for (const [name, raw] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    const value = String(raw).trim();
    if (lower.startsWith("on")) return `event handler attributes (${name} on <${tag}>) are not allowed`;
    if (
      LINK_ATTRIBUTES.has(lower) &&
      !value.startsWith("#") &&
      !/^data:image\/(png|jpeg|gif|webp);/i.test(value)
    ) {
      return `external references (${name}="${value.slice(0, 40)}") are not allowed`;
    }
    if (/javascript:/i.test(value)) return "javascript: URLs are not allowed";
    if (hasExternalReference(value)) return `external references in ${name} on <${tag}> are not allowed`;
  }
  return undefined;
}

function hasExternalReference(css: string): boolean {
  return /@import/i.test(css) || /url\(\s*['"]?(?!#|data:image\/(png|jpeg|gif|webp);)/i.test(css);
}

function textOf(children: unknown): string {
  if (!Array.isArray(children)) return "";
  return (children as Node[]).map((child) => String(child["#text"] ?? "")).join("");
}
