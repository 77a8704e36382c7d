// Catalog references a schema cannot know: element ids, material ids and an identity's proof assets.

import { ELEMENTS, elementById } from "../catalog/elements/index.js";
import { identityRecords } from "../catalog/identities/index.js";
import { MATERIAL_IDS, materialById } from "../catalog/materials/index.js";
import {
  DEFAULT_IDENTITY_PRESET,
  type GenerateKind,
  type IdentityPreset,
  type Issue,
  isIdentityPreset,
} from "../contract/index.js";
import { describeReceived } from "./issues.js";

type Fields = Record<string, unknown>;

const asObject = (value: unknown): Fields | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;

/** Issues for ids that do not name a catalog entry, checked on the raw body so they join the schema's issues. */
export function referenceIssues(kind: GenerateKind, body: Fields): Issue[] {
  switch (kind) {
    case "element-brief":
      return typeof body.elementId === "string" && body.elementId !== "" && !elementById(body.elementId)
        ? [unknown("elementId", body.elementId, expectedOf(body.elementId, ELEMENT_IDS, "GET /api/elements"))]
        : [];
    case "design-sequence": {
      const materialId = asObject(body.shader)?.materialId;
      return typeof materialId === "string" && materialId !== "" && !materialById(materialId)
        ? [
            unknown(
              "shader.materialId",
              materialId,
              expectedOf(materialId, MATERIAL_IDS, "GET /api/materials"),
            ),
          ]
        : [];
    }
    case "template": {
      if (typeof body.partnerId !== "string" || body.partnerId === "") return [];
      const preset = presetOf(body.identity);
      const valid = identityRecords[preset].proofAssets.map((asset) => asset.id);
      if (valid.includes(body.partnerId)) return [];
      const expected =
        valid.length > 0
          ? expectedOf(body.partnerId, valid, "GET /api/identities")
          : `none: identity ${preset} has no public proof assets`;
      return [unknown("partnerId", body.partnerId, expected)];
    }
    case "background":
      return [];
  }
}

const ELEMENT_IDS = ELEMENTS.map((element) => element.id);

/** Catalogs up to this size are listed whole in `expected`; larger ones by their closest ids. */
const LISTED_WHOLE = 12;
const CLOSEST = 5;

/** The issue for a material id that is not in the catalog (undefined when it is), at `field`. */
export function materialIssue(field: string, materialId: string): Issue | undefined {
  return materialById(materialId)
    ? undefined
    : unknown(field, materialId, expectedOf(materialId, MATERIAL_IDS, "GET /api/materials"));
}

/** What `expected` says of a catalog: every id, or the ids closest to the one sent and where the rest are. */
function expectedOf(sent: string, ids: readonly string[], listedBy: string): string {
  if (ids.length <= LISTED_WHOLE) return `one of: ${ids.join(", ")}`;
  // Ids are at most a few dozen characters: compare that much of what was sent, however long it is.
  const probe = sent.slice(0, 80).toLowerCase();
  const closest = ids
    .map((id) => ({ id, distance: editDistance(probe, id) }))
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
    .slice(0, CLOSEST)
    .map(({ id }) => id);
  return `one of the ${ids.length} ids of ${listedBy}; closest: ${closest.join(", ")}`;
}

/** Levenshtein distance: insertions, deletions and substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function presetOf(identity: unknown): IdentityPreset {
  const preset = asObject(identity)?.preset;
  return isIdentityPreset(preset) ? preset : DEFAULT_IDENTITY_PRESET;
}

function unknown(field: string, value: string, expected: string): Issue {
  return {
    code: "unknown_reference",
    field,
    message: `no such id; expected ${expected}`,
    expected,
    received: describeReceived(value) ?? "",
  };
}
