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
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(",")}}`;
}

/** A deterministic namespace for the given inputs: `tag-` and eight hex digits of their canonical JSON's hash. */
export const namespaceOf = (value: unknown, tag = "mq"): string => `${tag}-${hashHex(canonicalJson(value))}`;
