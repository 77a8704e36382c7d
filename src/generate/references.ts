// Catalog references a schema cannot know: element ids, material ids and an identity's proof assets.

import { elementById } from "../catalog/elements/index.js";
import { identityRecords } from "../catalog/identities/index.js";
import { MATERIAL_IDS, materialById } from "../catalog/materials/index.js";
import {
  DEFAULT_IDENTITY_PRESET,
  type GenerateKind,
  IDENTITY_PRESETS,
  type IdentityPreset,
  type Issue,
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
        ? [unknown("elementId", body.elementId, "an element id from GET /api/elements")]
        : [];
    case "design-sequence": {
      const materialId = asObject(body.shader)?.materialId;
      return typeof materialId === "string" && materialId !== "" && !materialById(materialId)
        ? [
            unknown(
              "shader.materialId",
              materialId,
              `a material id from GET /api/materials (${MATERIAL_IDS.length} ids)`,
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
          ? `one of: ${valid.join(", ")}`
          : `none: identity ${preset} has no public proof assets`;
      return [unknown("partnerId", body.partnerId, expected)];
    }
    case "background":
      return [];
  }
}

function presetOf(identity: unknown): IdentityPreset {
  const preset = asObject(identity)?.preset;
  return typeof preset === "string" && (IDENTITY_PRESETS as readonly string[]).includes(preset)
    ? (preset as IdentityPreset)
    : DEFAULT_IDENTITY_PRESET;
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
