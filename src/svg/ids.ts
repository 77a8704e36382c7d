// Id namespacing: every id in one SVG carries a prefix hashed from its inputs, so SVGs inlined together never clash.
import { hashHex } from "../determinism/index.js";
import { BuiltText } from "./markup.js";

/** Ids and references of one document, all under one prefix. */
export interface IdScope {
  /** The namespace, e.g. `mq-1a2b3c4d`. */
  readonly prefix: string;
  /** `prefix-`: how every id of the scope starts (a renderer writing many numbered ids adds only the name). */
  readonly start: string;
  /** `prefix-name`: the value of an `id` attribute. */
  id(name: string): string;
  /** `url(#prefix-name)`: a paint, filter, mask or clip reference. */
  url(name: string): string;
  /** `#prefix-name`: an `href` to an element of the same document. */
  href(name: string): string;
  /** The id and url of `name` as built text, which el writes without scanning: for renderers that write many. */
  ref(name: string): IdRef;
}

/** An element's id and the reference to it, as el writes them (see IdScope.ref). */
export interface IdRef {
  readonly id: BuiltText;
  readonly url: BuiltText;
}

/** Id text: a checked prefix and local name (BuiltText). */
class IdText extends BuiltText {
  constructor(private readonly text: string) {
    super();
  }

  toString(): string {
    return this.text;
  }
}

const LOCAL_NAME = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Local names already checked: they come from code (numbered ones up to the most one document uses), so the set
 * stays small.
 */
const CHECKED_LOCAL_NAMES = new Set<string>();

/** Creates the id helpers for one document under `prefix` (a valid XML name). */
export function createIdScope(prefix: string): IdScope {
  if (!/^[A-Za-z_][\w-]*$/.test(prefix)) throw new Error(`invalid id prefix ${JSON.stringify(prefix)}`);
  const start = `${prefix}-`;
  const id = (name: string): string => {
    if (!CHECKED_LOCAL_NAMES.has(name)) {
      if (!LOCAL_NAME.test(name)) throw new Error(`invalid local id ${JSON.stringify(name)}`);
      CHECKED_LOCAL_NAMES.add(name);
    }
    return start + name;
  };
  return {
    prefix,
    start,
    id,
    url: (name) => `url(#${id(name)})`,
    href: (name) => `#${id(name)}`,
    ref: (name) => {
      const text = id(name);
      return { id: new IdText(text), url: new IdText(`url(#${text})`) };
    },
  };
}

/** An object's own keys in Object.keys order, the same keys sorted, and each sorted key written as `"key":`. */
interface Shape {
  readonly keys: readonly string[];
  readonly sorted: readonly string[];
  readonly names: readonly string[];
}

/**
 * Key lists seen lately: objects built by one schema (a request's settings, some 30 keys) share one, so a
 * document's namespace sorts and quotes its keys once rather than per request. Bounded: the oldest goes.
 */
const SHAPES: Shape[] = [];
const MAX_SHAPES = 32;

function shapeOf(keys: readonly string[]): Shape {
  search: for (const shape of SHAPES) {
    if (shape.keys.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (shape.keys[i] !== keys[i]) continue search;
    return shape;
  }
  // The default sort orders by UTF-16 code units, as `<` compares strings.
  const sorted = [...keys].sort();
  const shape = { keys, sorted, names: sorted.map((key) => `${JSON.stringify(key)}:`) };
  if (SHAPES.push(shape) > MAX_SHAPES) SHAPES.shift();
  return shape;
}

/**
 * JSON with object keys sorted at every level and `undefined` members left out, so equal values give equal
 * text whatever order their keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      // A hole stays empty, as Array.prototype.join writes it.
      if (i in value) out += canonicalJson(value[i]);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  // Members are read by name: Object.values costs ten times more on an object in dictionary mode (a parsed
  // request's settings), and barely less on any other.
  const { sorted, names } = shapeOf(Object.keys(record));
  let out = "{";
  for (let i = 0; i < sorted.length; i++) {
    const member = record[sorted[i] as string];
    if (member === undefined) continue;
    if (out.length > 1) out += ",";
    // A finite number's JSON is its String; anything else goes the general way.
    out += `${names[i]}${typeof member === "number" && Number.isFinite(member) ? String(member) : canonicalJson(member)}`;
  }
  return `${out}}`;
}

/** A deterministic namespace for the given inputs: `tag-` and eight hex digits of their canonical JSON's hash. */
export const namespaceOf = (value: unknown, tag = "mq"): string => `${tag}-${hashHex(canonicalJson(value))}`;
