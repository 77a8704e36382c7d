// JSON Schema (draft 2020-12) export of contract schemas, and a one-line human rule per field derived from it.
import { z } from "zod";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  [key: string]: unknown;
};

/** The request-side JSON Schema of a Zod schema (defaults make fields optional). */
export const toRequestJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** The response-side JSON Schema of a Zod schema. */
export const toResponseJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;

export interface FieldRule {
  field: string;
  required: boolean;
  rule: string;
}

/** Flattens an object schema into dotted fields with a short rule each (`settings.width`, `texts[].value`). */
export function fieldRules(schema: JsonSchema, prefix = ""): FieldRule[] {
  const rules: FieldRule[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = `${prefix}${name}`;
    rules.push({ field, required: required.has(name), rule: describe(property) });
    const variants = property.oneOf ?? property.anyOf;
    if (property.properties) rules.push(...fieldRules(property, `${field}.`));
    else if (property.items?.properties) rules.push(...fieldRules(property.items, `${field}[].`));
    else if (variants) {
      for (const variant of variants) {
        const tag = variant.properties?.kind?.const;
        if (variant.properties) rules.push(...fieldRules(variant, `${field}(${String(tag)}).`));
      }
    }
  }
  return rules;
}

/** `string, 2 to 32 characters`, `non-empty string, at most 80 characters`, `array of at most 32 items`. */
function withLength(type: string, min: number | undefined, max: number | undefined, unit: string): string {
  const lead = min === 1 ? `non-empty ${type}` : type;
  const join = type === "array" ? " of " : ", ";
  if (min !== undefined && min > 1) {
    return max === undefined
      ? `${lead}${join}at least ${min} ${unit}`
      : `${lead}${join}${min} to ${max} ${unit}`;
  }
  return max === undefined ? lead : `${lead}${join}at most ${max} ${unit}`;
}

/** One human sentence for a schema node: type, bounds or allowed values, default, and its description. */
export function describe(node: JsonSchema): string {
  const parts: string[] = [];
  if (node.const !== undefined) parts.push(`the constant ${JSON.stringify(node.const)}`);
  else if (node.enum) parts.push(`one of: ${node.enum.map(String).join(", ")}`);
  else if (node.format === "hex-color") parts.push("six-digit HEX colour (#RRGGBB)");
  else if (node.type === "integer" || node.type === "number") {
    const kind = node.type === "integer" ? "integer" : "number";
    parts.push(
      node.minimum !== undefined && node.maximum !== undefined
        ? `${kind} ${node.minimum} to ${node.maximum}`
        : kind,
    );
  } else if (node.type === "string") {
    parts.push(withLength("string", node.minLength, node.maxLength, "characters"));
  } else if (node.type === "array") {
    parts.push(withLength("array", node.minItems, node.maxItems, "items"));
  } else if (node.oneOf ?? node.anyOf) {
    const tags = (node.oneOf ?? node.anyOf ?? [])
      .map((v) => v.properties?.kind?.const)
      .filter((t) => t !== undefined);
    parts.push(tags.length > 0 ? `object selected by kind: ${tags.join(", ")}` : "one of several shapes");
  } else if (node.type) parts.push(String(node.type));
  if (node.default !== undefined && typeof node.default !== "object")
    parts.push(`default ${JSON.stringify(node.default)}`);
  if (node.description) parts.push(node.description);
  return parts.join("; ");
}
