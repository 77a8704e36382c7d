// Blocks of the generation pages: field tables, examples and real responses, media types, the body grammar,
// canvases, warnings and the element taxonomy — all read from the contract and the catalogs.
import { ELEMENT_CATEGORIES, ELEMENT_CATEGORY_INFO, ELEMENTS } from "../../catalog/elements/index.js";
import { GENERATE_EXAMPLES } from "../../catalog/examples/index.js";
import {
  artifactEnvelopeSchema,
  BODY_GRAMMAR,
  type CappedLayout,
  DOCUMENT_FILE_ROUTES,
  FILE_EXTENSIONS,
  fieldRules,
  GENERATE_KINDS,
  type GenerateKind,
  identitySchema,
  type JsonSchema,
  LAYOUT_ITEM_CAPS,
  LAYOUT_NEEDS,
  numberWord,
  TEMPLATE_CANVAS,
  TEMPLATE_WARNING_CODES,
  toRequestJsonSchema,
  toResponseJsonSchema,
  UNKNOWN_FIELD_RULE,
  WARNINGS_HEADER,
} from "../../contract/index.js";
import { generationContract } from "../../generate/contract-document.js";
import { generate } from "../../generate/generate.js";
import { validateGenerateRequest } from "../../generate/validate.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import { code, jsonBlock, numbered, sentenceList, table } from "../markdown.js";
import { type Block, misuse } from "./context.js";

const isKind = (value: string | undefined): value is GenerateKind =>
  (GENERATE_KINDS as readonly string[]).includes(value ?? "");

const kindOf = (name: string, argument: string | undefined): GenerateKind =>
  isKind(argument) ? argument : misuse(name, argument, `a kind: ${GENERATE_KINDS.join(", ")}`);

const IDENTITY_ROW =
  "identity object: a preset, optionally overridden; see [Identities](/docs/identities#fields)";
/** The template's body rule names every layout; the page shows them as a table instead. */
const BODY_RULE = /newline-delimited lines, read per layout:.*$/su;
const BODY_NOTE =
  "newline-delimited lines, read per layout: see [How each layout reads body](#how-each-layout-reads-body)";

const ENVELOPE = toResponseJsonSchema(artifactEnvelopeSchema);

/** Zod states `int()` as ±MAX_SAFE_INTEGER bounds: not a bound a reader needs. */
function withoutSafeIntegerBounds(node: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...node };
  if (copy.minimum === Number.MIN_SAFE_INTEGER) delete copy.minimum;
  if (copy.maximum === Number.MAX_SAFE_INTEGER) delete copy.maximum;
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([k, v]) => [k, withoutSafeIntegerBounds(v)]),
    );
  }
  if (copy.items) copy.items = withoutSafeIntegerBounds(copy.items);
  return copy;
}

const fieldTable = (rules: readonly { field: string; required: boolean; rule: string }[]) =>
  table(
    ["Field", "Required", "Rule"],
    rules.map((r) => [code(r.field), r.required ? "yes" : "no", r.rule]),
  );

/** `{{fields <kind>|identity|envelope}}`: every field of the request with its bound, enum and default. */
const fields: Block = (argument) => {
  if (argument === "identity") return fieldTable(fieldRules(toRequestJsonSchema(identitySchema)));
  if (argument === "envelope") return fieldTable(fieldRules(withoutSafeIntegerBounds(ENVELOPE)));
  const kind = kindOf("fields", argument);
  return fieldTable(
    generationContract.kinds[kind].fields
      .filter((r) => !r.field.startsWith("identity."))
      .map((r) => {
        if (r.field === "identity") return { ...r, rule: IDENTITY_ROW };
        if (kind === "template" && r.field === "body")
          return { ...r, rule: r.rule.replace(BODY_RULE, BODY_NOTE) };
        return r;
      }),
  );
};

/** `{{example <kind>}}`: the contract's working example, POSTed by the docs tests. */
const example: Block = (argument) => jsonBlock(GENERATE_EXAMPLES[kindOf("example", argument)]);

/** `{{response <kind>}}`: what the service answers to the example (JSON kinds only), generated. */
const response: Block = (argument) => {
  const kind = kindOf("response", argument);
  if (kind !== "element-brief" && kind !== "design-sequence") {
    return misuse("response", argument, "a kind that answers JSON only: element-brief, design-sequence");
  }
  return jsonBlock(generate(validateGenerateRequest(GENERATE_EXAMPLES[kind]), defaultFontBook()).body);
};

/** `{{responses}}`: status, media type and body by kind and output. */
const responses: Block = () =>
  table(
    ["kind", "output", "Status", "Media type", "Body"],
    GENERATE_KINDS.flatMap((kind) =>
      Object.entries(generationContract.kinds[kind].responses).map(([output, r]) => [
        code(kind),
        kind === "element-brief" || kind === "design-sequence" ? "not applicable" : code(output),
        String(r.status),
        code(r.mediaType),
        r.body ?? "",
      ]),
    ),
  );

/** `{{request-shapes}}`: how many shapes a body takes, one per kind, and the keys each requires. */
const requestShapes: Block = () => {
  const shapes = GENERATE_KINDS.map((kind) => {
    const others = generationContract.kinds[kind].requiredFields.filter((f) => f !== "kind");
    return others.length > 0
      ? `${code(kind)} with ${sentenceList(others.map(code))}`
      : `${code(kind)} with \`kind\` alone`;
  });
  return `The body is one of ${numberWord(shapes.length)} shapes, one per \`kind\`, each with its required keys: ${sentenceList(shapes)}.`;
};

/** `{{generate-rules}}`: the request rules of POST /api/generate. */
const generateRules: Block = () => `${numbered(generationContract.errors.rules)}\n\n${UNKNOWN_FIELD_RULE}`;

/**
 * `{{grammar}}`: how each layout (and the blog and partnership templates) reads `body`, how many items it
 * draws (in the same cell: a fourth column squeezed the layout names on narrow screens), and what it needs.
 */
const grammar: Block = () =>
  table(
    ["Layout", "How body is read", "Needs (else `empty_content`)"],
    Object.entries(BODY_GRAMMAR).map(([layout, rule]) => {
      const needs: readonly string[] = LAYOUT_NEEDS[layout as keyof typeof LAYOUT_NEEDS];
      return [
        code(layout),
        `${rule}${capSentence(layout)}`,
        needs.length > 0 ? needs.map(code).join(", ") : "—",
      ];
    }),
  );

/** `. Draws at most 7 agenda items; more lines warn `text_truncated`` for a capped layout, else nothing. */
const capSentence = (layout: string): string => {
  if (!(layout in LAYOUT_ITEM_CAPS)) return "";
  const { max, items } = LAYOUT_ITEM_CAPS[layout as CappedLayout];
  return `. Draws at most ${max} ${items}; more lines warn \`text_truncated\``;
};

/** `{{canvases}}`: the fixed canvas of each template. */
const canvases: Block = () =>
  table(
    ["template", "Width", "Height"],
    Object.entries(TEMPLATE_CANVAS).map(([name, size]) => [
      code(name),
      String(size.width),
      String(size.height),
    ]),
  );

/** `{{warnings}}`: the warning codes a template may carry. */
const warnings: Block = () =>
  `Warning codes: ${TEMPLATE_WARNING_CODES.map(code).join(", ")}. In JSON they are listed in \`warnings\` as ` +
  `\`{code, field, message}\`; a raw answer lists them in the \`${WARNINGS_HEADER}\` header as ` +
  "comma-separated `code=field` pairs.";

/** `{{element-categories}}`: the taxonomy's categories with their scope and size. */
const elementCategories: Block = () =>
  table(
    ["Category", "Scope", "Elements", "Generatable"],
    ELEMENT_CATEGORIES.map((id) => {
      const members = ELEMENTS.filter((e) => e.category === id);
      return [
        code(id),
        ELEMENT_CATEGORY_INFO[id].description,
        String(members.length),
        String(members.filter((e) => e.generation).length),
      ];
    }),
  );

/** `{{elements}}`: every element id with its format, size and the kind that makes it. */
const elements: Block = () =>
  table(
    ["elementId", "Name", "Category", "Format", "Size", "Made by"],
    ELEMENTS.map((e) => [
      code(e.id),
      e.name,
      e.category,
      e.format,
      `${e.dimensions.width}×${e.dimensions.height} ${e.dimensions.unit}`,
      e.generation ? code(e.generation.kind) : "brief only",
    ]),
  );

/** Every Studio document served as files: its route, formats, pages and URL form, from the contract's list. */
const documentFiles: Block = () =>
  table(
    ["Route", "Document", "Formats (default first)", "Pages", "At a URL"],
    DOCUMENT_FILE_ROUTES.map((route) => [
      code(`POST ${route.path}`),
      `${route.noun} (\`kind: "${route.kind}"\`; \`GET ${route.path}\` describes it)`,
      route.formats.join(", "),
      `up to ${route.maxPages}`,
      code(`GET ${route.path}/{document}.{${route.formats.map((f) => FILE_EXTENSIONS[f]).join("|")}}`),
    ]),
  );

export const GENERATE_BLOCKS: Record<string, Block> = {
  "document-files": documentFiles,
  fields,
  example,
  response,
  responses,
  "request-shapes": requestShapes,
  "generate-rules": generateRules,
  grammar,
  canvases,
  warnings,
  "element-categories": elementCategories,
  elements,
};
