// The one element builder: every tag of every renderer is made here, escaped and with rounded numbers.
import { escapeXml, fmt } from "./format.js";
import type { PathData } from "./path.js";

/** Serialized, trusted SVG. Only this module makes it, so plain strings can always be treated as text. */
export interface Markup {
  readonly svg: string;
}

/**
 * An attribute value: numbers are rounded, strings escaped, path data written as built (it holds only
 * commands and rounded numbers); `undefined`, `null` and `false` drop the attribute.
 */
export type AttrValue = string | number | boolean | PathData | null | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** Children: markup, text (escaped), numbers, nested lists; `false`, `null` and `undefined` are skipped. */
export type Child = Markup | string | number | false | null | undefined | readonly Child[];

const NAME = /^[A-Za-z_][\w.:-]*$/;

/** Names already checked: they come from code, so the set stays as small as the vocabulary of SVG we write. */
const CHECKED_NAMES = new Set<string>();

function checkName(kind: string, name: string): string {
  if (CHECKED_NAMES.has(name)) return name;
  if (!NAME.test(name)) throw new Error(`invalid ${kind} name ${JSON.stringify(name)}`);
  CHECKED_NAMES.add(name);
  return name;
}

function attributeText(value: Exclude<AttrValue, null | undefined | false>): string {
  if (typeof value === "number") return fmt(value);
  if (value === true) return "true";
  if (typeof value === "object") return value.toString();
  return escapeXml(value);
}

/** The children's markup, appended to `out` (ropes: V8 joins them once, when the document is written out). */
function appendChildren(out: string, child: Child): string {
  if (child === undefined || child === null || child === false) return out;
  if (typeof child === "string") return out + escapeXml(child);
  if (typeof child === "number") return out + fmt(child);
  if (Array.isArray(child)) {
    let result = out;
    for (const item of child as readonly Child[]) result = appendChildren(result, item);
    return result;
  }
  return out + (child as Markup).svg;
}

/**
 * Builds one element. Attributes keep their insertion order (so output is stable); empty elements
 * self-close. Names must be plain XML names: they come from code, never from requests.
 */
export function el(tag: string, attrs: Attrs = {}, children?: Child): Markup {
  let open = `<${checkName("element", tag)}`;
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    open += ` ${checkName("attribute", name)}="${attributeText(value)}"`;
  }
  const inner = appendChildren("", children);
  return { svg: inner === "" ? `${open}/>` : `${open}>${inner}</${tag}>` };
}

/** Several elements as one piece of markup (no wrapper element). */
export function fragment(children: Child): Markup {
  return { svg: appendChildren("", children) };
}

/** A reference to an element of the same document, at an offset. */
export interface UseRef {
  /** `#prefix-name`, as an IdScope writes it (checked there: it needs no escaping). */
  readonly href: string;
  readonly x?: number | undefined;
  readonly y?: number | undefined;
}

/**
 * A `<g>` of `<use>` references — outlined text writes one per glyph, thousands per document — written as el
 * would write them (`el("g", attrs, refs.map((r) => el("use", { "xlink:href": r.href, x: r.x, y: r.y })))`)
 * without its per-attribute checks, which the refs' shape already makes.
 */
export function useGroup(attrs: Attrs, refs: readonly UseRef[]): Markup {
  let inner = "";
  for (const { href, x, y } of refs) {
    inner += `<use xlink:href="${href}"`;
    if (x !== undefined) inner += ` x="${fmt(x)}"`;
    if (y !== undefined) inner += ` y="${fmt(y)}"`;
    inner += "/>";
  }
  return el("g", attrs, { svg: inner });
}
