// A generate kind's command-line flags, derived from the contract's JSON Schema (no hand-written list): one
// flag per field, dotted for nested ones (`--identity.preset`); a background's `settings.` is left out
// (`--width`). Values are read by the field's type; lists and objects are given as JSON.
import { type GenerateKind, requestSchemas } from "../contract/index.js";
import { describe, type JsonSchema, toRequestJsonSchema } from "../contract/json-schema.js";

export interface Flag {
  /** The flag without its dashes: `width`, `identity.preset`. */
  readonly name: string;
  /** The request field it sets: `settings.width`. */
  readonly path: readonly string[];
  readonly schema: JsonSchema;
  readonly required: boolean;
}

/** Fields a file on disk has no use for: the kind is the command's argument and files are always raw. */
const NOT_FLAGS = new Set(["kind", "output"]);
/** A parent whose name the flags leave out. */
const UNNAMED_PARENTS = new Set(["settings"]);

function flagsOf(schema: JsonSchema, path: readonly string[], required: boolean): Flag[] {
  const requiredHere = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (path.length === 0 && NOT_FLAGS.has(name)) return [];
    const at = [...path, name];
    const isRequired = required && requiredHere.has(name);
    if (property.properties) return flagsOf(property, at, isRequired);
    const shown = at.filter((part, i) => !(i === 0 && UNNAMED_PARENTS.has(part) && at.length > 1));
    return [{ name: shown.join("."), path: at, schema: property, required: isRequired }];
  });
}

const FLAGS = new Map<string, readonly Flag[]>();

export function kindFlags(kind: GenerateKind): readonly Flag[] {
  let flags = FLAGS.get(kind);
  if (!flags) {
    flags = flagsOf(toRequestJsonSchema(requestSchemas[kind]), [], true);
    FLAGS.set(kind, flags);
  }
  return flags;
}

/** `--width <integer 64 to 4096; default 1200; pixels…>`, one line per flag, cut to a terminal's width. */
export function flagHelp(kind: GenerateKind, width = 110): string {
  return kindFlags(kind)
    .map((flag) => {
      const line = `  --${flag.name.padEnd(24)} ${flag.required ? "required; " : ""}${describe(flag.schema)}`;
      return line.length > width ? `${line.slice(0, width - 1)}…` : line;
    })
    .join("\n");
}

/** The flag a request field is set by, as refusals name it: `settings.width` → `width`. */
export const flagOfField = (field: string): string => {
  const [first, ...rest] = field.split(".");
  return rest.length > 0 && UNNAMED_PARENTS.has(first as string) ? rest.join(".") : field;
};

export class UsageError extends Error {}

const isType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A flag's text as the JSON value its field takes; the contract judges the value itself. */
function parsedValue(flag: Flag, text: string): unknown {
  const { schema } = flag;
  if (isType(schema, "integer") || isType(schema, "number")) {
    const number = Number(text);
    return text.trim() === "" || Number.isNaN(number) ? text : number;
  }
  if (isType(schema, "boolean")) return text === "true" ? true : text === "false" ? false : text;
  if (schema.enum?.every((value) => typeof value === "number")) return Number(text);
  if (isType(schema, "array") || isType(schema, "object") || schema.oneOf || schema.anyOf) {
    try {
      return JSON.parse(text);
    } catch {
      throw new UsageError(`--${flag.name} takes JSON (${describe(schema)}); got ${text.slice(0, 40)}`);
    }
  }
  return text;
}

/** The request the flags describe: `{kind, ...}` with each flag's field set. */
export function requestOfFlags(
  kind: GenerateKind,
  pairs: readonly [string, string][],
): Record<string, unknown> {
  const byName = new Map(kindFlags(kind).map((flag) => [flag.name, flag]));
  const request: Record<string, unknown> = { kind };
  for (const [name, text] of pairs) {
    const flag = byName.get(name);
    if (!flag)
      throw new UsageError(
        `marque generate ${kind} has no flag --${name}; see marque generate ${kind} --help`,
      );
    let parent = request;
    for (const part of flag.path.slice(0, -1)) {
      parent[part] ??= {};
      parent = parent[part] as Record<string, unknown>;
    }
    parent[flag.path.at(-1) as string] = parsedValue(flag, text);
  }
  return request;
}
