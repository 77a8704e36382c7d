// list_catalog: identities, elements or materials, filtered, as short rows (the whole records are resources).
import { z } from "zod";
import { ELEMENT_CATEGORIES, ELEMENTS } from "../../catalog/elements/index.js";
import { identitySummaries } from "../../catalog/identities/index.js";
import { MATERIAL_CATEGORIES, materialsCatalog } from "../../catalog/materials/index.js";
import { defineTool, jsonResult, READ_ONLY } from "../tool.js";

const CATALOGS = ["identities", "elements", "materials"] as const;
const CATEGORIES = [...ELEMENT_CATEGORIES, ...MATERIAL_CATEGORIES] as const;

const rows = {
  identities: () =>
    identitySummaries().map((i) => ({
      id: i.id,
      name: i.name,
      tagline: i.tagline,
      ink: i.colors.ink,
      paper: i.colors.paper,
      proofAssets: i.proofAssets.map((asset) => asset.id),
      text: `${i.id} ${i.name} ${i.tagline} ${i.description}`,
    })),
  elements: () =>
    ELEMENTS.map((e) => ({
      id: e.id,
      name: e.name,
      category: e.category,
      format: e.format,
      generatable: e.generation !== undefined,
      text: `${e.id} ${e.name} ${e.description} ${e.keywords.join(" ")}`,
    })),
  materials: () =>
    materialsCatalog.materials.map((m) => ({
      id: m.id,
      name: m.name,
      category: m.category,
      engine: m.engine,
      text: `${m.id} ${m.name} ${m.description}`,
    })),
} as const;

export const listCatalog = defineTool({
  name: "list_catalog",
  description:
    "A catalog as short rows (id, name, key facts), filtered; full records: marque://catalog/{name}.",
  input: z.strictObject({
    catalog: z.enum(CATALOGS).describe("which catalog"),
    category: z.enum(CATEGORIES).optional().describe("elements' or materials' category"),
    contains: z.string().max(80).optional().describe("words to match"),
  }),
  annotations: READ_ONLY,
  run: async ({ catalog, category, contains }) => {
    const words = (contains ?? "").toLowerCase().split(/\s+/u).filter(Boolean);
    const found = rows[catalog]()
      .filter((row) => category === undefined || ("category" in row && row.category === category))
      .filter((row) => words.every((word) => row.text.toLowerCase().includes(word)))
      .map(({ text: _text, ...row }) => row);
    return jsonResult({ catalog, count: found.length, rows: found });
  },
});
