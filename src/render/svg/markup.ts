// The one element builder: every tag of every renderer is made here, escaped and with rounded numbers.
import { type Rgb, toHex } from "../../color/rgb.js";
import { escapeXml, fmt } from "./format.js";

/** Serialized, trusted SVG. Only the svg builder makes it, so plain strings can always be treated as text. */
export interface Markup {
  readonly svg: string;
}

/**
 * Attribute text made only of checked names, fixed words and `fmt` numbers — path data, transforms, id
 * references — which a subclass promises by its construction. `el` writes it as it is, never scanning it for
 * characters to escape (a dither's outlines run to kilobytes, and a text made by joining pieces costs more to
 * scan than to make).
 */
export abstract class BuiltText {
  abstract toString(): string;
}

/**
 * An attribute value: numbers are rounded, strings escaped, built text written as it is; `undefined`, `null`
 * and `false` drop the attribute.
 */
export type AttrValue = string | number | boolean | BuiltText | null | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** Children: markup, text (escaped), numbers, nested lists; `false`, `null` and `undefined` are skipped. */
export type Child = Markup | string | number | false | null | undefined | readonly Child[];

const NAME = /^[A-Za-z_][\w.:-]*$/;

/**
 * Names already checked, each with the text that opens it: `<tag` for an element, ` name="` for an attribute.
 * Names come from code, so the maps stay as small as the vocabulary of SVG we write, and an element is put
 * together from a few ready pieces.
 */
const OPENINGS = new Map<string, string>();
const ATTRIBUTE_STARTS = new Map<string, string>();

function checked(kind: string, name: string, known: Map<string, string>, text: string): string {
  if (!NAME.test(name)) throw new Error(`invalid ${kind} name ${JSON.stringify(name)}`);
  known.set(name, text);
  return text;
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
  let open = OPENINGS.get(tag) ?? checked("element", tag, OPENINGS, `<${tag}`);
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    const start = ATTRIBUTE_STARTS.get(name) ?? checked("attribute", name, ATTRIBUTE_STARTS, ` ${name}="`);
    open = `${open}${start}${attributeText(value)}"`;
  }
  const inner = appendChildren("", children);
  return { svg: inner === "" ? `${open}/>` : `${open}>${inner}</${tag}>` };
}

/** Several elements as one piece of markup (no wrapper element). */
export function fragment(children: Child): Markup {
  return { svg: appendChildren("", children) };
}

/**
 * A gradient's `<stop>` elements — banded gradients carry dozens — written as el would write each one
 * (`el("stop", { offset: `${fmt(percent)}%`, "stop-color": toHex(color), "stop-opacity": opacity })`) into
 * one piece of markup, without el's per-attribute work: the names are fixed, the values are numbers.
 */
export class StopList {
  #svg = "";

  /**
   * A stop at `percent` along the gradient, in `color` (written `#rrggbb`, which needs no escaping);
   * `opacity` undefined leaves the attribute out.
   */
  add(percent: number, color: Rgb, opacity?: number): this {
    const stop = `<stop offset="${fmt(percent)}%" stop-color="${toHex(color)}"`;
    this.#svg += opacity === undefined ? `${stop}/>` : `${stop} stop-opacity="${fmt(opacity)}"/>`;
    return this;
  }

  get markup(): Markup {
    return { svg: this.#svg };
  }
}
