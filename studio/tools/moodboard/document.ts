// The Moodboard's document: a board made for the identity (so the tool is never empty), and validation as the
// contract reads it — plus what only the catalogs and the generate validator know: every material id, and each
// template tile as POST /api/generate would take it — all issues at once, at their items' paths.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { materialById, materialsCatalog } from "../../../src/catalog/materials/index.js";
import { ApiError } from "../../../src/contract/api-error.js";
import {
  type IdentityInput,
  identitySchema,
  MATERIAL_STILL_MS,
  MOODBOARD_DOCUMENT_KIND,
  MOODBOARD_DOCUMENT_VERSION,
  type MoodboardDocument,
  type MoodboardTile,
  moodboardDocumentSchema,
} from "../../../src/contract/index.js";
import { toIssues } from "../../../src/generate/issues.js";
import { moodboardIssues, templateTileRequest } from "../../../src/generate/moodboard-validate.js";
import { swatchColor } from "../../../src/render/moodboard/swatches.js";
import { StudioError } from "../../runtime/errors.js";
import { parseSource } from "../../runtime/source.js";

type TemplateTile = Extract<MoodboardTile, { kind: "template" }>;

/** The material a new board shows, tinted with the identity's gradient. */
export const DEFAULT_BOARD_MATERIAL = materialsCatalog.defaults.animation;

/** A template tile as the POST /api/generate body that draws it (raw SVG, under `identity`). */
export const templateRequest = (tile: TemplateTile, identity: IdentityInput): Record<string, unknown> =>
  templateTileRequest(tile, identity);

/** A background tile as the POST /api/generate body that draws it. */
export function backgroundRequest(
  tile: Extract<MoodboardTile, { kind: "background" }>,
  identity: IdentityInput,
): Record<string, unknown> {
  return { kind: "background", identity, output: "raw", settings: tile.settings };
}

/** The swatches a new board shows: the identity's first distinct colours, accent first. */
const SWATCH_ORDER = ["accent", "ink", "gradient-2", "paper", "gradient-3", "gradient-1", "muted"] as const;
const SWATCHES = 3;

/** A new board: a background, two templates, a material and three swatches, captioned. */
export function newMoodboard(identity: IdentityInput): MoodboardDocument {
  const resolved = resolveIdentity(identitySchema.parse(identity));
  const [colorA, colorB, colorC] = resolved.colors.gradient;
  const seen = new Set<string>();
  const [first, second, third] = SWATCH_ORDER.filter((role) => {
    const hex = swatchColor(resolved.colors, role).toUpperCase();
    if (seen.has(hex)) return false;
    seen.add(hex);
    return true;
  })
    .slice(0, SWATCHES)
    .map((role) => ({ kind: "swatch", role, caption: "" }));
  return moodboardDocumentSchema.parse({
    kind: MOODBOARD_DOCUMENT_KIND,
    version: MOODBOARD_DOCUMENT_VERSION,
    identity,
    items: [
      {
        kind: "background",
        settings: { width: 1200, height: 900, style: "grain-gradient", gradient: "mesh" },
        caption: "Mesh gradient, grain",
      },
      { kind: "template", template: "slides", slideLayout: "title", caption: "Title slide" },
      first,
      {
        kind: "material",
        materialId: DEFAULT_BOARD_MATERIAL,
        settings: { colorA, colorB, colorC },
        timeMs: MATERIAL_STILL_MS.default,
        caption: `${materialById(DEFAULT_BOARD_MATERIAL)?.name ?? "Material"} in the brand gradient`,
      },
      second,
      { kind: "template", template: "blog", caption: "Blog cover" },
      third,
    ].filter((item) => item !== undefined),
  });
}

/** Validates a source (object or JSON string); throws the API's error body with every issue. */
export function validateMoodboard(input: unknown): MoodboardDocument {
  const parsed = parseSource(input);
  const result = moodboardDocumentSchema.safeParse(parsed, { reportInput: true });
  if (!result.success) throw new StudioError(ApiError.invalid(result.error.issues.flatMap(toIssues)));
  const issues = moodboardIssues(result.data);
  if (issues.length > 0) throw new StudioError(ApiError.invalid(issues));
  return result.data;
}
