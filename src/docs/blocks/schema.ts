// Reading the request JSON Schemas of the contract: one field's node and its bound, for tables of limits.
import {
  describe,
  type GenerateKind,
  type JsonSchema,
  requestSchemas,
  toRequestJsonSchema,
} from "../../contract/index.js";

const schemas = new Map<GenerateKind, JsonSchema>();

/** The request JSON Schema of a kind, converted once. */
export function requestJsonSchema(kind: GenerateKind): JsonSchema {
  let schema = schemas.get(kind);
  if (!schema) {
    schema = toRequestJsonSchema(requestSchemas[kind]);
    schemas.set(kind, schema);
  }
  return schema;
}

/** The node at a dotted field path (`settings.width`, `texts[].value`); throws when the contract lacks it. */
export function nodeAt(kind: GenerateKind, field: string): JsonSchema {
  let node: JsonSchema | undefined = requestJsonSchema(kind);
  for (const part of field.split(".")) {
    const name = part.replace(/\[\]$/u, "");
    node = node?.properties?.[name];
    if (part.endsWith("[]")) node = node?.items;
  }
  if (!node) throw new Error(`docs: the ${kind} contract has no field ${field}`);
  return node;
}

/** A field's type and bound alone (`integer 8 to 12`), without its default or description. */
export const boundOf = (kind: GenerateKind, field: string): string => {
  const { default: _default, description: _description, ...node } = nodeAt(kind, field);
  return describe(node);
};
