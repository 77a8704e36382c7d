// Blocks of the catalog pages: the built-in identities and their proof assets, the materials catalog, and
// the physical surfaces with their texture maps.
import { identitySummaries } from "../../catalog/identities/index.js";
import { materialsCatalog } from "../../catalog/materials/index.js";
import { SURFACE_ASSETS, SURFACE_MAPS } from "../../catalog/surfaces/index.js";
import { materialsCatalogSchema } from "../../contract/index.js";
import { code, table } from "../markdown.js";
import { type Block, misuse } from "./context.js";

const identities: Block = () =>
  table(
    ["preset", "Name", "Tagline", "Website", "Proof assets"],
    identitySummaries().map((i) => [
      code(i.id),
      i.name,
      i.tagline,
      i.website || "— (the caller's own)",
      i.proofAssets.length > 0 ? String(i.proofAssets.length) : "none",
    ]),
  );

const proofAssets: Block = () =>
  table(
    ["partnerId", "Identity", "Name", "Kind", "Description"],
    identitySummaries().flatMap((i) =>
      i.proofAssets.map((a) => [code(a.id), code(i.id), a.name, a.kind, a.description]),
    ),
  );

/** `{{materials <part>}}`: one table of the materials catalog. */
const materials: Block = (argument) => {
  const { engines, categories, lookPresets, palettes, controls, defaults } = materialsCatalog;
  switch (argument) {
    case "engines":
      return table(
        ["Engine", "Materials"],
        engines.map((e) => [code(e.name), String(e.count)]),
      );
    case "categories":
      return table(
        ["Category", "Label", "Materials"],
        categories.map((c) => [
          code(c.id),
          c.label,
          String(
            c.id === "all"
              ? materialsCatalog.count
              : materialsCatalog.materials.filter((m) => m.category === c.id).length,
          ),
        ]),
      );
    case "defaults":
      return table(
        ["Default", "Material"],
        Object.entries(defaults).map(([k, v]) => [code(k), code(v)]),
      );
    case "controls":
      return table(
        ["Control", "Type", "Default", "Min", "Max", "Step"],
        Object.entries(controls).map(([name, control]) => {
          const c = control as { type: string; default: unknown; min?: number; max?: number; step?: number };
          return [
            code(name),
            c.type,
            String(c.default),
            ...[c.min, c.max, c.step].map((v) => (v === undefined ? "—" : String(v))),
          ];
        }),
      );
    case "looks":
      return table(
        ["Look preset", "Name", "Material", "Settings"],
        lookPresets.map((l) => [
          code(l.id),
          l.name,
          code(l.materialId),
          Object.entries(l.settings)
            .map(([k, v]) => `${k} ${v}`)
            .join(", "),
        ]),
      );
    case "palettes":
      return table(
        ["Palette", "Name", "Colours"],
        palettes.map((p) => [code(p.id), p.name, p.colors.join(", ")]),
      );
    case "list":
      return table(
        ["materialId", "Name", "Engine", "Category", "Quality", "Modelled on"],
        materialsCatalog.materials.map((m) => [
          code(m.id),
          m.name,
          code(m.engine),
          m.category,
          String(m.qualityScore),
          m.sourceLabel && m.sourceUrl ? `[${m.sourceLabel}](${m.sourceUrl})` : "—",
        ]),
      );
  }
  return misuse("materials", argument, "engines, categories, defaults, controls, looks, palettes or list");
};

/** `{{catalog-fields materials|material}}`: the field names of the materials document or of one record. */
const catalogFields: Block = (argument) => {
  const shape =
    argument === "materials"
      ? materialsCatalogSchema.shape
      : argument === "material"
        ? materialsCatalogSchema.shape.materials.element.shape
        : misuse("catalog-fields", argument, "materials or material");
  return Object.keys(shape).map(code).join(", ");
};

/** `{{surfaces}}`: the physical surfaces of backgrounds and their procedural texture maps. */
const surfaces: Block = () =>
  table(
    ["surfaceMaterial / assetId", "Name", "Description", "Texture maps (PNG)"],
    SURFACE_ASSETS.map((a) => [
      code(a.id),
      a.name,
      a.description,
      SURFACE_MAPS.map((map) => `[${map}](/api/surface-textures/${a.id}/${map})`).join(" · "),
    ]),
  );

export const CATALOG_BLOCKS: Record<string, Block> = {
  identities,
  "proof-assets": proofAssets,
  materials,
  "catalog-fields": catalogFields,
  surfaces,
};
