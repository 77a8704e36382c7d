// Request validation: parse a small well-formed body whole, else scan its text (JSON syntax, unknown keys
// counted and cut out); dispatch on `kind`, validate with the contract schema, check catalog references, and
// report every problem at once — within the bounds of one error body.

import { ApiError } from "../contract/api-error.js";
import {
  GENERATE_KINDS,
  type GenerateKind,
  type GenerateRequest,
  type Issue,
  requestSchemas,
  type TemplateRequest,
} from "../contract/index.js";
import { type Accept, acceptOf, REFUSED } from "./accept.js";
import { applicabilityIssues, withoutInapplicable } from "./applicability.js";
import { mergeShapes, type Shape, shapeOf } from "./body-shape.js";
import { describeReceived, fromZodIssues, UNKNOWN_FIELD_MESSAGE } from "./issues.js";
import {
  JsonScanner,
  JsonSyntaxError,
  type PathSegment,
  UnknownKeys,
  type WalkedMember,
} from "./json-scan.js";
import { referenceIssues } from "./references.js";

const KIND_LIST = GENERATE_KINDS.join(", ");

type ObjectShape = Extract<Shape, { type: "object" }>;

const SHAPES = Object.fromEntries(
  GENERATE_KINDS.map((kind) => [kind, shapeOf(requestSchemas[kind])]),
) as Record<GenerateKind, ObjectShape>;

/** Each kind's accept path: a valid body's request without the schema's general machinery (accept.ts). */
const ACCEPT = Object.fromEntries(
  GENERATE_KINDS.map((kind) => [kind, acceptOf(requestSchemas[kind])]),
) as Record<GenerateKind, Accept>;

/** Every top-level field some kind defines; anything else is unknown whatever the kind. */
const TOP_LEVEL = Object.values<Shape>(SHAPES).reduce(mergeShapes) as ObjectShape;

/** The path of a top-level field's parent. */
const ROOT: readonly PathSegment[] = [];

const isKind = (value: unknown): value is GenerateKind =>
  typeof value === "string" && (GENERATE_KINDS as readonly string[]).includes(value);

const invalidJson = (message: string) => new ApiError("invalid_json", message);

/** Validates a request given as a value (the Studio, the docs): the same rules as a body of JSON text. */
export function validateGenerateRequest(body: unknown): GenerateRequest {
  if (body === undefined || typeof body === "function" || typeof body === "symbol") {
    throw ApiError.invalid([notAnObject(typeof body)]);
  }
  return validateGenerateText(JSON.stringify(body));
}

/**
 * Validates a body of JSON text; returns the request with defaults applied or throws a 400 ApiError. A large
 * or ill-formed text is scanned once before it is parsed: unknown keys are counted and left out (their values
 * never parsed), so however many a body holds, what is parsed and validated is bounded by the contract. A
 * small well-formed text, which the scan would keep whole, is parsed once instead.
 */
export function validateGenerateText(text: string): GenerateRequest {
  if (text.trim() === "") throw invalidJson("the request body is empty; send a JSON object");
  const parsed = text.length <= FAST_PATH_MAX_CHARS ? parsedObject(text) : undefined;
  if (parsed) {
    const { kind, fields } = parsed;
    // What the accept path takes, the scan would keep whole: it refuses any key or container out of place.
    const request = accepted(kind, fields);
    if (request) return request;
    if (keptWhole(fields, SHAPES[kind])) return validateFields(kind, fields, new UnknownKeys());
  }
  try {
    return validateScanned(new JsonScanner(text));
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw invalidJson(`the request body is not valid JSON: ${error.message}`);
    throw error;
  }
}

function validateScanned(scanner: JsonScanner): GenerateRequest {
  scanner.ws();
  if (scanner.peek() !== 0x7b) {
    const start = scanner.pos;
    scanner.skipValue();
    scanner.end();
    throw ApiError.invalid([notAnObject(jsonType(scanner.text.slice(start, start + 1)))]);
  }

  // The top-level members, each walked along the shape of the kinds that define it (a key some kind defines
  // has one shape whatever the kind); which of them count is known once `kind` is read.
  const unknown = new UnknownKeys();
  const members = new Map<string, WalkedMember & { at: number }>();
  scanner.object((key) => {
    const child = TOP_LEVEL.keys.get(key);
    if (child) members.set(key, { at: scanner.pos, ...scanner.member(key, child, []) });
    else {
      unknown.add(ROOT, key);
      scanner.skipValue();
    }
  });
  scanner.end();

  const kindAt = members.get("kind")?.at;
  const kind = kindAt === undefined ? undefined : primitiveAt(scanner.text, kindAt);
  if (!isKind(kind)) {
    throw ApiError.invalid(
      [kindIssue(kindAt, kind), ...unknownIssues(unknown)],
      omittedOf(unknown),
      unknown.topLevel,
    );
  }

  // Fields of another kind are unknown here; the unknown keys inside this kind's fields follow them.
  const shape = SHAPES[kind];
  for (const key of members.keys()) if (!shape.keys.has(key)) unknown.add(ROOT, key);
  const kept = [...members].filter(([key]) => shape.keys.has(key)).map(([, member]) => member);
  for (const member of kept) unknown.absorb(member.unknown);
  const fields = JSON.parse(`{${kept.map((member) => member.text).join(",")}}`) as Record<string, unknown>;
  return validateFields(kind, fields, unknown);
}

/**
 * The request when the accept path takes the body and no catalog reference or template-only field is amiss
 * (then the body is valid and its request is the schema's); else undefined, and validateFields words why.
 */
function accepted(kind: GenerateKind, fields: Record<string, unknown>): GenerateRequest | undefined {
  const request = ACCEPT[kind](fields);
  if (request === REFUSED || referenceIssues(kind, fields).length > 0) return undefined;
  if (kind !== "template") return request as GenerateRequest;
  return applicabilityIssues(fields).length > 0 ? undefined : withoutInapplicable(request as TemplateRequest);
}

/** Validates the fields the body keeps for `kind` with the schema, and reports them with the unknown keys. */
function validateFields(
  kind: GenerateKind,
  fields: Record<string, unknown>,
  unknown: UnknownKeys,
): GenerateRequest {
  const result = requestSchemas[kind].safeParse(fields, { reportInput: true });
  const issues = [
    ...(result.success ? [] : fromZodIssues(result.error.issues)),
    ...referenceIssues(kind, fields),
    ...(kind === "template" ? applicabilityIssues(fields) : []),
    ...unknownIssues(unknown),
  ];
  if (!result.success || issues.length > 0) {
    throw ApiError.invalid(issues, omittedOf(unknown), unknown.topLevel);
  }
  return kind === "template" ? withoutInapplicable(result.data as TemplateRequest) : result.data;
}

/**
 * Bodies up to this size are first parsed whole: a well-formed body (valid JSON, a known kind, no unknown key,
 * no container where the schema takes none, no array past its maximum) is then exactly what the scan would
 * keep, so the scan is skipped. Larger bodies are scanned first, so a body of unknown keys is never parsed.
 */
const FAST_PATH_MAX_CHARS = 64 * 1024;

/** The parsed body when it is an object of a known kind, else undefined (the scan then says what is wrong). */
function parsedObject(text: string): { kind: GenerateKind; fields: Record<string, unknown> } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // the scan words the syntax error
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const kind = fields.kind;
  return isKind(kind) ? { kind, fields } : undefined;
}

/** Whether the scan keeps `value` exactly as parsed when it walks it along `shape`. */
function keptWhole(value: unknown, shape: Shape): boolean {
  if (shape.type === "any" || value === null || typeof value !== "object") return true;
  if (Array.isArray(value)) {
    if (shape.type !== "array") return false;
    if (shape.maxItems !== undefined && value.length > shape.maxItems) return false;
    for (const item of value) if (!keptWhole(item, shape.items)) return false;
    return true;
  }
  if (shape.type !== "object") return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = shape.keys.get(key);
    if (child === undefined || !keptWhole(record[key], child)) return false;
  }
  return true;
}

const unknownIssues = (unknown: UnknownKeys): Issue[] =>
  unknown.fields.map((field) => ({ code: "unknown_field", field, message: UNKNOWN_FIELD_MESSAGE }));

const omittedOf = (unknown: UnknownKeys) => unknown.count - unknown.fields.length;

/** The value of `kind`: parsed when a primitive; an object or array stands for its type alone. */
function primitiveAt(text: string, at: number): unknown {
  const c = text.charCodeAt(at);
  if (c === 0x7b) return {};
  if (c === 0x5b) return [];
  const scanner = new JsonScanner(text);
  scanner.pos = at;
  scanner.skipValue();
  return JSON.parse(text.slice(at, scanner.pos));
}

/** The JSON type of a valid JSON value's text, from its first character. */
function jsonType(valueText: string): string {
  switch (valueText[0]) {
    case "[":
      return "array";
    case '"':
      return "string";
    case "n":
      return "null";
    case "t":
    case "f":
      return "boolean";
    default:
      return "number";
  }
}

const notAnObject = (received: string): Issue => ({
  code: "invalid_type",
  field: "request",
  message: "the body must be a JSON object with a kind field",
  expected: "object",
  received,
});

function kindIssue(at: number | undefined, kind: unknown): Issue {
  if (at === undefined) {
    return {
      code: "required",
      field: "kind",
      message: `kind is required: one of ${KIND_LIST}`,
      expected: `one of: ${KIND_LIST}`,
    };
  }
  const received = describeReceived(kind);
  return {
    code: typeof kind === "string" ? "invalid_enum" : "invalid_type",
    field: "kind",
    message: `expected one of: ${KIND_LIST}`,
    expected: `one of: ${KIND_LIST}`,
    ...(received === undefined ? {} : { received }),
  };
}
