// The SVG sanitizer: caller SVG bytes → a re-serialized SVG holding only allow-listed content, or an
// ImageRefusal naming what could run, fetch or navigate. The server and the Studio both call sanitizeSvg.
//
// Names are resolved through the xmlns declarations in scope, so `xmlns:x="http://www.w3.org/1999/xlink"` +
// `x:href` is an XLink href like any other. Every element is visited, also inside dropped subtrees, so
// something refused is refused wherever it hides; only kept elements are written out.
// The output is written with the one element builder, the leaf src/svg below the contract: escaping and the
// element form are the same as in every artifact.
import { el, type Markup } from "../../svg/markup.js";
import { clip, excerpt, refuse } from "../image-refusal.js";
import {
  ANIMATION_ELEMENTS,
  ANIMATION_VALUE_ATTRIBUTES,
  CSS_PROPERTIES,
  DROPPED_ELEMENTS,
  REFUSED_ELEMENTS,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  TEXT_ELEMENTS,
  XML_NAMESPACES,
} from "./allow-list.js";
import { type CssSanitizer, createCssSanitizer, isCssProperty } from "./css.js";
import { checkNoCssUrl, checkNoScriptUrl, checkReference } from "./references.js";
import { checkRenderCost } from "./render-cost.js";
import { parseSvgXml, type XmlElement } from "./xml.js";

/**
 * Prefix ("" for the default namespace) → namespace name: an element's own declarations, then its
 * ancestors'. A chain, not a copy per element: copying would cost declarations × elements, which a 300 KB
 * document can push past 10^8 (thousands of xmlns:* on the root, an xmlns:* on each of thousands of children).
 * Lookups walk at most MAX_SVG_DEPTH links.
 */
interface Scope {
  readonly own: ReadonlyMap<string, string>;
  readonly parent: Scope | undefined;
}

function lookup(scope: Scope, prefix: string): string | undefined {
  for (let at: Scope | undefined = scope; at; at = at.parent) {
    const namespace = at.own.get(prefix);
    if (namespace !== undefined) return namespace;
  }
  return undefined;
}

interface Name {
  /** Namespace name; `undefined` for no namespace. */
  namespace: string | undefined;
  local: string;
}

/** The state of one document's walk: its CSS sanitizer, and whether the root must declare XLink. */
interface Output {
  css: CssSanitizer;
  usesXlink: boolean;
}

/**
 * Sanitizes a caller SVG (UTF-8 bytes). Returns the re-serialized document: the root declares its
 * namespaces, comments, metadata, editor namespaces and unknown attributes are gone, CSS is regenerated.
 * Deterministic: the same bytes give the same string. Throws an ImageRefusal when anything is refused.
 */
export function sanitizeSvg(bytes: Uint8Array): string {
  const root = parseSvgXml(bytes);
  const scope = declare(root, { own: new Map([["xml", XML_NAMESPACES.xml]]), parent: undefined });
  const name = resolve(root.name, scope, false);
  if (name.local !== "svg" || !isSvg(name.namespace)) {
    refuse(`its root element is not <svg> (it is <${excerpt(root.name, 40)}>)`);
  }
  const output: Output = { css: createCssSanitizer(), usesXlink: false };
  const attributes = sanitizeAttributes(root, name.local, scope, true, output);
  const children = sanitizeChildren(root, name.local, scope, true, output);
  // After the walk, so what could run or fetch is named first; before any renderer sees the document.
  checkRenderCost(root);
  const namespaces = {
    xmlns: XML_NAMESPACES.svg,
    ...(output.usesXlink ? { "xmlns:xlink": XML_NAMESPACES.xlink } : {}),
  };
  return el("svg", { ...namespaces, ...attributes }, children).svg;
}

/** SVG content: the SVG namespace, or none at all (a root without xmlns is read as the SVG it claims to be). */
const isSvg = (namespace: string | undefined) => namespace === undefined || namespace === XML_NAMESPACES.svg;

function sanitizeElement(
  node: XmlElement,
  parentScope: Scope,
  keep: boolean,
  output: Output,
): Markup | undefined {
  const scope = declare(node, parentScope);
  const { namespace, local } = resolve(node.name, scope, false);
  const tag = `<${clip(node.name)}>`;
  const why = REFUSED_ELEMENTS.get(local.toLowerCase());
  if (why) refuse(`${tag} is not allowed: ${why}`);
  if (namespace === XML_NAMESPACES.xhtml)
    refuse(`${tag} is not allowed: HTML content could run code or load documents`);
  const svg = isSvg(namespace);
  // An unknown SVG element is refused where it would be written; inside dropped content it is dropped too.
  if (keep && svg && !SVG_ELEMENTS.has(local) && !DROPPED_ELEMENTS.has(local)) {
    refuse(`${tag} is not an allowed SVG element`);
  }
  // Other namespaces (inkscape:, sodipodi:, rdf:, …) and <metadata> never draw: dropped with their content.
  const kept = keep && svg && SVG_ELEMENTS.has(local);
  if (svg && ANIMATION_ELEMENTS.has(local)) checkAnimationTarget(node, local, scope);
  const attributes = sanitizeAttributes(node, local, scope, kept, output);
  if (svg && local === "style") {
    const css = styleSheetOf(node, output.css);
    return kept && css !== "" ? el("style", {}, css) : undefined;
  }
  const children = sanitizeChildren(node, local, scope, kept, output);
  return kept ? el(local, attributes, children) : undefined;
}

function sanitizeChildren(
  node: XmlElement,
  local: string,
  scope: Scope,
  keep: boolean,
  output: Output,
): (Markup | string)[] {
  const keepText = keep && TEXT_ELEMENTS.has(local);
  const children: (Markup | string)[] = [];
  for (const child of node.children) {
    if (child.kind === "text") {
      // Character data draws only inside text elements; elsewhere it is layout whitespace.
      if (keepText) children.push(child.text);
    } else {
      const markup = sanitizeElement(child, scope, keep, output);
      if (markup) children.push(markup);
    }
  }
  return children;
}

/** The CSS of a `<style>` element, sanitized; audited even when the element itself is dropped. */
function styleSheetOf(node: XmlElement, sanitizer: CssSanitizer): string {
  let css = "";
  for (const child of node.children) {
    if (child.kind === "element") refuse(`<style> may hold only CSS text, not <${excerpt(child.name, 40)}>`);
    else css += child.text;
  }
  return sanitizer.styleSheet(css, "<style>");
}

/** The attributes written for a kept element, in document order; every attribute is checked either way. */
function sanitizeAttributes(
  node: XmlElement,
  element: string,
  scope: Scope,
  keep: boolean,
  output: Output,
): Record<string, string> {
  const kept: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [qualified, value] of node.attributes) {
    if (qualified === "xmlns" || qualified.startsWith("xmlns:")) continue; // read by declare()
    const { namespace, local } = resolve(qualified, scope, true);
    const where = `${clip(qualified)} on <${clip(node.name)}>`;
    const expanded = `${namespace ?? ""} ${local}`;
    if (seen.has(expanded)) refuse(`${where} repeats an attribute under another namespace prefix`);
    seen.add(expanded);
    checkNoScriptUrl(value, where);
    if (/^on/iu.test(local)) refuse(`the event handler attribute ${where} is not allowed`);
    const lower = local.toLowerCase();
    const isReference =
      lower === "href" || lower === "src" || (namespace === XML_NAMESPACES.xml && lower === "base");
    const reference = isReference ? checkReference(value, where) : "";
    if (namespace === undefined && local === "style") {
      const css = output.css.declarations(value, `the style attribute on <${clip(node.name)}>`);
      if (keep && css !== "") kept.style = css;
    } else if (!keep) {
      // Checked above; nothing of a dropped element is written.
    } else if (namespace === undefined) {
      const clean = plainAttribute(local, value, where, element, output.css);
      if (clean !== undefined) kept[local] = local === "href" ? reference : clean;
    } else if (namespace === XML_NAMESPACES.xlink && local === "href") {
      kept["xlink:href"] = reference;
      output.usesXlink = true;
    } else if (namespace === XML_NAMESPACES.xml && (local === "space" || local === "lang")) {
      kept[`xml:${local}`] = value;
    }
    // Anything else (xml:base once checked, xlink:title, inkscape:*, sodipodi:*, unknown attributes) is dropped.
  }
  if (keep && ANIMATION_ELEMENTS.has(element)) animationValues(kept, element, output.css);
  return kept;
}

/** A kept element's attribute without namespace: its clean value, or `undefined` to drop it. */
function plainAttribute(
  name: string,
  value: string,
  where: string,
  element: string,
  css: CssSanitizer,
): string | undefined {
  if (name === "href") return value;
  if (CSS_PROPERTIES.has(name)) return css.value(value, where);
  if (!SVG_ATTRIBUTES.has(name)) return undefined;
  // SMIL values are checked against the animated attribute in animationValues().
  if (!(ANIMATION_ELEMENTS.has(element) && ANIMATION_VALUE_ATTRIBUTES.has(name))) checkNoCssUrl(value, where);
  return value;
}

/**
 * SMIL may animate presentation and geometry attributes only: never a reference (`href`, any prefix), an
 * event attribute, or `style`. Checked on the raw attributes, so it holds inside dropped subtrees too.
 */
function checkAnimationTarget(node: XmlElement, element: string, scope: Scope): void {
  const target = node.attributes.find(([name]) => name === "attributeName")?.[1]?.trim();
  if (target === undefined) return;
  const { local } = resolve(target, scope, true);
  const lower = local.toLowerCase();
  const said = `<${element} attributeName="${excerpt(target, 40)}">`;
  if (lower === "href" || lower === "src" || lower === "base") {
    refuse(`${said} is not allowed: animation may not change where a reference points`);
  }
  if (lower.startsWith("on")) refuse(`${said} is not allowed: animation may not set an event handler`);
  if (local === "style" || !(isCssProperty(local) || SVG_ATTRIBUTES.has(local))) {
    refuse(`${said} is not allowed: animation may change presentation and geometry attributes only`);
  }
}

/** from/to/by/values of a kept animation, checked as values of the attribute they animate. */
function animationValues(attributes: Record<string, string>, element: string, css: CssSanitizer): void {
  const target = (attributes.attributeName ?? "").trim();
  for (const name of ANIMATION_VALUE_ATTRIBUTES) {
    const value = attributes[name];
    if (value === undefined) continue;
    const where = `${name} on <${element} attributeName="${excerpt(target, 40)}">`;
    if (!isCssProperty(target)) {
      checkNoCssUrl(value, where);
      continue;
    }
    const items = value.split(";").map((item) => css.value(item, where));
    if (items.every((item) => item !== undefined)) attributes[name] = items.join(";");
    else delete attributes[name];
  }
}

/** The scope of `node`: its parent's plus its own xmlns declarations, with the rules XML Namespaces set. */
function declare(node: XmlElement, parent: Scope): Scope {
  let own: Map<string, string> | undefined;
  for (const [name, value] of node.attributes) {
    if (name !== "xmlns" && !name.startsWith("xmlns:")) continue;
    const prefix = name === "xmlns" ? "" : name.slice("xmlns:".length);
    const reserved = value === XML_NAMESPACES.xml || value === XML_NAMESPACES.xmlns;
    if (prefix === "xmlns" || (prefix === "xml" ? value !== XML_NAMESPACES.xml : reserved)) {
      refuse(`${excerpt(name, 40)}="${excerpt(value, 40)}" rebinds a reserved XML namespace`);
    }
    if (prefix !== "" && value === "") refuse(`${excerpt(name, 40)}="" cannot undeclare a prefix (XML 1.0)`);
    own ??= new Map();
    own.set(prefix, value);
  }
  return own ? { own, parent } : parent;
}

/** Splits a qualified name and finds its namespace; unprefixed attributes have none (XML Namespaces). */
function resolve(qualified: string, scope: Scope, attribute: boolean): Name {
  const colon = qualified.indexOf(":");
  if (colon === -1) {
    return { namespace: attribute ? undefined : lookup(scope, "") || undefined, local: qualified };
  }
  const prefix = qualified.slice(0, colon);
  const local = qualified.slice(colon + 1);
  if (prefix === "" || local === "" || local.includes(":")) {
    refuse(`${excerpt(qualified, 40)} is not a valid qualified name`);
  }
  const namespace = lookup(scope, prefix);
  if (namespace === undefined)
    refuse(`the namespace prefix ${excerpt(prefix, 40)}: of ${excerpt(qualified, 40)} is not declared`);
  return { namespace, local };
}
