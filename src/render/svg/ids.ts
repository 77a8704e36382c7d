// Id namespacing: every id in one SVG carries a prefix hashed from its inputs, so SVGs inlined together never clash.
import { hashHex } from "../../determinism/index.js";

/** Ids and references of one document, all under one prefix. */
export interface IdScope {
  /** The namespace, e.g. `mq-1a2b3c4d`. */
  readonly prefix: string;
  /** `prefix-name`: the value of an `id` attribute. */
  id(name: string): string;
  /** `url(#prefix-name)`: a paint, filter, mask or clip reference. */
  url(name: string): string;
  /** `#prefix-name`: an `href` to an element of the same document. */
  href(name: string): string;
}

const LOCAL_NAME = /^[a-z0-9][a-z0-9-]*$/i;

/** Creates the id helpers for one document under `prefix` (a valid XML name). */
export function createIdScope(prefix: string): IdScope {
  if (!/^[A-Za-z_][\w-]*$/.test(prefix)) throw new Error(`invalid id prefix ${JSON.stringify(prefix)}`);
  const id = (name: string): string => {
    if (!LOCAL_NAME.test(name)) throw new Error(`invalid local id ${JSON.stringify(name)}`);
    return `${prefix}-${name}`;
  };
  return { prefix, id, url: (name) => `url(#${id(name)})`, href: (name) => `#${id(name)}` };
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
  // The default sort orders by UTF-16 code units, as `<` compares strings.
  const keys = Object.keys(record).sort();
  let out = "{";
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    if (out.length > 1) out += ",";
    out += `${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${out}}`;
}

/** A deterministic namespace for the given inputs: `tag-` and eight hex digits of their canonical JSON's hash. */
export const namespaceOf = (value: unknown, tag = "mq"): string => `${tag}-${hashHex(canonicalJson(value))}`;
