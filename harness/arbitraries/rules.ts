// The cross-field rules of the contract, handled explicitly: what a valid request must satisfy beyond each
// field's own bounds, and which extra issues a one-field mutation legitimately causes on another field.
import {
  type GenerateKind,
  type IssueCode,
  MAX_PIXELS,
  TEMPLATE_ONLY_FIELDS,
  type TemplateKind,
} from "../../src/contract/index.js";
import { REFERENCES, requestJsonSchema } from "./schema.js";

type Fields = Record<string, unknown>;

export interface ExpectedIssue {
  field: string;
  code: IssueCode;
}

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stable pick from a list, so the same generated request always repairs the same way. */
const pick = <T>(values: readonly T[], seed: string): T | undefined => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return values[hash % values.length];
};

/** Background: width × height ≤ MAX_PIXELS (the settings' refine). An absent side counts as its default. */
function fitPixels(request: Fields): void {
  const settings = request.settings;
  if (!isObject(settings)) return;
  const sides = requestJsonSchema("background").properties?.settings?.properties ?? {};
  const width = (settings.width ?? sides.width?.default) as number;
  const height = (settings.height ?? sides.height?.default) as number;
  if (width * height > MAX_PIXELS) settings.height = Math.floor(MAX_PIXELS / width);
}

/** Template: fields only some templates read are left out of the others (src/generate/applicability.ts). */
function dropInapplicable(request: Fields): void {
  for (const [field, templates] of Object.entries(TEMPLATE_ONLY_FIELDS)) {
    if (!(templates as readonly string[]).includes(request.template as string)) delete request[field];
  }
}

/** Template: a partner is one of the proof assets of the request's identity. */
function pickPartner(request: Fields): void {
  if (typeof request.partnerId !== "string") return;
  const partner = pick(REFERENCES.template?.partnerId?.validIn(request) ?? [], request.partnerId);
  if (partner === undefined) delete request.partnerId;
  else request.partnerId = partner;
}

/** A copy of a generated request that satisfies every cross-field rule of its kind. */
export function satisfyCrossFieldRules(kind: GenerateKind, generated: Fields): Fields {
  const request = structuredClone(generated);
  if (kind === "background") fitPixels(request);
  if (kind === "template") {
    dropInapplicable(request);
    pickPartner(request);
  }
  return request;
}

/**
 * After a mutation: the rules again for what the mutation did not touch, since a location the mutation had to
 * create (an identity with another preset, say) can break a rule the base request satisfied. The mutated field
 * and the fields whose rules it takes part in are left as they are; crossFieldConsequences covers those.
 */
export function restoreCrossFieldRules(
  kind: GenerateKind,
  request: Fields,
  path: readonly (string | number)[],
) {
  const [first, second] = path;
  if (
    kind === "background" &&
    !(first === "settings" && (path.length === 1 || second === "width" || second === "height"))
  ) {
    fitPixels(request);
  }
  if (
    kind === "template" &&
    first !== "partnerId" &&
    !(first === "identity" && (path.length === 1 || second === "preset"))
  ) {
    pickPartner(request);
  }
}

/**
 * Before a field is mutated: a template-only field is mutated on a template that reads it, so the mutation is
 * the only thing wrong with it.
 */
export function prepareForMutation(kind: GenerateKind, field: string | undefined, request: Fields): void {
  const templates = (TEMPLATE_ONLY_FIELDS as Record<string, readonly TemplateKind[]>)[field ?? ""];
  if (kind === "template" && templates?.[0]) request.template = templates[0];
}

/**
 * Issues on other fields that a mutation of `path` legitimately causes, besides its own:
 * - background: a side out of range still counts toward width × height, reported on settings.width
 *   (pixel_limit) when both sides are integers;
 * - template: a partnerId is checked against the identity's preset, and an identity or preset that is not
 *   valid counts as the default preset, whose proof assets may not include it.
 */
export function crossFieldConsequences(
  kind: GenerateKind,
  path: readonly (string | number)[],
  request: unknown,
): ExpectedIssue[] {
  const [first, second] = path;
  if (kind === "background" && first === "settings" && (second === "width" || second === "height")) {
    return [{ field: "settings.width", code: "pixel_limit" }];
  }
  if (
    kind === "template" &&
    first === "identity" &&
    (path.length === 1 || second === "preset") &&
    isObject(request) &&
    typeof request.partnerId === "string"
  ) {
    return [{ field: "partnerId", code: "unknown_reference" }];
  }
  return [];
}
