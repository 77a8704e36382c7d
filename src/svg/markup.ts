// The one element builder: every tag of every renderer is made here, escaped and with rounded numbers.
import { type Rgb, toHex } from "../color/rgb.js";
import { escapeText, fmt, type WideText } from "./format.js";
import { TextPieces } from "./text-pieces.js";

/** Serialized, trusted SVG. Only the svg builder makes it, so plain strings can always be treated as text. */
export interface Markup {
  readonly svg: string;
  /**
   * The same text in pieces when a caller's text in it reaches beyond Latin-1 (an em dash, kana): Latin-1
   * markup and that text by turns, starting and ending with markup, so the markup stays one byte a character
   * (see TextPieces).
   */
  readonly pieces?: readonly string[];
}

/** Markup and wide text by turns, as Markup's pieces; its text is joined when first asked for. */
class PiecedMarkup implements Markup {
  constructor(readonly text: TextPieces) {}

  get pieces(): readonly string[] {
    return this.text.pieces;
  }

  get svg(): string {
    return this.text.toString();
  }
}

/** Markup's text in its pieces (see TextPieces): one piece when it has no wide text. */
export const textOf = (markup: Markup): TextPieces =>
  markup instanceof PiecedMarkup ? markup.text : new TextPieces([markup.svg]);

/** Builds pieced markup: Latin-1 markup is joined as it comes; wide text starts a piece of its own. */
class Pieces {
  readonly #pieces: string[] = [];
  #markup = "";

  constructor(markup: string) {
    this.#markup = markup;
  }

  markup(text: string): this {
    this.#markup += text;
    return this;
  }

  wide(text: string): this {
    const pieces = this.#pieces;
    // Wide texts with no markup between are one piece: a surrogate pair split between two would be written
    // out as two replacement characters.
    if (this.#markup === "" && pieces.length > 0) pieces[pieces.length - 1] += text;
    else pieces.push(this.#markup, text);
    this.#markup = "";
    return this;
  }

  /** Appends markup and wide text by turns (Markup's pieces). */
  add(pieces: readonly string[]): this {
    this.markup(pieces[0] as string);
    for (let i = 1; i < pieces.length; i += 2) this.wide(pieces[i] as string).markup(pieces[i + 1] as string);
    return this;
  }

  addMarkup(child: Markup): this {
    return child.pieces === undefined ? this.markup(child.svg) : this.add(child.pieces);
  }

  /** Markup and wide text by turns, so far. */
  list(): string[] {
    return [...this.#pieces, this.#markup];
  }

  done(): Markup {
    return new PiecedMarkup(new TextPieces(this.list()));
  }
}

/** Text so far: a string while all of it is Latin-1, pieces once wide text has come. */
type Written = string | Pieces;

const piecesOf = (written: Written): Pieces => (typeof written === "string" ? new Pieces(written) : written);

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

function attributeText(value: Exclude<AttrValue, null | undefined | false>): string | WideText {
  if (typeof value === "number") return fmt(value);
  if (value === true) return "true";
  if (typeof value === "object") return value.toString();
  return escapeText(value);
}

/** The children's markup, appended to `out` (ropes: V8 joins them once, when the document is written out). */
function appendChildren(out: Written, child: Child): Written {
  if (child === undefined || child === null || child === false) return out;
  if (typeof child === "string") {
    const text = escapeText(child);
    if (typeof text !== "string") return piecesOf(out).wide(text.text);
    return typeof out === "string" ? out + text : out.markup(text);
  }
  if (typeof child === "number") return typeof out === "string" ? out + fmt(child) : out.markup(fmt(child));
  if (Array.isArray(child)) {
    let result = out;
    for (const item of child as readonly Child[]) result = appendChildren(result, item);
    return result;
  }
  const markup = child as Markup;
  return typeof out === "string" && markup.pieces === undefined
    ? out + markup.svg
    : piecesOf(out).addMarkup(markup);
}

/**
 * Builds one element. Attributes keep their insertion order (so output is stable); empty elements
 * self-close. Names must be plain XML names: they come from code, never from requests.
 */
export function el(tag: string, attrs: Attrs = {}, children?: Child): Markup {
  let open: Written = OPENINGS.get(tag) ?? checked("element", tag, OPENINGS, `<${tag}`);
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    const start = ATTRIBUTE_STARTS.get(name) ?? checked("attribute", name, ATTRIBUTE_STARTS, ` ${name}="`);
    const text = attributeText(value);
    if (typeof text !== "string") open = piecesOf(open).markup(start).wide(text.text).markup('"');
    else open = typeof open === "string" ? `${open}${start}${text}"` : open.markup(`${start}${text}"`);
  }
  const inner = appendChildren("", children);
  if (typeof open === "string" && typeof inner === "string") {
    return { svg: inner === "" ? `${open}/>` : `${open}>${inner}</${tag}>` };
  }
  const pieces = piecesOf(open);
  if (inner === "") return pieces.markup("/>").done();
  pieces.markup(">");
  if (typeof inner === "string") pieces.markup(inner);
  else pieces.add(inner.list());
  return pieces.markup(`</${tag}>`).done();
}

/** Several elements as one piece of markup (no wrapper element). */
export function fragment(children: Child): Markup {
  const written = appendChildren("", children);
  return typeof written === "string" ? { svg: written } : written.done();
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
