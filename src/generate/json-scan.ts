// A scanner for request bodies: it accepts exactly the texts JSON.parse accepts, and walks a body along the
// request's shape so that unknown keys are counted and cut out before anything is parsed. A body of 400,000
// unknown keys costs one pass over its text, not 400,000 properties, Zod issues and echoes.

import { cutText } from "../contract/api-error.js";
import { MAX_ERROR_ISSUES } from "../contract/index.js";
import type { Shape } from "./body-shape.js";
import { dottedPath } from "./issues.js";

/** The text is not JSON; the message says where and why. */
export class JsonSyntaxError extends Error {}

export type PathSegment = string | number;

/** Unknown keys met by a walk: the first MAX_ERROR_ISSUES dotted paths (echoes cut short) and how many in all. */
export class UnknownKeys {
  readonly fields: string[] = [];
  count = 0;
  /** The first unknown key of the top level, as its field is listed (null when there is none). */
  topLevel: string | null = null;

  add(path: readonly PathSegment[], key: string): void {
    this.count++;
    if (path.length === 0 && this.topLevel === null) this.topLevel = cutText(dottedPath([cutText(key)]));
    if (this.fields.length < MAX_ERROR_ISSUES) this.fields.push(cutText(dottedPath([...path, cutText(key)])));
  }

  /** Adds the keys another walk found, after these. */
  absorb(other: UnknownKeys): void {
    this.count += other.count;
    for (const field of other.fields) {
      if (this.fields.length >= MAX_ERROR_ISSUES) break;
      this.fields.push(field);
    }
  }
}

/** What a walk keeps of one member: its JSON text and the unknown keys found inside it. */
export interface WalkedMember {
  text: string;
  unknown: UnknownKeys;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** A run of ordinary string characters: anything but a quote, an escape or a control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids raw control characters in strings.
const ORDINARY = /[^"\\\u0000-\u001f]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERALS = ["true", "false", "null"] as const;

export class JsonScanner {
  pos = 0;

  constructor(readonly text: string) {}

  /** The character code at the cursor; NaN at the end. */
  peek(): number {
    return this.text.charCodeAt(this.pos);
  }

  /** Skips JSON whitespace (space, tab, line feed, carriage return — nothing else). */
  ws(): void {
    let c = this.text.charCodeAt(this.pos);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = this.text.charCodeAt(++this.pos);
  }

  /** Throws: `what` was expected at the cursor. */
  expected(what: string): never {
    const found =
      this.pos >= this.text.length ? "the end of the body" : JSON.stringify(this.text[this.pos] ?? "");
    throw new JsonSyntaxError(`expected ${what} at position ${this.pos}, found ${found}`);
  }

  /** Requires the end of the text after optional whitespace. */
  end(): void {
    this.ws();
    if (this.pos < this.text.length) this.expected("the end of the body after the JSON value");
  }

  /** Reads the string at the cursor; returns its value when `decode`, else "" (cheaper). */
  string(decode: boolean): string {
    const start = this.pos;
    if (this.peek() !== QUOTE) this.expected("a string (in double quotes)");
    let escaped = false;
    let i = start + 1;
    for (;;) {
      ORDINARY.lastIndex = i;
      ORDINARY.test(this.text);
      i = ORDINARY.lastIndex;
      const c = this.text.charCodeAt(i);
      if (c === QUOTE) break;
      this.pos = i;
      if (Number.isNaN(c)) this.expected('the closing " of a string');
      if (c !== BACKSLASH) this.expected("no control character inside a string (escape it)");
      ESCAPE.lastIndex = i;
      if (!ESCAPE.test(this.text)) this.expected('an escape such as \\n, \\" or \\u0041');
      escaped = true;
      i = ESCAPE.lastIndex;
    }
    this.pos = i + 1;
    if (!decode) return "";
    const raw = this.text.slice(start, this.pos);
    return escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  }

  /** Skips a string, number or literal at the cursor. */
  private primitive(): void {
    const c = this.peek();
    if (c === QUOTE) {
      this.string(false);
      return;
    }
    NUMBER.lastIndex = this.pos;
    if (NUMBER.test(this.text)) {
      this.pos = NUMBER.lastIndex;
      return;
    }
    const literal = LITERALS.find((word) => this.text.startsWith(word, this.pos));
    if (!literal) this.expected("a JSON value");
    this.pos += literal.length;
  }

  /** Skips any value at the cursor, however deep, without recursion. */
  skipValue(): void {
    this.ws();
    const first = this.peek();
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      this.primitive();
      return;
    }
    const open: boolean[] = []; // true: an object
    for (;;) {
      this.ws();
      const c = this.peek();
      let opened = false;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        this.pos++;
        this.ws();
        const empty = this.peek() === (c === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET);
        if (empty) this.pos++;
        else {
          open.push(c === OPEN_BRACE);
          if (c === OPEN_BRACE) this.key();
          opened = true;
        }
      } else this.primitive();
      if (opened) continue;
      // After a value: close what ends here, then go on with the next member or element.
      for (;;) {
        const inObject = open.at(-1);
        if (inObject === undefined) return;
        this.ws();
        const d = this.peek();
        if (d === COMMA) {
          this.pos++;
          if (inObject) this.key();
          break;
        }
        if (d !== (inObject ? CLOSE_BRACE : CLOSE_BRACKET))
          this.expected(inObject ? "',' or '}'" : "',' or ']'");
        this.pos++;
        open.pop();
      }
    }
  }

  /** Reads a member's key and its colon; the cursor is then on the value. */
  private key(): string {
    this.ws();
    const key = this.string(true);
    this.ws();
    if (this.peek() !== COLON) this.expected("':' after a key");
    this.pos++;
    this.ws();
    return key;
  }

  /** Walks the object at the cursor: `member(key)` must consume each member's value. */
  object(member: (key: string) => void): void {
    if (this.peek() !== OPEN_BRACE) this.expected("an object");
    this.pos++;
    this.ws();
    if (this.peek() === CLOSE_BRACE) {
      this.pos++;
      return;
    }
    for (;;) {
      member(this.key());
      this.ws();
      const c = this.peek();
      if (c === COMMA) this.pos++;
      else if (c === CLOSE_BRACE) {
        this.pos++;
        return;
      } else this.expected("',' or '}'");
    }
  }

  /** Walks the array at the cursor: `element(index)` must consume each element. */
  array(element: (index: number) => void): void {
    if (this.peek() !== OPEN_BRACKET) this.expected("an array");
    this.pos++;
    this.ws();
    if (this.peek() === CLOSE_BRACKET) {
      this.pos++;
      return;
    }
    for (let index = 0; ; index++) {
      this.ws();
      element(index);
      this.ws();
      const c = this.peek();
      if (c === COMMA) this.pos++;
      else if (c === CLOSE_BRACKET) {
        this.pos++;
        return;
      } else this.expected("',' or ']'");
    }
  }

  /**
   * Walks the value at the cursor along `shape` and returns the JSON text to keep: unknown keys are added to
   * `unknown` and left out; an object or array where the shape takes none is kept as `{}` or `[]` (its type
   * is all the schema reads of it); the rest is kept as sent. A duplicate key keeps its last value, as
   * JSON.parse does; an object's unknown keys are reported before those of its members. An array is read up
   * to one element past its maximum; one longer than that is refused for its length alone.
   */
  /** Walks the value of the member `key` (the cursor is on it) along `shape`. */
  member(key: string, shape: Shape, path: readonly PathSegment[]): WalkedMember {
    const unknown = new UnknownKeys();
    return { text: `${JSON.stringify(key)}:${this.walk(shape, [...path, key], unknown)}`, unknown };
  }

  walk(shape: Shape, path: readonly PathSegment[], unknown: UnknownKeys): string {
    this.ws();
    const start = this.pos;
    const c = this.peek();
    if (c === OPEN_BRACE && shape.type === "object") {
      // One pass: each known member is walked where it stands; a later duplicate replaces it whole (its
      // unknown keys too), as JSON.parse keeps the last value.
      const members = new Map<string, WalkedMember>();
      this.object((key) => {
        const child = shape.keys.get(key);
        if (child) members.set(key, this.member(key, child, path));
        else {
          unknown.add(path, key);
          this.skipValue();
        }
      });
      for (const member of members.values()) unknown.absorb(member.unknown);
      return `{${[...members.values()].map((member) => member.text).join(",")}}`;
    }
    if (c === OPEN_BRACKET && shape.type === "array") {
      // One element past the schema's maximum is enough for it to refuse the array (for its length alone, so
      // the unknown keys inside are not reported either); the rest is only checked as JSON, not read.
      const readable = shape.maxItems === undefined ? Number.POSITIVE_INFINITY : shape.maxItems + 1;
      const inside = new UnknownKeys();
      const items: string[] = [];
      this.array((index) => {
        if (index < readable) items.push(this.walk(shape.items, [...path, index], inside));
        else this.skipValue();
      });
      if (items.length < readable) unknown.absorb(inside);
      return `[${items.join(",")}]`;
    }
    this.skipValue();
    if (shape.type !== "any" && c === OPEN_BRACE) return "{}";
    if (shape.type !== "any" && c === OPEN_BRACKET) return "[]";
    return this.text.slice(start, this.pos);
  }
}
