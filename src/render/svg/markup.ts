// The one element builder: every tag of every renderer is made here, escaped and with rounded numbers.
import { escapeXml, fmt } from "./format.js";

/** Serialized, trusted SVG. Only `el` makes it, so plain strings can always be treated as text. */
export interface Markup {
  readonly svg: string;
}

/** An attribute value: numbers are rounded, strings escaped; `undefined`, `null` and `false` drop the attribute. */
export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** Children: markup, text (escaped), numbers, nested lists; `false`, `null` and `undefined` are skipped. */
export type Child = Markup | string | number | false | null | undefined | readonly Child[];

const NAME = /^[A-Za-z_][\w.:-]*$/;

function checkName(kind: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`invalid ${kind} name ${JSON.stringify(name)}`);
  return name;
}

function attributeText(value: Exclude<AttrValue, null | undefined | false>): string {
  if (typeof value === "number") return fmt(value);
  if (value === true) return "true";
  return escapeXml(value);
}

function appendChildren(out: string[], child: Child): void {
  if (child === undefined || child === null || child === false) return;
  if (typeof child === "string") out.push(escapeXml(child));
  else if (typeof child === "number") out.push(fmt(child));
  else if (Array.isArray(child)) for (const item of child as readonly Child[]) appendChildren(out, item);
  else out.push((child as Markup).svg);
}

/**
 * Builds one element. Attributes keep their insertion order (so output is stable); empty elements
 * self-close. Names must be plain XML names: they come from code, never from requests.
 */
export function el(tag: string, attrs: Attrs = {}, children?: Child): Markup {
  let open = `<${checkName("element", tag)}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    open += ` ${checkName("attribute", name)}="${attributeText(value)}"`;
  }
  const inner: string[] = [];
  appendChildren(inner, children);
  return { svg: inner.length === 0 ? `${open}/>` : `${open}>${inner.join("")}</${tag}>` };
}

/** Several elements as one piece of markup (no wrapper element). */
export function fragment(children: Child): Markup {
  const inner: string[] = [];
  appendChildren(inner, children);
  return { svg: inner.join("") };
}
